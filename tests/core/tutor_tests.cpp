// core/tutor and core/trace/trace_state: quizzes computed from runs, the first place a
// learner's order goes wrong, lesson checking, and the state rebuilt at any cursor.
#include "core/lesson/quiz.h"
#include "core/trace/trace_state.h"
#include "core/tutor/tutor.h"
#include "tests/core/temp_folder.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace evloop;

namespace {

loop::RunResult run_browser(const std::string& code)
{
    loop::Settings s;
    return loop::run(code, "main.js", s);
}

} // namespace

TEST_CASE("choice quizzes parse - malformed ones say what is wrong", "[tutor][quiz]")
{
    std::string error;
    auto q = parse_choice_quiz("Which runs first?\nAfter the script.\n- [ ] the timer\n- [x] the promise\n> Microtasks first.\n> Always.", error);
    REQUIRE(q);
    CHECK(q->question == "Which runs first? After the script.");
    CHECK(q->options.size() == 2);
    CHECK(q->answer == 1);
    CHECK(q->explanation == "Microtasks first. Always.");
    CHECK_FALSE(parse_choice_quiz("- [x] a\n- [ ] b\n> e", error));
    CHECK(error.find("no question") != std::string::npos);
    CHECK_FALSE(parse_choice_quiz("Q?\n- [x] a\n- [x] b\n> e", error));
    CHECK(error.find("exactly one") != std::string::npos);
    CHECK_FALSE(parse_choice_quiz("Q?\n- [x] a\n> e", error));
    CHECK_FALSE(parse_choice_quiz("Q?\n- [x] a\n- [ ] b", error));
    CHECK(error.find("explanation") != std::string::npos);
    CHECK_FALSE(parse_choice_quiz("Q?\n- [x] a\n> e\n- [ ] b", error));
}

TEST_CASE("order quizzes: the answer comes from the run, shuffled but never in order", "[tutor][quiz]")
{
    auto run = run_browser("setTimeout(() => console.log('timer'), 0);\nPromise.resolve().then(() => console.log('promise'));\nconsole.log('sync');\n");
    for (uint64_t seed = 1; seed < 200; ++seed) {
        tutor::OrderQuiz q = tutor::make_order_quiz(run, seed);
        REQUIRE(q.problem.empty());
        REQUIRE(q.answer == std::vector<std::string> { "sync", "promise", "timer" });
        REQUIRE(q.start.size() == 3);
        CHECK(q.start != std::vector<int> { 0, 1, 2 });
    }
    tutor::OrderQuiz q = tutor::make_order_quiz(run, tutor::quiz_seed("x"));
    CHECK(tutor::make_order_quiz(run, tutor::quiz_seed("x")).start == q.start); // seeded: stable
    CHECK(tutor::grade(q, { 0, 1, 2 }) == std::vector<bool> { true, true, true });
    CHECK(tutor::grade(q, { 0, 2, 1 }) == std::vector<bool> { true, false, false });

    tutor::Divergence d;
    CHECK_FALSE(tutor::first_divergence(*run.trace, q, { 0, 1, 2 }, d));
    REQUIRE(tutor::first_divergence(*run.trace, q, { 0, 2, 1 }, d));
    CHECK(d.position == 1);
    CHECK(run.trace->events()[d.event].kind == trace::EventKind::Console);
    CHECK(run.trace->string(run.trace->events()[d.event].text) == "promise");
    CHECK(d.sentence.find("microtask checkpoint") != std::string::npos);

    CHECK(tutor::make_order_quiz(run_browser("console.log('a'); console.log('b');"), 1).problem.find("three") != std::string::npos);
    CHECK(tutor::make_order_quiz(run_browser("console.log('a'); console.log('a'); console.log('b');"), 1).problem.find("identical") != std::string::npos);
    CHECK(tutor::make_order_quiz(run_browser("let x = ;"), 1).problem.find("syntax") != std::string::npos);
}

