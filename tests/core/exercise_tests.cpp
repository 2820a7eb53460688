// core/lesson/exercise and core/tutor/exercise: the ```exercise``` block's text, each goal
// measured from a real run (never from the code's text), the check of a lesson's
// exercises, and exercises kept in saved progress.
#include "core/lesson/exercise.h"
#include "core/tutor/exercise.h"
#include "core/tutor/progress.h"
#include "tests/core/temp_folder.h"
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace evloop;

namespace {

loop::RunResult run_code(const std::string& code, bool node = false)
{
    loop::Settings s;
    s.host = node ? loop::HostKind::Node : loop::HostKind::Browser;
    std::string error;
    REQUIRE(loop::apply_directives(code, s, error));
    return loop::run(code, node ? "main.js" : "main.js", s);
}

Exercise with_goals(std::initializer_list<const char*> goals)
{
    Exercise ex;
    for (const char* text : goals) {
        ExerciseGoal g;
        std::string error;
        INFO(text);
        REQUIRE(parse_exercise_goal(text, g, error));
        ex.goals.push_back(g);
    }
    return ex;
}

tutor::ExerciseGrade grade(std::initializer_list<const char*> goals, const std::string& code, bool node = false)
{
    return tutor::grade_exercise(with_goals(goals), run_code(code, node));
}

const char* kBlockingClick = "// @html <button id=\"order\">Order</button>\n"
                             "// @input click #order @ 100ms\n"
                             "document.getElementById('order').addEventListener('click', () => {\n"
                             "  const t = performance.now();\n"
                             "  while (performance.now() - t < 300) {}\n"
                             "  console.log('done');\n"
                             "});\n";

const char* kChunkedClick = "// @html <button id=\"order\">Order</button>\n"
                            "// @input click #order @ 100ms\n"
                            "document.getElementById('order').addEventListener('click', () => {\n"
                            "  let left = 6;\n"
                            "  function chunk() {\n"
                            "    const t = performance.now();\n"
                            "    while (performance.now() - t < 30) {}\n"
                            "    if (--left > 0) setTimeout(chunk, 0); else console.log('done');\n"
                            "  }\n"
                            "  setTimeout(chunk, 0);\n"
                            "});\n";

} // namespace

TEST_CASE("exercise blocks parse: goals, hints, the program and the solution", "[exercise][parse]")
{
    std::string error;
    auto ex = parse_exercise("goal: inp <= 200 ms\n\nhint: first *hint*\nhint: second\ngoal: long-tasks == 0\n"
                             "// @html <button id=\"b\">B</button>\nconsole.log('start');\n\n~~~ solution\n\nconsole.log('fixed');\n~~~\n\n",
        error);
    REQUIRE(ex);
    CHECK(error.empty());
    REQUIRE(ex->goals.size() == 2);
    CHECK(ex->goals[0].kind == ExerciseGoal::Kind::Inp);
    CHECK(ex->goals[0].limit == 200);
    CHECK(ex->goals[0].target.empty());
    CHECK(ex->goals[1].kind == ExerciseGoal::Kind::LongTasks);
    CHECK(ex->goals[1].compare == ExerciseGoal::Compare::Equal);
    CHECK(ex->hints == std::vector<std::string> { "first *hint*", "second" });
    CHECK(ex->start == "// @html <button id=\"b\">B</button>\nconsole.log('start');\n");
    CHECK(ex->solution == "console.log('fixed');\n");
    CHECK(ex->start_line == 6);
    CHECK(ex->solution_line == 11);

    struct Bad {
        const char* body;
        const char* says;
    };
    for (Bad bad : {
             Bad { "console.log(1);\n~~~ solution\nx\n~~~", "line 1 of the block: an exercise starts with at least one 'goal:'" },
             Bad { "goal: speed <= 3\nx\n~~~ solution\ny\n~~~", "unknown goal 'speed <= 3'" },
             Bad { "goal: inp 200\nx\n~~~ solution\ny\n~~~", "needs a comparison" },
             Bad { "goal: inp <= fast\nx\n~~~ solution\ny\n~~~", "needs a number after <=" },
             Bad { "goal: inp >= 3\nx\n~~~ solution\ny\n~~~", "is not a comparison" },
             Bad { "goal: inp <= 200\nx\n", "needs the author's solution" },
             Bad { "goal: inp <= 200\nx\n~~~ solution\ny\n", "not closed" },
             Bad { "goal: inp <= 200\n~~~ solution\ny\n~~~", "needs a starting program" },
             Bad { "goal: inp <= 200\nx\n~~~ solution\n~~~", "the solution is empty" },
             Bad { "goal: inp <= 200\nx\n~~~ solution\nx\n~~~", "the starting program itself" },
             Bad { "goal: inp <= 200\nx\ngoal: long-tasks == 0\n~~~ solution\ny\n~~~", "line 3 of the block: 'goal:' and 'hint:' lines come before" },
             Bad { "goal: inp <= 200\nx\n~~~ solution\ny\n~~~\nmore", "nothing may follow" },
             Bad { "goal: order: \nx\n~~~ solution\ny\n~~~", "at least one line" },
             Bad { "goal: response health <= 5\nx\n~~~ solution\ny\n~~~", "needs a path" },
             Bad { "goal: inp <= 200\nhint:\nx\n~~~ solution\ny\n~~~", "an empty hint" },
         }) {
        INFO(bad.body);
        CHECK_FALSE(parse_exercise(bad.body, error));
        CHECK(error.find(bad.says) != std::string::npos);
    }
}

