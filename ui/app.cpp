#include "ui/app.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include "core/util/json_writer.h"
#include "core/util/url_params.h"
#include "ui/markdown_view.h"
#include <imgui_internal.h>
#include <algorithm>
#include <charconv>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace evloop::ui {

namespace {

const char* theme_mode_name(ThemeMode mode)
{
    switch (mode) {
    case ThemeMode::Auto: return "auto";
    case ThemeMode::Dark: return "dark";
    case ThemeMode::Light: return "light";
    }
    return "auto";
}

std::string two_digits(int n)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02d", n);
    return buf;
}

// Draws wrapped text and returns its height.
float wrapped_text(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 color, const std::string& text, float width)
{
    draw_wrapped(dl, font, size, pos, color, text.c_str(), width);
    return wrapped_size(font, size, text.c_str(), width).y;
}

} // namespace

App::App(const std::string& lessons_dir, std::string font_dir)
    : m_lessons(load_lessons(lessons_dir))
    , m_font_dir(std::move(font_dir))
{
    // "/lessons/en" → the root "/lessons" and the language "en" (a folder named otherwise,
    // a test's, is English with no siblings to switch to).
    std::string dir = lessons_dir;
    while (dir.size() > 1 && dir.back() == '/')
        dir.pop_back();
    size_t slash = dir.rfind('/');
    std::string base = slash == std::string::npos ? dir : dir.substr(slash + 1);
    m_lessons_root = slash == std::string::npos ? std::string(".") : slash == 0 ? std::string("/") : dir.substr(0, slash);
    if (find_language(base))
        m_language = base;
    m_fonts.locale = m_language;
    set_simulations(sim::make_thread_service());
    if (!m_lessons.errors.empty()) {
        m_load_problem = msg::plural(Msg::ui_lessons_not_loaded, static_cast<long long>(m_lessons.errors.size()),
            { { "problem", m_lessons.errors[0].to_string() } });
    }
}

App::~App()
{
    if (!m_catalogues.empty())
        msg::use_catalogue(nullptr); // the catalogues go with the App
}

bool App::prepare_fonts(float dpr)
{
    if (m_fonts.dpr == dpr && m_fonts.body && m_fonts_locale == m_fonts.locale)
        return false;
    m_fonts_locale = m_fonts.locale;
    build_fonts(m_fonts, m_font_dir, dpr);
    if (!m_fonts.error.empty() && m_load_problem.empty())
        m_load_problem = m_fonts.error;
    return true;
}

bool App::right_to_left() const
{
    const Language* language = find_language(m_language);
    return language && language->right_to_left;
}

std::string App::lesson_fragment(const std::string& id, bool viz) const
{
    std::vector<UrlParam> params { { "lesson", id } };
    if (viz)
        params.push_back({ "viz", "1" });
    if (m_language != "en")
        params.push_back({ "lang", m_language });
    return build_fragment(params);
}

void App::choose_language(const std::string& code)
{
    const Language* language = find_language(code);
    if (!language) {
        std::string shown = code.size() > 20 ? code.substr(0, 20) + "..." : code;
        m_notice = msg::text(Msg::ui_unknown_language, { { "lang", shown } });
        return;
    }
    if (code == m_language_loading || (code == m_language && m_language_loading.empty()))
        return;
    // English is always there (the page preloads it); another locale's files may have
    // to be fetched first.
    if (!m_language_loader || code == "en") {
        m_language_loading.clear(); // a fetch still under way is no longer wanted
        set_language(code);
        return;
    }
    m_language_loading = code;
    m_language_loader(code);
}

void App::language_failed(const std::string& code, const std::string& error)
{
    if (code != m_language_loading)
        return;
    m_language_loading.clear();
    const Language* language = find_language(code);
    m_notice = msg::text(Msg::ui_language_failed, { { "language", language ? language->endonym : code.c_str() }, { "error", error } });
}

void App::set_preferred_languages(const std::vector<std::string>& preferred)
{
    m_preferred_language = match_preferred_language(preferred);
}

bool App::set_language(const std::string& code)
{
    if (m_language_loading == code)
        m_language_loading.clear();
    const Language* language = find_language(code);
    if (!language) {
        choose_language(code); // the notice
        return false;
    }
    std::string folder = m_lessons_root + "/" + code;
    LessonSet lessons = load_lessons(folder);
    if (lessons.lessons.empty()) {
        std::string error = lessons.errors.empty() ? folder : lessons.errors[0].to_string();
        m_notice = msg::text(Msg::ui_language_failed, { { "language", language->endonym }, { "error", error } });
        return false;
    }
    // The program's own texts: the locale's catalogue, or English with a notice.
    std::string catalogue_problem;
    const msg::Catalogue* catalogue = nullptr;
    if (auto loaded = m_catalogues.find(code); loaded != m_catalogues.end()) {
        catalogue = loaded->second.get(); // read and checked on an earlier switch
    } else if (code != "en") {
        std::string file = folder + "/messages.txt";
        std::vector<Diagnostic> problems;
        std::optional<msg::Catalogue> loaded_file = msg::load_catalogue_file(file, code, problems);
        if (!loaded_file) {
            catalogue_problem = file;
        } else {
            auto parsed = std::make_unique<msg::Catalogue>(std::move(*loaded_file));
            if (!problems.empty()) {
                catalogue_problem = problems[0].to_string();
            } else {
                catalogue = parsed.get();
                m_catalogues.emplace(code, std::move(parsed));
            }
        }
    }
    msg::use_catalogue(catalogue);
    shaped_text_set_right_to_left(language->right_to_left);
    rerun_open_visualizers();

    // The same lesson (ids are the same in every language), its blocks' words read again.
    std::string current = m_lessons.lessons.empty() ? std::string() : m_lessons.lessons[m_current].id;
    m_lessons = std::move(lessons);
    m_current = std::max(0, current.empty() ? 0 : m_lessons.index_of(current));
    m_blocks.reread_texts();
    retitle_visualizer();
    if (m_gallery)
        m_gallery->rerun(); // what its programs printed in the new language (labels, stops and notes follow by id)
    m_sidebar_revealed = -1;
    m_language = code;
    m_fonts.locale = code; // prepare_fonts rebuilds the atlas before the next frame
    m_language_menu_open = false;
    m_load_problem.clear();
    if (!m_lessons.errors.empty())
        m_load_problem = msg::plural(Msg::ui_lessons_not_loaded, static_cast<long long>(m_lessons.errors.size()),
            { { "problem", m_lessons.errors[0].to_string() } });
    if (!catalogue_problem.empty())
        m_notice = msg::text(Msg::ui_catalogue_unusable, { { "language", language->endonym }, { "problem", catalogue_problem } });
    if (!m_embed.active()) { // an embedded frame's language is its link's, not the learner's choice
        m_saved_language = code;
        save_settings();
    }
    if (m_view == View::Lesson || m_view == View::Visualizer)
        m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[m_current].id, m_viz_entry_pushed), true };
    return true;
}

