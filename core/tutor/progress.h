#pragma once
// A learner's progress: the quizzes answered (right or not, and how often tried), each
// exercise's program as the learner left it with its last result, and the last lesson open. Saved by the platform (web: localStorage under kProgressKey) as a
// small versioned text; anything unreadable — another version, garbage, a hand-edited
// value — is reported and replaced by a fresh start, never trusted and never a crash.
#include <map>
#include <string>
#include <utility>

namespace evloop::tutor {

inline constexpr const char* kProgressKey = "evloop.progress.v1";

struct QuizResult {
    bool right = false; // the last submitted answer was right
    bool ever_right = false;
    int attempts = 0;
};

// An exercise as the learner left it. `fingerprint` names the exercise the code was
// written for (tutor::exercise_fingerprint): a lesson edited since keeps nothing wrong.
struct ExerciseState {
    std::string fingerprint; // 16 hex digits
    std::string code;        // the learner's program ("" = the starting program)
    std::string grade;       // the last Check (tutor::serialize_grade), "" = never checked
    bool passed = false;     // the last Check passed
    bool ever_passed = false;
    int attempts = 0;        // Checks run
    int hints = 0;           // hints shown
};

struct Progress {
    std::string last_lesson; // lesson id
    std::map<std::pair<std::string, int>, QuizResult> quizzes; // (lesson id, block index)
    std::map<std::pair<std::string, int>, ExerciseState> exercises; // (lesson id, block index)

    void record(const std::string& lesson, int block, bool right);
    const QuizResult* result(const std::string& lesson, int block) const;
    int solved_in(const std::string& lesson) const; // quizzes answered right and exercises passed, at least once
    const ExerciseState* exercise(const std::string& lesson, int block) const;
    std::string serialize() const;
};

// Parses saved progress. On failure returns a fresh Progress and sets `problem` to a
// sentence for the learner; an empty text is simply a first visit (no problem).
Progress parse_progress(const std::string& text, std::string& problem);

} // namespace evloop::tutor