TEST_CASE("an order quiz on an order Node does not promise is refused - the trace and the step say why", "[tutor][quiz]")
{
    loop::Settings s;
    s.host = loop::HostKind::Node;
    const std::string racy = "setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\nconsole.log('main');\n";
    auto run = loop::run(racy, "main.cjs", s);
    CHECK(tutor::make_order_quiz(run, 1).problem.find("race") != std::string::npos);
    size_t note = 0;
    for (size_t i = 0; i < run.trace->events().size(); ++i)
        if (run.trace->events()[i].kind == trace::EventKind::Note)
            note = i;
    REQUIRE(note > 0);
    CHECK(run.trace->events()[note].sub == trace::kNoteUnpromisedOrder);
    CHECK(trace::explain(*run.trace, note).rfind("Either order is possible here:", 0) == 0);
    // Inside an I/O callback the order is promised: a fine quiz.
    auto io = loop::run("require('fs').readFile(__filename, () => {\n  setTimeout(() => console.log('timeout'), 0);\n  setImmediate(() => console.log('immediate'));\n});\nconsole.log('main');\n",
        "main.cjs", s);
    CHECK(tutor::make_order_quiz(io, 1).problem.empty());
}

TEST_CASE("examples take the lesson's host, the block's options and the program's directives", "[tutor]")
{
    Block b;
    b.kind = BlockKind::Code;
    b.code = "// @html <button id=\"go\">Go</button>\nconsole.log(1);";
    b.fence.language = "js";
    b.fence.flags = { "run" };
    b.fence.options = { { "input", "click #go @ 50ms" } };
    tutor::Example ex;
    std::string error;
    REQUIRE(tutor::example_from_block(b, LessonHost::Browser, ex, error));
    CHECK(ex.settings.host == loop::HostKind::Browser);
    CHECK(ex.settings.html == "<button id=\"go\">Go</button>");
    REQUIRE(ex.settings.inputs.size() == 1);
    CHECK(ex.settings.inputs[0].at_ms == 50);
    REQUIRE(tutor::example_from_block(b, LessonHost::Node, ex, error));
    CHECK(ex.settings.host == loop::HostKind::Node);
    b.fence.options = { { "input", "click go" } };
    CHECK_FALSE(tutor::example_from_block(b, LessonHost::Browser, ex, error));
}

TEST_CASE("evloop check: good lessons pass, broken quizzes and runaway examples are reported", "[tutor][check]")
{
    namespace fs = std::filesystem;
    fs::path dir = fresh_temp_folder("evloop-check-test");
    auto write = [&](const char* name, const std::string& text) { std::ofstream(dir / name) << text; };
    std::string head = "---\nid: x\ntitle: T\nhost: browser\nsummary: S.\n---\n";
    write("01-good.md", head + "Text.\n\n```quiz order\nsetTimeout(() => console.log('c'), 0);\nPromise.resolve().then(() => console.log('b'));\nconsole.log('a');\n```\n\n"
                        "```quiz choice\nQ?\n- [ ] no\n- [x] yes\n> Because.\n```\n");
    auto good = tutor::check_lessons(dir.string());
    CHECK(good.problems.empty());
    CHECK(good.lessons == 1);
    CHECK(good.quizzes == 1);

    write("02-bad.md", "---\nid: y\ntitle: T\nhost: node\nsummary: S.\n---\n"
                       "```quiz order\nconsole.log('same'); console.log('same'); console.log('x');\n```\n\n"
                       "```js run\nfunction f() { queueMicrotask(f); } f();\n```\n\n"
                       "```js run\nlet = ;\n```\n");
    auto bad = tutor::check_lessons(dir.string());
    REQUIRE(bad.problems.size() == 3);
    CHECK(bad.problems[0].find("02-bad.md:7: quiz order: two console lines are identical") == 0);
    CHECK(bad.problems[1].find("budget") != std::string::npos);
    CHECK(bad.problems[2].find("syntax error") != std::string::npos);
    fs::remove_all(dir);

    auto shipped = tutor::check_lessons(std::string(EVLOOP_SOURCE_DIR) + "/lessons/en");
    for (const auto& p : shipped.problems)
        FAIL_CHECK(p);
    CHECK(shipped.lessons >= 2);
}