void App::open_location(std::string_view fragment)
{
    UrlParams params = parse_fragment(fragment);
    std::string problems;
    for (const std::string& p : params.problems)
        problems += (problems.empty() ? "" : " ") + p + ".";
    m_notice = problems;
    // The language: the link's &lang=, else (at start) the saved choice, else on a first
    // visit the browser's preferred languages. A link without one keeps the current.
    const std::string* lang = params.find("lang");
    std::string wanted = lang ? *lang : std::string();
    if (!lang && !m_language_decided)
        wanted = !m_saved_language.empty() ? m_saved_language : m_preferred_language;
    m_language_decided = true;
    bool embed_link = params.find("embed") || fragment.substr(0, 6) == "#embed";
    if (embed_link) { // #embed&…: a bare view inside another site's iframe (ui/app_embed.cpp)
        open_embed(params);
        if (find_language(wanted)) // its own notice names a bad one; the frame's language is not saved
            choose_language(wanted);
        return;
    }
    if (!wanted.empty()) {
        choose_language(wanted);
        m_location_change.reset(); // the link itself decides the URL below (set_language pointed at the old lesson)
        if (m_notice != problems && !problems.empty() && !m_notice.empty())
            m_notice = problems + " " + m_notice;
    }
    m_embed.close();
    // A Playground link too long to read still opens the Playground, with the notice.
    if (params.find("playground") || fragment.substr(0, 11) == "#playground") {
        std::string problem = m_playground.load(params);
        m_notice += std::string(m_notice.empty() || problem.empty() ? "" : " ") + problem;
        m_view = View::Playground;
        m_menu_open = false;
        m_playground_seen = m_playground.fragment();
        m_playground_dirty = m_playground_seen != fragment; // the URL shows the whole program soon
        m_playground_changed_at = m_platform.time_seconds;
        // Opening someone's link must not replace the learner's own program in storage:
        // it is stored once the learner changes it.
        m_playground_link = Playground::links_program(params) ? m_playground_seen : std::string();
        return;
    }
    m_view = View::Lesson;
    if (m_lessons.lessons.empty())
        return;
    const std::string* id = params.find("lesson");
    int index = id ? m_lessons.index_of(*id) : -1;
    if (index >= 0) {
        if (index != m_current)
            m_scroll_to_top = true;
        // "&viz=1" is the visualizer's own history entry: Forward reopens it if the run
        // is still there; Back (to the plain lesson) has closed it above.
        bool viz = params.find("viz") && index == m_current && viz_open();
        m_viz_entry_pushed = viz;
        if (viz)
            m_view = View::Visualizer;
        else if (params.find("viz"))
            m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[index].id), true };
        m_current = index;
        m_menu_open = false;
        open_linked_block(params);
        return;
    }
    // No lesson named: where the learner left off, if progress says so.
    if (!id && !m_progress.last_lesson.empty()) {
        int last = m_lessons.index_of(m_progress.last_lesson);
        if (last >= 0) {
            m_current = last;
            m_scroll_to_top = true;
            m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[last].id), true };
            return;
        }
    }
    // No lesson named, or an unknown one: show the first and correct the URL in place.
    if (id) {
        std::string shown = id->size() > 60 ? id->substr(0, 60) + "..." : *id;
        m_notice = msg::text(Msg::ui_no_such_lesson, { { "lesson", shown } }) + (problems.empty() ? "" : " " + problems);
    }
    if (m_current != 0)
        m_scroll_to_top = true;
    m_current = 0;
    m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[0].id), true };
}

void App::go_to(int index)
{
    if (index < 0 || index >= static_cast<int>(m_lessons.lessons.size()))
        return;
    m_menu_open = false;
    bool was_elsewhere = m_view != View::Lesson;
    m_view = View::Lesson;
    m_viz_entry_pushed = false;
    if (index == m_current && !was_elsewhere)
        return;
    if (index == m_current) {
        m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[index].id), false };
        return;
    }
    m_current = index;
    m_scroll_to_top = true;
    m_linked_block = -1;
    m_notice.clear();
    m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[index].id), false };
    m_progress.last_lesson = m_lessons.lessons[index].id;
    save_progress();
}

void App::set_storage(Storage storage)
{
    m_storage = std::move(storage);
    std::string problem;
    m_progress = tutor::parse_progress(m_storage.load ? m_storage.load() : std::string(), problem);
    if (!problem.empty()) {
        m_progress_notice = problem;
        save_progress(); // replace the unreadable data with a fresh start
    }
}

void App::set_playground_storage(Storage storage)
{
    m_playground_storage = std::move(storage);
    if (m_playground_storage.load)
        m_playground.restore(m_playground_storage.load());
}

void App::sync_playground_location(bool flush)
{
    // The URL follows the editor, host and options, once the learner pauses: a replaced
    // history entry (no entry per keystroke); the same text is kept in storage.
    std::string fragment = m_playground.fragment();
    double now = m_platform.time_seconds;
    if (fragment != m_playground_seen) {
        m_playground_seen = fragment;
        m_playground_changed_at = now;
        m_playground_dirty = true;
    }
    if (!m_playground_dirty || (!flush && now - m_playground_changed_at < 0.4))
        return;
    if (m_embed.active()) { // an embedded Playground keeps the frame's link and the learner's own program
        m_playground_dirty = false;
        return;
    }
    m_playground_dirty = false;
    if (m_view == View::Playground && !m_location_change)
        m_location_change = LocationChange { fragment, true };
    if (m_playground_storage.save && fragment != m_playground_link) {
        m_playground_link.clear();
        m_playground_storage.save(fragment);
    }
}

void App::save_progress()
{
    if (m_storage.save)
        m_storage.save(m_progress.serialize());
}

void App::set_simulations(std::shared_ptr<sim::Service> service)
{
    if (m_sims) {
        m_blocks.cancel_all();
        m_playground.cancel();
        m_other_order.cancel(*m_sims);
    }
    m_sims = std::move(service);
    m_blocks.set_simulations(m_sims.get());
    m_playground.set_simulations(m_sims.get());
}

int App::simulations_pending() const
{
    return m_blocks.pending() + (m_playground.pending() ? 1 : 0) + (m_other_order.pending() ? 1 : 0);
}

bool App::wants_animation() const
{
    bool viz_shown = m_view == View::Visualizer || m_view == View::Playground;
    bool comparing_plays = m_comparing && m_compare.playing();
    return simulations_pending() > 0 || (viz_shown && m_viz.is_open() && m_viz.playing())
        || (m_view == View::Visualizer && comparing_plays) || (m_view == View::Playground && m_playground.comparing_plays())
        // Work due after a pause in typing (a syntax check, the URL and storage following
        // the editor, saving an exercise) needs a frame when the pause is over.
        || (m_view == View::Playground && (m_playground.syntax_check_waiting() || m_playground_dirty))
        || m_blocks.exercises().waiting();
}

void App::reset_progress()
{
    m_undo_progress = m_progress;
    m_undo_blocks = std::move(m_blocks);
    m_undo_until = m_platform.time_seconds + kUndoSeconds;
    m_confirm_reset = false;
    m_progress = {};
    m_blocks.cancel_all();
    m_blocks = {};
    m_blocks.set_simulations(m_sims.get());
    save_progress();
    m_notice = msg::text(Msg::ui_progress_reset);
}

void App::undo_reset()
{
    if (!m_undo_progress)
        return;
    m_progress = std::move(*m_undo_progress);
    if (m_undo_blocks)
        m_blocks = std::move(*m_undo_blocks);
    m_undo_progress.reset();
    m_undo_blocks.reset();
    save_progress();
    m_notice = msg::text(Msg::ui_progress_back);
}

void App::set_settings_storage(Storage storage)
{
    m_settings_storage = std::move(storage);
    // One "key value" per line; unknown lines and values are ignored (a newer version's
    // settings, or a hand edit), never an error.
    std::string text = m_settings_storage.load ? m_settings_storage.load() : std::string();
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        std::string line = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        pos = end == std::string::npos ? text.size() : end + 1;
        for (ThemeMode mode : { ThemeMode::Auto, ThemeMode::Light, ThemeMode::Dark })
            if (line == std::string("theme ") + theme_mode_name(mode))
                m_theme_mode = mode;
        // "lang XX": the learner's language; an unknown code is ignored (English).
        if (line.substr(0, 5) == "lang " && find_language(line.substr(5)))
            m_saved_language = line.substr(5);
    }
}

void App::save_settings()
{
    if (!m_settings_storage.save)
        return;
    std::string text = std::string("theme ") + theme_mode_name(m_theme_mode) + "\n";
    if (!m_saved_language.empty())
        text += "lang " + m_saved_language + "\n";
    m_settings_storage.save(text);
}

std::string App::sidebar_selection() const
{
    if (m_view == View::Playground)
        return "playground";
    return m_lessons.lessons.empty() ? std::string() : "lesson:" + m_lessons.lessons[m_current].id;
}

void App::set_theme_mode(ThemeMode mode)
{
    m_theme_mode = mode;
    save_settings();
}

int App::quiz_count(const Lesson& lesson) const
{
    int n = 0;
    for (const Block& b : lesson.document.blocks)
        n += b.kind == BlockKind::Code && (b.fence.language == "quiz" || b.fence.language == "exercise");
    return n;
}

void App::open_visualizer(VisualizerInput input)
{
    m_viz.open(std::move(input));
    m_comparing = false;
    m_view = View::Visualizer;
    push_visualizer_entry();
}

