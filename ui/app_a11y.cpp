// The accessible page beside the canvas (issue 16): the App's page model, the DOM's
// actions and the focus ring of the control the DOM's focus stands for. The model is
// written from the data the canvas draws (ui/page_model.h says why and how); web/a11y.js
// turns it into HTML.
#include "ui/trace_labels.h"
#include "ui/app.h"
#include "core/lesson/exercise.h"
#include "core/lesson/quiz.h"
#include "core/util/messages.h"
#include <imgui_internal.h>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>

namespace evloop::ui {

namespace {

const char* view_name(App::View view)
{
    switch (view) {
    case App::View::Lesson: return "lesson";
    case App::View::Visualizer: return "visualizer";
    case App::View::Playground: return "playground";
    case App::View::Gallery: return "gallery";
    }
    return "lesson";
}

std::string time_text(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, ms >= 100 ? "%.0f ms" : "%.1f ms", ms);
    return buf;
}

void write_queue(JsonWriter& j, const trace::Trace& run, const char* name, const std::vector<trace::QueuedItem>& items)
{
    j.key(name).begin_array();
    for (const trace::QueuedItem& item : items)
        j.value(shown_label(run, item.label));
    j.end_array();
}

// "#rrggbb" of an ImGui colour (ImU32 is 0xAABBGGRR).
std::string css_color(ImU32 c)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", static_cast<unsigned>(c & 0xFF), static_cast<unsigned>((c >> 8) & 0xFF),
        static_cast<unsigned>((c >> 16) & 0xFF));
    return buf;
}

