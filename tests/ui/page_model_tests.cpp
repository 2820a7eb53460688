// The accessible page's model (ui/page_model.h, ui/app_a11y.cpp) drawn headlessly: a
// lesson's headings and paragraphs, a serial that moves only on a change, and the DOM's
// actions (an order quiz answered, a run stepped) changing the same state the canvas's
// buttons change.
#include "core/util/messages.h"
#include "ui/app.h"
#include "ui/page_model.h"
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <iterator>
#include <memory>
#include <thread>

using namespace evloop::ui;

namespace {

struct Harness {
    std::unique_ptr<App> app;
    PlatformState platform;
    std::shared_ptr<evloop::sim::Service> sims = evloop::sim::make_thread_service();

    Harness()
    {
        ImGui::CreateContext();
        ImGui::GetIO().IniFilename = nullptr;
        app = std::make_unique<App>(EVLOOP_SOURCE_DIR "/lessons/en", EVLOOP_FONT_BUILD_DIR);
        app->set_simulations(sims);
    }
    ~Harness() { ImGui::DestroyContext(); }

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
        app->update_page_model();
    }
    void frames(int n)
    {
        for (int i = 0; i < n; ++i)
            frame();
    }
    const std::string& model() const { return app->page_model_json(); }
};

// The first lesson with a block of this fence ("quiz" + flag, or "js" + "run"): its id and the block.
std::pair<std::string, int> find_block(const evloop::LessonSet& set, const std::string& language, const std::string& flag)
{
    for (const evloop::Lesson& lesson : set.lessons)
        for (size_t i = 0; i < lesson.document.blocks.size(); ++i) {
            const evloop::Block& b = lesson.document.blocks[i];
            if (b.kind == evloop::BlockKind::Code && b.fence.language == language && b.fence.has_flag(flag))
                return { lesson.id, static_cast<int>(i) };
        }
    return { "", -1 };
}

} // namespace

TEST_CASE("the page model's words, language and direction follow the language (issue 17)", "[ui][a11y][language]")
{
    Harness h;
    h.app->open_location("#lesson=tasks-and-microtasks");
    h.frames(2);
    CHECK(h.model().find("\"lang\":\"en\",\"dir\":\"ltr\"") != std::string::npos);
    CHECK(h.model().find("\"moveUp\":\"Move up\"") != std::string::npos);
    CHECK(h.model().find("\"moveUpLine\":\"Move up: {line}\"") != std::string::npos); // a template a11y.js fills
    REQUIRE(h.app->set_language("fa"));
    h.frames(2);
    const std::string& fa = h.model();
    CHECK(fa.find("\"lang\":\"fa\",\"dir\":\"rtl\"") != std::string::npos);
    CHECK(fa.find("\"moveUp\":\"Move up\"") == std::string::npos);
    CHECK(fa.find("\"moveUp\":\"" + evloop::msg::text(evloop::Msg::a11y_move_up) + "\"") != std::string::npos);
    CHECK(evloop::msg::text(evloop::Msg::a11y_move_up) != "Move up");
    CHECK(fa.find("\"moveUpLine\":\"" + evloop::msg::text(evloop::Msg::a11y_move_up) + ": {line}\"") != std::string::npos);
    REQUIRE(h.app->set_language("en"));
    h.frames(2);
    CHECK(h.model().find("\"moveUp\":\"Move up\"") != std::string::npos);
}

TEST_CASE("a lesson's page model holds its title, headings and paragraphs", "[ui][a11y]")
{
    Harness h;
    h.frames(2);
    const evloop::Lesson& lesson = h.app->lessons().lessons[0];
    const std::string& m = h.model();
    CHECK(m.find("\"view\":\"lesson\"") != std::string::npos);
    CHECK(m.find("\"title\":\"" + lesson.title + "\"") != std::string::npos);
    CHECK(m.find("{\"k\":\"h\",\"l\":") != std::string::npos);
    CHECK(m.find("{\"k\":\"p\",\"s\":[[") != std::string::npos);
    // Every paragraph's first words are there, as text.
    for (const evloop::Block& b : lesson.document.blocks)
        if (b.kind == evloop::BlockKind::Paragraph && !b.spans.empty() && b.spans[0].style == 0 && b.spans[0].text.size() > 12) {
            INFO(b.spans[0].text);
            CHECK(m.find(b.spans[0].text.substr(0, 12)) != std::string::npos);
        }
}