void App::open_compare(VisualizerInput browser, VisualizerInput node)
{
    m_compare.open(std::move(browser), std::move(node));
    m_comparing = true;
    m_view = View::Visualizer;
    push_visualizer_entry();
}

void App::poll_other_order()
{
    m_viz.offer_other_order(m_sims != nullptr);
    if (!m_sims)
        return;
    if (m_viz.take_other_order_request() && m_viz.run()) {
        sim::Job job;
        size_t note = 0;
        if (tutor::other_order_job(*m_viz.run()->trace, job, note, m_other_order_banner)) {
            m_other_order_title = m_viz.title();
            m_other_order_block = m_viz.block();
            m_other_order.start(*m_sims, std::move(job), m_platform.time_seconds);
        }
    }
    if (!m_other_order.update(*m_sims))
        return;
    std::shared_ptr<loop::RunResult> run = m_other_order.take_result();
    if (!run) {
        m_notice = msg::text(Msg::ui_other_order_failed, { { "error", m_other_order.error() } });
        return;
    }
    // The new run opens at its own note: the step where the two orders part.
    VisualizerInput input;
    sim::Job job;
    Msg assumption {};
    input.has_start = tutor::other_order_job(*run->trace, job, input.start_event, assumption);
    input.code = run->trace->source;
    input.title = m_other_order_title;
    input.block = m_other_order_block; // retitled, and its banner read, in a new language
    input.banner_message = m_other_order_banner;
    input.run = std::move(run);
    m_viz.open(std::move(input));
}

void App::rerun_open_visualizers()
{
    if (!m_sims)
        return;
    Visualizer* views[3] = { &m_viz, &m_compare.side(0), &m_compare.side(1) };
    for (int i = 0; i < 3; ++i) {
        sim::Job job;
        if (views[i]->is_open() && views[i]->trace() && tutor::rerun_job(*views[i]->trace(), job))
            m_rerun[i].start(*m_sims, std::move(job), m_platform.time_seconds);
        else
            m_rerun[i].cancel(*m_sims);
    }
}

// An open visualizer's or compare view's heading is its lesson block's title: read it
// again from the lesson in the new language (the same block: lessons have the same blocks
// in every language), with the same fallback as the block's own (lesson_blocks.cpp,
// exercise_block.cpp). Titles from the catalogue (the Playground's) follow by themselves.
void App::retitle_visualizer()
{
    auto block_title = [&](int index) -> std::optional<std::string> {
        if (index < 0 || m_lessons.lessons.empty())
            return std::nullopt;
        const auto& blocks = m_lessons.lessons[m_current].document.blocks;
        if (static_cast<size_t>(index) >= blocks.size())
            return std::nullopt;
        const Block& block = blocks[static_cast<size_t>(index)];
        const std::string* title = block.fence.option("title");
        return title                             ? *title
            : block.fence.language == "exercise" ? msg::text(Msg::ui_label_exercise)
            : block.fence.language == "quiz"     ? msg::text(Msg::ui_label_quiz)
                                                 : msg::text(Msg::ui_label_example);
    };
    if (std::optional<std::string> title = block_title(m_viz.block()))
        m_viz.set_title(std::move(*title));
    if (std::optional<std::string> title = block_title(m_compare.block()))
        m_compare.set_title(std::move(*title));
}

void App::poll_reruns()
{
    if (!m_sims)
        return;
    Visualizer* views[3] = { &m_viz, &m_compare.side(0), &m_compare.side(1) };
    for (int i = 0; i < 3; ++i)
        if (m_rerun[i].update(*m_sims))
            if (std::shared_ptr<loop::RunResult> run = m_rerun[i].take_result()) // a failure keeps the old run
                views[i]->replace_run(std::move(run));
}

void App::push_visualizer_entry()
{
    m_scroll_viz_to_top = true;
    // A history entry of its own, so the browser's Back closes it instead of leaving the lesson.
    // (Not in an embedded frame: its link stays what the host page gave it.)
    if (!m_lessons.lessons.empty() && !m_viz_entry_pushed && !m_embed.active()) {
        m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[m_current].id, true), false };
        m_viz_entry_pushed = true;
    }
}

void App::close_visualizer()
{
    m_view = View::Lesson;
    if (m_viz_entry_pushed)
        m_location_change = LocationChange { lesson_fragment(m_lessons.lessons[m_current].id), false, true };
    m_viz_entry_pushed = false;
}

void App::navigate_link(const std::string& href)
{
    if (!href.empty() && href[0] == '#') { // a link to another lesson: "#lesson=blocking"
        UrlParams params = parse_fragment(href);
        if (const std::string* id = params.find("lesson")) {
            int index = m_lessons.index_of(*id);
            if (index >= 0) {
                go_to(index);
                return;
            }
        }
        m_notice = msg::text(Msg::ui_link_not_lesson, { { "href", href } });
        return;
    }
    m_external_links.push_back(href);
}

std::optional<LocationChange> App::take_location_change()
{
    std::optional<LocationChange> change = std::move(m_location_change);
    m_location_change.reset();
    if (m_embed.active())
        return std::nullopt; // an embedded frame never moves away from its #embed link
    return change;
}

std::vector<std::string> App::take_external_links()
{
    std::vector<std::string> links;
    links.swap(m_external_links);
    return links;
}

void App::record_control(const std::string& name, bool disabled)
{
    a11y_control_drawn(name); // the accessible DOM's focus ring (ui/app_a11y.cpp)
    ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    // Only what is actually on screen (inside the window's clip rectangle) counts.
    ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
    ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
    min.x = std::max(min.x, clip_min.x);
    min.y = std::max(min.y, clip_min.y);
    max.x = std::min(max.x, clip_max.x);
    max.y = std::min(max.y, clip_max.y);
    if (max.x - min.x < 2.0f || max.y - min.y < 2.0f)
        return;
    m_controls.push_back({ name, min.x, min.y, max.x - min.x, max.y - min.y, disabled });
}

void App::draw(const PlatformState& platform)
{
    m_platform = platform;
    m_controls.clear();
    m_blocks.poll();
    if (m_view != View::Playground)
        m_playground.poll_background();
    poll_other_order();
    poll_reruns();
    ThemeMode mode = m_embed.active() && m_embed.theme() ? *m_embed.theme() : m_theme_mode; // the host's wins in a frame
    bool dark = mode == ThemeMode::Auto ? platform.prefers_dark : mode == ThemeMode::Dark;
    if (!m_theme_applied || dark != m_dark) {
        m_dark = dark;
        apply_theme_to_imgui(theme_for(dark));
        m_theme_applied = true;
    }
    const Theme& theme = theme_for(m_dark);

    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(platform.width, platform.height));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(theme.background));
    ImGui::Begin("evloop", nullptr,
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize
            | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar
            | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleColor();

    // Keyboard: left / right arrows move between lessons (in the visualizer they step).
    if ((m_view == View::Visualizer || m_view == View::Gallery) && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        close_visualizer();
    if (m_view == View::Lesson && !ImGui::GetIO().WantTextInput && !m_embed.active()) {
        int forward = right_to_left() ? -1 : 1; // a right-to-left page reads on to the left
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow), false))
            go_to(m_current + forward);
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow), false))
            go_to(m_current - forward);
    }

    if (m_embed.active()) {
        draw_embed(platform);
        m_share.draw(m_fonts, theme, platform.width, platform.height, platform.time_seconds,
            [this](const std::string& name, bool disabled) { record_control(name, disabled); });
        set_pointer_cursor();
        ImGui::End();
        return;
    }
    bool narrow = platform.width < metrics::kNarrowBreakpoint;
    float article_x = 0.0f;
    if (!narrow && right_to_left()) { // the shell mirrored: the sidebar on the right
        draw_sidebar(platform.width - metrics::kSidebarWidth, 0.0f, metrics::kSidebarWidth, platform.height, false);
    } else if (!narrow) {
        draw_sidebar(0.0f, 0.0f, metrics::kSidebarWidth, platform.height, false);
        article_x = metrics::kSidebarWidth;
    }
    float article_w = platform.width - (narrow ? 0.0f : metrics::kSidebarWidth);
    draw_top_bar(article_x, 0.0f, article_w, narrow);
    float body_h = platform.height - metrics::kTopBarHeight;
    if (m_view == View::Visualizer && viz_open())
        draw_visualizer_page(article_x, metrics::kTopBarHeight, article_w, body_h, narrow);
    else if (m_view == View::Playground)
        draw_playground_page(article_x, metrics::kTopBarHeight, article_w, body_h, narrow);
    else if (m_view == View::Gallery && m_gallery)
        draw_gallery_page(article_x, metrics::kTopBarHeight, article_w, body_h, narrow);
    else
        draw_article(article_x, metrics::kTopBarHeight, article_w, body_h, narrow);
    if (narrow && m_menu_open)
        draw_sidebar(0.0f, metrics::kTopBarHeight, platform.width, platform.height - metrics::kTopBarHeight, true);
    m_share.draw(m_fonts, theme, platform.width, platform.height, platform.time_seconds,
        [this](const std::string& name, bool disabled) { record_control(name, disabled); });
    set_pointer_cursor();
    if (m_playground_dirty && m_view != View::Playground)
        sync_playground_location(true); // left before the pause: keep the program anyway
    ImGui::End();
}

