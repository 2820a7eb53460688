// The UI drawn headlessly: ImGui with no renderer, fed with synthetic input. Checks
// what a learner can do — read every lesson in both themes and both layouts, move with
// Prev / Next / the sidebar / the keyboard — and what the page is told to do with the URL.
#include "ui/app.h"
#include <catch2/catch.hpp>
#include <imgui_internal.h> // ImTextCharFromUtf8
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <memory>
#include <map>
#include <set>
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

    void take_all_location_changes()
    {
        while (app->take_location_change()) {
        }
    }

    std::string progress_result(const std::string& block) const
    {
        std::string p = app->progress().serialize();
        std::string key = "quiz tasks-and-microtasks " + block + " ";
        size_t at = p.find(key);
        return at == std::string::npos ? std::string() : p.substr(at + key.size(), p.find('\n', at) - at - key.size());
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

TEST_CASE("the theme switch has three positions, auto follows the system, the choice is remembered", "[ui][theme]")
{
    std::string saved;
    Storage settings { [&] { return saved; }, [&](const std::string& s) { saved = s; } };
    {
        Harness h;
        h.app->set_settings_storage(settings);
        h.platform.prefers_dark = false; // what most people get
        h.app->open_location("");
        h.frame();
        CHECK_FALSE(h.app->dark());
        h.click("theme:dark");
        CHECK(h.app->dark());
        h.click("theme:light");
        CHECK_FALSE(h.app->dark());
        CHECK(h.app->theme_mode() == ThemeMode::Light);
        h.platform.prefers_dark = true; // the system changes: light stays light
        h.frame();
        CHECK_FALSE(h.app->dark());
        h.click("theme:auto");
        CHECK(h.app->dark()); // follows the system again
        h.click("theme:dark");
        CHECK(saved == "theme dark\n");
    }
    {
        Harness again; // a reload (one ImGui context at a time)
        again.app->set_settings_storage(settings);
        again.platform.prefers_dark = false;
        again.app->open_location("");
        again.frame();
        CHECK(again.app->theme_mode() == ThemeMode::Dark);
        CHECK(again.app->dark());
    }
    saved = "theme purple\nsomething else\n"; // unreadable settings are ignored
    Harness third;
    third.app->set_settings_storage(settings);
    CHECK(third.app->theme_mode() == ThemeMode::Auto);
}

TEST_CASE("Reset progress asks first, and Undo brings the progress back for a few seconds", "[ui][progress]")
{
    Harness h;
    std::string saved = "evloop-progress 1\nlast async-await\n";
    h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
    h.app->open_location("#lesson=async-await");
    h.frame();
    h.click("reset-progress");
    CHECK(h.app->progress().last_lesson == "async-await"); // nothing cleared yet
    REQUIRE(h.control("reset-progress:confirm"));
    h.click("reset-progress:cancel");
    CHECK(h.control("reset-progress"));
    CHECK(h.app->progress().last_lesson == "async-await");
    h.click("reset-progress");
    h.click("reset-progress:confirm");
    CHECK(h.app->progress().last_lesson.empty());
    CHECK(saved == "evloop-progress 1\n");
    REQUIRE(h.control("reset-progress:undo"));
    h.click("reset-progress:undo");
    CHECK(h.app->progress().last_lesson == "async-await");
    CHECK(saved.find("last async-await") != std::string::npos);
    // Undo is offered only for a while.
    h.click("reset-progress");
    h.click("reset-progress:confirm");
    REQUIRE(h.control("reset-progress:undo"));
    h.platform.time_seconds += App::kUndoSeconds + 1;
    h.frame();
    CHECK_FALSE(h.control("reset-progress:undo"));
    CHECK(h.control("reset-progress"));
}

TEST_CASE("the mouse cursor is a hand over buttons and links and an I-beam over the editor", "[ui][cursor]")
{
    Harness h;
    h.app->open_location("#lesson=one-thread");
    h.frame();
    ImGuiIO& io = ImGui::GetIO();
    auto cursor_over = [&](const std::string& name) {
        const ControlRect* c = h.control(name);
        REQUIRE(c);
        io.MousePos = ImVec2(c->x + c->w / 2, c->y + c->h / 2);
        h.frame();
        h.frame();
        return ImGui::GetMouseCursor();
    };
    CHECK(cursor_over("next") == ImGuiMouseCursor_Hand);
    CHECK(cursor_over("lesson:blocking") == ImGuiMouseCursor_Hand);
    CHECK(cursor_over("theme:light") == ImGuiMouseCursor_Hand);
    CHECK(cursor_over("prev") == ImGuiMouseCursor_Arrow); // disabled on the first lesson
    io.MousePos = ImVec2(900, 700); // the article's text
    h.frame();
    CHECK(ImGui::GetMouseCursor() == ImGuiMouseCursor_Arrow);
    h.app->open_location("#playground");
    h.frame();
    CHECK(cursor_over("playground:editor") == ImGuiMouseCursor_TextInput);
    CHECK(cursor_over("playground:run") == ImGuiMouseCursor_Hand);
}

TEST_CASE("in the Playground only the Playground is highlighted in the sidebar", "[ui]")
{
    Harness h;
    h.app->open_location("#lesson=node-phases");
    h.frame();
    CHECK(h.app->test_state_json().find("\"view\":\"lesson\"") != std::string::npos);
    h.click("playground");
    CHECK(h.app->view() == App::View::Playground);
    CHECK(h.app->sidebar_selection() == "playground");
    h.click("lesson:node-phases");
    CHECK(h.app->sidebar_selection() == "lesson:node-phases");
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

TEST_CASE("the playground runs a program from a link in either host - bad links say so", "[ui][playground]")
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

TEST_CASE("progress: garbage in storage gives a notice and a fresh start - reset clears it", "[ui][progress]")
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
    CHECK(saved.find("last rendering-and-raf") != std::string::npos); // the lesson after 04
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

std::shared_ptr<evloop::loop::RunResult> run_program(const std::string& code, evloop::loop::HostKind host, const char* file = "main.js")
{
    evloop::loop::Settings s;
    s.host = host;
    std::string error;
    REQUIRE(evloop::loop::apply_directives(code, s, error));
    return std::make_shared<evloop::loop::RunResult>(evloop::loop::run(code, file, s));
}

// A click that waits behind a 150 ms task, runs 200 ms of handler, then waits for a
// 100 ms requestAnimationFrame callback before the paint: three parts of clear sizes.
const char* kThreePartClick = "// @html <button id=\"b\">Go</button>\n// @input click #b @ 50ms\n"
                              "const busy = (ms) => { const t = performance.now(); while (performance.now() - t < ms) {} };\n"
                              "setTimeout(() => busy(150), 0);\n"
                              "document.getElementById('b').addEventListener('click', () => {\n"
                              "  busy(200);\n  document.getElementById('b').textContent = 'done';\n"
                              "  requestAnimationFrame(() => busy(100));\n});\n";

} // namespace

TEST_CASE("the INP bar shows its three parts as segments as wide as their milliseconds", "[ui][visualizer][inp]")
{
    for (float width : { 1280.0f, 390.0f }) {
        Harness h(width, width > 500 ? 800.0f : 844.0f);
        auto run = run_program(kThreePartClick, evloop::loop::HostKind::Browser);
        const auto& m = run->trace->metrics;
        REQUIRE(m.interactions.size() == 1);
        const auto& i = m.interactions[0];
        REQUIRE(i.complete);
        REQUIRE(i.input_delay() > 50);
        REQUIRE(i.processing() > 150);
        REQUIRE(i.presentation_delay() > 50);
        h.app->open_visualizer({ run, kThreePartClick, "test", "", 0, false });
        h.frame();
        REQUIRE(scroll_to(h, "inp:0:processing") == "inp:0:processing");
        const ControlRect* a = h.control("inp:0:input-delay");
        const ControlRect* b = h.control("inp:0:processing");
        const ControlRect* c = h.control("inp:0:presentation");
        REQUIRE(a);
        REQUIRE(b);
        REQUIRE(c);
        INFO("at " << width << ": " << a->w << " " << b->w << " " << c->w);
        // Side by side, apart, in order, and proportional (px per ms equal within 2 px).
        CHECK(a->x + a->w < b->x);
        CHECK(b->x + b->w < c->x);
        double scale = b->w / i.processing();
        CHECK(std::abs(a->w - i.input_delay() * scale) < 2.0);
        CHECK(std::abs(c->w - i.presentation_delay() * scale) < 2.0);
        CHECK(c->x + c->w <= width);
    }
}

TEST_CASE("the page panel's frame counts agree with the frames lane at every step", "[ui][visualizer][frames]")
{
    Harness h;
    auto run = run_program(kThreePartClick, evloop::loop::HostKind::Browser);
    REQUIRE(run->trace->metrics.frames_skipped > 5);
    h.app->open_visualizer({ run, kThreePartClick, "test", "", 0, false });
    Visualizer& viz = h.app->visualizer();
    for (size_t step = 0; step < viz.step_count(); step += 7) {
        viz.step_to(step);
        h.frame();
        Timeline::FrameCounts lane = viz.timeline().frames_until(viz.time());
        INFO("step " << step << " at " << viz.time() << " ms");
        CHECK(viz.state()->frames_presented == lane.presented);
        CHECK(viz.state()->frames_skipped == lane.dropped);
    }
    viz.to_end();
    h.frame();
    CHECK(viz.state()->frames_skipped == run->trace->metrics.frames_skipped);
    CHECK(viz.state()->frames_presented == run->trace->metrics.frames_presented);
}

TEST_CASE("Fit all on a run of microseconds shows its events, not an empty millisecond", "[ui][visualizer][timeline]")
{
    Harness h;
    const char* code = "console.log('a');\nPromise.resolve().then(() => console.log('b'));\n";
    auto run = run_program(code, evloop::loop::HostKind::Node, "main.cjs");
    double last = 0;
    for (const auto& e : run->trace->events())
        last = std::max(last, e.time);
    REQUIRE(last < 0.5); // no timers: the whole run takes microseconds
    h.app->open_visualizer({ run, code, "test", "", 0, false });
    h.frame();
    Timeline& t = h.app->visualizer().timeline();
    t.fit();
    double span = t.view_end() - t.view_start();
    CHECK(span >= Timeline::kMinSpan);
    CHECK(span <= std::max(last * 1.1, Timeline::kMinSpan * 1.01));
    CHECK(t.view_start() <= 0);
}

TEST_CASE("each worker thread is a track of the timeline, on the main thread's time axis", "[ui][visualizer][timeline][workers]")
{
    auto scenario = [](const char* name) {
        std::ifstream in(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios/" + name);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    };
    using evloop::ui::timeline::TrackKind;
    auto names = [](const Timeline& t) {
        std::vector<std::string> out;
        for (const auto& track : t.tracks())
            out.push_back(track.name);
        return out;
    };
    for (float width : { 1280.0f, 390.0f }) {
        INFO("width " << width);
        Harness h(width, 2400.0f); // tall enough that the whole timeline is on screen
        // A run without workers: the tracks it always had.
        std::string blocked = scenario("blocked-server.cjs");
        auto plain = run_program(blocked, evloop::loop::HostKind::Node, "blocked-server.cjs");
        h.app->open_visualizer({ plain, blocked, "test", "", 0, false });
        h.frame();
        CHECK(names(h.app->visualizer().timeline()) == std::vector<std::string> { "Loop phase", "Main thread", "Microtasks" });
        const ControlRect* c = h.control("timeline");
        REQUIRE(c);
        const float plain_h = c->h;

        // worker-server.cjs: /slow's worker gets a track of its own under the main thread's.
        std::string code = scenario("worker-server.cjs");
        auto run = run_program(code, evloop::loop::HostKind::Node, "worker-server.cjs");
        REQUIRE(run->trace->threads.size() == 1);
        const evloop::trace::ThreadTrace& thread = run->trace->threads[0];
        h.app->open_visualizer({ run, code, "test", "", 0, false });
        for (int i = 0; i < 3; ++i)
            h.frame();
        Timeline& t = h.app->visualizer().timeline();
        t.fit();
        h.frame();
        REQUIRE(names(t) == std::vector<std::string> { "Loop phase", "Main thread", "Microtasks", "Worker 1" });
        const auto& worker = t.tracks().back();
        CHECK(worker.kind == TrackKind::Worker);
        CHECK(worker.detail == "[worker eval]");
        CHECK(worker.trace == thread.trace.get());
        CHECK(worker.start == thread.start);
        CHECK(worker.end == thread.end);
        // Its script: one task of 300 ms and more from the worker's start, past 50 ms a long task.
        REQUIRE(!worker.records.empty());
        CHECK(worker.records.front().start == thread.start);
        CHECK(worker.records.front().end - worker.records.front().start > 300);
        CHECK(std::any_of(worker.records.begin(), worker.records.end(), [](const auto& r) { return r.kind == 2; }));
        // The main thread's red stays the main thread's: the worker's long task blocks no one.
        CHECK(t.blocking_ms() == 0);
        // "Fit all" shows the worker's whole life, and the timeline is one worker row taller.
        CHECK(t.view_end() >= thread.end);
        c = h.control("timeline");
        REQUIRE(c);
        CHECK(c->h == Approx(plain_h + worker.row_h));
        CHECK(c->x + c->w <= width + 0.5f);
        // Hovering the worker's script slice and its label draws their tooltips without trouble.
        ImGuiIO& io = ImGui::GetIO();
        float x = c->x + static_cast<float>((thread.start + 150 - t.view_start()) / (t.view_end() - t.view_start())) * c->w;
        float worker_y = c->y + c->h - 6 - worker.row_h;
        io.MousePos = ImVec2(x, worker_y + 8);
        h.frame();
        h.frame();
        io.MousePos = ImVec2(c->x - 20, worker_y + 8);
        h.frame();
        h.frame();
        io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        h.frame();
    }
}

TEST_CASE("a task stopped as runaway is drawn as the long task the metrics list", "[ui][visualizer][timeline]")
{
    Harness h;
    const char* code = "// @set task_limit_ms=300\nconst t = Date.now();\nwhile (Date.now() - t < 5000) {}\n";
    auto run = run_program(code, evloop::loop::HostKind::Browser, "main.js");
    REQUIRE(run->trace->metrics.long_tasks.size() == 1);
    h.app->open_visualizer({ run, code, "test", "", 0, false });
    h.frame();
    // Its part past 50 ms is red, as the total blocking time says.
    CHECK(h.app->visualizer().timeline().blocking_ms() == Approx(run->trace->metrics.total_blocking_time).margin(0.01));
    // The last step says why the run ended, in one sentence ("…handled.", not "handled..").
    h.app->visualizer().to_end();
    h.frame();
    std::string why = h.app->visualizer().explanation();
    CHECK(why.find("task_limit_ms") != std::string::npos);
    CHECK(why.find("..") == std::string::npos);
}

TEST_CASE("a Run's output box starts at the text column, not at the window's edge", "[ui][layout]")
{
    for (float width : { 1280.0f, 390.0f }) {
        Harness h(width, width > 500 ? 800.0f : 844.0f);
        h.app->open_location("#lesson=one-thread");
        h.frame();
        std::string run = scroll_to(h, "example:", ":run");
        REQUIRE(!run.empty());
        float column = h.control(run)->x;
        h.click(run);
        std::string output = run.substr(0, run.size() - 4) + ":output";
        h.frame();
        const ControlRect* box = h.control(output);
        REQUIRE(box);
        INFO("at " << width);
        CHECK(box->x == Approx(column));
        CHECK(box->x > (width > 500 ? metrics::kSidebarWidth : 0.0f) + 8);
    }
}

TEST_CASE("the Playground's visualizer lines up with the editor and stays left of the scrollbar", "[ui][layout][playground]")
{
    for (float width : { 1280.0f, 390.0f }) {
        Harness h(width, width > 500 ? 800.0f : 844.0f);
        h.app->open_location("#playground");
        h.frame();
        h.click("playground:run");
        REQUIRE(h.app->visualizer().is_open());
        h.frame();
        REQUIRE(h.control("playground:editor"));
        const ControlRect editor = *h.control("playground:editor"); // before it scrolls away
        std::string restart = scroll_to(h, "viz:restart");
        REQUIRE(!restart.empty());
        INFO("at " << width);
        CHECK(h.control("viz:restart")->x == Approx(editor.x));
        const ControlRect* scrub = h.control("viz:scrubber");
        REQUIRE(scrub);
        CHECK(scrub->x == Approx(editor.x));
        CHECK(scrub->x + scrub->w <= editor.x + editor.w + 0.5f);
    }
}
#include "core/util/base64.h"
#include "ui/clipboard.h"

TEST_CASE("the playground's URL follows the editor after a pause, replacing the history entry - Share copies the link", "[ui][playground]")
{
    Harness h;
    std::string stored;
    h.app->set_playground_storage({ [&] { return stored; }, [&](const std::string& s) { stored = s; } });
    h.app->set_link_base("https://example.org/evloop/");
    h.app->open_location("#playground");
    h.frame();
    h.take_all_location_changes();
    h.app->playground().set_code("console.log('edited');\n");
    h.platform.time_seconds = 10.0;
    h.frame(); // the change is seen
    CHECK_FALSE(h.app->take_location_change()); // not on every keystroke
    h.platform.time_seconds = 10.2;
    h.frame();
    CHECK_FALSE(h.app->take_location_change());
    h.platform.time_seconds = 10.6;
    h.frame();
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->replace); // no history entry per edit
    std::string code_b64 = evloop::base64url_encode("console.log('edited');\n");
    CHECK(change->fragment == "#playground&host=browser&code=" + code_b64);
    CHECK(stored == change->fragment); // kept for the next visit

    // Host and options are part of the link.
    h.click("playground:node");
    h.platform.time_seconds = 12.0;
    h.frame();
    h.platform.time_seconds = 12.5;
    h.frame();
    change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#playground&host=node&code=" + code_b64);
    h.click("playground:module");
    h.platform.time_seconds = 13.0;
    h.frame();
    h.platform.time_seconds = 13.5;
    h.frame();
    change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#playground&host=node&module=1&code=" + code_b64);

    // Share: the whole link on the clipboard, and "Link copied" next to the button.
    h.click("playground:share");
    CHECK(std::string(ImGui::GetClipboardText()) == "https://example.org/evloop/" + change->fragment);
    CHECK(h.app->playground().share_feedback() == "Link copied");
    CHECK(h.control("playground:share-feedback"));
    h.platform.time_seconds = 30.0;
    h.frame();
    CHECK(h.app->playground().share_feedback().empty()); // the feedback goes away

    // A link's options come back.
    h.app->open_location(change->fragment);
    CHECK(h.app->playground().node());
    CHECK(h.app->playground().code() == "console.log('edited');\n");
    CHECK(h.app->notice().empty());
}

TEST_CASE("the playground keeps the program across visits - a code= in the URL wins - garbage in storage is ignored", "[ui][playground]")
{
    std::string program = "console.log('kept');\n";
    std::string stored = "#playground&host=node&code=" + evloop::base64url_encode(program);
    {
        Harness h;
        h.app->set_playground_storage({ [&] { return stored; }, [&](const std::string& s) { stored = s; } });
        h.app->open_location("#playground");
        h.frame();
        CHECK(h.app->playground().code() == program);
        CHECK(h.app->playground().node());
    }
    {
        Harness h;
        h.app->set_playground_storage({ [&] { return stored; }, [&](const std::string& s) { stored = s; } });
        h.app->open_location("#playground&code=" + evloop::base64url_encode("console.log('link');"));
        h.frame();
        CHECK(h.app->playground().code() == "console.log('link');");
    }
    for (std::string garbage : { std::string("#playground&code=%%%"), std::string("#playground&code=!!!!"), std::string("\xff\xfe garbage"),
             std::string("#playground&host=node&code=") + std::string(200000, 'A'), std::string() }) {
        Harness h;
        h.app->set_playground_storage({ [&] { return garbage; }, [&](const std::string&) {} });
        h.app->open_location("#playground");
        h.frame();
        CHECK(h.app->playground().code().find("Type any program") != std::string::npos); // the starter
        CHECK(h.app->notice().empty());
    }
}

TEST_CASE("bad playground links say what is wrong and never crash", "[ui][playground]")
{
    Harness h;
    h.app->open_location("#playground&code=%E0%A4");
    h.frame();
    CHECK(h.app->view() == App::View::Playground);
    CHECK(h.app->notice().find("percent-encoded") != std::string::npos);
    h.app->open_location("#playground&code=***");
    CHECK(h.app->notice().find("damaged") != std::string::npos);
    h.app->open_location("#playground&code=" + std::string(90000, 'A'));
    CHECK(h.app->notice().find("too long") != std::string::npos);
    h.app->open_location("#playground&code=" + std::string(200000, 'A'));
    h.frame();
    CHECK(h.app->view() == App::View::Playground);
    CHECK(h.app->notice().find("characters long") != std::string::npos);
    h.app->open_location("#playground&host=deno&cpu=99&pool=x&refresh=59");
    h.frame();
    CHECK(h.app->notice().find("deno") != std::string::npos);
    CHECK(h.app->notice().find("CPU slowdown") != std::string::npos);
    CHECK(h.app->notice().find("threadpool") != std::string::npos);
    CHECK(h.app->notice().find("refresh") != std::string::npos);
}

TEST_CASE("a syntax error is marked in the editor with line and column instead of opening the visualizer", "[ui][playground][syntax]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    h.app->playground().set_code("console.log('ok');\nconsole.log('x';\n");
    h.click("playground:run");
    CHECK_FALSE(h.app->playground().ran());
    CHECK(h.app->view() == App::View::Playground);
    REQUIRE(h.app->playground().syntax_error());
    CHECK(h.app->playground().syntax_error()->line == 2);
    CHECK(h.app->playground().syntax_message().rfind("Line 2, column 16: SyntaxError", 0) == 0);
    CHECK(h.control("playground:syntax-error"));
    CHECK(h.app->test_state_json().find("\"syntaxLine\":2") != std::string::npos);

    // Fixed: the mark goes once the typing pauses, and Run runs.
    h.app->playground().set_code("console.log('ok');\nconsole.log('x');\n");
    h.platform.time_seconds = 5.0;
    h.frame();
    h.platform.time_seconds = 5.5;
    h.frame();
    CHECK_FALSE(h.app->playground().syntax_error());
    h.click("playground:run");
    CHECK(h.app->playground().ran());
    CHECK(h.app->visualizer().is_open());

    // Broken again while typing: marked without pressing Run.
    h.app->playground().set_code("let a = 1;\nlet a = 2;\n");
    h.platform.time_seconds = 8.0;
    h.frame();
    CHECK_FALSE(h.app->playground().syntax_error()); // not mid-typing
    h.platform.time_seconds = 8.5;
    h.frame();
    REQUIRE(h.app->playground().syntax_error());
    CHECK(h.app->playground().syntax_error()->line == 2);
}

TEST_CASE("an order quiz gives partial credit by relative order and shows the true order only on request or after two tries", "[ui][quiz][grade]")
{
    std::string id;
    std::vector<int> order;
    {
    Harness h;
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    std::string line0 = scroll_to(h, "quiz:", ":line:0");
    REQUIRE(!line0.empty());
    id = line0.substr(5, line0.find(':', 5) - 5);
    CHECK(h.control("quiz:" + id + ":handle:0"));
    auto quiz = [&] {
        for (const auto& q : h.app->blocks().order_quizzes())
            if (std::to_string(q.block) == id)
                return q;
        FAIL("no quiz state");
        return LessonBlocks::OrderQuizView {};
    };
    size_t n = quiz().answer.size();
    REQUIRE(n >= 3);
    // The true order with its first line moved down by one place.
    for (size_t i = 0; i < n; ++i)
        order.push_back(static_cast<int>(i));
    std::swap(order[0], order[1]);
    REQUIRE(h.app->blocks().set_order("tasks-and-microtasks", std::stoi(id), order));
    h.frame();
    h.click(scroll_to(h, "quiz:" + id + ":submit"));
    REQUIRE(quiz().submitted);
    CHECK(quiz().right == static_cast<int>(n) - 1);
    CHECK_FALSE(quiz().answer_shown); // a first wrong try: no answer to copy
    CHECK(h.progress_result(id).rfind("wrong", 0) == 0);
    h.click(scroll_to(h, "quiz:" + id + ":retry"));
    CHECK_FALSE(quiz().submitted);
    CHECK(quiz().shown[0] == quiz().answer[1]); // Try again keeps the learner's order
    h.click(scroll_to(h, "quiz:" + id + ":submit"));
    CHECK(quiz().answer_shown); // the second wrong try shows it
    CHECK_FALSE(h.control("quiz:" + id + ":show-answer"));
    }

    // On request, after a first try.
    Harness h2;
    h2.app->open_location("#lesson=tasks-and-microtasks");
    h2.frame();
    REQUIRE(!scroll_to(h2, "quiz:" + id, ":line:0").empty());
    REQUIRE(h2.app->blocks().set_order("tasks-and-microtasks", std::stoi(id), order));
    h2.frame();
    h2.click(scroll_to(h2, "quiz:" + id + ":submit"));
    std::string show = scroll_to(h2, "quiz:" + id + ":show-answer");
    REQUIRE(!show.empty());
    h2.click(show);
    bool shown = false;
    for (const auto& q : h2.app->blocks().order_quizzes())
        shown |= std::to_string(q.block) == id && q.answer_shown;
    CHECK(shown);
}

TEST_CASE("on a touch screen only a quiz line's handle drags it - a swipe on the line scrolls the page", "[ui][quiz][touch]")
{
    Harness h(390, 844);
    h.platform.touch = true;
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    std::string line0 = scroll_to(h, "quiz:", ":line:0");
    REQUIRE(!line0.empty());
    std::string id = line0.substr(5, line0.find(':', 5) - 5);
    auto shown = [&] {
        for (const auto& q : h.app->blocks().order_quizzes())
            if (std::to_string(q.block) == id)
                return q.shown;
        return std::vector<std::string> {};
    };
    auto before = shown();
    ImGuiIO& io = ImGui::GetIO();
    auto drag = [&](float x, float y0, float y1) {
        io.MousePos = ImVec2(x, y0);
        h.frame();
        io.MouseDown[0] = true;
        h.frame();
        for (int s = 1; s <= 8; ++s) {
            io.MousePos = ImVec2(x, y0 + (y1 - y0) * s / 8);
            h.frame();
        }
        io.MouseDown[0] = false;
        h.frame();
        h.frame();
    };
    // A swipe up that starts on the text of line 2 scrolls and keeps the order.
    const ControlRect* line = h.control("quiz:" + id + ":line:1");
    REQUIRE(line);
    float scroll_before = 0;
    {
        std::string json = h.app->test_state_json();
        size_t at = json.find("\"scrollY\":");
        scroll_before = std::stof(json.substr(at + 10));
    }
    drag(line->x + line->w * 0.6f, line->y + line->h / 2, line->y + line->h / 2 - 120);
    CHECK(shown() == before);
    {
        std::string json = h.app->test_state_json();
        size_t at = json.find("\"scrollY\":");
        CHECK(std::stof(json.substr(at + 10)) > scroll_before + 60);
    }
    // The handle drags: line 1 goes down two places.
    const ControlRect* handle = h.control("quiz:" + id + ":handle:0");
    const ControlRect* third = h.control("quiz:" + id + ":line:2");
    REQUIRE(handle);
    REQUIRE(third);
    before = shown();
    drag(handle->x + handle->w / 2, handle->y + handle->h / 2, third->y + third->h / 2);
    auto after = shown();
    CHECK(after[2] == before[0]);
}

TEST_CASE("navigation: lesson titles, the visualizer as a history entry, PageDown / End scroll a lesson", "[ui][navigation]")
{
    Harness h;
    ImGuiIO& io = ImGui::GetIO();
    io.KeyMap[ImGuiKey_PageDown] = 3;
    io.KeyMap[ImGuiKey_End] = 4;
    io.KeyMap[ImGuiKey_Home] = 5;
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    std::string title = h.app->document_title();
    CHECK(title.rfind("Lesson 3 \xC2\xB7 ", 0) == 0);
    CHECK(title.find(" \xE2\x80\x94 evloop") != std::string::npos);
    auto scroll = [&] {
        std::string json = h.app->test_state_json();
        return std::stof(json.substr(json.find("\"scrollY\":") + 10));
    };
    CHECK(scroll() == 0.0f);
    h.press(3);
    h.frame();
    float one_page = scroll();
    CHECK(one_page > 400.0f);
    h.press(4);
    h.frame();
    CHECK(scroll() > one_page);
    h.press(5);
    h.frame();
    CHECK(scroll() == 0.0f);
    h.take_all_location_changes();

    // Visualize pushes "&viz=1"; the close button goes back to the lesson's entry.
    std::string viz = scroll_to(h, "example:", ":visualize");
    REQUIRE(!viz.empty());
    h.click(viz);
    REQUIRE(h.app->view() == App::View::Visualizer);
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#lesson=tasks-and-microtasks&viz=1");
    CHECK_FALSE(change->replace);
    CHECK(h.app->document_title().find("Lesson 3") != std::string::npos);
    // The browser's Back arrives as the lesson's fragment: the visualizer closes.
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    CHECK(h.app->view() == App::View::Lesson);
    // Forward reopens it.
    h.app->open_location("#lesson=tasks-and-microtasks&viz=1");
    h.frame();
    CHECK(h.app->view() == App::View::Visualizer);
    h.click("viz:close");
    CHECK(h.app->view() == App::View::Lesson);
    change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->back);
    h.app->open_location("#playground");
    h.frame();
    CHECK(h.app->document_title() == "Playground \xE2\x80\x94 evloop");
}

TEST_CASE("a link with viz=1 but no run opens the lesson and corrects the URL", "[ui][navigation]")
{
    Harness h;
    h.app->open_location("#lesson=blocking&viz=1");
    h.frame();
    CHECK(h.app->view() == App::View::Lesson);
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#lesson=blocking");
    CHECK(change->replace);
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

TEST_CASE("a run in progress shows its progress and Cancel - the page stays usable - the result opens when it arrives", "[ui][sim]")
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
    // Quizzes passed on the way down may have asked for their runs already.
    const size_t asked_before = held->held.size();
    h.click(run);
    REQUIRE(held->held.size() == asked_before + 1);
    CHECK(h.app->simulations_pending() == static_cast<int>(asked_before + 1));
    CHECK(h.app->wants_animation());
    CHECK(h.app->test_state_json().find("\"simulationsPending\":" + std::to_string(asked_before + 1)) != std::string::npos);
    // Visualize while it is pending: nothing opens yet, and no second job.
    h.click("example:" + id + ":visualize");
    CHECK(held->held.size() == asked_before + 1);
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

TEST_CASE("a host=both block runs in both hosts: two outputs, then two visualizers side by side", "[ui][compare]")
{
    for (float width : { 1280.0f, 390.0f }) {
        Harness h(width, width > 1000 ? 800.0f : 844.0f);
        h.app->open_location("#lesson=browser-vs-node");
        h.frame();
        std::string run = scroll_to(h, "example:", ":run");
        REQUIRE(!run.empty());
        std::string id = run.substr(8, run.find(':', 8) - 8);
        h.click(run);
        h.frame();
        CHECK(h.control("example:" + id + ":output"));
        h.click("example:" + id + ":visualize");
        h.frame();
        CHECK(h.app->view() == App::View::Visualizer);
        REQUIRE(h.app->comparing());
        CompareView& cmp = h.app->compare_view();
        CHECK(cmp.side(0).trace()->host == "browser");
        CHECK(cmp.side(1).trace()->host == "node");
        std::string json = h.app->test_state_json();
        CHECK(json.find("\"compare\":{\"open\":true") != std::string::npos);
        CHECK_FALSE(cmp.summary().empty());
        if (width > 1000) {
            // Side by side: both visualizers are on screen, and the keyboard steps both.
            CHECK(h.control("cmp:browser:viz:play"));
            CHECK(h.control("cmp:node:viz:play"));
        } else {
            // A phone: one at a time behind a switch.
            REQUIRE(h.control("cmp:show-node"));
            h.click("cmp:show-node");
            CHECK(cmp.shown() == 1);
        }
        h.click("viz:close");
        CHECK(h.app->view() == App::View::Lesson); // (kept for Forward, like a single visualizer)
    }
}

TEST_CASE("the Playground's Run in both hosts shows where the outputs part", "[ui][compare]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    h.app->playground().set_code("setTimeout(() => console.log('timeout'), 0);\n"
                                 "Promise.resolve().then(() => console.log('promise'));\n"
                                 "if (typeof process === 'object') process.nextTick(() => console.log('tick'));\n"
                                 "console.log('sync');\n");
    h.frame();
    h.click("playground:run-both");
    h.frame();
    h.frame();
    std::string json = h.app->test_state_json();
    CHECK(json.find("\"compare\":{\"open\":true") != std::string::npos);
    const CompareView& cmp = h.app->playground().compare_view();
    CHECK_FALSE(cmp.comparison().same);
    CHECK(cmp.comparison().first_difference == 1); // browser: promise, Node.js: tick
    CHECK(cmp.summary().find("line 2") != std::string::npos);
    // A plain Run afterwards shows one visualizer again.
    h.click("playground:run");
    h.frame();
    h.frame();
    CHECK(h.app->test_state_json().find("\"compare\":{\"open\":false") != std::string::npos);
}

TEST_CASE("compare_outputs marks the lines that are not at the same place", "[ui][compare]")
{
    OutputComparison same = compare_outputs({ "a", "b" }, { "a", "b" });
    CHECK(same.same);
    OutputComparison c = compare_outputs({ "s", "p", "t" }, { "s", "k", "p", "t" });
    CHECK_FALSE(c.same);
    CHECK(c.first_difference == 1);
    CHECK(c.differs[0] == std::vector<bool> { false, true, true });
    CHECK(c.differs[1] == std::vector<bool> { false, true, true, true });
}

namespace {

// The exercise of lesson `lesson` as the test state sees it.
ExerciseBlocks::View exercise_view(Harness& h, const std::string& lesson)
{
    for (const auto& v : h.app->blocks().exercises().views())
        if (v.lesson == lesson)
            return v;
    FAIL("no exercise state for " << lesson);
    return {};
}

// Scrolls (up first, then down) until the exercise's control `name` is on screen, then clicks it.
std::string find_exercise_control(Harness& h, const std::string& name)
{
    auto visible = [&]() -> std::string {
        for (const ControlRect& c : h.app->controls())
            if (c.name.rfind("exercise:", 0) == 0 && c.name.size() > name.size() + 1
                && c.name.compare(c.name.size() - name.size() - 1, name.size() + 1, ":" + name) == 0 && c.y > 60
                && c.y + c.h < h.platform.height - 10)
                return c.name;
        return "";
    };
    for (int i = 0; i < 80; ++i) {
        if (std::string c = visible(); !c.empty())
            return c;
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(h.platform.width * 0.6f, h.platform.height * 0.6f);
        io.MouseWheel = 1.0f;
        h.frame();
    }
    return scroll_to(h, "exercise:", ":" + name);
}

void click_exercise(Harness& h, const std::string& name)
{
    std::string c = find_exercise_control(h, name);
    REQUIRE(!c.empty());
    h.click(c);
}

} // namespace

TEST_CASE("an exercise: Check measures the goals, hints come one at a time, the solution on request, Reset and Undo", "[ui][exercise]")
{
    Harness h;
    std::string saved;
    h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
    h.app->open_location("#lesson=blocking");
    h.frame();
    std::string check = scroll_to(h, "exercise:", ":check");
    REQUIRE(!check.empty());
    int block = std::stoi(check.substr(9, check.find(':', 9) - 9));
    ExerciseBlocks::View v = exercise_view(h, "blocking");
    const std::string start = v.code;
    CHECK(v.hints == 2);
    CHECK_FALSE(v.checked);
    CHECK(h.control("exercise:" + std::to_string(block) + ":reset")->disabled); // nothing to reset yet

    // The starting program fails, with what was measured and why.
    h.click(check);
    v = exercise_view(h, "blocking");
    REQUIRE(v.checked);
    CHECK_FALSE(v.passed);
    REQUIRE(v.grade.goals.size() == 1);
    CHECK(v.grade.goals[0].measured.rfind("INP 6", 0) == 0);
    CHECK(v.grade.goals[0].why.find("The handlers ran 60") != std::string::npos); // about 600 ms: six items of 100 ms, plus the dispatch itself
    CHECK(!find_exercise_control(h, "verdict").empty());
    CHECK(h.app->test_state_json().find("\"measured\":\"INP 6") != std::string::npos);

    // Hints one at a time; then none are left.
    click_exercise(h, "hint");
    CHECK(exercise_view(h, "blocking").hints_shown == 1);
    click_exercise(h, "hint");
    CHECK(exercise_view(h, "blocking").hints_shown == 2);
    CHECK(h.control("exercise:" + std::to_string(block) + ":hint")->disabled);
    // The solution is out of sight until asked for.
    CHECK_FALSE(h.control("exercise:" + std::to_string(block) + ":solution-code"));
    click_exercise(h, "solution");
    CHECK(exercise_view(h, "blocking").solution_shown);
    CHECK(!find_exercise_control(h, "solution-code").empty());

    // The learner's fix passes.
    const auto* lesson = &h.app->lessons().lessons[static_cast<size_t>(h.app->lessons().index_of("blocking"))];
    evloop::tutor::ExerciseBlock ex;
    std::string error;
    REQUIRE(evloop::tutor::exercise_from_block(lesson->document.blocks[static_cast<size_t>(block)], lesson->host, ex, error));
    REQUIRE(h.app->blocks().exercises().set_code("blocking", block, ex.exercise.solution));
    h.frame();
    h.frame(); // laid out again: the buttons below the editor moved
    click_exercise(h, "check");
    v = exercise_view(h, "blocking");
    INFO(v.code << (v.grade.goals.empty() ? std::string("no goals") : v.grade.goals[0].measured) << v.problem);
    CHECK(v.passed);
    CHECK(v.ever_passed);
    CHECK(v.grade.goals[0].passed);
    CHECK(h.app->progress().solved_in("blocking") >= 1);
    // Visualize opens the run of the program in the editor.
    click_exercise(h, "visualize");
    CHECK(h.app->view() == App::View::Visualizer);
    CHECK(h.app->visualizer().is_open());
    h.frame();
    h.click("viz:close");
    CHECK(h.app->view() == App::View::Lesson);

    // Reset brings the starting program back; Undo the learner's.
    click_exercise(h, "reset");
    CHECK(exercise_view(h, "blocking").code == start);
    click_exercise(h, "undo-reset");
    CHECK(exercise_view(h, "blocking").code == ex.exercise.solution);

    // A syntax error is marked and Check does not run it; the code is kept.
    REQUIRE(h.app->blocks().exercises().set_code("blocking", block, "console.log('x';\n"));
    h.frame();
    h.frame();
    click_exercise(h, "check");
    v = exercise_view(h, "blocking");
    CHECK(v.syntax_error.rfind("Line 1, column 16: SyntaxError", 0) == 0);
    CHECK(v.code == "console.log('x';\n");
    CHECK(!find_exercise_control(h, "syntax-error").empty());
    CHECK(v.passed); // the last run's result stays until a new one
}

TEST_CASE("an exercise's code and result survive a reload - an endless loop is stopped with a message and keeps the code", "[ui][exercise][progress]")
{
    std::string saved;
    int block = -1;
    const std::string mine = "// @html <button id=\"order\">Place order</button>\n// my attempt: still in one go\n"
                             "document.getElementById('order').addEventListener('click', () => {\n"
                             "  const t = performance.now();\n  while (performance.now() - t < 300) {}\n});\n";
    {
        Harness h;
        h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
        h.app->open_location("#lesson=blocking");
        h.frame();
        std::string check = scroll_to(h, "exercise:", ":check");
        REQUIRE(!check.empty());
        block = std::stoi(check.substr(9, check.find(':', 9) - 9));
        // Typed and not checked: saved once the typing pauses.
        REQUIRE(h.app->blocks().exercises().set_code("blocking", block, mine));
    h.frame();
    h.frame(); // laid out again: the buttons below the editor moved
        for (int i = 0; i < 40; ++i)
            h.frame();
        CHECK(saved.find("exercise blocking " + std::to_string(block) + " ") != std::string::npos);
        click_exercise(h, "check");
        CHECK(exercise_view(h, "blocking").checked);
        click_exercise(h, "hint");
    }
    {
        Harness h;
        h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
        CHECK(h.app->test_state_json().find("\"progressNotice\":\"\"") != std::string::npos);
        h.app->open_location("#lesson=blocking");
        h.frame();
        REQUIRE(!scroll_to(h, "exercise:", ":check").empty());
        ExerciseBlocks::View v = exercise_view(h, "blocking");
        CHECK(v.code == mine);
        CHECK(v.checked);
        CHECK(v.hints_shown == 1);
        REQUIRE(v.grade.goals.size() == 1);
        CHECK_FALSE(v.grade.goals[0].passed);

        // An endless loop: the budget stops it, the message says so, the code stays.
        const std::string endless = "// @set budget=3000000\nwhile (true) {}\n";
        REQUIRE(h.app->blocks().exercises().set_code("blocking", block, endless));
    h.frame();
    h.frame(); // laid out again: the buttons below the editor moved
        click_exercise(h, "check");
        v = exercise_view(h, "blocking");
        INFO(v.code << " | " << v.grade.stop << " | " << v.problem << " | " << (v.grade.goals.empty() ? "" : v.grade.goals[0].measured));
        CHECK(v.checked);
        CHECK_FALSE(v.passed);
        CHECK(v.grade.stop.find("budget") != std::string::npos);
        CHECK(v.code == endless);
    }
    // Damaged progress: a fresh start, the starting program, no crash.
    saved = "evloop-progress 1\nexercise blocking " + std::to_string(block) + " 0123456789abcdef passed solved 1 0 %%% -\n";
    Harness h;
    h.app->set_storage({ [&] { return saved; }, [&](const std::string& s) { saved = s; } });
    CHECK(h.app->test_state_json().find("\"progressNotice\":\"\"") == std::string::npos);
    h.app->open_location("#lesson=blocking");
    h.frame();
    REQUIRE(!scroll_to(h, "exercise:", ":check").empty());
    CHECK(exercise_view(h, "blocking").code.find("priceItem") != std::string::npos);
}

TEST_CASE("at an order Node does not promise, the visualizer shows the run with the other order", "[ui][race]")
{
    Harness h;
    evloop::loop::Settings s;
    s.host = evloop::loop::HostKind::Node;
    const std::string code = "setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\nconsole.log('main');\n";
    auto run = std::make_shared<evloop::loop::RunResult>(evloop::loop::run(code, "main.cjs", s));
    REQUIRE(run->trace->stdout_lines == std::vector<std::string> { "main", "immediate", "timeout" });
    VisualizerInput in;
    in.run = run;
    in.code = code;
    in.title = "A race";
    h.app->open_visualizer(std::move(in));
    h.frame();
    Visualizer& viz = h.app->visualizer();
    while (!viz.at_unpromised_order() && viz.step() + 1 < viz.step_count())
        viz.step_forward();
    REQUIRE(viz.at_unpromised_order());
    h.frame();
    CHECK(viz.explanation().rfind("Either order is possible here:", 0) == 0);
    h.click("viz:other-order");
    h.frame();
    h.frame();
    REQUIRE(viz.run() != run.get());
    CHECK(viz.run()->trace->stdout_lines == std::vector<std::string> { "main", "timeout", "immediate" });
    CHECK(viz.title() == "A race");
    CHECK(viz.at_unpromised_order()); // opened at the step where the orders part
    CHECK(h.app->test_state_json().find("the timer was already due") != std::string::npos);
    // And back again: the other order of the other order is the first one.
    h.click("viz:other-order");
    h.frame();
    h.frame();
    CHECK(viz.run()->trace->stdout_lines == std::vector<std::string> { "main", "immediate", "timeout" });
}

namespace {

std::string scenario_text(const char* name)
{
    std::ifstream in(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios/" + name, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The time of the first event of `kind` in `trace` whose text is `text`.
double first_time(const evloop::trace::Trace& trace, evloop::trace::EventKind kind, const std::string& text)
{
    for (const auto& e : trace.events())
        if (e.kind == kind && trace.string(e.text) == text)
            return e.time;
    FAIL("no " << evloop::trace::event_kind_name(kind) << " " << text);
    return -1;
}

} // namespace

TEST_CASE("the visualizer's thread chooser shows a worker's stack and queues at the main thread's time", "[ui][visualizer][workers]")
{
    using evloop::trace::EventKind;
    for (float width : { 1280.0f, 390.0f }) {
        INFO("width " << width);
        Harness h(width, 2400.0f);
        Visualizer& viz = h.app->visualizer();
        // Without workers nothing changes: no chooser, one thread.
        std::string plain = scenario_text("blocking-click.js");
        h.app->open_visualizer({ run_program(plain, evloop::loop::HostKind::Browser, "blocking-click.js"), plain, "test", "", 0, false });
        h.frame();
        CHECK(viz.thread_count() == 1);
        CHECK_FALSE(h.control("viz:thread:0"));

        std::string code = scenario_text("worker-click.js");
        auto run = run_program(code, evloop::loop::HostKind::Browser, "worker-click.js");
        REQUIRE(run->trace->threads.size() == 1);
        const evloop::trace::Trace& worker = *run->trace->threads[0].trace;
        h.app->open_visualizer({ run, code, "test", "", 0, false });
        h.frame();
        REQUIRE(viz.thread_count() == 2);
        CHECK(viz.thread_name(0) == "Main thread");
        CHECK(viz.thread_name(1) == "Worker 1 (pricing.js)");
        REQUIRE(h.control("viz:thread:0"));
        REQUIRE(h.control("viz:thread:1"));
        for (const ControlRect& c : h.app->controls())
            CHECK(c.x + c.w <= width + 0.5f);

        // At 300 ms the main thread idles while the worker computes the price: the worker
        // shows its own stack (onmessage, in the busy loop of line 20), its task, and the
        // message that task delivers; the clock stays at 300 ms.
        viz.step_to_time(300);
        h.frame();
        const double t = viz.time();
        CHECK(t <= 300);
        CHECK(viz.state()->stack.empty());
        h.click("viz:thread:1");
        CHECK(viz.shown_thread() == 1);
        CHECK(viz.shown_trace() == &worker);
        CHECK(viz.time() == t);
        const evloop::trace::State* s = viz.state();
        REQUIRE(s->stack.size() == 1);
        CHECK(s->stack.back().name == "onmessage");
        CHECK(s->statement.line == 20);
        CHECK(s->time <= t);
        REQUIRE(s->in_task);
        CHECK(s->task_label == "message from the page");
        std::string message = viz.task_message(s->task_id);
        CHECK(message.rfind("message from the main thread, posted at 100.", 0) == 0);
        // Back on the main thread: the same time, the same state as before.
        h.click("viz:thread:0");
        CHECK(viz.shown_thread() == 0);
        CHECK(viz.time() == t);
        CHECK(viz.state()->stack.empty());

        // Coherent at every step of the main thread: the worker shown is at its last step
        // at or before the main thread's time, never after it.
        const auto worker_points = evloop::trace::step_points(worker);
        for (size_t step = 0; step < viz.step_count(); step += 3) {
            viz.show_thread(0);
            viz.step_to(step);
            const double at = viz.time();
            viz.show_thread(1);
            INFO("main step " << step << " at " << at << " ms");
            CHECK(viz.time() == at);
            if (viz.before_thread_start()) {
                CHECK(worker.events()[worker_points.front()].time > at);
                continue;
            }
            const double shown = worker.events()[worker_points[viz.step()]].time;
            CHECK(shown <= at);
            if (viz.step() + 1 < worker_points.size())
                CHECK(worker.events()[worker_points[viz.step() + 1]].time > at);
        }
        // Before the worker starts (the page's script), it is not shown at a later step.
        viz.show_thread(0);
        viz.restart();
        viz.show_thread(1);
        CHECK(viz.before_thread_start());
        CHECK(viz.explanation().find("has not started yet") != std::string::npos);
        h.frame();
        viz.step_forward();
        CHECK_FALSE(viz.before_thread_start());
        CHECK(viz.step() == 0);

        // The main thread's answer: the task says whose message it carries, and "Show the
        // sender" goes to the worker as it posted it (line 21, postMessage).
        viz.show_thread(0);
        viz.step_to_time(first_time(*run->trace, EventKind::TaskBegin, "worker message"));
        h.frame();
        CHECK(viz.explanation().find("It carries the message from worker 1 (pricing.js), posted at 900.") != std::string::npos);
        CHECK(viz.task_message(viz.state()->task_id).rfind("message from worker 1 (pricing.js), posted at 900.", 0) == 0);
        h.click("viz:sender");
        CHECK(viz.shown_thread() == 1);
        CHECK(viz.state()->statement.line == 21);
        CHECK(viz.time() < 900.621);
        CHECK(viz.time() > 900);
    }
}

TEST_CASE("hovering a task that delivered a message says who sent it and when", "[ui][visualizer][timeline][workers]")
{
    using evloop::trace::EventKind;
    using evloop::ui::timeline::TrackKind;
    Harness h(1280.0f, 2400.0f);
    Visualizer& viz = h.app->visualizer();
    std::string code = scenario_text("worker-click.js");
    auto run = run_program(code, evloop::loop::HostKind::Browser, "worker-click.js");
    h.app->open_visualizer({ run, code, "test", "", 0, false });
    h.frame();
    Timeline& t = viz.timeline();
    t.fit();
    h.frame();
    const ControlRect* c = h.control("timeline");
    REQUIRE(c);
    auto x_at = [&](double time) { return c->x + static_cast<float>((time - t.view_start()) / (t.view_end() - t.view_start())) * c->w; };
    auto row_y = [&](TrackKind kind) {
        float y = c->y + 22.0f; // under the axis
        for (const auto& track : t.tracks()) {
            if (track.kind == kind)
                return y;
            y += track.row_h;
        }
        FAIL("no track");
        return y;
    };
    ImGuiIO& io = ImGui::GetIO();
    // The worker's long task: the click's message, from the main thread (its first 50 ms,
    // and the part past them).
    io.MousePos = ImVec2(x_at(120), row_y(TrackKind::Worker) + 8);
    h.frame();
    h.frame();
    CHECK(t.hover_text().find("message from the page") != std::string::npos);
    CHECK(t.hover_text().find("message from the main thread, posted at 100.") != std::string::npos);
    io.MousePos = ImVec2(x_at(500), row_y(TrackKind::Worker) + 8);
    h.frame();
    h.frame();
    CHECK(t.hover_text().find("a long task") != std::string::npos);
    CHECK(t.hover_text().find("message from the main thread, posted at 100.") != std::string::npos);
    // The main thread's 'worker message' task (a pixel wide): from worker 1.
    io.MousePos = ImVec2(x_at(first_time(*run->trace, EventKind::TaskBegin, "worker message")) + 1.0f, row_y(TrackKind::MainThread) + 8);
    h.frame();
    h.frame();
    CHECK(t.hover_text().find("message from worker 1 (pricing.js), posted at 900.") != std::string::npos);
    // A click there moves the stepper to that thread and time; on the worker's track, to the worker.
    io.MousePos = ImVec2(x_at(500), row_y(TrackKind::Worker) + 8);
    h.frame();
    io.MouseDown[0] = true;
    h.frame();
    io.MouseDown[0] = false;
    h.frame();
    CHECK(viz.shown_thread() == 1);
    CHECK(viz.state()->stack.size() == 1);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    h.frame();

    // The visualizer's queue: at the step the answer is queued, its item says whose it is.
    viz.show_thread(0);
    viz.step_to_time(first_time(*run->trace, EventKind::TaskQueued, "worker message"));
    size_t guard = 0;
    while (viz.state()->tasks.empty() && guard++ < 5)
        viz.step_forward();
    REQUIRE(viz.state()->tasks.size() == 1);
    CHECK(viz.task_message(viz.state()->tasks.front().id).rfind("message from worker 1 (pricing.js)", 0) == 0);

    // Node: each of the worker's messages ('online', the result, 'exit') comes in a poll
    // phase callback of the main thread that says so.
    std::string server = scenario_text("worker-server.cjs");
    auto node = run_program(server, evloop::loop::HostKind::Node, "worker-server.cjs");
    h.app->open_visualizer({ node, server, "test", "", 0, false });
    h.frame();
    auto links = evloop::trace::message_links(*node->trace);
    REQUIRE(links.size() == 3);
    for (const auto& link : links) {
        CHECK(link.task != 0);
        CHECK(link.from == 1);
        CHECK(link.posted <= link.arrived);
        CHECK(viz.task_message(link.task).rfind("message from worker 1 ([worker eval]), posted at ", 0) == 0);
    }
    const auto& main_track = viz.timeline().tracks()[1];
    CHECK(main_track.kind == TrackKind::MainThread);
    CHECK(main_track.messages.size() == 3);
    // The worker's code is the eval string, which its steps point into.
    REQUIRE(viz.thread_count() == 2);
    viz.show_thread(1);
    viz.to_end();
    h.frame();
    const auto& lines = node->trace->threads[0].trace->source;
    CHECK(lines.find("parentPort.postMessage('slow done')") != std::string::npos);
}

TEST_CASE("the gallery draws every widget from the scenarios, in both themes and layouts", "[ui][gallery]")
{
    Harness h(1280.0f, 800.0f);
    std::string error;
    REQUIRE(h.app->open_gallery(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios", error));
    Gallery* g = h.app->gallery();
    REQUIRE(g);
    size_t programs = 0;
    for (const auto& f : std::filesystem::directory_iterator(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios"))
        programs += f.path().extension() == ".js" || f.path().extension() == ".cjs" || f.path().extension() == ".mjs";
    CHECK(g->size() == programs);
    CHECK(programs >= 11);
    for (bool dark : { true, false }) {
        h.platform.prefers_dark = dark;
        for (auto [w, ht] : { std::pair { 1280.0f, 800.0f }, std::pair { 390.0f, 844.0f } }) {
            h.resize(w, ht);
            for (int i = 0; i < 3; ++i)
                h.frame();
            INFO((dark ? "dark" : "light") << " at " << w);
            CHECK(h.app->view() == App::View::Gallery);
            // Scrolled from top to bottom (the wheel over the page's margin, not a panel),
            // every entry comes by, and nothing clickable is ever off the screen's sides.
            std::set<std::string> seen;
            ImGuiIO& io = ImGui::GetIO();
            const float margin_x = (w < metrics::kNarrowBreakpoint ? 0.0f : metrics::kSidebarWidth) + 4.0f;
            for (int frame = 0; frame < 200 && seen.size() < g->size(); ++frame) {
                for (const ControlRect& c : h.app->controls()) {
                    CHECK(c.x >= 0);
                    CHECK(c.x + c.w <= w + 0.5f);
                    if (c.name.rfind("gallery:", 0) == 0)
                        seen.insert(c.name);
                }
                io.MousePos = ImVec2(margin_x, ht * 0.5f);
                io.MouseWheel = -4.0f;
                h.frame();
            }
            CHECK(seen.size() == g->size());
            for (int frame = 0; frame < 5; ++frame) { // back to the top
                io.MouseWheel = 1000.0f;
                h.frame();
            }
            io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        }
    }
    // Runs with workers open on the worker, at the moment the main thread hears from it;
    // each has its timeline, with a track per worker, and its visualizer panels.
    for (size_t i = 0; i < g->size(); ++i) {
        Gallery::Entry& e = g->entry(i);
        INFO(e.name);
        CHECK(e.viz->timeline().record_count() > 0);
        if (e.run->trace->threads.empty())
            CHECK(e.viz->shown_thread() == 0);
        else
            CHECK(e.viz->shown_thread() == 1);
    }
    // Back returns to the lesson.
    h.click("viz:close");
    CHECK(h.app->view() == App::View::Lesson);
}

// --- The UI's language (issue 17) --------------------------------------------------------

TEST_CASE("the browser's preferred languages pick a locale by its primary subtag", "[ui][language]")
{
    CHECK(match_preferred_language({ "id-ID", "en-US" }) == "id");
    CHECK(match_preferred_language({ "fr-FR", "FA" }) == "fa");
    CHECK(match_preferred_language({ "de", "uz_Latn_UZ" }) == "uz");
    CHECK(match_preferred_language({ "fr", "de" }).empty());
    CHECK(match_preferred_language({}).empty());
    CHECK(match_preferred_language({ "", "-", "in-ID" }) == "id"); // Indonesian's old code
    REQUIRE(languages().size() == 6);
    CHECK(std::string(languages()[0].code) == "en");
    CHECK(find_language("fa")->right_to_left);
    CHECK_FALSE(find_language("xx"));
}

TEST_CASE("set_language reloads the lessons and the UI's texts, keeps the lesson, progress and URL, and saves the choice", "[ui][language]")
{
    std::string saved;
    Storage settings { [&] { return saved; }, [&](const std::string& s) { saved = s; } };
    Harness h;
    h.app->set_settings_storage(settings);
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frame();
    h.take_all_location_changes();
    std::string english_title = h.app->lessons().lessons[h.app->current_lesson()].title;
    std::string english_doc = h.app->document_title();
    int index = h.app->current_lesson();

    REQUIRE(h.app->set_language("uz"));
    h.frame();
    CHECK(h.app->language() == "uz");
    CHECK(h.app->current_lesson() == index);
    CHECK(h.app->lessons().lessons[index].id == "tasks-and-microtasks");
    CHECK(h.app->lessons().lessons[index].title != english_title);
    CHECK(h.app->document_title().find("-dars") != std::string::npos); // the catalogue's "{number}-dars · {title}"
    CHECK(evloop::msg::text(evloop::Msg::ui_label_theme) == "Ko'rinish");
    auto change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment == "#lesson=tasks-and-microtasks&lang=uz");
    CHECK(change->replace);
    CHECK(saved.find("lang uz\n") != std::string::npos);
    // Next moves on in Uzbek, with the language in the new URL.
    h.click("next");
    change = h.app->take_location_change();
    REQUIRE(change);
    CHECK(change->fragment.find("&lang=uz") != std::string::npos);

    // Persian mirrors the shell: the sidebar on the right, Prev outside Next.
    REQUIRE(h.app->set_language("fa"));
    h.frame();
    CHECK(h.app->right_to_left());
    const ControlRect* lesson_entry = h.control("lesson:tasks-and-microtasks");
    REQUIRE(lesson_entry);
    CHECK(lesson_entry->x > 1280 - 300);
    const ControlRect* prev = h.control("prev");
    const ControlRect* next = h.control("next");
    REQUIRE(prev);
    REQUIRE(next);
    CHECK(prev->x > next->x);

    REQUIRE(h.app->set_language("en"));
    h.frame();
    CHECK_FALSE(h.app->right_to_left());
    CHECK(evloop::msg::text(evloop::Msg::ui_label_theme) == "Theme");
    CHECK(h.control("lesson:tasks-and-microtasks")->x < 300);
    CHECK(h.control("prev")->x < h.control("next")->x);
    CHECK(saved.find("lang en\n") != std::string::npos);

    // An unknown code changes nothing and says so.
    CHECK_FALSE(h.app->set_language("xx"));
    CHECK(h.app->language() == "en");
    CHECK(h.app->notice().find("\"xx\"") != std::string::npos);
}

TEST_CASE("the language menu lists six languages in themselves - choosing one keeps the lesson and progress", "[ui][language]")
{
    Harness h;
    h.app->open_location("#lesson=blocking");
    h.frame();
    std::string progress = h.app->progress().serialize();
    h.click("language");
    for (const Language& l : languages())
        CHECK(h.control(std::string("language:") + l.code));
    h.click("language:id");
    CHECK(h.app->language() == "id");
    CHECK(h.app->lessons().lessons[h.app->current_lesson()].id == "blocking");
    CHECK(h.app->progress().serialize() == progress);
    CHECK_FALSE(h.control("language:bn")); // the menu closed
    h.app->set_language("en");
}

TEST_CASE("a missing or broken catalogue gives English texts with a notice", "[ui][language]")
{
    namespace fs = std::filesystem;
    fs::path root = fs::temp_directory_path() / ("evloop-lang-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
    fs::create_directories(root / "en");
    fs::create_directories(root / "uz");
    fs::create_directories(root / "id");
    for (const char* file : { "01-one-thread.md", "02-blocking.md" }) {
        fs::copy_file(fs::path(EVLOOP_SOURCE_DIR) / "lessons/en" / file, root / "en" / file);
        fs::copy_file(fs::path(EVLOOP_SOURCE_DIR) / "lessons/uz" / file, root / "uz" / file);
        fs::copy_file(fs::path(EVLOOP_SOURCE_DIR) / "lessons/id" / file, root / "id" / file);
    }
    std::ofstream(root / "uz" / "messages.txt") << "ui_label_theme = Ko'rinish\nno_such_key = x\n";
    {
        Harness h(1280, 800, (root / "en").string());
        h.app->open_location("");
        h.frame();
        REQUIRE(h.app->set_language("uz"));
        CHECK(h.app->language() == "uz"); // the lessons are Uzbek…
        CHECK(evloop::msg::text(evloop::Msg::ui_label_theme) == "Theme"); // …the broken catalogue is not used
        CHECK(h.app->notice().find("no_such_key") != std::string::npos);
        REQUIRE(h.app->set_language("id")); // no messages.txt at all
        CHECK(evloop::msg::text(evloop::Msg::ui_label_theme) == "Theme");
        CHECK(h.app->notice().find("messages.txt") != std::string::npos);
        // A locale whose lessons are missing: nothing changes.
        CHECK_FALSE(h.app->set_language("bn"));
        CHECK(h.app->language() == "id");
        h.frame();
    }
    fs::remove_all(root);
}

TEST_CASE("the start language: a link's lang, else the saved choice, else the browser's, else English", "[ui][language]")
{
    std::string saved;
    Storage settings { [&] { return saved; }, [&](const std::string& s) { saved = s; } };
    {
        Harness h; // a first visit from an Indonesian browser
        h.app->set_settings_storage(settings);
        h.app->set_preferred_languages({ "id-ID", "en" });
        h.app->open_location("");
        CHECK(h.app->language() == "id");
        CHECK(saved.find("lang id\n") != std::string::npos);
    }
    {
        Harness h; // the saved choice wins over the browser's
        saved = "theme dark\nlang uz\n";
        h.app->set_settings_storage(settings);
        h.app->set_preferred_languages({ "id-ID" });
        h.app->open_location("#lesson=blocking");
        CHECK(h.app->language() == "uz");
        CHECK(h.app->theme_mode() == ThemeMode::Dark);
        h.app->open_location("#lesson=blocking&lang=hi"); // and a link's wins over both
        CHECK(h.app->language() == "hi");
        h.app->open_location("#lesson=one-thread"); // a link without one keeps the language
        CHECK(h.app->language() == "hi");
    }
    for (std::string garbage : { std::string("lang xx\n"), std::string("lang \n"), std::string("\x01\xFFlang"), std::string("lang uz-UZ\n") }) {
        Harness h; // corrupt saved data: English, never a crash
        saved = garbage;
        h.app->set_settings_storage(settings);
        h.app->open_location("");
        h.frame();
        CHECK(h.app->language() == "en");
    }
    {
        Harness h; // #lang=xx: a notice, English stays
        h.app->open_location("#lesson=blocking&lang=xx");
        h.frame();
        CHECK(h.app->language() == "en");
        CHECK(h.app->notice().find("\"xx\"") != std::string::npos);
        CHECK(h.app->lessons().lessons[h.app->current_lesson()].id == "blocking");
    }
    {
        Harness h; // an embed link's &lang=id is its frame's language, not saved
        saved.clear();
        h.app->set_settings_storage(settings);
        h.app->open_location("#embed&lesson=blocking&lang=id");
        h.frame();
        CHECK(h.app->language() == "id");
        CHECK(saved.empty());
        h.app->set_language("en");
    }
}

TEST_CASE("with a loader the language waits for the platform's files - a failed fetch keeps the page as it was", "[ui][language]")
{
    Harness h;
    std::vector<std::string> asked;
    h.app->set_language_loader([&](const std::string& code) { asked.push_back(code); });
    h.app->open_location("#lesson=blocking");
    h.frame();
    h.click("language");
    h.click("language:bn");
    REQUIRE(asked == std::vector<std::string> { "bn" });
    CHECK(h.app->language() == "en");
    CHECK(h.app->language_loading() == "bn");
    h.app->language_failed("bn", "HTTP 404 for lessons/bn/manifest.json");
    CHECK(h.app->language() == "en");
    CHECK(h.app->language_loading().empty());
    CHECK(h.app->notice().find("HTTP 404") != std::string::npos);
    h.app->choose_language("fa");
    CHECK(h.app->language_loading() == "fa");
    REQUIRE(h.app->set_language("fa")); // the platform has the files now
    CHECK(h.app->language_loading().empty());
    CHECK(h.app->language() == "fa");
    h.frame();
    h.app->choose_language("en"); // English is always there: no fetch
    CHECK(h.app->language() == "en");
    CHECK(asked.size() == 2);
}

TEST_CASE("the UI's Inter subset has every character the English, Uzbek and Indonesian lessons and texts use", "[ui][language][fonts]")
{
    // Bengali, Hindi and Persian are drawn with their own fonts (ui/text); these three
    // locales only with Inter, so a missing glyph would be a '?' in the learner's text.
    namespace fs = std::filesystem;
    ImGui::CreateContext();
    Fonts fonts;
    build_fonts(fonts, EVLOOP_FONT_BUILD_DIR, 1.0f);
    REQUIRE(fonts.error.empty());
    std::string text = "English Oʻzbekcha Bahasa Indonesia";
    for (const char* locale : { "en", "uz", "id" })
        for (const auto& entry : fs::directory_iterator(fs::path(EVLOOP_SOURCE_DIR) / "lessons" / locale)) {
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream s;
            s << in.rdbuf();
            text += s.str();
        }
    std::set<unsigned> missing;
    for (const char* p = text.c_str(); *p;) {
        unsigned c = 0;
        p += ImTextCharFromUtf8(&c, p, nullptr);
        if (c >= 0x20 && !fonts.body->FindGlyphNoFallback(static_cast<ImWchar>(c)))
            missing.insert(c);
        if (c >= 0x20 && !fonts.bold->FindGlyphNoFallback(static_cast<ImWchar>(c)))
            missing.insert(c);
    }
    CHECK(missing.empty());
    for (unsigned c : missing)
        UNSCOPED_INFO("U+" << std::hex << c);
    ImGui::DestroyContext();
}

TEST_CASE("switching language runs an open visualizer's program again: its sentences in the new language, its step kept", "[ui][language][visualizer]")
{
    Harness h;
    h.app->open_location("#lesson=one-thread");
    h.frame();
    evloop::loop::Settings s;
    auto run = std::make_shared<evloop::loop::RunResult>(evloop::loop::run("setTimeout(() => console.log('a'), 10);\nconsole.log('b');\n", "main.js", s));
    h.app->open_visualizer({ run, "setTimeout(() => console.log('a'), 10);\nconsole.log('b');\n", "", "", 0, false });
    h.frame();
    Visualizer& viz = h.app->visualizer();
    viz.to_end();
    const size_t last = viz.step();
    REQUIRE(last > 2);
    // The run's end says why it ended, in words the simulation wrote into the trace.
    CHECK(viz.explanation().find("nothing left to run") != std::string::npos);
    REQUIRE(h.app->set_language("bn"));
    for (int i = 0; i < 4; ++i)
        h.frame(); // the run again, on the simulation thread, and its arrival
    CHECK(viz.step() == last);
    CHECK(viz.explanation().find("nothing left to run") == std::string::npos);
    CHECK(viz.explanation().find("\xE0\xA6\x9A\xE0\xA6\xBE\xE0\xA6\xB2\xE0\xA6\xBE\xE0\xA6\xA8\xE0\xA7\x8B\xE0\xA6\xB0") != std::string::npos); // চালানোর
    h.app->set_language("en");
}