TEST_CASE("the page model's serial moves only when what is shown changes", "[ui][a11y]")
{
    Harness h;
    h.frames(3);
    long long serial = h.app->page_model_serial();
    h.frames(5);
    CHECK(h.app->page_model_serial() == serial);
    const auto& lessons = h.app->lessons().lessons;
    h.app->open_location("#lesson=" + lessons[1].id);
    h.frames(2);
    CHECK(h.app->page_model_serial() > serial);
    CHECK(h.model().find(lessons[1].title) != std::string::npos);
}

TEST_CASE("an order quiz answered through the DOM's Move up / Move down and Submit is graded like the canvas's", "[ui][a11y]")
{
    Harness h;
    auto [lesson, block] = find_block(h.app->lessons(), "quiz", "order");
    REQUIRE(block >= 0);
    h.app->open_location("#lesson=" + lesson);
    h.frames(3); // the quiz asks for its run, which arrives
    h.frames(2);
    auto quiz = [&] {
        for (const auto& q : h.app->blocks().order_quizzes())
            if (q.lesson == lesson && q.block == block)
                return q;
        FAIL("no quiz");
        return LessonBlocks::OrderQuizView {};
    };
    auto q = quiz();
    REQUIRE(q.total >= 3);
    REQUIRE_FALSE(q.loading);
    // Bubble each line to its place with Move up, as a keyboard user would.
    std::string b = "block:" + std::to_string(block) + ":";
    for (int target = 0; target < q.total; ++target) {
        for (int guard = 0; guard < q.total; ++guard) {
            auto now = quiz();
            int pos = static_cast<int>(std::find(now.order.begin(), now.order.end(), target) - now.order.begin());
            if (pos == target)
                break;
            REQUIRE(h.app->a11y_action(b + "up:" + std::to_string(target)));
            h.frame();
        }
    }
    CHECK(quiz().shown == quiz().answer);
    CHECK(h.model().find("\"submitted\":false") != std::string::npos);
    REQUIRE(h.app->a11y_action(b + "submit"));
    h.frame();
    q = quiz();
    CHECK(q.submitted);
    CHECK(q.all_right);
    CHECK(h.app->progress().solved_in(lesson) >= 1); // recorded as a canvas submit is
    CHECK(h.model().find("\"right\":true") != std::string::npos);
    // Try again, as the canvas's button.
    REQUIRE(h.app->a11y_action(b + "retry"));
    h.frame();
    CHECK_FALSE(quiz().submitted);
    // An action for a block that is not drawn is dropped at the end of the frame.
    REQUIRE(h.app->a11y_action("block:9999:submit"));
    h.frame();
    CHECK_FALSE(quiz().submitted);
}

TEST_CASE("a run opened and stepped through the DOM announces each step's sentence", "[ui][a11y]")
{
    Harness h;
    auto [lesson, block] = find_block(h.app->lessons(), "js", "run");
    REQUIRE(block >= 0);
    h.app->open_location("#lesson=" + lesson);
    h.frames(2);
    REQUIRE(h.app->a11y_action("block:" + std::to_string(block) + ":visualize"));
    h.frames(4);
    REQUIRE(h.app->view() == App::View::Visualizer);
    CHECK(h.model().find("\"view\":\"visualizer\"") != std::string::npos);
    size_t step = h.app->visualizer().step();
    REQUIRE(h.app->a11y_action("viz:step"));
    h.frame();
    CHECK(h.app->visualizer().step() == step + 1);
    std::string want = "\"sentence\":\"Step " + std::to_string(step + 2) + " of " + std::to_string(h.app->visualizer().step_count()) + ", at ";
    CHECK(h.model().find(want) != std::string::npos);
    REQUIRE(h.app->a11y_action("viz:back"));
    h.frame();
    CHECK(h.app->visualizer().step() == step);
    CHECK_FALSE(h.app->a11y_action("viz:fly"));
    REQUIRE(h.app->a11y_action("viz:close"));
    h.frame();
    CHECK(h.app->view() == App::View::Lesson);
}