void App::set_pointer_cursor()
{
    // What a web page shows: a hand over anything that reacts to a click (buttons, sidebar
    // entries, quiz lines, the timeline), the I-beam over text fields (ImGui's InputText
    // sets that itself), the arrow elsewhere and over scrollbars and disabled controls.
    ImGuiContext& g = *ImGui::GetCurrentContext();
    if (ImGui::GetMouseCursor() != ImGuiMouseCursor_Arrow || g.HoveredId == 0 || g.HoveredIdDisabled)
        return;
    if (ImGuiWindow* w = g.HoveredWindow)
        if (g.HoveredId == ImGui::GetWindowScrollbarID(w, ImGuiAxis_X) || g.HoveredId == ImGui::GetWindowScrollbarID(w, ImGuiAxis_Y))
            return;
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
}

void App::draw_sidebar(float x, float y, float w, float h, bool overlay)
{
    const Theme& theme = theme_for(m_dark);
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(theme.sidebar));
    ImGui::BeginChild(overlay ? "menu-overlay" : "sidebar", ImVec2(w, h), false);
    ImGui::PopStyleColor();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float pad = 20.0f;
    const float inner = w - 2 * pad;
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float cy = origin.y + 18.0f;

    if (!overlay) {
        // The name, and the language menu at the other end of its row (mirrored right to left).
        float h2 = m_fonts.size(m_fonts.h2);
        float name_w = m_fonts.h2->CalcTextSizeA(h2, FLT_MAX, 0, "evloop").x;
        draw_label(dl, m_fonts.h2, h2, ImVec2(right_to_left() ? origin.x + pad + inner - name_w : origin.x + pad, cy), theme.heading, "evloop");
        cy = draw_language_menu(origin.x + pad, cy, inner, h2) - 2.0f;
        cy += wrapped_text(dl, m_fonts.small, m_fonts.size(m_fonts.small), ImVec2(origin.x + pad, cy), theme.text_muted,
            msg::text(Msg::ui_tagline), inner);
        cy += 22.0f;
    } else {
        cy = draw_language_menu(origin.x + pad, cy, inner, ImGui::GetFrameHeight()) + 10.0f;
    }
    draw_label(dl, m_fonts.small_bold, m_fonts.size(m_fonts.small_bold), ImVec2(origin.x + pad, cy), theme.text_muted,
        msg::text(Msg::ui_label_lessons_heading).c_str());
    cy += m_fonts.size(m_fonts.small_bold) + 10.0f;

    const float item_pad = 6.0f; // compact: 14 lessons, the theme switch and Reset fit in 800 px
    const float number_w = 30.0f;
    for (size_t i = 0; i < m_lessons.lessons.size(); ++i) {
        const Lesson& lesson = m_lessons.lessons[i];
        bool selected = m_view != View::Playground && static_cast<int>(i) == m_current; // one entry is current
        ImFont* title_font = selected ? m_fonts.small_bold : m_fonts.small;
        float size = m_fonts.size(title_font);
        float text_w = inner - number_w - 2 * item_pad - 26.0f; // room for the quiz score
        float title_h = wrapped_size(title_font, size, lesson.title.c_str(), text_w).y;
        float item_h = title_h + 2 * item_pad;
        ImVec2 item_min(origin.x + pad - item_pad, cy);
        ImGui::SetCursorScreenPos(item_min);
        ImGui::PushID(static_cast<int>(i));
        bool clicked = ImGui::InvisibleButton("lesson", ImVec2(inner + 2 * item_pad, item_h));
        bool hovered = ImGui::IsItemHovered();
        ImGui::PopID();
        record_control("lesson:" + lesson.id);
        // The current lesson is scrolled into the sidebar's view when it changes (a list of
        // 14 lessons is taller than a small window).
        if (selected && m_sidebar_revealed != m_current) {
            m_sidebar_revealed = m_current;
            float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
            if (ImGui::GetItemRectMin().y < top || ImGui::GetItemRectMax().y > bottom)
                ImGui::SetScrollHereY(0.5f);
        }
        if (selected || hovered)
            dl->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                selected ? theme.sidebar_selected : theme.sidebar_hover, 6.0f);
        std::string number = two_digits(lesson.number);
        draw_label(dl, m_fonts.small, size, ImVec2(item_min.x + item_pad, cy + item_pad), theme.text_muted, number.c_str());
        if (int quizzes = quiz_count(lesson); quizzes > 0) {
            // Progress: quizzes solved, and a filled dot once all are.
            int solved = std::min(m_progress.solved_in(lesson.id), quizzes);
            std::string score = std::to_string(solved) + "/" + std::to_string(quizzes);
            float sw = label_size(m_fonts.small, size * 0.85f, score.c_str()).x;
            ImVec2 sp(item_min.x + inner + 2 * item_pad - sw - 6, cy + item_pad + title_h - size);
            draw_label(dl, m_fonts.small, size * 0.85f, sp, solved == quizzes ? theme.good : theme.text_muted, score.c_str());
            ImVec2 dot(item_min.x + item_pad + 22, cy + item_pad + size * 0.55f);
            if (solved == quizzes)
                dl->AddCircleFilled(dot, 3.5f, theme.good);
            else if (solved > 0)
                dl->AddCircle(dot, 3.5f, theme.good, 12, 1.5f);
        }
        wrapped_text(dl, title_font, size, ImVec2(item_min.x + item_pad + number_w, cy + item_pad),
            selected ? theme.heading : theme.text, lesson.title, text_w);
        if (clicked)
            go_to(static_cast<int>(i));
        cy += item_h + 2.0f;
    }

    // The playground: any program, either host.
    {
        cy += 6.0f;
        bool selected = m_view == View::Playground;
        float size = m_fonts.size(m_fonts.small);
        ImVec2 item_min(origin.x + pad - item_pad, cy);
        ImGui::SetCursorScreenPos(item_min);
        bool clicked = ImGui::InvisibleButton("playground", ImVec2(inner + 2 * item_pad, size + 2 * item_pad));
        bool hovered = ImGui::IsItemHovered();
        record_control("playground");
        if (selected || hovered)
            dl->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), selected ? theme.sidebar_selected : theme.sidebar_hover, 6.0f);
        draw_label(dl, selected ? m_fonts.small_bold : m_fonts.small, size, ImVec2(item_min.x + item_pad + number_w, cy + item_pad),
            selected ? theme.heading : theme.text, msg::text(Msg::ui_label_playground_entry).c_str());
        draw_label(dl, m_fonts.small, size, ImVec2(item_min.x + item_pad, cy + item_pad), theme.text_muted, "\xE2\x96\xB6");
        if (clicked) {
            m_view = View::Playground;
            m_menu_open = false;
            m_location_change = LocationChange { m_playground.fragment(), false };
            m_playground_seen = m_playground.fragment();
        }
        cy += size + 2 * item_pad + 2.0f;
    }

    // Theme: a three-way switch (auto follows the system), remembered across visits.
    cy += 18.0f;
    ImGui::SetCursorScreenPos(ImVec2(origin.x + pad, cy));
    ImGui::PushFont(m_fonts.small);
    ImGui::AlignTextToFramePadding();
    text_colored(theme.text_muted, msg::text(Msg::ui_label_theme));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0.0f, 6.0f));
    for (ThemeMode mode : { ThemeMode::Auto, ThemeMode::Light, ThemeMode::Dark }) {
        ImGui::SameLine(0.0f, mode == ThemeMode::Auto ? 10.0f : 0.0f);
        bool on = m_theme_mode == mode;
        if (on) {
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme.selection));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::ColorConvertU32ToFloat4(theme.selection));
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(IM_COL32(255, 255, 255, 255)));
        }
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10.0f, 5.0f));
        Msg label_id = mode == ThemeMode::Auto ? Msg::ui_label_theme_auto
            : mode == ThemeMode::Light           ? Msg::ui_label_theme_light
                                                 : Msg::ui_label_theme_dark;
        std::string label = msg::text(label_id);
        if (button(label.c_str()) && !on)
            set_theme_mode(mode);
        ImGui::PopStyleVar();
        if (on)
            ImGui::PopStyleColor(3);
        record_control(std::string("theme:") + theme_mode_name(mode));
    }
    ImGui::PopStyleVar();

    // Reset progress: asks first, and offers Undo for a few seconds after.
    ImGui::SetCursorScreenPos(ImVec2(origin.x + pad, ImGui::GetCursorScreenPos().y + 4.0f));
    bool can_undo = m_undo_progress && m_platform.time_seconds < m_undo_until;
    if (!can_undo && m_undo_progress) {
        m_undo_progress.reset();
        m_undo_blocks.reset();
    }
    if (can_undo) {
        if (button(msg::text(Msg::ui_label_undo_reset).c_str()))
            undo_reset();
        record_control("reset-progress:undo");
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme.text_muted), "%d s",
            static_cast<int>(std::ceil(m_undo_until - m_platform.time_seconds)));
    } else if (m_confirm_reset) {
        ImGui::PushTextWrapPos(origin.x + pad + inner);
        text_label(msg::text(Msg::ui_confirm_reset).c_str());
        ImGui::PopTextWrapPos();
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme.poor));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::ColorConvertU32ToFloat4(theme.long_task));
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.danger_text));
        if (button(msg::text(Msg::ui_label_reset).c_str()))
            reset_progress();
        ImGui::PopStyleColor(3);
        record_control("reset-progress:confirm");
        ImGui::SameLine();
        if (button(msg::text(Msg::ui_label_cancel).c_str()))
            m_confirm_reset = false;
        record_control("reset-progress:cancel");
    } else {
        if (button(msg::text(Msg::ui_label_reset_progress).c_str()))
            m_confirm_reset = true;
        record_control("reset-progress");
    }
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(1, 16));

    if (!overlay) { // the border on the article's side
        float bx = right_to_left() ? x : x + w - 1;
        ImGui::GetWindowDrawList()->AddLine(ImVec2(bx, y), ImVec2(bx, y + h), theme.border);
    }
    ImGui::EndChild();
}