// The accessible page's words (web/a11y.js reads them from the model's "words"), in the
// current language: labels, and templates whose {placeholders} a11y.js fills (each one
// passed here as itself, so the message table's text keeps it).
void write_words(JsonWriter& j)
{
    auto word = [&j](const char* key, const std::string& text) { j.key(key).value(text); };
    j.key("words").begin_object();
    word("share", msg::text(Msg::share_button));
    word("shareTitle", msg::text(Msg::share_dialog_title));
    word("linkLabel", msg::text(Msg::share_link_label));
    word("copyLink", msg::text(Msg::share_copy_link));
    word("snippetLabel", msg::text(Msg::share_snippet_label));
    word("copySnippet", msg::text(Msg::share_copy_snippet));
    word("close", msg::text(Msg::ui_label_close));
    word("openEmbed", msg::text(Msg::share_open_embed));
    word("settings", msg::text(Msg::a11y_pg_settings));
    word("module", msg::text(Msg::a11y_pg_module));
    word("pool", msg::text(Msg::a11y_pg_pool));
    word("refresh", msg::text(Msg::a11y_pg_refresh));
    word("cpu", msg::text(Msg::a11y_pg_cpu));
    word("input", msg::text(Msg::a11y_pg_input));
    word("inputHelp", msg::text(Msg::a11y_pg_input_help));
    word("cancel", msg::text(Msg::a11y_cancel_run));
    word("fitAll", msg::text(Msg::a11y_fit_all));
    word("otherOrder", msg::text(Msg::viz_show_other_order));
    word("otherOrderHelp", msg::text(Msg::a11y_other_order_help));
    // The buttons the lessons name in bold (Run, Visualize, Check) read as the canvas
    // draws them: the lessons of every language write them so (ui/lesson_blocks.cpp).
    j.key("run").value("Run").key("visualize").value("Visualize").key("check").value("Check");
    j.key("visualizeSteps").value("Visualize step by step").key("visualizeBoth").value("Visualize both, side by side");
    j.key("nodejs").value("Node.js");
    // The page's frame: the skip link, the lessons, the theme, the progress.
    word("skip", msg::text(Msg::a11y_skip_link));
    word("lessons", msg::text(Msg::ui_label_lessons));
    word("playgroundEntry", msg::text(Msg::ui_label_playground_entry));
    word("playground", msg::text(Msg::ui_label_playground));
    word("theme", msg::text(Msg::ui_label_theme));
    word("themeAuto", msg::text(Msg::ui_label_theme_auto));
    word("themeLight", msg::text(Msg::ui_label_theme_light));
    word("themeDark", msg::text(Msg::ui_label_theme_dark));
    word("progress", msg::text(Msg::a11y_progress_group));
    word("resetProgress", msg::text(Msg::ui_label_reset_progress));
    word("reset", msg::text(Msg::ui_label_reset));
    word("cancelReset", msg::text(Msg::ui_label_cancel));
    word("undoReset", msg::text(Msg::ui_label_undo_reset));
    // A lesson: its head and foot, examples, quizzes, exercises.
    j.key("kicker").value(msg::text(Msg::a11y_lesson_kicker, { { "number", "{number}" }, { "host", "{host}" } }));
    word("anyHost", msg::text(Msg::ui_badge_any_host));
    word("lessonNav", msg::text(Msg::a11y_lesson_nav));
    j.key("prevLesson").value(msg::text(Msg::a11y_prev_lesson, { { "title", "{title}" } }));
    j.key("nextLesson").value(msg::text(Msg::ui_label_next_lesson, { { "title", "{title}" } }));
    word("example", msg::text(Msg::ui_label_example));
    j.key("simulating").value(msg::text(Msg::ui_simulating) + "\u2026");
    word("consoleOutput", msg::text(Msg::a11y_console_output));
    word("noOutput", msg::text(Msg::ui_no_output));
    word("quiz", msg::text(Msg::ui_label_quiz));
    j.key("quizTitle").value(msg::text(Msg::a11y_quiz_title, { { "question", "{question}" } }));
    word("chooseOne", msg::text(Msg::a11y_quiz_choose_one));
    word("yourOrder", msg::text(Msg::a11y_your_order));
    word("orderList", msg::text(Msg::a11y_order_list));
    word("moveUp", msg::text(Msg::a11y_move_up));
    word("moveDown", msg::text(Msg::a11y_move_down));
    j.key("moveUpLine").value(msg::text(Msg::a11y_move_up_line, { { "line", "{line}" } }));
    j.key("moveDownLine").value(msg::text(Msg::a11y_move_down_line, { { "line", "{line}" } }));
    word("submitOrder", msg::text(Msg::ui_label_submit_order));
    word("submitAnswer", msg::text(Msg::ui_label_submit_answer));
    word("orderPrinted", msg::text(Msg::a11y_order_printed));
    word("watchWhy", msg::text(Msg::ui_label_watch_why));
    word("watchItRun", msg::text(Msg::ui_label_watch_it_run));
    word("tryAgain", msg::text(Msg::ui_label_try_again));
    word("showAnswer", msg::text(Msg::ui_label_show_answer));
    word("editorHelp", msg::text(Msg::a11y_editor_help));
    j.key("exerciseTitle").value(msg::text(Msg::a11y_exercise_title, { { "title", "{title}" } }));
    word("goals", msg::text(Msg::a11y_goals));
    word("yourProgram", msg::text(Msg::playground_your_program));
    j.key("checking").value(msg::text(Msg::ui_checking) + "\u2026");
    word("allMet", msg::text(Msg::a11y_every_goal_met));
    word("notAllMet", msg::text(Msg::a11y_not_every_goal_met));
    j.key("goalMet").value(msg::text(Msg::a11y_goal_met, { { "goal", "{goal}" }, { "measured", "{measured}" } }));
    j.key("goalNotMet").value(msg::text(Msg::a11y_goal_not_met, { { "goal", "{goal}" }, { "measured", "{measured}" } }));
    word("hint", msg::text(Msg::exercise_hint));
    j.key("anotherHint").value(msg::text(Msg::a11y_another_hint, { { "number", "{number}" }, { "total", "{total}" } }));
    word("noMoreHints", msg::text(Msg::exercise_no_more_hints));
    j.key("hintNumber").value(msg::text(Msg::a11y_hint_number, { { "number", "{number}" } }));
    word("showSolution", msg::text(Msg::exercise_show_solution));
    word("hideSolution", msg::text(Msg::exercise_hide_solution));
    word("resetProgram", msg::text(Msg::a11y_reset_program));
    word("authorSolution", msg::text(Msg::a11y_author_solution));
    // The visualizer.
    word("visualizer", msg::text(Msg::viz_title));
    word("vizKeys", msg::text(Msg::a11y_viz_keys_help));
    word("stepping", msg::text(Msg::a11y_stepping));
    word("backToLesson", msg::text(Msg::ui_label_back_to_lesson));
    word("restart", msg::text(Msg::a11y_restart));
    word("back", msg::text(Msg::a11y_back));
    word("step", msg::text(Msg::a11y_step_button));
    word("play", msg::text(Msg::viz_label_play));
    word("pause", msg::text(Msg::viz_label_pause));
    word("end", msg::text(Msg::a11y_end));
    word("threadShown", msg::text(Msg::a11y_thread_shown));
    word("positionSpeed", msg::text(Msg::a11y_position_speed));
    word("playSpeed", msg::text(Msg::a11y_play_speed));
    j.key("stepOf").value(msg::text(Msg::a11y_step_of, { { "step", "{step}" }, { "steps", "{steps}" } }));
    word("timeline", msg::text(Msg::a11y_timeline));
    word("timelineSummary", msg::text(Msg::a11y_timeline_summary));
    j.key("frames").value(msg::text(Msg::a11y_frames, { { "presented", "{presented}" }, { "skipped", "{skipped}" } }));
    word("transcriptSection", msg::text(Msg::a11y_transcript_section));
    word("showTranscript", msg::text(Msg::viz_show_transcript));
    word("hideTranscript", msg::text(Msg::viz_hide_transcript));
    word("copyTranscript", msg::text(Msg::a11y_copy_transcript));
    word("transcript", msg::text(Msg::a11y_transcript));
    word("loopState", msg::text(Msg::a11y_loop_state));
    word("callStack", msg::text(Msg::a11y_call_stack));
    word("taskQueue", msg::text(Msg::a11y_task_queue));
    word("microtaskQueue", msg::text(Msg::viz_queue_microtasks));
    word("tickQueue", msg::text(Msg::a11y_tick_queue));
    word("hostWork", msg::text(Msg::a11y_host_work));
    word("consoleSoFar", msg::text(Msg::a11y_console_so_far));
    word("empty", msg::text(Msg::a11y_empty));
    word("none", msg::text(Msg::a11y_none));
    word("nothingPrinted", msg::text(Msg::viz_nothing_printed));
    word("bothHosts", msg::text(Msg::a11y_both_hosts));
    word("runShown", msg::text(Msg::a11y_run_shown));
    word("browser", msg::text(Msg::ui_host_browser));
    // The Playground.
    word("host", msg::text(Msg::a11y_host));
    j.key("hostIs").value(msg::text(Msg::a11y_host_is, { { "host", "{host}" } }));
    word("pgHelp", msg::text(Msg::a11y_pg_help));
    word("program", msg::text(Msg::a11y_program));
    word("runBoth", msg::text(Msg::a11y_run_both));
    word("shareLink", msg::text(Msg::a11y_share_link));
    j.end_object();
}