TEST_CASE("every goal's syntax", "[exercise][parse]")
{
    ExerciseGoal g;
    std::string error;
    REQUIRE(parse_exercise_goal("inp click #order < 150", g, error));
    CHECK(g.target == "click #order");
    CHECK(g.compare == ExerciseGoal::Compare::Below);
    CHECK(g.limit_text() == "< 150 ms");
    REQUIRE(parse_exercise_goal("longest-task <= 50 ms", g, error));
    CHECK(g.kind == ExerciseGoal::Kind::LongestTask);
    REQUIRE(parse_exercise_goal("frames-dropped <= 2", g, error));
    CHECK(g.limit == 2);
    CHECK_FALSE(parse_exercise_goal("frames-dropped <= 2 ms", g, error)); // a count, not a duration
    REQUIRE(parse_exercise_goal("no-starvation", g, error));
    CHECK(g.kind == ExerciseGoal::Kind::NoStarvation);
    CHECK(g.limit == 50);
    REQUIRE(parse_exercise_goal("no-starvation <= 12.5 ms", g, error));
    CHECK(g.limit == 12.5);
    REQUIRE(parse_exercise_goal("order: sync, \"a, b\" , c", g, error));
    CHECK(g.lines == std::vector<std::string> { "sync", "a, b", "c" });
    REQUIRE(parse_exercise_goal("response /health <= 20 ms", g, error));
    CHECK(g.target == "/health");
    REQUIRE(parse_exercise_goal("loop-delay-p99 <= 30", g, error));
    REQUIRE(parse_exercise_goal("finishes-by 500 ms", g, error));
    CHECK(g.limit == 500);
    CHECK(g.limit_text() == "by 500 ms");
    CHECK_FALSE(parse_exercise_goal("finishes-by soon", g, error));
    CHECK_FALSE(parse_exercise_goal("order: \"a, b", g, error));
}

