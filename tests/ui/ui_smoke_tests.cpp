// The UI drawn headlessly: ImGui with no renderer, fed with synthetic input. Checks
// what a learner can do — read every lesson in both themes and both layouts, move with
// Prev / Next / the sidebar / the keyboard — and what the page is told to do with the URL.
#include "ui/app.h"
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <map>
#include <thread>

using namespace evloop::ui;

namespace {

struct Harness {
    std::unique_ptr<App> app;
    PlatformState platform;
    // Runs are simulated on a thread; each frame first waits for the ones asked for, so
    // a click's result is there in the frames after it (the pending state has its own test).
    std::shared_ptr<evloop::sim::Service> sims = evloop::sim::make_thread_service();
    bool wait_for_simulations = true;

    explicit Harness(float width = 1280, float height = 800, std::string lessons = EVLOOP_SOURCE_DIR "/lessons/en")
    {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.KeyMap[ImGuiKey_LeftArrow] = 1;
        io.KeyMap[ImGuiKey_RightArrow] = 2;
        app = std::make_unique<App>(lessons, EVLOOP_FONT_BUILD_DIR);
        app->set_simulations(sims);
        resize(width, height);
    }
    ~Harness() { ImGui::DestroyContext(); }

    void resize(float width, float height, float dpr = 1.0f)
    {
        platform.width = width;
        platform.height = height;
        platform.dpr = dpr;
        platform.framebuffer_width = static_cast<int>(width * dpr);
        platform.framebuffer_height = static_cast<int>(height * dpr);
    }