TEST_CASE("the Playground's program typed into the DOM's editor is the canvas's program", "[ui][a11y]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    REQUIRE(h.app->a11y_set_code("playground", "console.log('typed');\n"));
    h.frames(2);
    CHECK(h.app->playground().code() == "console.log('typed');\n");
    CHECK(h.model().find("console.log('typed');") != std::string::npos);
    CHECK_FALSE(h.app->a11y_set_code("exercise:x", "x"));
}

TEST_CASE("spans and static blocks are written compactly", "[ui][a11y]")
{
    evloop::Document doc = evloop::parse_markdown("# Title\n\nSome **bold** and [a link](#lesson=x).\n\n- one\n- two\n");
    evloop::JsonWriter j;
    j.begin_array();
    for (size_t i = 0; i < doc.blocks.size(); ++i)
        CHECK(write_static_block_json(j, doc.blocks[i], static_cast<int>(i)));
    j.end_array();
    CHECK(j.str().find("{\"k\":\"h\",\"l\":1,\"s\":[[\"Title\",0]],\"i\":0}") != std::string::npos);
    CHECK(j.str().find("[\"bold\",1]") != std::string::npos);
    CHECK(j.str().find("[\"a link\",8,\"#lesson=x\"]") != std::string::npos);
    CHECK(j.str().find("\"d\":1,\"m\":") != std::string::npos);
}

TEST_CASE("an exercise's Hint, Show solution and Reset through the DOM change the canvas's exercise", "[ui][a11y]")
{
    Harness h;
    h.app->open_location("#lesson=blocking"); // its exercise has hints
    h.frames(3);
    auto view = [&] {
        for (const auto& v : h.app->blocks().exercises().views())
            if (v.lesson == "blocking")
                return v;
        FAIL("no exercise");
        return ExerciseBlocks::View {};
    };
    auto ex = view();
    REQUIRE(ex.hints > 0);
    std::string b = "block:" + std::to_string(ex.block) + ":";
    CHECK(h.model().find("\"hintCount\":" + std::to_string(ex.hints) + ",\"hints\":[]") != std::string::npos);
    CHECK(h.model().find("\"atStart\":true") != std::string::npos);
    REQUIRE(h.app->a11y_action(b + "hint"));
    h.frame();
    CHECK(view().hints_shown == 1);
    CHECK(h.model().find("\"hints\":[[{\"k\":") != std::string::npos); // the hint's Markdown, as blocks
    REQUIRE(h.app->a11y_action(b + "solution"));
    h.frame();
    CHECK(view().solution_shown);
    CHECK(h.model().find("\"solution\":\"") != std::string::npos);
    std::string start = view().code;
    REQUIRE(h.app->a11y_set_code("exercise:" + std::to_string(ex.block), start + "\n// mine\n"));
    h.frame();
    CHECK(h.model().find("\"atStart\":false") != std::string::npos);
    REQUIRE(h.app->a11y_action(b + "reset"));
    h.frame();
    CHECK(view().code == start);
    CHECK(view().can_undo_reset);
    CHECK(h.model().find("\"canUndo\":true") != std::string::npos);
    REQUIRE(h.app->a11y_action(b + "undo-reset"));
    h.frame();
    CHECK(view().code == start + "\n// mine\n");
}