TEST_CASE("inp, long-tasks, longest-task and frames-dropped are measured from the run", "[exercise][goals]")
{
    auto slow = grade({ "inp <= 200", "long-tasks == 0", "longest-task <= 50", "frames-dropped <= 2" }, kBlockingClick);
    REQUIRE(slow.goals.size() == 4);
    CHECK_FALSE(slow.passed);
    for (const auto& r : slow.goals) {
        INFO(r.goal << ": " << r.measured);
        CHECK_FALSE(r.passed);
        CHECK_FALSE(r.why.empty());
    }
    CHECK(slow.goals[0].measured.rfind("INP 3", 0) == 0);
    // About 300 ms: the event dispatch's own instructions add a fraction of a millisecond.
    CHECK(slow.goals[0].why.find("The handlers ran 30") != std::string::npos);
    CHECK(slow.goals[1].measured.find("1 long task") == 0);
    CHECK(slow.goals[1].why.find("no frame could be drawn in that time") != std::string::npos);
    CHECK(slow.goals[3].why.find("found the main thread busy") != std::string::npos);

    auto fast = grade({ "inp <= 200", "long-tasks == 0", "longest-task <= 50" }, kChunkedClick);
    for (const auto& r : fast.goals) {
        INFO(r.goal << ": " << r.measured << " " << r.why);
        CHECK(r.passed);
    }
    CHECK(fast.passed);

    // A goal on one interaction, and one that never happened.
    CHECK(grade({ "inp click #order <= 200" }, kChunkedClick).passed);
    auto none = grade({ "inp click #other <= 200" }, kChunkedClick);
    CHECK_FALSE(none.passed);
    CHECK(none.goals[0].measured == "no interaction");
    auto no_input = grade({ "inp <= 200" }, "console.log(1);");
    CHECK_FALSE(no_input.passed);
    CHECK(no_input.goals[0].why.find("// @input") != std::string::npos);
}

TEST_CASE("no-starvation: a starvation stop fails, and so does a late timer", "[exercise][goals]")
{
    auto starving = grade({ "no-starvation", "order: a, b" },
        "setTimeout(() => console.log('t'), 0);\nfunction forever() { queueMicrotask(forever); }\nforever();\nconsole.log('a');\nconsole.log('b');");
    CHECK_FALSE(starving.passed);
    CHECK(starving.goals[0].measured == "stopped: the loop was starved");
    CHECK(starving.goals[0].why.find("microtask queue never emptied") != std::string::npos);
    CHECK(starving.stop.find("microtasks in one checkpoint (10.0 s of virtual time, the starve_ms limit of 10 s)") != std::string::npos);
    // Every other goal fails too when the run was stopped, whatever it measured.
    CHECK_FALSE(starving.goals[1].passed);

    auto late = grade({ "no-starvation <= 20 ms" },
        "setTimeout(() => console.log('late'), 10);\nlet n = 0;\nfunction step() { if (++n < 3000) queueMicrotask(step); }\n"
        "const t = performance.now(); while (performance.now() - t < 100) {}\nstep();");
    CHECK_FALSE(late.passed);
    CHECK(late.goals[0].measured.find("latest timer 9") == 0);
    CHECK(late.goals[0].why.find("The timer due at 10 ms started at 10") != std::string::npos);

    auto fine = grade({ "no-starvation <= 20 ms" }, "setTimeout(() => console.log('on time'), 10);\nsetTimeout(() => {}, 30);");
    CHECK(fine.passed);

    auto timers = tutor::timer_lateness(*run_code("const id = setTimeout(() => {}, 5); clearTimeout(id);\nsetTimeout(() => {}, 0);\n"
                                                  "const t = performance.now(); while (performance.now() - t < 40) {}").trace);
    REQUIRE(timers.size() == 1); // the cleared one is never late
    CHECK(timers[0].late == Approx(40).margin(1));
}

TEST_CASE("order: the listed lines in this order, others may come between", "[exercise][goals]")
{
    const char* code = "setTimeout(() => console.log('timer'), 0);\nPromise.resolve().then(() => console.log('promise'));\nconsole.log('sync');";
    CHECK(grade({ "order: sync, promise, timer" }, code).passed);
    CHECK(grade({ "order: sync, timer" }, code).passed);
    auto wrong = grade({ "order: sync, timer, promise" }, code);
    CHECK_FALSE(wrong.passed);
    CHECK(wrong.goals[0].measured == "printed: sync, promise, timer");
    CHECK(wrong.goals[0].why.find("\xE2\x80\x9Cpromise\xE2\x80\x9D came before \xE2\x80\x9Ctimer\xE2\x80\x9D") == 0);
    auto missing = grade({ "order: sync, nothing" }, code);
    CHECK(missing.goals[0].why.find("never printed") != std::string::npos);
}

