// The UI drawn headlessly: ImGui with no renderer, fed with synthetic input. Checks
// what a learner can do — read every lesson in both themes and both layouts, move with
// Prev / Next / the sidebar / the keyboard — and what the page is told to do with the URL.
#include "ui/app.h"
#include <catch2/catch.hpp>
#include <memory>

using namespace evloop::ui;

namespace {

struct Harness {
    std::unique_ptr<App> app;
    PlatformState platform;

    explicit Harness(float width = 1280, float height = 800, std::string lessons = EVLOOP_SOURCE_DIR "/lessons/en")
    {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.KeyMap[ImGuiKey_LeftArrow] = 1;
        io.KeyMap[ImGuiKey_RightArrow] = 2;
        app = std::make_unique<App>(lessons, EVLOOP_FONT_BUILD_DIR);
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