TEST_CASE("the visualizer's scrubber and speed through the DOM move the canvas's visualizer", "[ui][a11y]")
{
    Harness h;
    auto [lesson, block] = find_block(h.app->lessons(), "js", "run");
    h.app->open_location("#lesson=" + lesson);
    h.frames(2);
    REQUIRE(h.app->a11y_action("block:" + std::to_string(block) + ":visualize"));
    h.frames(4);
    Visualizer& viz = h.app->visualizer();
    size_t steps = viz.step_count();
    REQUIRE(steps >= 3);
    REQUIRE(h.app->a11y_action("viz:seek:" + std::to_string(steps))); // 1-based, as the slider says
    h.frame();
    CHECK(viz.step() == steps - 1);
    REQUIRE(h.app->a11y_action("viz:seek:2"));
    h.frame();
    CHECK(viz.step() == 1);
    CHECK(h.model().find("\"step\":2,") != std::string::npos);
    CHECK_FALSE(h.app->a11y_action("viz:seek:0"));
    CHECK_FALSE(h.app->a11y_action("viz:seek:" + std::to_string(steps + 1)));
    REQUIRE(h.app->a11y_action("viz:speed:12"));
    h.frame();
    CHECK(viz.speed() == 12.0f);
    CHECK(h.model().find("\"speed\":12") != std::string::npos);
    REQUIRE(h.app->a11y_action("viz:speed:500")); // clamped, as the canvas's slider
    CHECK(viz.speed() == 60.0f);
    // The timeline in words: a browser run has frames and a list of long tasks.
    h.frame();
    CHECK(h.model().find("\"timeline\":{\"frames\":") != std::string::npos);
    CHECK(h.model().find("\"longTasks\":[") != std::string::npos);
    CHECK(h.model().find("\"threads\"") == std::string::npos); // one thread: no chooser
    // The text transcript: one line per step, and its Copy.
    CHECK(h.model().find("\"transcript\":false") != std::string::npos);
    CHECK_FALSE(h.app->a11y_action("viz:copy")); // only while the transcript is shown
    REQUIRE(h.app->a11y_action("viz:transcript"));
    h.frame();
    CHECK(viz.transcript_shown());
    CHECK(h.model().find("\"lines\":[\"" + viz.transcript_line(0)) != std::string::npos);
    REQUIRE(h.app->a11y_action("viz:copy"));
    h.frames(2);
    CHECK(viz.copy_feedback() == "Copied");
    CHECK(h.model().find("\"copied\":\"") != std::string::npos);
    REQUIRE(h.app->a11y_action("viz:transcript"));
    h.frame();
    CHECK_FALSE(viz.transcript_shown());
}

