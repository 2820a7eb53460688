// The embed view (#embed&…) drawn headlessly: what a link asks for and the notices a bad
// one gives, the messages for the host page (ready, resize, result with its statement,
// progress), and the Share dialog's snippet.
#include "ui/app.h"
#include "ui/embed.h"
#include "ui/share_dialog.h"
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <thread>

using namespace evloop::ui;

namespace {

struct EmbedHarness {
    std::unique_ptr<App> app;
    PlatformState platform;
    std::shared_ptr<evloop::sim::Service> sims = evloop::sim::make_thread_service();
    std::vector<std::string> messages;

    explicit EmbedHarness(float width = 700, float height = 500)
    {
        ImGui::CreateContext();
        ImGui::GetIO().IniFilename = nullptr;
        app = std::make_unique<App>(EVLOOP_SOURCE_DIR "/lessons/en", EVLOOP_FONT_BUILD_DIR);
        app->set_simulations(sims);
        app->set_link_base("https://evloop.test/");
        platform.width = width;
        platform.height = height;
    }
    ~EmbedHarness() { ImGui::DestroyContext(); }

    void frame()
    {
        for (int waited = 0; sims->pending() > 0; ++waited) {
            REQUIRE(waited < 60'000);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        app->prepare_fonts(platform.dpr);
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(platform.width, platform.height);
        io.DeltaTime = 1.0f / 60.0f;
        ++platform.frame;
        platform.time_seconds += 1.0 / 60.0;
        ImGui::NewFrame();
        app->draw(platform);
        ImGui::Render();
        for (std::string& m : app->take_embed_messages())
            messages.push_back(std::move(m));
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
        frame();
    }

    int count(const std::string& needle) const
    {
        int n = 0;
        for (const std::string& m : messages)
            n += m.find(needle) != std::string::npos;
        return n;
    }
};

int first_block(const evloop::Lesson& lesson, const std::string& kind)
{
    for (const auto& [index, k] : graded_blocks(lesson))
        if (k == kind)
            return index;
    return -1;
}

} // namespace

TEST_CASE("is_origin takes a scheme, a host and a port, and nothing else", "[ui][embed]")
{
    CHECK(is_origin("https://example.org"));
    CHECK(is_origin("http://127.0.0.1:8080"));
    CHECK_FALSE(is_origin("https://example.org/"));
    CHECK_FALSE(is_origin("example.org"));
    CHECK_FALSE(is_origin("javascript:alert(1)"));
    CHECK_FALSE(is_origin("https://exa mple.org"));
    CHECK_FALSE(is_origin("https://example.org:99999"));
    CHECK_FALSE(is_origin("*"));
}

TEST_CASE("an embed link is read without trusting it: every bad part is a notice", "[ui][embed]")
{
    evloop::LessonSet lessons = evloop::load_lessons(EVLOOP_SOURCE_DIR "/lessons/en");
    REQUIRE(lessons.lessons.size() >= 2);
    const evloop::Lesson& one = lessons.lessons[0];
    int choice = first_block(one, "choice");
    REQUIRE(choice >= 0);

    EmbedRequest r = parse_embed_request(evloop::parse_fragment("#embed&lesson=" + one.id + "&block=" + std::to_string(choice) + "&theme=light"), lessons);
    CHECK(r.kind == EmbedRequest::Kind::Block);
    CHECK(r.block == choice);
    CHECK(r.theme == ThemeMode::Light);
    CHECK(r.problems.empty());

    r = parse_embed_request(evloop::parse_fragment("#embed&lesson=nope&block=3"), lessons);
    CHECK(r.kind == EmbedRequest::Kind::Lesson);
    CHECK(r.lesson == 0);
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].find("no lesson \"nope\"") != std::string::npos);

    for (std::string block : { "0", "-1", "99999", "x", "" }) {
        INFO(block);
        r = parse_embed_request(evloop::parse_fragment("#embed&lesson=" + one.id + "&block=" + block), lessons);
        CHECK(r.kind == EmbedRequest::Kind::Lesson); // block 0 is the first paragraph, not a quiz
        CHECK(r.problems.size() == 1);
    }