bool parse_int(std::string_view text, int& out)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

void App::update_page_model()
{
    m_a11y_actions.clear(); // a block that was not drawn this frame is gone: drop its actions
    JsonWriter j;
    j.begin_object();
    bool viz_page = m_view == View::Visualizer && viz_open();
    j.key("view").value(viz_page || m_view != View::Visualizer ? view_name(m_view) : "lesson");
    j.key("title").value(document_title());
    // The page's language and direction: the accessible page declares them (lang, dir).
    j.key("lang").value(m_language.empty() ? std::string("en") : m_language).key("dir").value(right_to_left() ? "rtl" : "ltr");
    j.key("theme").value(m_theme_mode == ThemeMode::Auto ? "auto" : m_theme_mode == ThemeMode::Light ? "light" : "dark");
    j.key("embed").value(m_embed.active());
    {
        // The DOM's visible parts (the editor while typing, a focused control without a
        // counterpart on the canvas) wear the canvas's colours.
        const Theme& theme = theme_for(m_dark);
        j.key("colors").begin_object().key("bg").value(css_color(theme.code_background)).key("text").value(css_color(theme.code_text));
        j.key("ring").value(css_color(theme.link)).key("page").value(css_color(theme.background)).end_object();
    }
    std::string notice = m_load_problem;
    for (const std::string* more : { &m_notice, &m_progress_notice })
        if (!more->empty())
            notice += (notice.empty() ? "" : " ") + *more;
    j.key("notice").value(notice);
    j.key("lessons").begin_array();
    for (const Lesson& l : m_lessons.lessons)
        j.begin_array().value(l.id).value(l.number).value(l.title).end_array();
    j.end_array();
    j.key("current").value(m_lessons.lessons.empty() ? -1 : m_current);
    // The sidebar's Reset progress, at its stage: it asks first, then offers Undo a while.
    bool can_undo = m_undo_progress && m_platform.time_seconds < m_undo_until;
    j.key("reset").value(can_undo ? "undo" : m_confirm_reset ? "confirm" : "ask");
    if (m_confirm_reset && !can_undo)
        j.key("resetQuestion").value(msg::text(Msg::ui_confirm_reset));
    write_words(j);
    if (m_share.is_open()) { // the Share and embed dialog, over any view
        j.key("share").begin_object().key("what").value(m_share.what()).key("link").value(m_share.link());
        j.key("snippet").value(m_share.snippet()).key("feedback").value(m_share.feedback());
        if (m_share.long_link())
            j.key("long").value(msg::text(Msg::share_long_link, { { "length", m_share.link().size() }, { "max", kLongLink } }));
        j.key("hint").value(msg::text(Msg::share_parent_origin_hint)).end_object();
    }
    if (viz_page) {
        if (m_comparing) {
            j.key("compare").value(m_compare.summary()).key("side").value(m_compare.shown());
            write_visualizer_model(j, m_compare.side(m_compare.shown()));
        } else {
            write_visualizer_model(j, m_viz);
        }
    } else if (m_view == View::Playground) {
        j.key("playground").begin_object();
        j.key("code").value(m_playground.code());
        j.key("host").value(m_playground.node() ? "Node.js" : "browser");
        j.key("syntax").value(m_playground.syntax_message());
        j.key("pending").value(m_playground.pending());
        j.key("shared").value(m_playground.share_feedback());
        // The run settings, as the canvas offers them for the chosen host.
        j.key("module").value(m_playground.module()).key("pool").value(m_playground.pool());
        j.key("refresh").value(m_playground.refresh()).key("cpu").value(m_playground.cpu());
        j.key("cpuText").value(msg::text(Msg::a11y_pg_cpu_value, { { "times", m_playground.cpu() } }));
        j.key("hz").begin_array();
        for (int hz : { 30, 60, 120 })
            j.begin_array().value(hz).value(msg::text(Msg::a11y_pg_hz, { { "hz", hz } })).end_array();
        j.end_array();
        j.key("input").value(m_playground.input()).key("embed").value(!m_embed.active());
        j.end_object();
        if (m_playground.comparing()) {
            const CompareView& cmp = m_playground.compare_view();
            j.key("compare").value(cmp.summary()).key("side").value(cmp.shown());
            write_visualizer_model(j, cmp.side(cmp.shown()));
        } else if (m_playground.ran() && m_viz.is_open())
            write_visualizer_model(j, m_viz);
    } else if (m_view == View::Lesson && !m_lessons.lessons.empty()) {
        write_lesson_model(j);
    }
    j.end_object();
    if (j.str() != m_page_model) {
        m_page_model = j.str();
        ++m_page_model_serial;
    }
}

