#include "ui/gallery.h"
#include "ui/shaped_text.h"
#include "core/loop/settings.h"
#include "core/trace/trace_state.h"
#include "ui/code_view.h"
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace evloop::ui {

namespace {

bool ends_with(const std::string& s, const char* tail)
{
    std::string t(tail);
    return s.size() >= t.size() && s.compare(s.size() - t.size(), t.size(), t) == 0;
}

// The step an entry opens at: the main thread's first task that delivers a message from
// another thread (then the worker that sent it is shown, at that time), else the first
// long task's start, else the middle of the run.
void place(Visualizer& viz)
{
    const trace::Trace& t = *viz.trace();
    for (const trace::MessageLink& link : trace::message_links(t))
        if (link.task) {
            viz.step_to_time(link.arrived);
            for (size_t k = 1; k < viz.thread_count(); ++k)
                if (viz.thread_index(k) == link.from)
                    viz.show_thread(k);
            return;
        }
    if (!t.metrics.long_tasks.empty()) {
        viz.step_to_time(t.metrics.long_tasks.front().start + 1);
        return;
    }
    viz.step_to(viz.step_count() / 2);
}

} // namespace

void Gallery::add(std::string name, std::string code, std::shared_ptr<const loop::RunResult> run)
{
    Entry e;
    e.name = std::move(name);
    e.code = std::move(code);
    e.run = std::move(run);
    e.viz = std::make_unique<Visualizer>();
    e.viz->open({ e.run, e.code, "", "", 0, false }); // its heading is the entry's
    e.viz->take_keyboard(false); // a page of many: the arrows scroll it, they step none
    place(*e.viz);
    m_entries.push_back(std::move(e));
}

bool Gallery::load_folder(const std::string& folder, std::string& error)
{
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& item : std::filesystem::directory_iterator(folder, ec)) {
        std::string name = item.path().filename().string();
        if (item.is_regular_file() && (ends_with(name, ".js") || ends_with(name, ".cjs") || ends_with(name, ".mjs")))
            files.push_back(item.path());
    }
    if (ec) {
        error = "cannot read the folder " + folder + ": " + ec.message();
        return false;
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        std::string source = text.str();
        std::string name = path.filename().string();
        loop::Settings base;
        if (!ends_with(name, ".js"))
            base.host = loop::HostKind::Node;
        base.module = ends_with(name, ".mjs");
        loop::Settings settings;
        if (!loop::settings_for_program(source, base, {}, settings, error)) {
            error = name + ": " + error;
            return false;
        }
        auto run = std::make_shared<loop::RunResult>(loop::run(source, name, settings));
        add(name, source, std::move(run));
        m_entries.back().settings = settings;
        m_entries.back().rerunnable = true;
    }
    return true;
}

void Gallery::rerun()
{
    for (Entry& e : m_entries) {
        if (!e.rerunnable)
            continue;
        auto run = std::make_shared<loop::RunResult>(loop::run(e.code, e.name, e.settings));
        e.run = run;
        e.viz->replace_run(std::move(run));
    }
}

void Gallery::draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
    const std::function<void(const std::string&, bool)>& record)
{
    const float x0 = ImGui::GetCursorScreenPos().x;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    draw_label(dl, fonts.h2, fonts.size(fonts.h2), p, theme.heading, "Gallery");
    p.y += fonts.size(fonts.h2) + 8;
    const char* intro = "Every widget, drawn from canned runs of the programs in tests/scenarios/: the code view, then the "
                        "visualizer (stepper, threads, code, call stack, queues, console, page), the timeline and the INP bars.";
    float size = fonts.size(fonts.body);
    draw_wrapped(dl, fonts.body, size, p, theme.text_muted, intro, width);
    p.y += wrapped_size(fonts.body, size, intro, width).y + 18;
    ImGui::SetCursorScreenPos(p);
    if (m_entries.empty()) {
        text_label("No programs.");
        return;
    }
    static const FenceInfo kBrowser { "js", {}, { { "host", "browser" } } };
    static const FenceInfo kNode { "js", {}, { { "host", "node" } } };
    for (size_t i = 0; i < m_entries.size(); ++i) {
        Entry& e = m_entries[i];
        ImGui::PushID(static_cast<int>(i));
        ImVec2 top = ImGui::GetCursorScreenPos();
        dl->AddLine(ImVec2(x0, top.y), ImVec2(x0 + width, top.y), theme.border);
        ImGui::SetCursorScreenPos(ImVec2(x0, top.y + 10));
        ImGui::PushFont(fonts.h3);
        text_label(e.name.c_str());
        ImGui::PopFont();
        record("gallery:" + e.name, false);
        ImGui::SetCursorScreenPos(ImVec2(x0, ImGui::GetCursorScreenPos().y + 6));
        const bool node = e.run->trace->host == "node";
        draw_code_block({ e.code, node ? kNode : kBrowser, node ? "node" : "browser", static_cast<int>(1000 + i) }, width, fonts, theme);
        ImGui::SetCursorScreenPos(ImVec2(x0, ImGui::GetCursorScreenPos().y + 12));
        e.viz->draw(fonts, theme, width, narrow, now_seconds, record);
        ImGui::SetCursorScreenPos(ImVec2(x0, ImGui::GetCursorScreenPos().y + 24));
        ImGui::PopID();
    }
}

} // namespace evloop::ui