float App::draw_language_menu(float x, float y, float width, float row_h)
{
    // The current language, named in itself, at the end of the sidebar's first row (where a
    // learner who does not read English looks first, and it costs the lesson list no
    // height); a click lists all six, each in its own language and script
    // (ui/language.h). While a locale's files are fetched (web), "Loading …" says so.
    const Theme& theme = theme_for(m_dark);
    ImGui::PushFont(m_fonts.small);
    const Language* current = find_language(m_language);
    std::string shown = std::string(current ? current->endonym : m_language.c_str()) + "  \xE2\x96\xBC"; // ▼ (the UI font has it)
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f, 5.0f));
    float button_w = label_size(shown).x + 16.0f;
    float button_x = right_to_left() ? x : x + width - button_w;
    ImGui::SetCursorScreenPos(ImVec2(button_x, y + (row_h - ImGui::GetFrameHeight()) * 0.5f));
    if (button(shown.c_str()))
        m_language_menu_open = !m_language_menu_open;
    ImGui::PopStyleVar();
    record_control("language");
    float below = y + row_h + 6.0f;
    if (m_language_menu_open) {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        float size = m_fonts.size(m_fonts.small);
        draw_label(dl, m_fonts.small, size, ImVec2(x, below), theme.text_muted, msg::text(Msg::ui_language));
        below += size + 6.0f;
        const float item_pad = 6.0f;
        for (const Language& language : languages()) {
            bool selected = language.code == m_language;
            ImVec2 item_min(x - item_pad, below);
            ImGui::SetCursorScreenPos(item_min);
            ImGui::PushID(language.code);
            bool clicked = ImGui::InvisibleButton("language", ImVec2(width + 2 * item_pad, size + 2 * item_pad));
            bool hovered = ImGui::IsItemHovered();
            ImGui::PopID();
            record_control(std::string("language:") + language.code);
            if (selected || hovered)
                dl->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                    selected ? theme.sidebar_selected : theme.sidebar_hover, 6.0f);
            draw_label(dl, selected ? m_fonts.small_bold : m_fonts.small, size, ImVec2(item_min.x + item_pad, item_min.y + item_pad),
                selected ? theme.heading : theme.text, language.endonym);
            if (clicked) {
                m_language_menu_open = false;
                choose_language(language.code);
            }
            below += size + 2 * item_pad + 2.0f;
        }
        below += 8.0f;
    }
    if (!m_language_loading.empty()) {
        const Language* loading = find_language(m_language_loading);
        std::string text = msg::text(Msg::ui_language_loading, { { "language", loading ? loading->endonym : m_language_loading.c_str() } });
        below += wrapped_text(ImGui::GetWindowDrawList(), m_fonts.small, m_fonts.size(m_fonts.small), ImVec2(x, below),
                     theme.text_muted, text, width) + 6.0f;
    }
    ImGui::PopFont();
    return below;
}

void App::draw_top_bar(float x, float y, float w, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = metrics::kTopBarHeight;
    const float pad = narrow ? metrics::kArticlePaddingNarrow : 24.0f;
    dl->AddLine(ImVec2(x, y + h - 1), ImVec2(x + w, y + h - 1), theme.border);
    int count = static_cast<int>(m_lessons.lessons.size());

    ImGui::PushFont(m_fonts.small_bold);
    float button_h = ImGui::GetFrameHeight();
    float by = y + (h - button_h) * 0.5f;
    float left = x + pad;
    if (narrow) {
        ImGui::SetCursorScreenPos(ImVec2(left, by));
        if (button(msg::text(m_menu_open ? Msg::ui_label_close : Msg::ui_label_lessons).c_str()))
            m_menu_open = !m_menu_open;
        record_control("menu");
        left = ImGui::GetItemRectMax().x + 12.0f;
    }
    if (m_view == View::Visualizer || m_view == View::Gallery) {
        ImGui::SetCursorScreenPos(ImVec2(left, by));
        if (button(msg::text(Msg::ui_label_back_to_lesson).c_str()))
            close_visualizer();
        record_control("viz:close");
    } else if (m_view == View::Playground) {
        float ty = y + (h - m_fonts.size(m_fonts.small)) * 0.5f;
        draw_label(dl, m_fonts.small, m_fonts.size(m_fonts.small), ImVec2(left, ty), theme.text_muted,
            msg::text(Msg::ui_label_playground).c_str());
    } else if (count > 0) {
        // The lesson's own number (its file's NN, as the sidebar shows it), and "of N"
        // only while the lessons are numbered 1…N without gaps: "Lesson 5 of 6" on
        // lesson 08 would send a learner looking for the wrong lesson.
        const auto& lessons = m_lessons.lessons;
        int number = lessons[m_current].number;
        bool contiguous = true;
        for (int i = 0; i < count; i++)
            contiguous = contiguous && lessons[i].number == i + 1;
        std::string where = contiguous ? msg::text(Msg::ui_lesson_of, { { "number", number }, { "count", count } })
                                       : msg::text(Msg::ui_lesson_number, { { "number", number } });
        float ty = y + (h - m_fonts.size(m_fonts.small)) * 0.5f;
        // Only where it fits before Prev / Next (a longer translation on a phone is left out).
        const ImGuiStyle& st = ImGui::GetStyle();
        float buttons_w = label_size(msg::text(Msg::ui_label_prev)).x
            + label_size(msg::text(Msg::ui_label_next)).x + st.FramePadding.x * 4 + 16.0f;
        float where_w = m_fonts.small->CalcTextSizeA(m_fonts.size(m_fonts.small), FLT_MAX, 0, where.c_str()).x;
        if (left + where_w <= x + w - pad - buttons_w)
            draw_label(dl, m_fonts.small, m_fonts.size(m_fonts.small), ImVec2(left, ty), theme.text_muted, where.c_str());
    }

    std::string prev_label = msg::text(Msg::ui_label_prev);
    std::string next_label = msg::text(Msg::ui_label_next);
    ImGuiStyle& style = ImGui::GetStyle();
    float next_w = label_size(next_label).x + style.FramePadding.x * 2;
    float prev_w = label_size(prev_label).x + style.FramePadding.x * 2;
    float right = x + w - pad;

    if (m_view != View::Lesson) {
        ImGui::PopFont();
        return; // Prev / Next belong to the lessons
    }
    bool at_start = m_current <= 0, at_end = m_current >= count - 1;
    // Right to left: Next first, then Prev on the outside (the page reads on to the left).
    bool rtl = right_to_left();
    float prev_x = rtl ? right - prev_w : right - next_w - 8.0f - prev_w;
    float next_x = rtl ? right - prev_w - 8.0f - next_w : right - next_w;
    ImGui::SetCursorScreenPos(ImVec2(prev_x, by));
    ImGui::BeginDisabled(at_start);
    if (button(prev_label.c_str()))
        go_to(m_current - 1);
    ImGui::EndDisabled();
    record_control("prev", at_start);
    ImGui::SetCursorScreenPos(ImVec2(next_x, by));
    ImGui::BeginDisabled(at_end);
    if (button(next_label.c_str()))
        go_to(m_current + 1);
    ImGui::EndDisabled();
    record_control("next", at_end);
    ImGui::PopFont();
}