TEST_CASE("node goals: response time, loop delay p99, finishes-by", "[exercise][goals][node]")
{
    const char* blocked = "// @input get /slow @ 10ms\n// @input get /health @ 20ms\nconst http = require('http');\n"
                          "const server = http.createServer((req, res) => {\n"
                          "  if (req.url === '/slow') { const t = performance.now(); while (performance.now() - t < 300) {} }\n"
                          "  res.end('ok');\n});\nserver.listen(3000);\nsetTimeout(() => server.close(), 600);\n";
    auto g = grade({ "response /health <= 50 ms", "finishes-by 1000 ms" }, blocked, true);
    REQUIRE(g.goals.size() == 2);
    CHECK_FALSE(g.goals[0].passed);
    CHECK(g.goals[0].measured.find("/health answered in 2") == 0);
    CHECK(g.goals[0].why.find("one JavaScript thread") != std::string::npos);
    CHECK(g.goals[1].passed);
    CHECK(g.goals[1].measured.find("finished at 6") == 0);
    auto none = grade({ "response /metrics <= 50" }, blocked, true);
    CHECK(none.goals[0].measured == "no request to /metrics");

    const char* lag = "const { monitorEventLoopDelay } = require('perf_hooks');\nconst h = monitorEventLoopDelay({ resolution: 10 });\nh.enable();\n"
                      "const i = setInterval(() => { const t = performance.now(); while (performance.now() - t < 40) {} }, 50);\n"
                      "setTimeout(() => { clearInterval(i); h.disable(); }, 500);\n";
    auto delay = grade({ "loop-delay-p99 <= 20 ms" }, lag, true);
    INFO(delay.goals[0].measured);
    CHECK_FALSE(delay.passed);
    CHECK(delay.goals[0].measured.find("loop delay p99") == 0);
    CHECK(grade({ "loop-delay-p99 <= 20 ms" }, "setTimeout(() => {}, 10);", true).goals[0].measured == "no samples");

    auto forever = grade({ "finishes-by 1000 ms" }, "// @until 300\nsetInterval(() => {}, 100);", true);
    CHECK_FALSE(forever.passed);
    CHECK(forever.goals[0].measured.find("still running at 300") == 0);
}

TEST_CASE("a syntax error is reported, every goal fails, nothing crashes", "[exercise][goals]")
{
    auto g = grade({ "inp <= 200", "order: a, b" }, "console.log('a';");
    CHECK_FALSE(g.passed);
    CHECK(g.problem.find("SyntaxError") != std::string::npos);
    REQUIRE(g.goals.size() == 2);
    CHECK(g.goals[0].measured == "not run");
}

TEST_CASE("percentiles are nearest-rank", "[exercise]")
{
    CHECK(tutor::percentile({}, 99) == 0);
    CHECK(tutor::percentile({ 5 }, 99) == 5);
    std::vector<double> v;
    for (int i = 100; i >= 1; --i)
        v.push_back(i);
    CHECK(tutor::percentile(v, 99) == 99);
    CHECK(tutor::percentile(v, 50) == 50);
}