    r = parse_embed_request(evloop::parse_fragment("#embed&lesson=" + one.id + "&parentOrigin=https://x.org/path&zoom=2&theme=pink&lang=fr"), lessons);
    CHECK(r.messages_off);
    CHECK(r.parent_origin.empty());
    CHECK(r.problems.size() == 4);

    r = parse_embed_request(evloop::parse_fragment("#embed&playground&host=node&parentOrigin=http://127.0.0.1:9000"), lessons);
    CHECK(r.kind == EmbedRequest::Kind::Playground);
    CHECK(r.parent_origin == "http://127.0.0.1:9000");
    CHECK(r.problems.empty());
}

TEST_CASE("the statement of an answer is xAPI-shaped", "[ui][embed]")
{
    Embed embed;
    embed.set_link_base("https://evloop.test/");
    BlockAnswer order { BlockAnswer::Kind::Order, "one-thread", 7, "Wrapping a gift", false, 2, 3, { "a", "b", "c" }, { 1, 0, 2 }, -1, {} };
    std::string s = embed.statement_json(order, 12.34);
    CHECK(s.find("\"id\":\"http://adlnet.gov/expapi/verbs/answered\"") != std::string::npos);
    CHECK(s.find("\"id\":\"https://evloop.test/#lesson=one-thread&block=7\"") != std::string::npos);
    CHECK(s.find("\"interactionType\":\"sequencing\"") != std::string::npos);
    CHECK(s.find("\"correctResponsesPattern\":[\"line0[,]line1[,]line2\"]") != std::string::npos);
    CHECK(s.find("\"success\":false") != std::string::npos);
    CHECK(s.find("\"score\":{\"raw\":2,\"min\":0,\"max\":3,\"scaled\":0.667}") != std::string::npos);
    CHECK(s.find("\"response\":\"line1[,]line0[,]line2\"") != std::string::npos);
    CHECK(s.find("\"duration\":\"PT12.3S\"") != std::string::npos);

    BlockAnswer choice { BlockAnswer::Kind::Choice, "one-thread", 9, "Which?", true, 1, 1, { "x", "y" }, { 1 }, 1, {} };
    s = embed.statement_json(choice, 1);
    CHECK(s.find("\"interactionType\":\"choice\"") != std::string::npos);
    CHECK(s.find("\"response\":\"choice1\"") != std::string::npos);
    CHECK(s.find("\"correctResponsesPattern\":[\"choice1\"]") != std::string::npos);

    BlockAnswer exercise { BlockAnswer::Kind::Exercise, "blocking", 20, "Fix it", false, 1, 2, { "INP under 200 ms", "no long task" }, { 1, 0 }, -1, { "INP 96 ms", "1 long task" } };
    s = embed.statement_json(exercise, 1);
    CHECK(s.find("\"interactionType\":\"performance\"") != std::string::npos);
    CHECK(s.find("\"steps\":[") != std::string::npos);
    CHECK(s.find("\"response\":\"goal0[.]met[,]goal1[.]not met\"") != std::string::npos);
}