bool App::draw_notice(const std::string& text, const char* close_control, float width)
{
    const Theme& theme = theme_for(m_dark);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 pos = ImGui::GetCursorScreenPos();
    const float pad = 12.0f, close_w = 28.0f;
    float size = m_fonts.size(m_fonts.small);
    float text_h = wrapped_size(m_fonts.small, size, text.c_str(), width - 2 * pad - close_w).y;
    float h = text_h + 2 * pad;
    dl->AddRectFilled(pos, ImVec2(pos.x + width, pos.y + h), theme.notice_background, 8.0f);
    draw_wrapped(dl, m_fonts.small, size, ImVec2(pos.x + pad, pos.y + pad), theme.notice_text, text.c_str(), width - 2 * pad - close_w);
    ImGui::SetCursorScreenPos(ImVec2(pos.x + width - close_w - 4.0f, pos.y + 4.0f));
    bool close = ImGui::InvisibleButton(close_control, ImVec2(close_w, close_w));
    record_control(close_control);
    draw_label(dl, m_fonts.body, m_fonts.size(m_fonts.body), ImVec2(pos.x + width - close_w + 4.0f, pos.y + 6.0f), ImGui::IsItemHovered() ? theme.heading : theme.notice_text, "\xC3\x97"); // ×
    ImGui::SetCursorScreenPos(ImVec2(pos.x, pos.y + h + 14.0f));
    return !close;
}

void App::draw_article(float x, float y, float w, float h, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    begin_page("article", x, y, w, h, m_scroll_to_top);
    float pad = narrow ? metrics::kArticlePaddingNarrow : metrics::kArticlePadding;
    float avail = ImGui::GetContentRegionAvail().x; // excludes the scrollbar
    float width = std::min(avail - 2 * pad, metrics::kArticleMaxWidth);
    float left = ImGui::GetCursorScreenPos().x + std::max(pad, (avail - width) * 0.5f);
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + (narrow ? 20.0f : 36.0f)));

    if (!m_load_problem.empty() && !draw_notice(m_load_problem, "problem-close", width))
        m_load_problem.clear();
    if (!m_notice.empty() && !draw_notice(m_notice, "notice-close", width))
        m_notice.clear();
    if (!m_progress_notice.empty() && !draw_notice(m_progress_notice, "progress-notice-close", width))
        m_progress_notice.clear();
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));

    if (m_lessons.lessons.empty()) {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        ImVec2 pos = ImGui::GetCursorScreenPos();
        std::string text = msg::text(Msg::ui_no_lessons);
        for (const Diagnostic& d : m_lessons.errors)
            text += "\n" + d.to_string();
        float th = wrapped_text(dl, m_fonts.body, m_fonts.size(m_fonts.body), pos, theme.text, text, width);
        ImGui::Dummy(ImVec2(width, th));
        ImGui::EndChild();
        return;
    }

    const Lesson& lesson = m_lessons.lessons[m_current];
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 pos = ImGui::GetCursorScreenPos();
    float cy = pos.y;
    std::string kicker = msg::text(Msg::ui_kicker_lesson, { { "number", two_digits(lesson.number) } }) + "  \xC2\xB7  ";
    kicker += lesson.host == LessonHost::Neutral ? msg::text(Msg::ui_kicker_any_host)
        : lesson.host == LessonHost::Browser     ? msg::text(Msg::ui_kicker_browser)
        : lesson.host == LessonHost::Node        ? std::string("NODE.JS")
                                                 : msg::text(Msg::ui_kicker_both_hosts);
    draw_label(dl, m_fonts.small_bold, m_fonts.size(m_fonts.small_bold), ImVec2(pos.x, cy), theme.link, kicker.c_str());
    cy += m_fonts.size(m_fonts.small_bold) + 10.0f;
    cy += wrapped_text(dl, m_fonts.h1, m_fonts.size(m_fonts.h1), ImVec2(pos.x, cy), theme.heading, lesson.title, width) + 10.0f;
    cy += wrapped_text(dl, m_fonts.body, m_fonts.size(m_fonts.body), ImVec2(pos.x, cy), theme.text_muted, lesson.summary, width);
    cy += 22.0f;
    dl->AddLine(ImVec2(pos.x, cy), ImVec2(pos.x + width, cy), theme.border);
    cy += 26.0f;
    ImGui::SetCursorScreenPos(ImVec2(pos.x, cy));

    BlockContext ctx = block_context(lesson, theme);
    CodeBlockHook hook = [&](const Block& b, int index, float block_width) {
        ImVec2 block_min = ImGui::GetCursorScreenPos();
        if (index == m_linked_block && m_scroll_to_block_frames > 0) {
            // The block a link named (#lesson=ID&block=N) near the top, for a few frames
            // while the blocks above it settle their heights.
            ImGui::SetScrollY(std::max(0.0f, ImGui::GetCursorPosY() - 24.0f));
            --m_scroll_to_block_frames;
        }
        float block_h = m_blocks.draw(b, index, block_width, ctx);
        if (index == m_linked_block && block_h > 0) { // and marked by a bar in the margin (the right one in fa)
            const float bar_x = right_to_left() ? block_min.x + block_width + 10.0f : block_min.x - 14.0f;
            ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(bar_x, block_min.y), ImVec2(bar_x + 4.0f, block_min.y + block_h), theme.link, 2.0f);
        }
        if (block_h >= 0 && !m_embed.active())
            draw_share_button(lesson, b, index, block_min, block_width);
        return block_h;
    };
    ArticleResult article = draw_document(lesson.document, width, m_fonts, theme, lesson_host_name(lesson.host), &hook);
    if (!article.clicked_link.empty())
        navigate_link(article.clicked_link);

    // The way on: a wide button to the next lesson at the end of the article (not in an
    // embedded lesson, which is the one lesson its page chose).
    ImGui::SetCursorScreenPos(ImVec2(pos.x, ImGui::GetCursorScreenPos().y + 24.0f));
    if (m_embed.active()) {
        ImGui::Dummy(ImVec2(width, 1.0f));
    } else if (m_current + 1 < static_cast<int>(m_lessons.lessons.size())) {
        const Lesson& next = m_lessons.lessons[m_current + 1];
        std::string label = msg::text(Msg::ui_label_next_lesson, { { "title", next.title } });
        ImGui::PushFont(m_fonts.bold);
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(18.0f, 14.0f));
        ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
        if (button(label.c_str(), ImVec2(width, 0)))
            go_to(m_current + 1);
        ImGui::PopStyleVar(2);
        ImGui::PopFont();
        record_control("next-bottom");
    } else {
        std::string end = msg::text(Msg::ui_last_lesson);
        ImVec2 p = ImGui::GetCursorScreenPos();
        float th = wrapped_text(dl, m_fonts.italic, m_fonts.size(m_fonts.italic), p, theme.text_muted, end, width);
        ImGui::Dummy(ImVec2(width, th));
    }
    ImGui::Dummy(ImVec2(width, m_embed.active() ? 8.0f : narrow ? 40.0f : 80.0f));
    keyboard_scroll();
    touch_scroll();
    ImGui::EndChild();
}