void App::write_lesson_model(JsonWriter& j)
{
    const Lesson& lesson = m_lessons.lessons[m_embed.active() ? m_embed.request().lesson : m_current];
    int only_block = m_embed.active() && m_embed.request().kind == EmbedRequest::Kind::Block ? m_embed.request().block : -1;
    // The blocks' state, by block index (only this lesson's).
    std::map<int, LessonBlocks::OrderQuizView> orders;
    std::map<int, LessonBlocks::ChoiceQuizView> choices;
    std::map<int, LessonBlocks::ExampleView> examples;
    std::map<int, ExerciseBlocks::View> exercises;
    LessonBlocks& blocks = const_cast<LessonBlocks&>(m_blocks);
    for (auto& v : blocks.order_quizzes())
        if (v.lesson == lesson.id)
            orders[v.block] = std::move(v);
    for (auto& v : blocks.choice_quizzes())
        if (v.lesson == lesson.id)
            choices[v.block] = v;
    for (auto& v : blocks.example_views())
        if (v.lesson == lesson.id)
            examples[v.block] = std::move(v);
    for (auto& v : blocks.exercises().views())
        if (v.lesson == lesson.id)
            exercises[v.block] = std::move(v);

    // The parts written from the lesson's text alone are kept while the lesson (and the
    // language, which reloads the lessons and the messages) stays the same.
    char blocks_at[48];
    std::snprintf(blocks_at, sizeof blocks_at, "%p %zu\n", static_cast<const void*>(lesson.document.blocks.data()), lesson.document.blocks.size());
    std::string lesson_key = lesson.id + '\n' + blocks_at + msg::text(Msg::quiz_order_question);
    if (lesson_key != m_model_lesson_key) {
        m_model_lesson_key = std::move(lesson_key);
        m_model_lesson_parts.clear();
    }
    // Part `k` of block `index` (0 the static block, 1–3 a choice quiz's question, options
    // and explanation, 8 and on an exercise's hints), written once.
    auto kept = [this](int index, int k, const std::function<void(JsonWriter&)>& write) -> const std::string& {
        auto [it, fresh] = m_model_lesson_parts.try_emplace(index * 64 + k);
        if (fresh) {
            JsonWriter w;
            write(w);
            it->second = w.str();
        }
        return it->second;
    };

    j.key("lesson").begin_object();
    j.key("id").value(lesson.id).key("number").value(lesson.number).key("title").value(lesson.title);
    j.key("summary").value(lesson.summary).key("host").value(lesson_host_name(lesson.host));
    j.key("prev").value(m_embed.active() || m_current <= 0 ? std::string() : m_lessons.lessons[m_current - 1].id);
    j.key("next").value(m_embed.active() || m_current + 1 >= static_cast<int>(m_lessons.lessons.size())
            ? std::string() : m_lessons.lessons[m_current + 1].id);
    j.key("blocks").begin_array();
    const auto& doc_blocks = lesson.document.blocks;
    for (size_t bi = 0; bi < doc_blocks.size(); ++bi) {
        const Block& b = doc_blocks[bi];
        int index = static_cast<int>(bi);
        if (only_block >= 0 && index != only_block)
            continue;
        if (!is_interactive_block(b)) {
            j.raw(kept(index, 0, [&](JsonWriter& w) { write_static_block_json(w, b, index); }));
            continue;
        }
        const std::string* title = b.fence.option("title");
        j.begin_object().key("i").value(index);
        if (!m_embed.active()) // its Share button (the dialog: the model's "share")
            j.key("share").value(msg::text(Msg::share_button_named, { { "what", shared_block_name(lesson, b) } }));
        if (b.fence.is_runnable()) {
            j.key("k").value("example").key("code").value(b.code);
            j.key("title").value(title ? *title : std::string());
            j.key("both").value(b.fence.option("host") && *b.fence.option("host") == "both");
            if (auto it = examples.find(index); it != examples.end()) {
                const auto& v = it->second;
                j.key("pending").value(v.pending).key("error").value(v.error).key("shown").value(v.shown);
                j.key("output").begin_array();
                for (const std::string& line : v.output)
                    j.value(line);
                j.end_array().key("summary").value(v.summary);
            }
        } else if (b.fence.language == "quiz" && b.fence.has_flag("order")) {
            j.key("k").value("order").key("code").value(b.code);
            j.key("question").value(title ? *title : msg::text(Msg::quiz_order_question));
            j.key("how").value(msg::text(Msg::a11y_order_how));
            auto it = orders.find(index);
            if (it == orders.end() || it->second.loading) {
                j.key("loading").value(msg::text(Msg::ui_working_out_answer));
            } else {
                const auto& v = it->second;
                j.key("error").value(v.problem);
                j.key("lines").begin_array();
                for (size_t k = 0; k < v.shown.size(); ++k) {
                    j.begin_object().key("id").value(v.order[k]).key("t").value(v.shown[k]);
                    if (v.submitted && k < v.marks.size())
                        j.key("mark").value(msg::text(v.marks[k] ? Msg::quiz_mark_in_order : Msg::quiz_mark_move));
                    j.end_object();
                }
                j.end_array();
                j.key("submitted").value(v.submitted);
                if (v.submitted) {
                    int right = v.right, n = v.total;
                    j.key("right").value(v.all_right);
                    j.key("verdict").value(v.all_right ? msg::text(Msg::quiz_order_all_right, { { "count", n } })
                                                      : msg::plural(Msg::quiz_order_partly_right, n - right, { { "right", right }, { "total", n } }));
                    if (v.answer_shown) {
                        j.key("answer").begin_array();
                        for (const std::string& line : v.answer)
                            j.value(line);
                        j.end_array();
                    }
                }
            }
        } else if (b.fence.language == "quiz" && b.fence.has_flag("choice")) {
            j.key("k").value("choice");
            std::string error;
            std::optional<ChoiceQuiz> quiz = parse_choice_quiz(b.code, error);
            if (!quiz) {
                j.key("error").value(msg::text(Msg::quiz_malformed, { { "error", error } }));
            } else {
                j.key("question").raw(kept(index, 1, [&](JsonWriter& w) { write_markdown_snippet_json(w, quiz->question); }));
                j.key("options").raw(kept(index, 2, [&](JsonWriter& w) {
                    w.begin_array();
                    for (const std::string& option : quiz->options)
                        write_markdown_snippet_json(w, option);
                    w.end_array();
                }));
                auto it = choices.find(index);
                int picked = it == choices.end() ? -1 : it->second.picked;
                bool submitted = it != choices.end() && it->second.submitted;
                j.key("picked").value(picked).key("submitted").value(submitted);
                if (submitted) {
                    bool right = it->second.right;
                    j.key("right").value(right).key("verdict").value(msg::text(right ? Msg::quiz_right : Msg::quiz_not_quite));
                    j.key("explanation").raw(kept(index, 3, [&](JsonWriter& w) { write_markdown_snippet_json(w, quiz->explanation); }));
                }
            }
        } else { // an exercise
            j.key("k").value("exercise").key("title").value(title ? *title : msg::text(Msg::exercise_title));
            std::string error;
            std::optional<Exercise> ex = parse_exercise(b.code, error);
            if (ex) {
                j.key("goals").begin_array();
                for (const ExerciseGoal& g : ex->goals)
                    j.value(g.text);
                j.end_array();
            }
            if (auto it = exercises.find(index); it != exercises.end()) {
                const auto& v = it->second;
                j.key("code").value(v.code).key("syntax").value(v.syntax_error).key("pending").value(v.pending);
                j.key("problem").value(v.problem).key("checked").value(v.checked);
                j.key("hintCount").value(v.hints).key("hints").begin_array();
                for (int h = 0; ex && h < v.hints_shown && h < static_cast<int>(ex->hints.size()) && h < 56; ++h)
                    j.raw(kept(index, 8 + h, [&](JsonWriter& w) { write_markdown_snippet_json(w, ex->hints[static_cast<size_t>(h)]); }));
                j.end_array();
                if (v.solution_shown && ex)
                    j.key("solution").value(ex->solution);
                j.key("canUndo").value(v.can_undo_reset).key("atStart").value(ex && v.code == ex->start);
                if (v.checked) {
                    j.key("passed").value(v.passed).key("stop").value(v.grade.stop.empty() ? v.grade.problem : v.grade.stop);
                    j.key("results").begin_array();
                    for (const auto& g : v.grade.goals)
                        j.begin_object().key("goal").value(g.goal).key("measured").value(g.measured).key("passed").value(g.passed)
                            .key("why").value(g.why).end_object();
                    j.end_array();
                }
            }
        }
        j.end_object();
    }
    j.end_array();
    j.end_object();
}