TEST_CASE("an embedded choice quiz says ready, its height, and each result", "[ui][embed]")
{
    EmbedHarness h;
    const evloop::Lesson& one = h.app->lessons().lessons[0];
    int choice = first_block(one, "choice");
    h.app->open_location("#embed&lesson=" + one.id + "&block=" + std::to_string(choice) + "&theme=light");
    for (int i = 0; i < 3; ++i)
        h.frame();
    CHECK(h.app->embedded());
    CHECK_FALSE(h.app->dark()); // &theme=light wins over prefers-dark
    CHECK(h.app->notice().empty());
    CHECK(h.control("embed:open"));
    CHECK_FALSE(h.control("next")); // no course chrome in a frame
    CHECK_FALSE(h.control("playground"));
    CHECK(h.count("\"type\":\"ready\",\"view\":\"block\"") == 1);
    CHECK(h.count("\"type\":\"resize\"") >= 1);
    CHECK(h.count("\"subject\":\"lti.frameResize\"") >= 1);
    CHECK(h.app->embed().last_height() > 100);
    CHECK(h.app->embed().last_height() < 1200);

    h.click("choice:" + std::to_string(choice) + ":option:0");
    h.click("choice:" + std::to_string(choice) + ":submit");
    REQUIRE(h.count("\"type\":\"result\"") == 1);
    CHECK(h.count("\"interactionType\":\"choice\"") == 1);
    CHECK_FALSE(h.app->take_location_change()); // the frame's link never changes

    std::string progress = h.app->embed_progress_json();
    CHECK(progress.find("\"type\":\"progress\"") != std::string::npos);
    CHECK(progress.find("\"answered\":1") != std::string::npos);
    CHECK(progress.find("\"total\":1") != std::string::npos);

    // The Playground: `load` runs a program; a damaged one changes nothing.
    CHECK_FALSE(h.app->embed_load("#playground&host=moon&code=Y29uc29sZS5sb2coMSk").empty());
    CHECK(h.app->view() == App::View::Lesson);
    CHECK(h.app->embed_load("#playground&host=node&code=Y29uc29sZS5sb2coMSk").empty());
    for (int i = 0; i < 4; ++i)
        h.frame();
    CHECK(h.app->view() == App::View::Playground);
    CHECK(h.app->playground().code() == "console.log(1)");
    CHECK(h.app->playground().ran());
}

TEST_CASE("a bad embed link shows a notice in the frame, never an empty one", "[ui][embed]")
{
    EmbedHarness h(390, 844);
    h.app->open_location("#embed&lesson=nope&parentOrigin=nonsense");
    for (int i = 0; i < 3; ++i)
        h.frame();
    CHECK(h.app->embedded());
    CHECK(h.app->notice().find("no lesson \"nope\"") != std::string::npos);
    CHECK(h.app->notice().find("parentOrigin") != std::string::npos);
    CHECK(h.control("notice-close"));
    CHECK(h.control("embed:open"));
}

TEST_CASE("Share on a quiz gives a link and an iframe that open that quiz", "[ui][embed]")
{
    EmbedHarness h(1280, 800);
    const evloop::Lesson& one = h.app->lessons().lessons[0];
    int order = first_block(one, "order");
    h.app->open_location("#lesson=" + one.id);
    // Scroll until the quiz's Share button is on screen.
    std::string name = "share:" + std::to_string(order);
    for (int i = 0; i < 80 && !h.control(name); ++i) {
        ImGui::GetIO().MouseWheel = -3.0f;
        ImGui::GetIO().MousePos = ImVec2(700, 400);
        h.frame();
    }
    ImGui::GetIO().MouseWheel = 0;
    h.frame();
    h.click(name);
    REQUIRE(h.app->share_dialog().is_open());
    // The link: the whole lesson at that block; the snippet: the block alone.
    std::string want = "https://evloop.test/#lesson=" + one.id + "&block=" + std::to_string(order);
    CHECK(h.app->share_dialog().link() == want);
    const std::string& snippet = h.app->share_dialog().snippet();
    CHECK(snippet.find("src=\"" + std::string("https://evloop.test/#embed&amp;lesson=") + one.id) != std::string::npos);
    CHECK(snippet.find("title=\"evloop: Quiz: ") != std::string::npos);
    CHECK(snippet.find("width=\"100%\"") != std::string::npos);
    CHECK(snippet.find("sandbox=\"allow-scripts allow-same-origin") != std::string::npos);
    CHECK(h.control("share:copy-snippet"));
    h.click("share:close");
    CHECK_FALSE(h.app->share_dialog().is_open());

    // The link opens the lesson scrolled to the quiz: its Share button near the top.
    h.app->open_location("#lesson=" + h.app->lessons().lessons[1].id);
    h.frame();
    h.app->open_location("#lesson=" + one.id + "&block=" + std::to_string(order));
    for (int i = 0; i < 4; ++i)
        h.frame();
    const ControlRect* share = h.control(name);
    REQUIRE(share);
    CHECK(share->y > 0);
    CHECK(share->y < 300);
    CHECK(h.app->notice().empty());
    h.app->open_location("#lesson=" + one.id + "&block=x9");
    h.frame();
    CHECK(h.app->notice().find("has no block x9") != std::string::npos);
}