void App::keyboard_scroll()
{
    // Like any web page: PageDown / Space a screen down (Shift+Space and PageUp up), the
    // arrow keys a line (unless a quiz line is selected: they move it), Home / End.
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || m_view != View::Lesson || m_menu_open)
        return;
    auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
    float page = ImGui::GetWindowHeight() * 0.85f;
    float y = ImGui::GetScrollY(), to = y;
    if (pressed(ImGuiKey_PageDown) || (pressed(ImGuiKey_Space) && !io.KeyShift))
        to = y + page;
    if (pressed(ImGuiKey_PageUp) || (pressed(ImGuiKey_Space) && io.KeyShift))
        to = y - page;
    if (m_lessons.lessons.empty() || !m_blocks.has_selection(m_lessons.lessons[m_current].id)) {
        if (pressed(ImGuiKey_DownArrow))
            to = y + 48.0f;
        if (pressed(ImGuiKey_UpArrow))
            to = y - 48.0f;
    }
    if (pressed(ImGuiKey_Home))
        to = 0;
    if (pressed(ImGuiKey_End))
        to = ImGui::GetScrollMaxY();
    if (to != y)
        ImGui::SetScrollY(std::clamp(to, 0.0f, ImGui::GetScrollMaxY()));
}

void App::touch_scroll()
{
    // On a touch screen a finger dragged over the page (not over a control it holds)
    // scrolls it, like any web page.
    m_page_scroll = ImGui::GetScrollY();
    m_content_height = ImGui::GetCursorPosY(); // the page's content, for an embed's resize
    // Pressing on a window's empty area makes ImGui hold the window's move id (not a
    // control): that is a finger on the page, which should scroll it.
    ImGuiContext& g = *ImGui::GetCurrentContext();
    bool holding_control = g.ActiveId != 0 && !(g.ActiveIdWindow && g.ActiveId == g.ActiveIdWindow->MoveId);
    if (!m_platform.touch || holding_control || !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows))
        return;
    if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
        ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y));
}

void App::open_linked_block(const UrlParams& params)
{
    m_linked_block = -1;
    m_scroll_to_block_frames = 0;
    const std::string* block = params.find("block");
    if (!block)
        return;
    const Lesson& lesson = m_lessons.lessons[static_cast<size_t>(m_current)];
    int n = -1;
    auto [end, ec] = std::from_chars(block->data(), block->data() + block->size(), n);
    if (block->empty() || ec != std::errc() || end != block->data() + block->size() || n < 0
        || n >= static_cast<int>(lesson.document.blocks.size())) {
        std::string shown = block->size() > 20 ? block->substr(0, 20) + "..." : *block;
        m_notice += (m_notice.empty() ? "" : " ") + msg::text(Msg::ui_no_such_block, { { "lesson", lesson.title }, { "block", shown } });
        return;
    }
    m_linked_block = n;
    m_scroll_to_block_frames = 3;
    m_scroll_to_top = false;
}

void App::begin_page(const char* id, float x, float y, float w, float h, bool& to_top)
{
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::BeginChild(id, ImVec2(w, h), false);
    if (to_top) {
        ImGui::SetScrollY(0.0f);
        to_top = false;
    }
}

void App::end_page(float width, float bottom)
{
    ImGui::Dummy(ImVec2(width, bottom));
    touch_scroll();
    ImGui::EndChild();
}

float App::begin_padded_page(const char* id, float x, float y, float w, float h, bool narrow)
{
    begin_page(id, x, y, w, h, m_scroll_viz_to_top);
    float pad = narrow ? metrics::kArticlePaddingNarrow : 28.0f;
    float width = ImGui::GetContentRegionAvail().x - 2 * pad;
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x + pad, ImGui::GetCursorScreenPos().y + 18));
    return width;
}

void App::draw_visualizer_page(float x, float y, float w, float h, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    float width = begin_padded_page("visualizer-page", x, y, w, h, narrow);
    if (!m_notice.empty() && !draw_notice(m_notice, "notice-close", width))
        m_notice.clear();
    auto record = [this](const std::string& name, bool disabled) { record_control(name, disabled); };
    if (m_comparing)
        m_compare.draw(m_fonts, theme, width, narrow, m_platform.time_seconds, record);
    else
        m_viz.draw(m_fonts, theme, width, narrow, m_platform.time_seconds, record);
    end_page(width, 60);
}

bool App::open_gallery(const std::string& folder, std::string& error)
{
    auto gallery = std::make_unique<Gallery>();
    if (!gallery->load_folder(folder, error))
        return false;
    m_gallery = std::move(gallery);
    m_view = View::Gallery;
    m_scroll_viz_to_top = true;
    return true;
}

void App::draw_gallery_page(float x, float y, float w, float h, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    float width = begin_padded_page("gallery-page", x, y, w, h, narrow);
    m_gallery->draw(m_fonts, theme, width, narrow, m_platform.time_seconds,
        [this](const std::string& name, bool disabled) { record_control(name, disabled); });
    end_page(width, 60);
}

void App::draw_playground_page(float x, float y, float w, float h, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::BeginChild("playground-page", ImVec2(w, h), false);
    float pad = narrow ? metrics::kArticlePaddingNarrow : 28.0f;
    float width = ImGui::GetContentRegionAvail().x - 2 * pad;
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x + pad, ImGui::GetCursorScreenPos().y + 24));
    if (!m_notice.empty() && !draw_notice(m_notice, "notice-close", width))
        m_notice.clear();
    m_playground.draw(m_fonts, theme, width, narrow, m_platform.time_seconds, m_viz,
        [this](const std::string& name, bool disabled) { record_control(name, disabled); });
    sync_playground_location(false);
    if (m_playground.take_embed_wanted()) {
        std::string fragment = m_playground.fragment();
        m_share.open(msg::text(Msg::share_playground_what), m_embed.link_base() + fragment,
            m_embed.link_base() + "#embed&" + fragment.substr(1), "evloop: " + msg::text(Msg::share_playground_title), 720);
    }
    end_page(width, m_embed.active() ? 8.0f : 60.0f);
}

std::string App::document_title() const
{
    if (m_view == View::Playground)
        return msg::text(Msg::ui_label_playground) + " \xE2\x80\x94 evloop";
    if (m_lessons.lessons.empty())
        return "evloop \xE2\x80\x94 the JavaScript event loop, step by step";
    const Lesson& lesson = m_lessons.lessons[m_current];
    std::string title = msg::text(Msg::ui_document_title, { { "number", m_current + 1 }, { "title", lesson.title } });
    if (m_view == View::Visualizer && viz_open())
        title = (m_comparing ? msg::text(Msg::a11y_both_hosts) : m_viz.title()) + " \xC2\xB7 " + title;
    return title + " \xE2\x80\x94 evloop";
}