TEST_CASE("the state at a cursor: stack, queues, host work - stepping back equals replaying", "[trace][state]")
{
    auto run = run_browser("function later() { console.log('timer'); }\n"
                           "setTimeout(later, 5);\n"
                           "Promise.resolve().then(() => console.log('job'));\n"
                           "queueMicrotask(() => console.log('qm'));\n"
                           "console.log('sync');\n");
    const trace::Trace& t = *run.trace;
    trace::StateCursor cursor(t);
    // Right after the script's last console line: one timer pending, two microtasks queued.
    size_t sync_index = 0;
    for (size_t i = 0; i < t.events().size(); ++i)
        if (t.events()[i].kind == trace::EventKind::Console && t.string(t.events()[i].text) == "sync")
            sync_index = i;
    const trace::State& s = cursor.seek(sync_index + 1);
    CHECK(s.in_task);
    CHECK(s.task_source == trace::TaskSource::Script);
    CHECK(s.microtasks.size() == 2);
    CHECK(s.microtasks[0].origin.line == 3);
    CHECK(s.microtasks[1].origin.line == 4);
    REQUIRE(s.host_work.size() == 1);
    CHECK(s.host_work[0].due == Approx(5).margin(0.1));
    CHECK(s.host_work[0].origin.line == 2);
    CHECK(s.stack.size() == 1);
    CHECK(s.statement.line == 5);
    CHECK(s.console.size() == 1);

    // Inside the timer's callback: the stack is later() on top of nothing else.
    size_t timer_index = 0;
    for (size_t i = 0; i < t.events().size(); ++i)
        if (t.events()[i].kind == trace::EventKind::Console && t.string(t.events()[i].text) == "timer")
            timer_index = i;
    const trace::State& s2 = cursor.seek(timer_index + 1);
    REQUIRE(s2.stack.size() == 1);
    CHECK(s2.stack[0].name == "later");
    CHECK(s2.microtasks.empty());
    CHECK(s2.host_work.empty());
    CHECK(s2.console.size() == 4);

    // Seeking back gives exactly the state a fresh replay gives.
    const trace::State& back = cursor.seek(sync_index + 1);
    trace::StateCursor fresh(t);
    const trace::State& replay = fresh.seek(sync_index + 1);
    CHECK(back.microtasks.size() == replay.microtasks.size());
    CHECK(back.host_work.size() == replay.host_work.size());
    CHECK(back.console == replay.console);
    CHECK(back.stack.size() == replay.stack.size());

    auto points = trace::step_points(t);
    CHECK(points.size() > 10);
    for (size_t p : points)
        CHECK_FALSE(trace::explain(t, p).empty());
    std::string text = trace::transcript(t);
    CHECK(text.find("microtask checkpoint") != std::string::npos);
    CHECK(text.find("console.log prints \u201ctimer\u201d") != std::string::npos);
}

TEST_CASE("state cursor on a big trace uses snapshots (seek back is cheap and right)", "[trace][state]")
{
    auto run = run_browser("let n = 0; function f() { if (++n < 3000) queueMicrotask(f); } f();\nsetTimeout(() => console.log('end'), 1);\n");
    const trace::Trace& t = *run.trace;
    REQUIRE(t.events().size() > 10000);
    trace::StateCursor c(t);
    c.seek(t.events().size());
    CHECK(c.state().ended);
    CHECK(c.state().console.size() == 1);
    const trace::State& mid = c.seek(t.events().size() / 2);
    trace::StateCursor fresh(t);
    const trace::State& replay = fresh.seek(t.events().size() / 2);
    CHECK(mid.microtasks.size() == replay.microtasks.size());
    CHECK(mid.stack.size() == replay.stack.size());
    CHECK(mid.time == replay.time);
}

#include "core/tutor/progress.h"