void App::write_visualizer_model(JsonWriter& j, const Visualizer& viz)
{
    if (!viz.is_open())
        return;
    j.key("viz").begin_object();
    j.key("title").value(viz.title().empty() ? msg::text(Msg::viz_title) : viz.title());
    j.key("host").value(viz.trace()->host == "node" ? std::string("Node.js 20") : msg::text(Msg::viz_browser_tab));
    size_t steps = viz.step_count();
    bool before = viz.before_thread_start();
    size_t step = before ? 0 : viz.step() + 1; // 1-based, as a person counts
    j.key("step").value(static_cast<long long>(step)).key("steps").value(static_cast<long long>(steps));
    j.key("playing").value(viz.playing());
    j.key("atStart").value(before || viz.step() == 0);
    j.key("atEnd").value(steps == 0 || (!before && viz.step() + 1 >= steps));
    long long speed = std::lround(viz.speed());
    j.key("speed").value(speed).key("speedText").value(msg::plural(Msg::a11y_speed_value, speed));
    j.key("otherOrder").value(viz.offers_other_order());
    {
        // The timeline's rows in words: frames, long tasks and (with input) INP.
        const trace::Metrics& m = viz.trace()->metrics;
        j.key("timeline").begin_object();
        if (viz.trace()->host != "node")
            j.key("frames").value(m.frames_presented).key("skipped").value(m.frames_skipped);
        j.key("longTitle").value(m.long_tasks.empty() ? msg::text(Msg::a11y_no_long_tasks)
                                                       : msg::plural(Msg::a11y_long_tasks, static_cast<long long>(m.long_tasks.size())));
        j.key("longTasks").begin_array();
        for (const trace::Metrics::LongTask& t : m.long_tasks)
            j.value(msg::text(Msg::a11y_long_task, { { "label", shown_label(*viz.trace(), t.label) }, { "duration", time_text(t.duration) }, { "start", time_text(t.start) } }));
        j.end_array();
        if (const trace::Metrics::Interaction* inp = m.inp())
            j.key("inp").value(msg::text(Msg::a11y_inp, { { "inp", time_text(inp->duration()) }, { "rating", inp_rating(inp->duration()) },
                                                          { "label", inp->label }, { "delay", time_text(inp->input_delay()) },
                                                          { "processing", time_text(inp->processing()) },
                                                          { "presentation", time_text(inp->presentation_delay()) } }));
        j.end_object();
    }
    if (viz.thread_count() > 1) {
        j.key("thread").value(static_cast<long long>(viz.shown_thread())).key("threads").begin_array();
        for (size_t t = 0; t < viz.thread_count(); ++t)
            j.value(viz.thread_name(t));
        j.end_array();
    }
    j.key("transcript").value(viz.transcript_shown());
    if (viz.transcript_shown()) {
        // Its lines (up to 2000 step sentences) are written again only for another run,
        // thread or language, not at each step.
        const trace::Trace* shown = viz.shown_trace();
        char key[128];
        std::snprintf(key, sizeof key, "%p %zu %zu %zu %zu ", static_cast<const void*>(shown), static_cast<size_t>(viz.shown_thread()), steps,
            shown ? shown->events().size() : size_t(0), shown ? shown->source.size() : size_t(0));
        std::string transcript_key = key + msg::text(Msg::quiz_order_question);
        if (transcript_key != m_model_transcript.key) {
            JsonWriter w;
            w.begin_array();
            for (size_t i = 0; i < steps && i < Visualizer::kTranscriptSteps; ++i)
                w.value(viz.transcript_line(i));
            w.end_array();
            m_model_transcript = { std::move(transcript_key), w.str() };
        }
        j.key("lines").raw(m_model_transcript.json);
        if (steps > Visualizer::kTranscriptSteps)
            j.key("more").value(msg::text(Msg::viz_more_steps, { { "count", static_cast<long long>(steps - Visualizer::kTranscriptSteps) } }));
        const std::string& copied = viz.copy_feedback(); // the canvas's words beside Copy
        j.key("copied").value(copied.empty() ? std::string() : msg::text(copied == "Copied" ? Msg::viz_copied
                    : copied == "Failed" ? Msg::viz_copy_refused : Msg::viz_copying));
    }
    std::string sentence = viz.explanation();
    j.key("sentence").value(msg::text(Msg::a11y_step, { { "step", static_cast<long long>(step) }, { "steps", static_cast<long long>(steps) },
                                                       { "time", time_text(viz.time()) }, { "sentence", sentence } }));
    if (const trace::State* st = viz.state()) {
        j.key("stack").begin_array();
        for (auto it = st->stack.rbegin(); it != st->stack.rend(); ++it) // the top of the stack first
            j.value(shown_label(*viz.trace(), it->name));
        j.end_array();
        write_queue(j, *viz.trace(), "tasks", st->tasks);
        write_queue(j, *viz.trace(), "microtasks", st->microtasks);
        write_queue(j, *viz.trace(), "ticks", st->ticks);
        write_queue(j, *viz.trace(), "hostWork", st->host_work);
        j.key("console").begin_array();
        if (const trace::Trace* shown = viz.shown_trace())
            for (size_t index : st->console)
                j.value(shown->string(shown->events()[index].text));
        j.end_array();
    }
    j.end_object();
}