std::string App::test_state_json() const
{
    JsonWriter j;
    j.begin_object();
    j.key("frame").value(m_platform.frame);
    j.key("firstFrameMs").value(m_platform.first_frame_ms);
    j.key("frameCpuMs").value(m_platform.last_frame_cpu_ms);
    bool has = !m_lessons.lessons.empty();
    j.key("lesson").value(has ? m_lessons.lessons[m_current].id : std::string());
    j.key("lessonIndex").value(m_current);
    j.key("lessonCount").value(static_cast<int>(m_lessons.lessons.size()));
    j.key("lessons").begin_array();
    for (const Lesson& l : m_lessons.lessons)
        j.value(l.id);
    j.end_array();
    j.key("lessonTitle").value(has ? m_lessons.lessons[m_current].title : std::string());
    j.key("documentTitle").value(document_title());
    j.key("language").value(m_language).key("languageLoading").value(m_language_loading);
    j.key("rtl").value(right_to_left()).key("languageMenuOpen").value(m_language_menu_open);
    j.key("theme").value(m_dark ? "dark" : "light");
    j.key("themeMode").value(theme_mode_name(m_theme_mode));
    ImGuiMouseCursor cursor = ImGui::GetCurrentContext() ? ImGui::GetMouseCursor() : ImGuiMouseCursor_Arrow;
    j.key("cursor").value(cursor == ImGuiMouseCursor_Hand ? "hand" : cursor == ImGuiMouseCursor_TextInput ? "text" : "arrow");
    j.key("dpr").value(static_cast<double>(m_platform.dpr));
    j.key("width").value(static_cast<double>(m_platform.width));
    j.key("height").value(static_cast<double>(m_platform.height));
    j.key("fbWidth").value(m_platform.framebuffer_width);
    j.key("fbHeight").value(m_platform.framebuffer_height);
    j.key("notice").value(m_notice);
    j.key("problem").value(m_load_problem);
    j.key("menuOpen").value(m_menu_open);
    j.key("view").value(m_view == View::Lesson ? "lesson" : m_view == View::Visualizer ? "visualizer" : m_view == View::Gallery ? "gallery" : "playground");
    j.key("progress").value(m_progress.serialize());
    j.key("progressNotice").value(m_progress_notice);
    j.key("scrollY").value(static_cast<double>(m_page_scroll));
    j.key("touch").value(m_platform.touch);
    j.key("simulationsPending").value(simulations_pending());
    j.key("embed").begin_object().key("active").value(m_embed.active());
    if (m_embed.active()) {
        const EmbedRequest& er = m_embed.request();
        j.key("kind").value(er.kind == EmbedRequest::Kind::Playground ? "playground" : er.kind == EmbedRequest::Kind::Block ? "block" : "lesson");
        j.key("block").value(er.block).key("parentOrigin").value(er.parent_origin).key("messagesOff").value(er.messages_off);
        j.key("height").value(m_embed.last_height()).key("results").value(m_embed.results_posted());
    }
    j.end_object();
    j.key("share").begin_object().key("open").value(m_share.is_open()).key("link").value(m_share.link());
    j.key("snippet").value(m_share.snippet()).key("feedback").value(m_share.feedback()).end_object();

    j.key("quizzes").begin_array();
    for (const auto& q : const_cast<LessonBlocks&>(m_blocks).order_quizzes()) {
        j.begin_object().key("lesson").value(q.lesson).key("block").value(q.block);
        j.key("shown").begin_array();
        for (const auto& l : q.shown)
            j.value(l);
        j.end_array().key("answer").begin_array();
        for (const auto& l : q.answer)
            j.value(l);
        j.end_array().key("submitted").value(q.submitted).key("right").value(q.right).key("answerShown").value(q.answer_shown).key("problem").value(q.problem).end_object();
    }
    j.end_array();
    j.key("choices").begin_array();
    for (const auto& c : const_cast<LessonBlocks&>(m_blocks).choice_quizzes())
        j.begin_object().key("lesson").value(c.lesson).key("block").value(c.block).key("picked").value(c.picked)
            .key("submitted").value(c.submitted).key("right").value(c.right).end_object();
    j.end_array();
    j.key("exercises").begin_array();
    for (const auto& e : m_blocks.exercises().views()) {
        j.begin_object().key("lesson").value(e.lesson).key("block").value(e.block).key("code").value(e.code);
        j.key("syntaxError").value(e.syntax_error).key("checked").value(e.checked).key("passed").value(e.passed);
        j.key("everPassed").value(e.ever_passed).key("pending").value(e.pending).key("hintsShown").value(e.hints_shown);
        j.key("hints").value(e.hints).key("solutionShown").value(e.solution_shown).key("problem").value(e.problem);
        j.key("stop").value(e.grade.stop.empty() ? e.grade.problem : e.grade.stop).key("goals").begin_array();
        for (const auto& g : e.grade.goals)
            j.begin_object().key("goal").value(g.goal).key("measured").value(g.measured).key("passed").value(g.passed).key("why").value(g.why).end_object();
        j.end_array().end_object();
    }
    j.end_array();
    j.key("playground").begin_object();
    j.key("fragment").value(m_playground.fragment());
    j.key("code").value(m_playground.code());
    j.key("host").value(m_playground.node() ? "node" : "browser");
    j.key("syntaxError").value(m_playground.syntax_message());
    j.key("syntaxLine").value(m_playground.syntax_error() ? m_playground.syntax_error()->line : 0);
    j.key("syntaxColumn").value(m_playground.syntax_error() ? m_playground.syntax_error()->column : 0);
    j.key("shareFeedback").value(m_playground.share_feedback());
    j.key("ran").value(m_playground.ran());
    j.end_object();
    {
        // The side-by-side view (a host=both block, or the Playground's Run in both).
        const CompareView& cmp = m_view == View::Playground ? m_playground.compare_view() : m_compare;
        bool open = m_view == View::Playground ? m_playground.comparing() : m_comparing && m_compare.is_open();
        j.key("compare").begin_object();
        j.key("open").value(open);
        if (open) {
            CompareView& c = const_cast<CompareView&>(cmp);
            j.key("same").value(c.comparison().same);
            j.key("firstDifference").value(static_cast<long long>(c.comparison().first_difference));
            j.key("summary").value(c.summary());
            j.key("heading").value(c.heading());
            j.key("shown").value(c.shown() == 0 ? "browser" : "node");
            for (int side = 0; side < 2; ++side) {
                Visualizer& v = c.side(side);
                j.key(side == 0 ? "browser" : "node").begin_object();
                j.key("step").value(static_cast<long long>(v.step()));
                j.key("steps").value(static_cast<long long>(v.step_count()));
                j.key("host").value(v.trace()->host);
                j.key("title").value(v.title());
                j.key("stdout").begin_array();
                for (const auto& line : v.trace()->stdout_lines)
                    j.value(line);
                j.end_array();
                j.end_object();
            }
        }
        j.end_object();
    }
    j.key("viz").begin_object();
    Visualizer& viz = const_cast<Visualizer&>(m_viz);
    j.key("open").value(viz.is_open());
    if (viz.is_open()) {
        j.key("title").value(viz.title());
        j.key("step").value(static_cast<long long>(viz.step()));
        j.key("steps").value(static_cast<long long>(viz.step_count()));
        j.key("time").value(viz.time());
        j.key("playing").value(viz.playing());
        j.key("speed").value(static_cast<double>(viz.speed()));
        j.key("thread").value(static_cast<long long>(viz.shown_thread()));
        j.key("explanation").value(viz.explanation());
        j.key("host").value(viz.trace()->host);
        j.key("events").value(static_cast<long long>(viz.trace()->events().size()));
        const trace::Metrics& m = viz.trace()->metrics;
        if (const trace::Metrics::Interaction* inp = m.inp()) {
            j.key("inp").value(inp->duration()).key("rating").value(trace::Metrics::rating(inp->duration()));
            j.key("inputDelay").value(inp->input_delay()).key("processing").value(inp->processing());
            j.key("presentationDelay").value(inp->presentation_delay());
        }
        j.key("longTasks").value(static_cast<int>(m.long_tasks.size()));
        j.key("copyFeedback").value(viz.copy_feedback());
        j.key("timelineView").begin_array().value(viz.timeline().view_start()).value(viz.timeline().view_end()).end_array();
        j.key("stdout").begin_array();
        for (const auto& line : viz.trace()->stdout_lines)
            j.value(line);
        j.end_array();
    }
    j.end_object();
    j.key("controls").begin_object();
    for (const ControlRect& c : m_controls) {
        j.key(c.name).begin_object();
        j.key("x").value(static_cast<double>(c.x)).key("y").value(static_cast<double>(c.y));
        j.key("w").value(static_cast<double>(c.w)).key("h").value(static_cast<double>(c.h));
        if (c.disabled)
            j.key("disabled").value(true);
        j.end_object();
    }
    j.end_object();
    j.end_object();
    return j.str();
}

} // namespace evloop::ui