TEST_CASE("a worker run's thread chooser through the DOM shows the canvas's other thread", "[ui][a11y]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    std::ifstream in(EVLOOP_SOURCE_DIR "/tests/scenarios/worker-click.js");
    std::string code((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    REQUIRE(h.app->a11y_set_code("playground", code));
    h.frame();
    REQUIRE(h.app->a11y_action("playground:run"));
    h.frames(4);
    Visualizer& viz = h.app->visualizer();
    REQUIRE(viz.is_open());
    REQUIRE(viz.thread_count() == 2);
    CHECK(h.model().find("\"thread\":0,\"threads\":[\"Main thread\",\"Worker") != std::string::npos);
    REQUIRE(h.app->a11y_action("viz:thread:1"));
    h.frame();
    CHECK(viz.shown_thread() == 1);
    CHECK(h.model().find("\"thread\":1,") != std::string::npos);
    CHECK_FALSE(h.app->a11y_action("viz:thread:2"));
    CHECK(h.model().find("INP ") != std::string::npos); // the run has a click: its INP in words
}

TEST_CASE("the Playground's host, Run in both hosts and Share link through the DOM", "[ui][a11y]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    REQUIRE(h.app->a11y_action("playground:host:node"));
    h.frame();
    CHECK(h.app->playground().node());
    CHECK(h.model().find("\"host\":\"Node.js\"") != std::string::npos);
    REQUIRE(h.app->a11y_action("playground:host:browser"));
    h.frame();
    CHECK_FALSE(h.app->playground().node());
    CHECK_FALSE(h.app->a11y_action("playground:host:deno"));
    REQUIRE(h.app->a11y_action("playground:run-both"));
    h.frames(4);
    CHECK(h.app->playground().comparing());
    CHECK(h.model().find("\"compare\":\"") != std::string::npos);
    CHECK(h.model().find("\"side\":0,\"viz\":{") != std::string::npos);
    CompareView& cmp = h.app->playground().compare_view();
    REQUIRE(h.app->a11y_action("compare:side:1"));
    h.frame();
    CHECK(cmp.shown() == 1);
    CHECK(h.model().find("\"side\":1,\"viz\":{") != std::string::npos);
    size_t step = cmp.side(1).step();
    REQUIRE(h.app->a11y_action("viz:step")); // the shown side's
    h.frame();
    CHECK(cmp.side(1).step() == step + 1);
    CHECK_FALSE(h.app->a11y_action("compare:side:2"));
    REQUIRE(h.app->a11y_action("playground:share"));
    h.frames(2);
    CHECK_FALSE(h.app->playground().share_feedback().empty());
    CHECK(h.model().find("\"shared\":\"" + h.app->playground().share_feedback() + "\"") != std::string::npos);
}

TEST_CASE("Reset progress through the DOM asks, resets and undoes as the sidebar's", "[ui][a11y]")
{
    Harness h;
    h.frames(2);
    std::string before = h.app->progress().serialize();
    CHECK(h.model().find("\"reset\":\"ask\"") != std::string::npos);
    CHECK_FALSE(h.app->a11y_action("progress:confirm")); // not before it asked
    REQUIRE(h.app->a11y_action("progress:reset"));
    h.frame();
    CHECK(h.model().find("\"reset\":\"confirm\",\"resetQuestion\":") != std::string::npos);
    CHECK(h.app->progress().serialize() == before);
    REQUIRE(h.app->a11y_action("progress:cancel"));
    h.frame();
    CHECK(h.model().find("\"reset\":\"ask\"") != std::string::npos);
    REQUIRE(h.app->a11y_action("progress:reset"));
    REQUIRE(h.app->a11y_action("progress:confirm"));
    h.frame();
    CHECK(h.app->progress().serialize() == "evloop-progress 1\n");
    CHECK(h.model().find("\"reset\":\"undo\"") != std::string::npos);
    REQUIRE(h.app->a11y_action("progress:undo"));
    h.frame();
    CHECK(h.app->progress().serialize() == before);
}

TEST_CASE("the Playground's run settings, Embed and Cancel through the DOM change the canvas's Playground", "[ui][a11y]")
{
    Harness h;
    h.app->open_location("#playground");
    h.frame();
    Playground& pg = h.app->playground();
    REQUIRE(h.app->a11y_action("playground:refresh:30"));
    REQUIRE(h.app->a11y_action("playground:cpu:4"));
    REQUIRE(h.app->a11y_set_code("playground:input", "click #go @ 120ms"));
    CHECK_FALSE(h.app->a11y_action("playground:refresh:75")); // the canvas offers 30, 60 and 120
    CHECK_FALSE(h.app->a11y_action("playground:cpu:7"));
    CHECK_FALSE(h.app->a11y_action("playground:cpu:x"));
    CHECK_FALSE(h.app->a11y_set_code("playground:input", std::string(Playground::kMaxInput + 1, 'x')));
    h.frame();
    CHECK(pg.refresh() == 30);
    CHECK(pg.cpu() == 4);
    CHECK(pg.input() == "click #go @ 120ms");
    std::string f = pg.fragment();
    CHECK(f.find("refresh=30") != std::string::npos);
    CHECK(f.find("cpu=4") != std::string::npos);
    CHECK(h.model().find("\"refresh\":30,\"cpu\":4,\"cpuText\":\"4 times slower\"") != std::string::npos);
    REQUIRE(h.app->a11y_action("playground:host:node"));
    REQUIRE(h.app->a11y_action("playground:module:1"));
    REQUIRE(h.app->a11y_action("playground:pool:16"));
    CHECK_FALSE(h.app->a11y_action("playground:pool:0"));
    h.frame();
    CHECK(pg.module());
    CHECK(pg.pool() == 16);
    CHECK(pg.fragment().find("pool=16") != std::string::npos);
    CHECK(h.model().find("\"module\":true,\"pool\":16") != std::string::npos);
    // Embed: the Share and embed dialog with the program's link; its DOM buttons.
    REQUIRE(h.app->a11y_action("playground:embed"));
    h.frames(2);
    REQUIRE(h.app->share_dialog().is_open());
    CHECK(h.model().find("\"share\":{\"what\":") != std::string::npos);
    CHECK(h.app->share_dialog().link().find("#playground") != std::string::npos);
    REQUIRE(h.app->a11y_action("share:copy-link"));
    CHECK_FALSE(h.app->a11y_action("share:print"));
    REQUIRE(h.app->a11y_action("share:close"));
    h.frames(2);
    CHECK_FALSE(h.app->share_dialog().is_open());
    CHECK(h.model().find("\"share\":{") == std::string::npos);
    CHECK_FALSE(h.app->a11y_action("share:close")); // no dialog
    // Cancel is refused when nothing is pending.
    CHECK_FALSE(h.app->a11y_action("playground:cancel"));
}

TEST_CASE("a block's Share through the DOM opens the dialog with the link to the block in the full site", "[ui][a11y]")
{
    Harness h;
    auto [lesson, block] = find_block(h.app->lessons(), "quiz", "order");
    REQUIRE(block >= 0);
    h.app->open_location("#lesson=" + lesson);
    h.frames(3);
    CHECK(h.model().find("\"i\":" + std::to_string(block) + ",\"share\":\"Share Quiz") != std::string::npos);
    REQUIRE(h.app->a11y_action("block:" + std::to_string(block) + ":share"));
    h.frames(2);
    REQUIRE(h.app->share_dialog().is_open());
    std::string link = h.app->share_dialog().link();
    CHECK(link.substr(link.find('#')) == "#lesson=" + lesson + "&block=" + std::to_string(block));
    CHECK(h.app->share_dialog().snippet().find("#embed&amp;lesson=" + lesson) != std::string::npos);
}

TEST_CASE("the model reuses a lesson's static parts, written the same as afresh", "[ui][a11y]")
{
    Harness h;
    auto [lesson, block] = find_block(h.app->lessons(), "quiz", "choice");
    REQUIRE(block >= 0);
    h.app->open_location("#lesson=" + lesson);
    h.frames(3);
    std::string first = h.model();
    h.frames(2); // from the kept parts
    CHECK(h.model() == first);
    // Another lesson and back: written again, the same.
    h.app->open_location("#lesson=" + h.app->lessons().lessons[0].id);
    h.frames(2);
    h.app->open_location("#lesson=" + lesson);
    h.frames(3);
    CHECK(h.model() == first);
}

TEST_CASE("the JSON writer inserts a value written before as it is", "[ui][a11y]")
{
    evloop::JsonWriter part;
    part.begin_array().value("a\"b").value(2).end_array();
    evloop::JsonWriter j;
    j.begin_object().key("x").raw(part.str()).key("y").value(true).key("z").begin_array().raw("{}").raw("[]").end_array().end_object();
    CHECK(j.str() == "{\"x\":[\"a\\\"b\",2],\"y\":true,\"z\":[{},[]]}");
}
