#pragma once
// The text of an ```exercise``` block: goals the simulator measures, hints, the starting
// program the learner fixes, and the author's solution.
//
//   ```exercise title="Answer the click within 200 ms" input="click #order @ 100ms"
//   goal: inp <= 200 ms
//   goal: long-tasks == 0
//   hint: The handler runs 800 ms in one go. Could it do a slice and let the page breathe?
//   hint: Price 50 ms at a time and continue with `setTimeout(next, 0)`.
//   // @html <button id="order">Place order</button>
//   …the starting program…
//   ~~~ solution
//   …the author's solution…
//   ~~~
//   ```
//
// The `goal:` and `hint:` lines come first (blank lines between them are fine); the first
// other line starts the program. The program ends at a line `~~~ solution`; the solution
// ends at a line `~~~`, the last non-blank line of the block. Both programs take the
// block's options (host, title, input, as on ```js run```) and their own `// @` directives.
//
// Goals are measured from the run's trace, never by comparing code (core/tutor/exercise.h):
//
//   inp <= N [ms]                      the page's INP (web-vitals: the worst interaction)
//   inp click #id <= N [ms]            every interaction with that label
//   long-tasks == N | <= N             tasks over 50 ms
//   longest-task <= N [ms]             the longest task
//   frames-dropped <= N                vsyncs that found the main thread busy
//   no-starvation [<= N ms]            no starvation (or runaway) stop, and every timer's
//                                      callback starts within N ms (default 50) of its due time
//   order: a, b, "c, d"                these console lines, in this order (others may come
//                                      between); one line: it is printed
//   response /path <= N [ms]           node: every request to /path answered within N ms
//   loop-delay-p99 <= N [ms]           node: monitorEventLoopDelay's 99th percentile
//   finishes-by N [ms]                 nothing is left to run by N ms (not stopped)
//
// `<` and `==` work wherever `<=` does.
#include <optional>
#include <string>
#include <vector>

namespace evloop {

struct ExerciseGoal {
    enum class Kind : uint8_t { Inp, LongTasks, LongestTask, FramesDropped, NoStarvation, Order, Response, LoopDelayP99, FinishesBy };
    enum class Compare : uint8_t { AtMost, Below, Equal };
    Kind kind = Kind::Inp;
    Compare compare = Compare::AtMost;
    double limit = 0;
    std::string target;             // Inp: an interaction label ("click #order"); Response: the path
    std::vector<std::string> lines; // Order
    std::string text;               // as written, after "goal:"

    bool holds(double measured) const;
    std::string limit_text() const; // "≤ 200 ms", "= 0"
};

// One goal from the text after "goal:". False with a message saying what is accepted.
bool parse_exercise_goal(const std::string& text, ExerciseGoal& out, std::string& error);

struct Exercise {
    std::vector<ExerciseGoal> goals;
    std::vector<std::string> hints; // Markdown, shown one at a time
    std::string start;              // the program the learner starts from
    std::string solution;
    int start_line = 0;             // lines within the block's text (1-based)
    int solution_line = 0;
};

// Nullopt with `error` ("line N of the block: …") when the text is malformed: no goal, a
// goal that does not parse, no program, no solution or an unclosed one, more than 8 hints.
std::optional<Exercise> parse_exercise(const std::string& body, std::string& error);

} // namespace evloop