TEST_CASE("progress: saved and read back - garbage, other versions and damage reset with a notice", "[tutor][progress]")
{
    tutor::Progress p;
    p.last_lesson = "blocking";
    p.record("blocking", 3, false);
    p.record("blocking", 3, true);
    p.record("async-await", 7, false);
    std::string problem;
    tutor::Progress back = tutor::parse_progress(p.serialize(), problem);
    CHECK(problem.empty());
    CHECK(back.last_lesson == "blocking");
    REQUIRE(back.result("blocking", 3));
    CHECK(back.result("blocking", 3)->right);
    CHECK(back.result("blocking", 3)->attempts == 2);
    CHECK(back.solved_in("blocking") == 1);
    CHECK(back.solved_in("async-await") == 0);
    CHECK(back.serialize() == p.serialize());

    CHECK(tutor::parse_progress("", problem).quizzes.empty());
    CHECK(problem.empty()); // a first visit
    for (const char* bad : { "{\"lessons\": 3}", "evloop-progress 0\nlast x\n", "evloop-progress 1\nquiz x 1 maybe solved 1\n",
             "evloop-progress 1\nlast ../../etc\n", "evloop-progress 1\nquiz x 99999999 right solved 1\n", "\xff\xfe garbage" }) {
        tutor::Progress r = tutor::parse_progress(bad, problem);
        CHECK(r.quizzes.empty());
        CHECK(r.last_lesson.empty());
        CHECK(problem.find("reset") != std::string::npos);
    }
    tutor::parse_progress(std::string(2000000, 'x'), problem); // over the 1 MB limit
    CHECK(problem.find("larger") != std::string::npos);
}

TEST_CASE("order quizzes grade by relative order: one line moved by one place loses one point", "[tutor][quiz][grade]")
{
    tutor::OrderQuiz q;
    q.answer = { "a", "b", "c", "d", "e", "f", "g" };
    auto grade = [&](std::vector<int> order) { return tutor::grade_relative_order(q, order); };

    tutor::OrderGrade right = grade({ 0, 1, 2, 3, 4, 5, 6 });
    CHECK(right.all_right());
    CHECK(right.kept == 7);
    CHECK(right.total == 7);

    // One line one place down: 6 of 7, only that pair disagrees, and exactly one is marked to move.
    tutor::OrderGrade swapped = grade({ 1, 0, 2, 3, 4, 5, 6 });
    CHECK_FALSE(swapped.all_right());
    CHECK(swapped.kept == 6);
    CHECK(swapped.in_order == std::vector<bool> { true, false, true, true, true, true, true }); // the earliest line is kept
    CHECK(tutor::grade(q, { 1, 0, 2, 3, 4, 5, 6 }) == std::vector<bool> { false, false, true, true, true, true, true });

    // The last line moved to the front: by position nothing is right, by order six are.
    tutor::OrderGrade rotated = grade({ 6, 0, 1, 2, 3, 4, 5 });
    CHECK(rotated.kept == 6);
    CHECK(rotated.in_order == std::vector<bool> { false, true, true, true, true, true, true });
    std::vector<bool> by_position = tutor::grade(q, { 6, 0, 1, 2, 3, 4, 5 });
    CHECK(std::count(by_position.begin(), by_position.end(), true) == 0);

    // Reversed: only one line can be "in order".
    CHECK(grade({ 6, 5, 4, 3, 2, 1, 0 }).kept == 1);

    // Two lines moved: 5 of 7.
    tutor::OrderGrade two = grade({ 0, 3, 1, 2, 4, 6, 5 });
    CHECK(two.kept == 5);
    CHECK(two.in_order == std::vector<bool> { true, false, true, true, true, true, false });

    // Deterministic among equal subsequences, and the same for the same input.
    CHECK(grade({ 2, 3, 0, 1, 4, 5, 6 }).in_order == grade({ 2, 3, 0, 1, 4, 5, 6 }).in_order);
    CHECK(grade({ 2, 3, 0, 1, 4, 5, 6 }).in_order == std::vector<bool> { true, true, false, false, true, true, true });

    // Damaged orders never crash and are never right.
    CHECK(grade({}).kept == 0);
    CHECK_FALSE(grade({ 0, 1, 2 }).all_right());
    CHECK(grade({ 0, 1, 2 }).kept == 3);
    tutor::OrderGrade bad = grade({ 0, 0, 9, -1, 1, 2, 3 });
    CHECK(bad.kept == 4);
    CHECK(bad.in_order == std::vector<bool> { true, false, false, false, true, true, true });
    CHECK_FALSE(grade({ 0, 1, 2, 3, 4, 5, 6, 6 }).all_right());
}
