#include "ui/playground.h"
#include "core/util/base64.h"
#include <algorithm>
#include <imgui_stdlib.h>

namespace evloop::ui {

namespace {
constexpr size_t kMaxCode = 64 * 1024; // what a link and the editor accept
const char* kStarter = "// Type any program and press Run. Try switching the host to Node.js.\n"
                       "setTimeout(() => console.log('timeout'), 0);\n"
                       "Promise.resolve().then(() => console.log('promise'));\n"
                       "queueMicrotask(() => console.log('microtask'));\n"
                       "console.log('sync');\n";
}

Playground::Playground()
    : m_code(kStarter)
{
}

std::string Playground::load(const std::string* code_b64, const std::string* host)
{
    std::string problem;
    if (host) {
        if (*host == "node")
            m_node = true;
        else if (*host == "browser")
            m_node = false;
        else
            problem = "The link asks for host \"" + host->substr(0, 20) + "\", which is neither browser nor node; the browser is used.";
    }
    if (code_b64) {
        auto code = code_b64->size() > kMaxCode * 2 ? std::nullopt : base64url_decode(*code_b64);
        if (!code || code->size() > kMaxCode)
            problem += std::string(problem.empty() ? "" : " ") + "The program in the link is damaged or too long, so the starter program is shown.";
        else
            m_code = *code;
    }
    m_ran = false;
    // A run in progress goes on: this may be the App's own fragment coming back (the
    // sidebar's Playground entry), and its result shows the program it was asked for.
    return problem;
}

std::string Playground::fragment() const
{
    return "#playground&host=" + std::string(m_node ? "node" : "browser") + "&code=" + base64url_encode(m_code.substr(0, kMaxCode));
}

void Playground::run(Visualizer& viz)
{
    loop::Settings s;
    s.host = m_node ? loop::HostKind::Node : loop::HostKind::Browser;
    s.module = m_module;
    std::string error;
    m_error.clear();
    if (!loop::apply_directives(m_code, s, error)) {
        m_error = error;
        return;
    }
    if (!m_input.empty()) {
        s.inputs.clear();
        if (!s.set("input", m_input, error)) {
            m_error = error;
            return;
        }
    }
    s.refresh_hz = m_refresh;
    s.cpu_slowdown = m_cpu;
    s.threadpool_size = m_pool;
    // The run comes back through the simulation service (draw() polls it); a new Run
    // supersedes one still in progress.
    m_request.start(*m_sims, { m_code, m_node ? (m_module ? "main.mjs" : "main.js") : "main.js", s }, ImGui::GetTime());
    m_request_code = m_code;
    (void)viz;
}

void Playground::poll(Visualizer& viz)
{
    if (!m_request.update(*m_sims))
        return;
    if (auto result = m_request.take_result()) {
        viz.open({ result, m_request_code, "Your program", "", 0, false });
        m_ran = true;
    } else {
        m_error = "The simulation failed: " + m_request.error() + ".";
    }
}

void Playground::draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds, Visualizer& viz,
    const std::function<void(const std::string&, bool)>& record)
{
    poll(viz);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    // New lines start at our left edge, not the window's.
    const float indent = std::max(0.0f, p.x - ImGui::GetWindowPos().x - ImGui::GetStyle().WindowPadding.x);
    ImGui::Indent(indent);
    dl->AddText(fonts.h1, fonts.size(fonts.h1), p, theme.heading, "Playground");
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + fonts.size(fonts.h1) + 8));
    ImVec2 q = ImGui::GetCursorScreenPos();
    const char* intro = "Run any program in a simulated browser tab or Node.js process and step through what the event loop does.";
    dl->AddText(fonts.body, fonts.size(fonts.body), q, theme.text_muted, intro, nullptr, width);
    ImGui::SetCursorScreenPos(ImVec2(q.x, q.y + fonts.body->CalcTextSizeA(fonts.size(fonts.body), 1e9f, width, intro).y + 14));

    ImGui::PushFont(fonts.mono);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, ImGui::ColorConvertU32ToFloat4(theme.code_background));
    ImGui::InputTextMultiline("##code", &m_code, ImVec2(width, narrow ? 220.0f : 260.0f), ImGuiInputTextFlags_AllowTabInput);
    ImGui::PopStyleColor();
    ImGui::PopFont();
    record("playground:editor", false);
    if (m_code.size() > kMaxCode)
        m_code.resize(kMaxCode);

    ImGui::PushFont(fonts.small);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Host:");
    ImGui::SameLine();
    if (ImGui::RadioButton("Browser", !m_node))
        m_node = false;
    record("playground:browser", false);
    ImGui::SameLine();
    if (ImGui::RadioButton("Node.js", m_node))
        m_node = true;
    record("playground:node", false);
    if (m_node) {
        ImGui::SameLine();
        ImGui::Checkbox("ES module", &m_module);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(110);
        ImGui::SliderInt("threadpool", &m_pool, 1, 16);
    } else {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(110);
        if (ImGui::BeginCombo("refresh", m_refresh == 120 ? "120 Hz" : m_refresh == 30 ? "30 Hz" : "60 Hz")) {
            for (int hz : { 30, 60, 120 })
                if (ImGui::Selectable((std::to_string(hz) + " Hz").c_str(), hz == m_refresh))
                    m_refresh = hz;
            ImGui::EndCombo();
        }
    }
    ImGui::SetNextItemWidth(narrow ? width * 0.5f : 160.0f);
    ImGui::SliderFloat("CPU slowdown", &m_cpu, 1.0f, 6.0f, "%.0fx");
    if (!m_node) {
        if (!narrow)
            ImGui::SameLine();
        ImGui::SetNextItemWidth(narrow ? width : 220.0f);
        ImGui::InputTextWithHint("##input", "click #id @ 120ms", &m_input);
        record("playground:input", false);
    }
    ImGui::PopFont();
    ImGui::PushFont(fonts.bold);
    if (ImGui::Button("\xE2\x96\xB6 Run"))
        run(viz);
    record("playground:run", false);
    ImGui::PopFont();
    if (!m_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.poor));
        ImGui::PushTextWrapPos(ImGui::GetCursorScreenPos().x + width);
        ImGui::TextUnformatted(m_error.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
    }
    if (m_request.pending()) {
        ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + 4));
        if (draw_sim_progress(m_request, "Simulating", fonts, theme, width, ImGui::GetTime(), record, "playground", true))
            m_request.cancel(*m_sims);
        ImGui::Dummy(ImVec2(width, 4));
    }
    ImGui::Dummy(ImVec2(width, 12));
    if (m_ran && viz.is_open())
        viz.draw(fonts, theme, width, narrow, now_seconds, record);
    ImGui::Unindent(indent);
}

} // namespace evloop::ui