bool App::a11y_action(std::string_view action)
{
    auto starts = [&](std::string_view prefix) { return action.substr(0, prefix.size()) == prefix; };
    if (starts("block:")) {
        std::string_view rest = action.substr(6);
        size_t colon = rest.find(':');
        int block = 0;
        if (colon == std::string_view::npos || !parse_int(rest.substr(0, colon), block) || m_view != View::Lesson)
            return false;
        m_a11y_actions.push(block, std::string(rest.substr(colon + 1)));
        return true;
    }
    if (starts("theme:")) {
        std::string_view mode = action.substr(6);
        if (mode == "auto" || mode == "light" || mode == "dark") {
            set_theme_mode(mode == "auto" ? ThemeMode::Auto : mode == "light" ? ThemeMode::Light : ThemeMode::Dark);
            return true;
        }
        return false;
    }
    if (starts("lesson:")) { // as the sidebar's entry
        int index = m_lessons.index_of(std::string(action.substr(7)));
        if (index < 0 || m_embed.active())
            return false;
        go_to(index);
        return true;
    }
    if (action == "nav:playground" && !m_embed.active()) { // as the sidebar's entry
        m_view = View::Playground;
        m_menu_open = false;
        m_location_change = LocationChange { m_playground.fragment(), false };
        m_playground_seen = m_playground.fragment();
        return true;
    }
    if (starts("progress:") && !m_embed.active()) { // the sidebar's Reset progress, its stages
        std::string_view what = action.substr(9);
        bool can_undo = m_undo_progress && m_platform.time_seconds < m_undo_until;
        if (what == "reset" && !can_undo)
            m_confirm_reset = true;
        else if (what == "confirm" && m_confirm_reset)
            reset_progress();
        else if (what == "cancel")
            m_confirm_reset = false;
        else if (what == "undo" && can_undo)
            undo_reset();
        else
            return false;
        return true;
    }
    if (starts("playground:") && m_view == View::Playground) {
        std::string_view what = action.substr(11);
        if (what == "run")
            m_playground.run(m_viz);
        else if (what == "run-both")
            m_playground.run_both();
        else if (what == "share")
            m_playground.share(m_platform.time_seconds);
        else if (what == "host:browser" || what == "host:node")
            m_playground.set_node(what == "host:node");
        else if (what == "module:1" || what == "module:0")
            m_playground.set_module(what == "module:1");
        else if (what == "cancel" && m_playground.pending())
            m_playground.cancel();
        else if (what == "embed" && !m_embed.active())
            m_playground.want_embed();
        else {
            int number = 0;
            auto setting = [&](std::string_view name) {
                return what.substr(0, name.size()) == name && parse_int(what.substr(name.size()), number);
            };
            if (setting("pool:"))
                return m_playground.set_pool(number);
            if (setting("refresh:"))
                return m_playground.set_refresh(number);
            if (setting("cpu:"))
                return m_playground.set_cpu(number);
            return false;
        }
        return true;
    }
    if (starts("share:") && m_share.is_open()) { // the Share and embed dialog's buttons
        std::string_view what = action.substr(6);
        if (what == "copy-link" || what == "copy-snippet")
            m_share.copy(what == "copy-link" ? 1 : 2, m_platform.time_seconds);
        else if (what == "close")
            m_share.request_close();
        else
            return false;
        return true;
    }
    if (action == "viz:close" && (m_view == View::Visualizer || m_view == View::Gallery)) {
        close_visualizer();
        return true;
    }
    // The two hosts side by side: the DOM shows one at a time, as the canvas on a phone.
    CompareView* compare = m_view == View::Visualizer && viz_open() && m_comparing ? &m_compare
        : m_view == View::Playground && m_playground.comparing()                  ? &m_playground.compare_view()
                                                                                   : nullptr;
    if (starts("compare:side:")) {
        std::string_view side = action.substr(13);
        if (!compare || (side != "0" && side != "1"))
            return false;
        compare->show(side == "1" ? 1 : 0);
        return true;
    }
    if (starts("viz:")) {
        Visualizer* viz = nullptr;
        if (compare)
            viz = &compare->side(compare->shown());
        else if (m_view == View::Visualizer && viz_open())
            viz = &m_viz;
        else if (m_view == View::Playground && m_playground.ran() && m_viz.is_open())
            viz = &m_viz;
        if (!viz)
            return false;
        std::string_view what = action.substr(4);
        int number = 0;
        if (what == "step")
            viz->step_forward();
        else if (what == "back")
            viz->step_back();
        else if (what == "restart")
            viz->restart();
        else if (what == "end")
            viz->to_end();
        else if (what == "play")
            viz->set_playing(!viz->playing());
        else if (what == "transcript")
            viz->show_transcript(!viz->transcript_shown());
        else if (what == "copy" && viz->transcript_shown())
            viz->copy_transcript(m_platform.time_seconds);
        else if (what == "fit")
            viz->timeline().fit();
        else if (what == "other-order" && viz->offers_other_order())
            viz->request_other_order();
        else if (starts("viz:seek:") && parse_int(what.substr(5), number) && number >= 1 && static_cast<size_t>(number) <= viz->step_count())
            viz->step_to(static_cast<size_t>(number - 1)); // 1-based, as the model's step
        else if (starts("viz:speed:") && parse_int(what.substr(6), number))
            viz->set_speed(static_cast<float>(number));
        else if (starts("viz:thread:") && parse_int(what.substr(7), number) && number >= 0 && static_cast<size_t>(number) < viz->thread_count())
            viz->show_thread(static_cast<size_t>(number));
        else
            return false;
        return true;
    }
    return false;
}

