#pragma once
// The tutor's logic, separate from drawing it: lesson examples as runs, guess-the-order
// quizzes (the answer always comes from running the simulation), where a learner's order
// first departs from the truth, and `evloop check` over a folder of lessons.
#include "core/lesson/lesson.h"
#include "core/loop/run.h"
#include "core/sim/job.h"
#include "core/util/messages.h"
#include <string>
#include <vector>

namespace evloop::tutor {

struct Example {
    std::string code;
    loop::Settings settings;
    std::string title;
    int line = 0; // where the block starts in its lesson file
    // `host=both`: the same program runs in both hosts, side by side (settings.host is
    // the browser; other_host() gives the Node.js run).
    bool both_hosts = false;
};

// The same example in the other host (browser <-> Node.js), everything else equal.
Example other_host(const Example& example);

// A ```js run``` or ```quiz order``` block as a run: the block's options (host, input;
// `host=both` on a ```js run``` block runs it in both hosts),
// the lesson's host (neutral and both run in the browser), and the program's `// @`
// directives. False with a message if an option or directive is malformed.
bool example_from_block(const Block& block, LessonHost lesson_host, Example& out, std::string& error);

// Runs an example (the UI and `check` share this); the UI hands the job to core/sim.
sim::Job example_job(const Example& example);

// The job that runs the program of `t` again with the settings it ran with (its source,
// file name and Settings::describe()): the same run, with the texts the current catalogue
// gives its notes and stop messages (the UI re-runs an open visualizer's program after a
// language switch). False if a recorded setting is not accepted any more.
bool rerun_job(const trace::Trace& t, sim::Job& job);
// The same run with the other order of an order Node does not promise (the trace's
// kNoteUnpromisedOrder note: top-level setTimeout 0 against setImmediate): its source and
// settings with startup_ms moved across the 1 ms timer. False if the run has no such note.
// `note` is the note's event index, `assumption` the message that says which order the
// new run takes.
bool other_order_job(const trace::Trace& trace, sim::Job& job, size_t& note, Msg& assumption);
loop::RunResult run_example(const Example& example);

struct OrderQuiz {
    std::vector<std::string> answer; // the console lines, in the order the simulation printed them
    std::vector<int> start;          // the order shown first: indices into `answer`, never in order
    std::string problem;             // why the quiz cannot be asked (empty: it can)
};

// The quiz for a finished run: its stdout lines, shuffled with `seed`. A quiz needs at
// least three lines, all different, from a run that ended normally.
OrderQuiz make_order_quiz(const loop::RunResult& run, uint64_t seed);
uint64_t quiz_seed(const std::string& program);

// Per position: is the learner's line (an index into answer) the true one?
std::vector<bool> grade(const OrderQuiz& quiz, const std::vector<int>& order);

// Partial credit by relative order: the lines of the learner's order that are in the
// right order relative to each other (a longest increasing subsequence of `order`, read
// as positions in the true order) are kept; the others are the ones to move. One line
// moved by one place thus scores n-1 of n, not 1 of n. Ties between equally long
// subsequences go to the one that keeps the earliest lines of the learner's order, so the
// grade is deterministic. An index out of range or repeated is never "in order".
struct OrderGrade {
    std::vector<bool> in_order; // per position of `order`
    int kept = 0;               // how many are in the right order relative to each other
    int total = 0;              // lines in the quiz
    bool all_right() const { return total > 0 && kept == total && in_order.size() == static_cast<size_t>(total); }
};
OrderGrade grade_relative_order(const OrderQuiz& quiz, const std::vector<int>& order);

// The first position where the learner's order departs from the truth, the index of the
// Console event that printed the true line there, and one sentence saying why that line
// came then. Returns false if the order is right.
struct Divergence {
    size_t position = 0;
    size_t event = 0;
    std::string sentence;
};
bool first_divergence(const trace::Trace& trace, const OrderQuiz& quiz, const std::vector<int>& order, Divergence& out);

// `evloop check DIR`: every lesson parses; every example and order quiz runs twice with
// byte-identical traces, stays within the budget and has no syntax error; every order
// quiz has at least three distinct lines; every exercise's starting program fails its
// goals and its solution passes them (core/tutor/exercise.h, check_exercise).
// A locale folder beside `en` (lessons/bn) is also held against English
// (core/tutor/translation.h); a lesson it lacks is a problem unless `partial` (a
// translation in progress). A translated lesson identical to English in everything that
// runs is not run again: English's check runs the same programs. A folder of locale
// folders (lessons/) checks each, `en` first.
struct CheckResult {
    int lessons = 0;
    int examples = 0;
    int quizzes = 0;
    int exercises = 0;
    std::vector<std::string> problems; // "file:line: message"
    std::vector<std::string> untranslated; // "bn/09-node-phases.md": English lessons a locale lacks
};
CheckResult check_lessons(const std::string& directory, bool partial = false);

} // namespace evloop::tutor