    void frame()
    {
        for (int waited = 0; wait_for_simulations && sims->pending() > 0; ++waited) {
            REQUIRE(waited < 60'000);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        app->prepare_fonts(platform.dpr);
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(platform.width, platform.height);
        io.DisplayFramebufferScale = ImVec2(platform.dpr, platform.dpr);
        io.DeltaTime = 1.0f / 60.0f;
        ++platform.frame;
        ImGui::NewFrame();
        app->draw(platform);
        ImGui::Render();
        REQUIRE(ImGui::GetDrawData()->TotalVtxCount > 0);
    }

    const ControlRect* control(const std::string& name) const
    {
        for (const ControlRect& c : app->controls())
            if (c.name == name)
                return &c;
        return nullptr;
    }

    void click(const std::string& name)
    {
        const ControlRect* c = control(name);
        REQUIRE(c);
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(c->x + c->w / 2, c->y + c->h / 2);
        frame();
        io.MouseDown[0] = true;
        frame();
        io.MouseDown[0] = false;
        frame();
        io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        frame(); // what the click changed is drawn

    }

    void press(int key)
    {
        ImGuiIO& io = ImGui::GetIO();
        io.KeysDown[key] = true;
        frame();
        io.KeysDown[key] = false;
        frame();
    }
};

} // namespace

TEST_CASE("every lesson draws in both themes, wide and on a phone", "[ui]")
{
    Harness h;
    h.app->open_location("");
    REQUIRE(h.app->lessons().lessons.size() >= 2);
    for (bool dark : { true, false }) {
        h.platform.prefers_dark = dark;
        for (auto [w, ht, dpr] : { std::tuple { 1280.0f, 800.0f, 1.0f }, std::tuple { 390.0f, 844.0f, 3.0f },
                 std::tuple { 900.0f, 600.0f, 2.0f } }) {
            h.resize(w, ht, dpr);
            for (const auto& lesson : h.app->lessons().lessons) {
                h.app->open_location("#lesson=" + lesson.id);
                for (int i = 0; i < 3; ++i)
                    h.frame();
                INFO(lesson.id << " at " << w << "x" << ht);
                CHECK(h.app->dark() == dark);
                CHECK(h.control("next"));
                CHECK(h.control("prev"));
                bool narrow = w < metrics::kNarrowBreakpoint;
                CHECK((h.control("menu") != nullptr) == narrow);
                CHECK((h.control("lesson:" + lesson.id) != nullptr) == !narrow);
                for (const ControlRect& c : h.app->controls()) {
                    CHECK(c.x >= 0);
                    CHECK(c.x + c.w <= w + 0.5f); // nothing clickable off screen
                }
            }
        }
    }
}

TEST_CASE("Next, Prev and the sidebar move between lessons and push URL entries", "[ui]")
{
    Harness h;
    h.app->open_location("#lesson=one-thread");
    h.frame();
    CHECK_FALSE(h.app->take_location_change()); // the URL was already right
    REQUIRE(h.control("prev")->disabled);

    h.click("next");
    CHECK(h.app->current_lesson() == 1);
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#lesson=blocking");
    CHECK_FALSE(change->replace);

    h.click("prev");
    CHECK(h.app->current_lesson() == 0);
    REQUIRE(h.app->take_location_change()->fragment == "#lesson=one-thread");

    h.click("lesson:blocking");
    CHECK(h.app->current_lesson() == 1);
    CHECK(h.app->take_location_change()->fragment == "#lesson=blocking");

    // Back in the browser arrives as a new fragment: no URL change is requested back.
    h.app->open_location("#lesson=one-thread");
    h.frame();
    CHECK(h.app->current_lesson() == 0);
    CHECK_FALSE(h.app->take_location_change());
}

TEST_CASE("the keyboard's arrow keys turn pages", "[ui]")
{
    Harness h;
    h.app->open_location("#lesson=one-thread");
    h.frame();
    h.press(2);
    CHECK(h.app->current_lesson() == 1);
    h.press(1);
    CHECK(h.app->current_lesson() == 0);
    h.press(1); // already at the start: stays
    CHECK(h.app->current_lesson() == 0);
}

TEST_CASE("bad links open the first lesson with a notice and a corrected URL", "[ui]")
{
    Harness h;
    for (std::string fragment : { std::string("#lesson=does-not-exist"), std::string("#lesson=%E0%A4"),
             "#lesson=" + std::string(5000, 'x'), std::string("#%%%&&=="), std::string("") }) {
        INFO(fragment.substr(0, 40));
        h.app->open_location("#lesson=blocking");
        h.app->take_location_change();
        h.app->open_location(fragment);
        h.frame();
        CHECK(h.app->current_lesson() == 0);
        auto change = h.app->take_location_change();
        REQUIRE(change);
        CHECK(change->fragment == "#lesson=one-thread");
        CHECK(change->replace);
        CHECK(h.app->notice().empty() == fragment.empty());
    }
    // The notice can be dismissed.
    h.app->open_location("#lesson=nope");
    h.frame();
    REQUIRE_FALSE(h.app->notice().empty());
    h.click("notice-close");
    CHECK(h.app->notice().empty());
}

TEST_CASE("on a phone the lesson list is behind a menu button", "[ui]")
{
    Harness h(390, 844);
    h.app->open_location("#lesson=one-thread");
    h.frame();
    CHECK_FALSE(h.control("lesson:blocking"));
    h.click("menu");
    REQUIRE(h.control("lesson:blocking"));
    h.click("lesson:blocking");
    CHECK(h.app->current_lesson() == 1);
    h.frame();
    CHECK_FALSE(h.control("lesson:one-thread")); // the menu closed again
}

TEST_CASE("the theme button cycles auto, light, dark", "[ui]")
{
    Harness h;
    h.platform.prefers_dark = true;
    h.app->open_location("");
    h.frame();
    CHECK(h.app->dark());
    h.click("theme"); // auto (dark) → light
    CHECK_FALSE(h.app->dark());
    h.click("theme"); // → dark
    CHECK(h.app->dark());
    h.click("theme"); // → auto again, following the platform
    h.platform.prefers_dark = false;
    h.frame();
    CHECK_FALSE(h.app->dark());
}

TEST_CASE("a missing lesson folder shows an explanation instead of crashing", "[ui]")
{
    Harness h(1280, 800, "/nonexistent/lessons");
    h.app->open_location("#lesson=one-thread");
    h.frame();
    CHECK(h.app->lessons().lessons.empty());
    CHECK(h.app->test_state_json().find("\"lessonCount\":0") != std::string::npos);
}

TEST_CASE("the test state names the lesson and the controls", "[ui]")
{
    Harness h;
    h.app->open_location("#lesson=blocking");
    h.frame();
    std::string json = h.app->test_state_json();
    CHECK(json.find("\"lesson\":\"blocking\"") != std::string::npos);
    CHECK(json.find("\"lessons\":[\"one-thread\",\"blocking\"") != std::string::npos);
    CHECK(json.find("\"next\":{\"x\":") != std::string::npos);
    CHECK(json.find("\"theme\":\"dark\"") != std::string::npos);
}

namespace {

// Scrolls the page until a control whose name starts with `prefix` (and ends with
// `suffix`) is on screen; returns its name or "".
std::string scroll_to(Harness& h, const std::string& prefix, const std::string& suffix = "")
{
    for (int i = 0; i < 200; ++i) {
        for (const ControlRect& c : h.app->controls())
            if (c.name.rfind(prefix, 0) == 0 && c.name.size() >= suffix.size()
                && c.name.compare(c.name.size() - suffix.size(), suffix.size(), suffix) == 0 && c.y > 60 && c.y + c.h < h.platform.height - 10)
                return c.name;
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(h.platform.width * 0.6f, h.platform.height * 0.6f);
        io.MouseWheel = -1.0f;
        h.frame();
    }
    return "";
}

} // namespace

TEST_CASE("an order quiz: lines move with the arrow buttons, submit marks them, Watch why opens the visualizer", "[ui][quiz]")
{
    Harness h;
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    std::string line0 = scroll_to(h, "quiz:", ":line:0");
    REQUIRE(!line0.empty());
    std::string id = line0.substr(5, line0.find(':', 5) - 5);
    auto quiz = [&] {
        for (const auto& q : h.app->blocks().order_quizzes())
            if (std::to_string(q.block) == id)
                return q;
        FAIL("no quiz state");
        return LessonBlocks::OrderQuizView {};
    };
    auto before = quiz().shown;
    REQUIRE(before.size() >= 3);
    CHECK(before != quiz().answer);
    h.click(line0); // select the first line
    h.click("quiz:" + id + ":down");
    CHECK(quiz().shown[1] == before[0]);
    std::string submit = scroll_to(h, "quiz:" + id + ":submit");
    REQUIRE(!submit.empty());
    h.click(submit);
    REQUIRE(quiz().submitted);
    CHECK(h.app->progress().result("tasks-and-microtasks", std::stoi(id)) != nullptr);
    std::string why = scroll_to(h, "quiz:" + id + ":why");
    REQUIRE(!why.empty());
    h.click(why);
    CHECK(h.app->view() == App::View::Visualizer);
    CHECK(h.app->visualizer().is_open());
    size_t step = h.app->visualizer().step();
    h.click("viz:back");
    CHECK(h.app->visualizer().step() + 1 == step);
    for (int i = 0; i < 5; ++i)
        h.frame(); // every panel, the timeline and the INP bars draw
    h.click("viz:close");
    CHECK(h.app->view() == App::View::Lesson);
}

TEST_CASE("every lesson's examples and quizzes draw, run and open the visualizer, in both layouts", "[ui][quiz]")
{
    for (float width : { 1280.0f, 390.0f }) {
        Harness h(width, width > 500 ? 800.0f : 844.0f);
        for (const auto& lesson : h.app->lessons().lessons) {
            h.app->open_location("#lesson=" + lesson.id);
            for (int i = 0; i < 200; ++i) {
                ImGuiIO& io = ImGui::GetIO();
                io.MousePos = ImVec2(h.platform.width * 0.6f, h.platform.height * 0.6f);
                io.MouseWheel = -2.0f;
                h.frame();
                h.frame(); // settled: the rectangles are where the next click lands
                for (const ControlRect& c : h.app->controls()) {
                    if (c.name.size() > 10 && c.name.compare(c.name.size() - 10, 10, ":visualize") == 0 && c.y > 60 && c.y < h.platform.height - 40) {
                        h.click(c.name);
                        REQUIRE(h.app->view() == App::View::Visualizer);
                        h.frame();
                        h.app->visualizer().to_end();
                        h.frame();
                        h.click("viz:close");
                        break;
                    }
                }
            }
        }
        for (const auto& q : h.app->blocks().order_quizzes())
            CHECK(q.problem.empty());
    }
}

TEST_CASE("the playground runs a program from a link in either host; bad links say so", "[ui][playground]")
{
    Harness h;
    h.app->open_location("#playground&host=node&code=c2V0SW1tZWRpYXRlKCgpID0-IGNvbnNvbGUubG9nKCdpJykpOwpjb25zb2xlLmxvZygncycpOw");
    h.frame();
    CHECK(h.app->view() == App::View::Playground);
    CHECK(h.app->notice().empty());
    h.click("playground:run");
    REQUIRE(h.app->visualizer().is_open());
    CHECK(h.app->visualizer().trace()->stdout_lines == std::vector<std::string> { "s", "i" });
    h.app->open_location("#playground&code=a");
    CHECK(h.app->notice().find("damaged") != std::string::npos);
}

TEST_CASE("progress: garbage in storage gives a notice and a fresh start; reset clears it", "[ui][progress]")
{
    Harness h;
    std::string saved = "evloop-progress 7\nwhatever";
    h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
    CHECK(saved == "evloop-progress 1\n");
    h.app->open_location("#lesson=one-thread");
    h.frame();
    h.app->reset_progress();
    CHECK(h.app->notice().find("reset") != std::string::npos);
}

TEST_CASE("a visit without a lesson in the URL opens where the learner left off", "[ui][progress]")
{
    Harness h;
    std::string saved = "evloop-progress 1\nlast async-await\n";
    h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
    h.app->open_location("");
    h.frame();
    CHECK(h.app->lessons().lessons[h.app->current_lesson()].id == "async-await");
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#lesson=async-await");
    CHECK(change->replace);
    h.click("next");
    CHECK(saved.find("last long-tasks-and-inp") != std::string::npos);
}

#include "core/loop/host.h"

TEST_CASE("the visualizer draws every step of a node run and a browser run with input, at both sizes", "[ui][visualizer]")
{
    struct Case {
        const char* code;
        evloop::loop::HostKind host;
        const char* input;
    };
    const Case cases[] = {
        { "const c = require('crypto');\nconst fs = require('fs');\nfs.readFile(__filename, () => { setImmediate(() => console.log('i')); setTimeout(() => console.log('t'), 0); });\n"
          "c.pbkdf2('p', 's', 10000, 8, 'sha512', () => console.log('hash'));\nprocess.nextTick(() => console.log('tick'));\nPromise.resolve().then(() => console.log('p'));\n",
            evloop::loop::HostKind::Node, nullptr },
        { "// @html <button id=\"b\">Go</button><p id=\"s\">-</p>\nconst s = document.getElementById('s');\n"
          "document.getElementById('b').addEventListener('click', async () => {\n  s.textContent = 'busy';\n"
          "  const t = performance.now(); while (performance.now() - t < 120) {}\n  await scheduler.yield();\n  requestAnimationFrame(() => console.log('frame'));\n"
          "  requestIdleCallback(() => console.log('idle'));\n  new MessageChannel().port2.postMessage(1);\n  s.textContent = 'done';\n});\n",
            evloop::loop::HostKind::Browser, "click #b @ 30ms" },
    };
    for (float width : { 1280.0f, 390.0f }) {
        for (const Case& c : cases) {
            Harness h(width, width > 500 ? 800.0f : 844.0f);
            evloop::loop::Settings s;
            s.host = c.host;
            std::string error;
            REQUIRE(evloop::loop::apply_directives(c.code, s, error));
            if (c.input) {
                evloop::loop::Input in;
                REQUIRE(evloop::loop::parse_input(c.input, in, error));
                s.inputs.push_back(in);
            }
            auto run = std::make_shared<evloop::loop::RunResult>(evloop::loop::run(c.code, "main.js", s));
            h.app->open_visualizer({ run, c.code, "test", "a banner", 0, false });
            size_t steps = h.app->visualizer().step_count();
            REQUIRE(steps > 10);
            for (size_t i = 0; i < steps; ++i) {
                h.app->visualizer().step_to(i);
                h.frame();
                CHECK_FALSE(h.app->visualizer().explanation().empty());
            }
            h.app->visualizer().step_to(steps / 2); // and back again
            h.frame();
            CHECK(h.app->visualizer().step() == steps / 2);
        }
    }
}

namespace {

// A simulation service whose runs arrive only when the test says so: the UI's pending
// state, progress, Cancel and late results, without timing.
class HeldService final : public evloop::sim::Service {
public:
    evloop::sim::JobId submit(evloop::sim::Job job) override
    {
        held.push_back({ next, std::move(job) });
        return next++;
    }
    evloop::sim::Status poll(evloop::sim::JobId id) override
    {
        evloop::sim::Status s;
        for (const auto& h : held)
            if (h.first == id) {
                s.state = evloop::sim::Status::State::Running;
                s.virtual_ms = virtual_ms;
                return s;
            }
        auto it = done.find(id);
        if (it != done.end()) {
            s.state = evloop::sim::Status::State::Done;
            s.result = it->second;
            done.erase(it);
        }
        return s;
    }
    void cancel(evloop::sim::JobId id) override
    {
        for (auto it = held.begin(); it != held.end(); ++it)
            if (it->first == id) {
                held.erase(it);
                ++cancelled;
                return;
            }
        done.erase(id);
    }
    int pending() const override { return static_cast<int>(held.size()); }
    uint64_t changes() const override { return finished; }
    void finish_all()
    {
        for (auto& [id, job] : held)
            done[id] = std::make_shared<evloop::loop::RunResult>(evloop::sim::run_job(job));
        held.clear();
        ++finished;
    }
    std::vector<std::pair<evloop::sim::JobId, evloop::sim::Job>> held;
    std::map<evloop::sim::JobId, std::shared_ptr<evloop::loop::RunResult>> done;
    evloop::sim::JobId next = 1;
    double virtual_ms = 0;
    int cancelled = 0;
    uint64_t finished = 0;
};

} // namespace

TEST_CASE("a run in progress shows its progress and Cancel; the page stays usable; the result opens when it arrives", "[ui][sim]")
{
    Harness h;
    auto held = std::make_shared<HeldService>();
    h.sims = held;
    h.app->set_simulations(held);
    h.wait_for_simulations = false;
    h.app->open_location("#lesson=blocking");
    h.frame();
    std::string run = scroll_to(h, "example:", ":run");
    REQUIRE(!run.empty());
    std::string id = run.substr(8, run.find(':', 8) - 8);
    h.click(run);
    REQUIRE(held->held.size() == 1);
    CHECK(h.app->simulations_pending() == 1);
    CHECK(h.app->wants_animation());
    CHECK(h.app->test_state_json().find("\"simulationsPending\":1") != std::string::npos);
    // Visualize while it is pending: nothing opens yet, and no second job.
    h.click("example:" + id + ":visualize");
    CHECK(held->held.size() == 1);
    CHECK(h.app->view() == App::View::Lesson);
    held->virtual_ms = 412;
    for (int i = 0; i < 30; ++i) // past the 0.3 s after which Cancel shows
        h.frame();
    REQUIRE(h.control("example:" + id + ":cancel"));
    // The result arrives: the visualizer opens (Visualize was clicked and we stayed).
    held->finish_all();
    h.frame();
    h.frame();
    CHECK(h.app->view() == App::View::Visualizer);
    CHECK(h.app->simulations_pending() == 0);
    CHECK_FALSE(h.app->wants_animation());
    h.click("viz:close");
    CHECK_FALSE(h.control("example:" + id + ":cancel"));

    // Another lesson: Run, then Cancel.
    h.app->open_location("#lesson=long-tasks-and-inp");
    h.frame();
    std::string run2 = scroll_to(h, "example:", ":run");
    REQUIRE(!run2.empty());
    std::string id2 = run2.substr(8, run2.find(':', 8) - 8);
    h.click(run2);
    for (int i = 0; i < 30; ++i)
        h.frame();
    size_t before = held->held.size();
    REQUIRE(before >= 1);
    h.click("example:" + id2 + ":cancel");
    CHECK(held->cancelled == 1);
    CHECK(held->held.size() == before - 1);
    CHECK_FALSE(h.control("example:" + id2 + ":cancel"));

    // Visualize, then leave the lesson before the result: it does not jump to the visualizer later.
    h.click("example:" + id2 + ":visualize");
    h.app->open_location("#lesson=one-thread");
    h.frame();
    held->finish_all();
    h.frame();
    h.app->open_location("#lesson=long-tasks-and-inp");
    for (int i = 0; i < 4; ++i)
        h.frame();
    CHECK(h.app->view() == App::View::Lesson);

    // The Playground: a second Run supersedes the first.
    h.app->open_location("#playground");
    h.frame();
    h.click("playground:run");
    h.click("playground:run");
    CHECK(held->cancelled == 2);
    held->finish_all();
    h.frame();
    h.frame();
    CHECK(h.app->visualizer().is_open());
}

TEST_CASE("an order quiz waits for the run that knows its answer", "[ui][sim][quiz]")
{
    Harness h;
    auto held = std::make_shared<HeldService>();
    h.sims = held;
    h.app->set_simulations(held);
    h.wait_for_simulations = false;
    h.app->open_location("#lesson=tasks-and-microtasks");
    for (int i = 0; i < 3; ++i)
        h.frame();
    REQUIRE(!held->held.empty()); // every quiz on the page asked for its run
    for (const auto& q : h.app->blocks().order_quizzes())
        CHECK(q.answer.empty());
    held->finish_all();
    h.frame();
    bool any = false;
    for (const auto& q : h.app->blocks().order_quizzes()) {
        CHECK(q.answer.size() >= 3);
        CHECK(q.problem.empty());
        any = true;
    }
    CHECK(any);
}