bool App::a11y_set_code(std::string_view editor, const std::string& code)
{
    if (editor == "playground") {
        if (m_view != View::Playground)
            return false;
        m_playground.set_code(code);
        return true;
    }
    if (editor == "playground:input") // the input events' field
        return m_view == View::Playground && m_playground.set_input(code);
    int block = 0;
    if (editor.substr(0, 9) == "exercise:" && parse_int(editor.substr(9), block) && !m_lessons.lessons.empty())
        return m_blocks.exercises().set_code(m_lessons.lessons[m_current].id, block, code);
    return false;
}

void App::set_a11y_focus(std::string control)
{
    if (control != m_a11y_focus)
        m_a11y_reveal = !control.empty();
    m_a11y_focus = std::move(control);
}

void App::a11y_control_drawn(const std::string& name)
{
    if (m_a11y_focus.empty() || name != m_a11y_focus)
        return;
    ImRect rect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (m_a11y_reveal) { // once, when the focus moved here: the page scrolls to show it
        m_a11y_reveal = false;
        ImGuiWindow* window = ImGui::GetCurrentWindow();
        ImRect visible(window->InnerClipRect);
        if (!visible.Contains(rect))
            ImGui::ScrollToRect(window, rect, ImGuiScrollFlags_KeepVisibleEdgeY);
    }
    // The focus ring: drawn over everything, clipped to what of the control's window shows.
    const Theme& theme = theme_for(m_dark);
    ImDrawList* fg = ImGui::GetForegroundDrawList();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    fg->PushClipRect(dl->GetClipRectMin(), dl->GetClipRectMax(), false);
    rect.Expand(3.0f);
    fg->AddRect(rect.Min, rect.Max, theme.background, 7.0f, 0, 5.0f);
    fg->AddRect(rect.Min, rect.Max, theme.link, 7.0f, 0, 2.5f);
    fg->PopClipRect();
}

} // namespace evloop::ui
