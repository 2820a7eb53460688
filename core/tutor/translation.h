#pragma once
// A translation of the course (lessons/<locale>/, e.g. lessons/bn/) held against English.
//
// A translated lesson teaches with the same programs: every quiz answer and exercise
// result is computed by running code, so the code must be the English code byte for
// byte, and a learner who switches language keeps the same lesson ids, blocks and
// progress. Only the words change. Checked for each lesson present in both folders:
//   - the same id and host;
//   - the same fenced blocks in the same order, with the same info string except the
//     text of `title="…"`;
//   - js run and quiz order blocks: the same program;
//   - quiz choice: the same number of options and the same right one;
//   - exercise: the same goals (they are measured, not read), program and solution,
//     and as many hints;
//   - the same inline code spans (`setTimeout`, `16.7 ms`, …), as a multiset: prose may
//     reorder them, never change or drop one.
// A lesson of English that the locale lacks is "not translated yet"; a lesson the
// locale has and English lacks is a problem.
#include "core/lesson/lesson.h"
#include <string>
#include <vector>

namespace evloop::tutor {

struct TranslationReport {
    std::vector<std::string> problems; // "file:line: message", file relative to the locale folder
    std::vector<std::string> missing;  // English lesson files the locale has no translation of
};

TranslationReport compare_translation(const LessonSet& english, const LessonSet& translated);

} // namespace evloop::tutor
