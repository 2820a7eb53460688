#pragma once
// Auto-graded exercises: the learner's program runs in the simulator and each goal of the
// block (core/lesson/exercise.h) is measured from the trace — INP, long tasks, dropped
// frames, timers' lateness, console order, response times, event-loop delay, the end of
// the run — never by comparing the learner's text with the author's. A failed goal says
// what was measured and which rule of the event loop it comes from.
#include "core/lesson/exercise.h"
#include "core/lesson/lesson.h"
#include "core/tutor/tutor.h"
#include <string>
#include <vector>

namespace evloop::tutor {

// The exercise of an ```exercise``` block and the run settings its programs share (the
// block's options and the lesson's host; each program adds its own `// @` directives).
struct ExerciseBlock {
    Exercise exercise;
    std::string title;
    loop::Settings settings; // before any program's directives
    std::string input;       // the block's input= option: it replaces the program's // @input lines
    int line = 0;
};
bool exercise_from_block(const Block& block, LessonHost lesson_host, ExerciseBlock& out, std::string& error);

// `code` (the learner's, the start or the solution) as a run of this exercise. False with
// a message ("line 2: …") when one of its `// @` directives is malformed.
bool exercise_example(const ExerciseBlock& block, const std::string& code, Example& out, std::string& error);

struct GoalResult {
    std::string goal;     // as written
    std::string measured; // "INP 96 ms", "2 long tasks (longest 840 ms)"
    bool passed = false;
    std::string why;      // a failed goal: what happened and the loop rule behind it
};

struct ExerciseGrade {
    std::vector<GoalResult> goals;
    bool passed = false;  // every goal holds
    std::string problem;  // the run could not be graded normally (a syntax error); goals fail
    std::string stop;     // the run was stopped (budget, starvation): the host's message
};

ExerciseGrade grade_exercise(const Exercise& exercise, const loop::RunResult& run);

// The lateness of every timer callback of a run (ms after its due time; a timer still
// pending when the run ended counts from its due time to the end), in the order the
// timers were set. Exposed for tests.
struct TimerLateness {
    std::string label;  // "setTimeout 0 ms"
    double due = 0;
    double started = -1; // -1: never ran
    double late = 0;
};
std::vector<TimerLateness> timer_lateness(const trace::Trace& trace);

// `evloop check` for one block: the starting program runs and fails at least one goal,
// the solution passes every goal, and each runs twice with byte-identical traces.
// Problems are appended as "file:line: message".
void check_exercise(const Block& block, const Lesson& lesson, std::vector<std::string>& problems);

// Nearest-rank percentile of samples (0 for none).
double percentile(std::vector<double> samples, double p);

// A saved grade (progress) as one line of text and back; false on damaged text.
std::string serialize_grade(const ExerciseGrade& grade);
bool parse_grade(const std::string& text, ExerciseGrade& out);

// A stable fingerprint of an exercise's goals (progress keeps the learner's code only
// for the exercise it was written for).
std::string exercise_fingerprint(const Exercise& exercise);

} // namespace evloop::tutor
