#include "core/tutor/translation.h"
#include "core/lesson/exercise.h"
#include "core/lesson/quiz.h"
#include <map>
#include <set>

namespace evloop::tutor {

// The info string without the learner-facing title: "quiz order host=node".
static std::string fence_key(const FenceInfo& fence)
{
    std::string key = fence.language;
    for (const std::string& flag : fence.flags)
        key += " " + flag;
    for (const FenceOption& option : fence.options)
        if (option.key != "title")
            key += " " + option.key + "=" + option.value;
    return key;
}

// `code` spans of Markdown written inside a block (quiz questions, options, explanations,
// hints), read by the same parser the reader draws them with.
static void add_code_spans(const std::string& markdown, int line, std::map<std::string, int>& spans)
{
    for (const Block& b : parse_markdown(markdown).blocks)
        for (const Span& s : b.spans)
            if (s.style & kSpanCode)
                spans.emplace(s.text, line);
}

// Every inline code span of a lesson, with the line of the block where it first appears.
static std::map<std::string, int> code_spans(const Lesson& lesson)
{
    std::map<std::string, int> spans;
    for (const Block& b : lesson.document.blocks) {
        for (const Span& s : b.spans)
            if (s.style & kSpanCode)
                spans.emplace(s.text, b.line);
        if (b.kind != BlockKind::Code)
            continue;
        std::string error;
        if (b.fence.language == "quiz" && b.fence.has_flag("choice")) {
            if (auto q = parse_choice_quiz(b.code, error)) {
                add_code_spans(q->question, b.line, spans);
                for (const std::string& option : q->options)
                    add_code_spans(option, b.line, spans);
                add_code_spans(q->explanation, b.line, spans);
            }
        } else if (b.fence.language == "exercise") {
            if (auto e = parse_exercise(b.code, error))
                for (const std::string& hint : e->hints)
                    add_code_spans(hint, b.line, spans);
        }
    }
    return spans;
}

static std::vector<const Block*> fenced_blocks(const Lesson& lesson)
{
    std::vector<const Block*> blocks;
    for (const Block& b : lesson.document.blocks)
        if (b.kind == BlockKind::Code)
            blocks.push_back(&b);
    return blocks;
}

// What differs between an English block and its translation, or "".
static std::string compare_block(const Block& english, const Block& translated)
{
    if (fence_key(english.fence) != fence_key(translated.fence))
        return "the block's info string is \"" + fence_key(translated.fence) + "\" but English has \"" + fence_key(english.fence)
            + "\" (only title=\"…\" is translated)";
    std::string error;
    if (english.fence.language == "quiz" && english.fence.has_flag("choice")) {
        auto a = parse_choice_quiz(english.code, error);
        auto b = parse_choice_quiz(translated.code, error);
        if (!a || !b)
            return ""; // the lesson check reports a malformed quiz
        if (a->options.size() != b->options.size())
            return "the quiz has " + std::to_string(b->options.size()) + " options but English has " + std::to_string(a->options.size());
        if (a->answer != b->answer)
            return "the quiz's right answer is option " + std::to_string(b->answer + 1) + " but English's is option " + std::to_string(a->answer + 1);
        return "";
    }
    if (english.fence.language == "exercise") {
        auto a = parse_exercise(english.code, error);
        auto b = parse_exercise(translated.code, error);
        if (!a || !b)
            return "";
        if (a->goals.size() != b->goals.size())
            return "the exercise has " + std::to_string(b->goals.size()) + " goals but English has " + std::to_string(a->goals.size());
        for (size_t i = 0; i < a->goals.size(); ++i)
            if (a->goals[i].text != b->goals[i].text)
                return "goal " + std::to_string(i + 1) + " is \"" + b->goals[i].text + "\" but English's is \"" + a->goals[i].text
                    + "\" (goals are measured, never translated)";
        if (a->hints.size() != b->hints.size())
            return "the exercise has " + std::to_string(b->hints.size()) + " hints but English has " + std::to_string(a->hints.size());
        if (a->start != b->start)
            return "the exercise's starting program differs from English's (programs are never translated)";
        if (a->solution != b->solution)
            return "the exercise's solution differs from English's (programs are never translated)";
        return "";
    }
    if (english.code != translated.code)
        return "the program differs from English's (programs are never translated: every answer comes from running them)";
    return "";
}

TranslationReport compare_translation(const LessonSet& english, const LessonSet& translated)
{
    TranslationReport report;
    std::map<std::string, const Lesson*> by_file;
    for (const Lesson& lesson : english.lessons)
        by_file[lesson.file] = &lesson;
    std::set<std::string> present;
    for (const Diagnostic& d : translated.errors)
        present.insert(d.file); // a broken translation is reported by the lesson check, not as missing
    for (const Lesson& lesson : translated.lessons) {
        present.insert(lesson.file);
        auto it = by_file.find(lesson.file);
        if (it == by_file.end()) {
            report.problems.push_back(lesson.file + ":1: no English lesson has this file name (translations keep English's file names)");
            continue;
        }
        const Lesson& en = *it->second;
        if (lesson.id != en.id)
            report.problems.push_back(lesson.file + ":1: id \"" + lesson.id + "\" but English's is \"" + en.id + "\" (ids are shared by every language)");
        if (lesson.host != en.host)
            report.problems.push_back(lesson.file + ":1: host " + lesson_host_name(lesson.host) + " but English's is " + lesson_host_name(en.host));
        std::vector<const Block*> a = fenced_blocks(en);
        std::vector<const Block*> b = fenced_blocks(lesson);
        if (a.size() != b.size())
            report.problems.push_back(lesson.file + ":1: " + std::to_string(b.size()) + " fenced blocks but English has " + std::to_string(a.size()));
        for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
            std::string difference = compare_block(*a[i], *b[i]);
            if (!difference.empty())
                report.problems.push_back(lesson.file + ":" + std::to_string(b[i]->line) + ": " + difference);
        }
        std::map<std::string, int> ours = code_spans(lesson);
        std::map<std::string, int> theirs = code_spans(en);
        for (const auto& [span, line] : ours)
            if (!theirs.count(span))
                report.problems.push_back(lesson.file + ":" + std::to_string(line) + ": inline code `" + span
                    + "` is not in the English lesson (code is never translated)");
        for (const auto& [span, line] : theirs)
            if (!ours.count(span))
                report.problems.push_back(lesson.file + ":1: inline code `" + span + "` of the English lesson (line " + std::to_string(line)
                    + ") appears nowhere in the translation");
    }
    for (const Lesson& lesson : english.lessons)
        if (!present.count(lesson.file))
            report.missing.push_back(lesson.file);
    return report;
}

} // namespace evloop::tutor