TEST_CASE("grades and exercises survive saved progress - damaged lines reset it cleanly", "[exercise][progress]")
{
    auto g = grade({ "order: sync, timer, promise", "long-tasks == 0" }, "setTimeout(() => console.log('timer'));\nPromise.resolve().then(() => console.log('promise'));\nconsole.log('sync');");
    std::string text = tutor::serialize_grade(g);
    tutor::ExerciseGrade back;
    REQUIRE(tutor::parse_grade(text, back));
    CHECK(tutor::serialize_grade(back) == text);
    CHECK(back.goals.size() == 2);
    CHECK_FALSE(back.goals[0].passed);
    CHECK(back.goals[1].passed);
    CHECK_FALSE(tutor::parse_grade("grade 1 1\n\n\n0\ta\tb\tc\n", back)); // says passed, a goal failed
    CHECK_FALSE(tutor::parse_grade("nonsense", back));

    tutor::Progress p;
    p.record("blocking", 3, true);
    tutor::ExerciseState& e = p.exercises[{ "blocking", 9 }];
    e.fingerprint = "0123456789abcdef";
    e.code = "console.log('my code \xE2\x9C\x93');\n\ttabs\n";
    e.grade = text;
    e.attempts = 2;
    e.hints = 1;
    e.ever_passed = true;
    std::string saved = p.serialize();
    std::string problem;
    tutor::Progress loaded = tutor::parse_progress(saved, problem);
    CHECK(problem.empty());
    REQUIRE(loaded.exercise("blocking", 9));
    CHECK(loaded.exercise("blocking", 9)->code == e.code);
    CHECK(loaded.exercise("blocking", 9)->grade == text);
    CHECK(loaded.exercise("blocking", 9)->hints == 1);
    CHECK(loaded.solved_in("blocking") == 2); // the quiz and the exercise
    CHECK(loaded.serialize() == saved);

    // Older progress (no exercise lines) still loads.
    tutor::parse_progress("evloop-progress 1\nlast blocking\nquiz blocking 3 right solved 1\n", problem);
    CHECK(problem.empty());
    // Damaged exercise lines: a fresh start with a notice, never a crash.
    for (std::string bad : {
             saved.substr(0, saved.size() - 5) + "!!\n",
             std::string("evloop-progress 1\nexercise blocking 9 0123456789abcdef passed solved 1 0 *** -\n"),
             std::string("evloop-progress 1\nexercise blocking 9 XYZ passed solved 1 0 - -\n"),
             std::string("evloop-progress 1\nexercise blocking 9 0123456789abcdef passed solved 1 0 -\n"),
             std::string("evloop-progress 1\nexercise Blocking 9 0123456789abcdef maybe solved 1 0 - -\n"),
         }) {
        INFO(bad);
        tutor::Progress fresh = tutor::parse_progress(bad, problem);
        CHECK(problem.find("could not be read") != std::string::npos);
        CHECK(fresh.exercises.empty());
    }
}

TEST_CASE("evloop check runs each exercise: the start must fail, the solution pass", "[exercise][check]")
{
    namespace fs = std::filesystem;
    fs::path dir = fresh_temp_folder("evloop-exercise-check");
    auto write = [&](const char* name, const std::string& body) {
        std::ofstream(dir / name) << "---\nid: " << std::string(name).substr(3, std::string(name).size() - 6)
                                  << "\ntitle: T\nhost: browser\nsummary: S\n---\n\n" << body;
    };
    write("01-good.md", "```exercise title=\"Order\"\ngoal: order: sync, timer\nhint: a timer is a task\n"
                        "setTimeout(() => console.log('sync'), 0);\nconsole.log('timer');\n~~~ solution\n"
                        "setTimeout(() => console.log('timer'), 0);\nconsole.log('sync');\n~~~\n```\n");
    write("02-bad.md", "```exercise\ngoal: order: sync, timer\nconsole.log('sync');\nconsole.log('timer');\n~~~ solution\n"
                       "console.log('timer');\nconsole.log('sync');\n~~~\n```\n");
    tutor::CheckResult r = tutor::check_lessons(dir.string());
    CHECK(r.exercises == 2);
    REQUIRE(r.problems.size() == 2);
    CHECK(r.problems[0].rfind("02-bad.md:", 0) == 0);
    CHECK(r.problems[0].find(": exercise: the starting program already passes every goal: order: sync, timer (printed: sync, timer)") != std::string::npos);
    CHECK(r.problems[1].find(": exercise: the solution fails: order: sync, timer (printed: timer, sync)") != std::string::npos);
    write("02-bad.md", "```exercise\ngoal: long-tasks <= soon\nx\n~~~ solution\ny\n~~~\n```\n");
    r = tutor::check_lessons(dir.string());
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].find("02-bad.md:") == 0);
    CHECK(r.problems[0].find("exercise: line 1 of the block: goal 'long-tasks <= soon' needs a number") != std::string::npos);
    fs::remove_all(dir);
}
