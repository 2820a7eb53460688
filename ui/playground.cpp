#include "ui/playground.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include "ui/code_editor.h"
#include "core/util/base64.h"
#include "core/util/deflate.h"
#include "ui/clipboard.h"
#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cstdio>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

namespace evloop::ui {

namespace {
constexpr size_t kMaxCode = 64 * 1024; // what a link and the editor accept
// The longest code= or z= value read: the base64url of kMaxCode bytes, with room for
// DEFLATE's block headers when the program does not compress.
constexpr size_t kMaxCodeParam = (kMaxCode + 1024) / 3 * 4 + 4;
constexpr double kCheckDelaySeconds = 0.35; // the syntax check waits for a pause in typing
const char* kStarter = "// Type any program and press Run. Try switching the host to Node.js.\n"
                       "setTimeout(() => console.log('timeout'), 0);\n"
                       "Promise.resolve().then(() => console.log('promise'));\n"
                       "queueMicrotask(() => console.log('microtask'));\n"
                       "console.log('sync');\n";

// An integer option of a link within [low, high]; false if it is not one.
bool int_option(const std::string& text, int low, int high, int& out)
{
    int v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < low || v > high)
        return false;
    out = v;
    return true;
}

std::string shown(const std::string& s) { return s.size() > 20 ? s.substr(0, 20) + "..." : s; }
} // namespace

Playground::Playground()
    : m_code(kStarter)
{
}

void Playground::set_code(std::string code)
{
    m_code = std::move(code);
    if (m_code.size() > kMaxCode)
        m_code.resize(kMaxCode);
}

std::string Playground::load(const UrlParams& params)
{
    std::string problem;
    auto add = [&](const std::string& sentence) { problem += (problem.empty() ? "" : " ") + sentence; };
    if (const std::string* host = params.find("host")) {
        if (*host == "node")
            m_node = true;
        else if (*host == "browser")
            m_node = false;
        else
            add(msg::text(Msg::playground_bad_host, { { "host", shown(*host) } }));
    }
    if (const std::string* module = params.find("module"))
        m_module = *module == "1";
    if (const std::string* v = params.find("refresh"); v && (!int_option(*v, 30, 120, m_refresh) || (m_refresh != 30 && m_refresh != 60 && m_refresh != 120))) {
        m_refresh = 60;
        add(msg::text(Msg::playground_bad_refresh, { { "value", shown(*v) } }));
    }
    int cpu = 1;
    if (const std::string* v = params.find("cpu")) {
        if (int_option(*v, 1, 6, cpu))
            m_cpu = static_cast<float>(cpu);
        else
            add(msg::text(Msg::playground_bad_cpu, { { "value", shown(*v) } }));
    }
    if (const std::string* v = params.find("pool"); v && !int_option(*v, 1, 16, m_pool)) {
        m_pool = 4;
        add(msg::text(Msg::playground_bad_pool, { { "value", shown(*v) } }));
    }
    if (const std::string* v = params.find("input"))
        m_input = v->substr(0, kMaxInput);
    if (params.find("z") || params.find("code")) {
        LinkedProgram linked = program_in_link(params);
        if (linked.too_long)
            add(msg::text(Msg::playground_code_too_long));
        else if (!linked.code)
            add(msg::text(Msg::playground_code_damaged));
        else
            m_code = std::move(*linked.code);
    }
    m_ran = false;
    m_syntax.reset();
    m_checked_key.clear();
    // A run in progress goes on: this may be the App's own fragment coming back (the
    // sidebar's Playground entry), and its result shows the program it was asked for.
    return problem;
}

Playground::LinkedProgram Playground::program_in_link(const UrlParams& params)
{
    LinkedProgram out;
    const std::string* packed = params.find("z");
    const std::string* text = packed ? packed : params.find("code");
    if (!text)
        return out;
    if (text->size() > kMaxCodeParam) {
        out.too_long = true;
        return out;
    }
    std::optional<std::string> bytes = base64url_decode(*text);
    if (!bytes)
        return out;
    if (!packed) {
        out.too_long = bytes->size() > kMaxCode;
        if (!out.too_long)
            out.code = std::move(*bytes);
        return out;
    }
    Inflated program = inflate_raw(*bytes, kMaxCode);
    out.too_long = program.status == Inflated::Status::TooLong;
    if (program.status == Inflated::Status::Ok)
        out.code = std::move(program.bytes);
    return out;
}

bool Playground::restore(const std::string& fragment)
{
    if (fragment.rfind("#playground", 0) != 0)
        return false;
    UrlParams params = parse_fragment(fragment);
    if (!params.problems.empty() || !links_program(params))
        return false;
    Playground copy = *this;
    if (!copy.load(params).empty())
        return false; // damaged: keep what we have
    *this = std::move(copy);
    return true;
}

std::string Playground::fragment() const
{
    std::vector<UrlParam> params;
    params.push_back({ "host", m_node ? "node" : "browser" });
    if (m_node && m_module)
        params.push_back({ "module", "1" });
    if (!m_node && m_refresh != 60)
        params.push_back({ "refresh", std::to_string(m_refresh) });
    if (m_cpu != 1.0f)
        params.push_back({ "cpu", std::to_string(static_cast<int>(m_cpu + 0.5f)) });
    if (m_node && m_pool != 4)
        params.push_back({ "pool", std::to_string(m_pool) });
    if (!m_node && !m_input.empty())
        params.push_back({ "input", m_input });
    // The program compressed (z=) unless that is no shorter (code=, a tiny program). The
    // URL follows the editor, so the compressed text is kept until the program changes.
    std::string_view code = std::string_view(m_code).substr(0, kMaxCode);
    if (code != m_link_code.program) {
        m_link_code.program = std::string(code);
        std::string packed = base64url_encode(deflate_raw(code)), plain = base64url_encode(code);
        m_link_code.compressed = packed.size() < plain.size();
        m_link_code.param = m_link_code.compressed ? std::move(packed) : std::move(plain);
    }
    params.push_back({ m_link_code.compressed ? "z" : "code", m_link_code.param });
    std::string rest = build_fragment(params); // "#host=…&code=…"
    return "#playground&" + rest.substr(1);
}

loop::Settings Playground::settings_for_check() const
{
    loop::Settings s;
    s.host = m_node ? loop::HostKind::Node : loop::HostKind::Browser;
    s.module = m_module && m_node;
    return s;
}

void Playground::check_syntax_now()
{
    loop::Settings s = settings_for_check();
    std::string key = std::string(m_node ? "n" : "b") + (s.module ? "m" : "s") + m_code;
    if (key == m_checked_key)
        return;
    m_checked_key = key;
    m_pending_key = key;
    m_syntax = loop::check_syntax(m_code, s);
}

std::string Playground::syntax_message() const
{
    if (!m_syntax)
        return "";
    return msg::text(Msg::ui_syntax_error_at, { { "line", m_syntax->line }, { "column", m_syntax->column }, { "message", m_syntax->message } });
}

bool Playground::settings_for_run(loop::HostKind host, loop::Settings& s)
{
    loop::Settings base;
    base.host = host;
    base.module = m_module;
    loop::Overrides overrides;
    if (!m_input.empty() && host == loop::HostKind::Browser)
        overrides.inputs.push_back(m_input);
    std::string error;
    if (!loop::settings_for_program(m_code, base, overrides, s, error)) {
        m_error = error;
        return false;
    }
    s.refresh_hz = m_refresh;
    s.cpu_slowdown = m_cpu;
    s.threadpool_size = m_pool;
    return true;
}

void Playground::run(Visualizer& viz)
{
    // A syntax error is shown in the editor; the visualizer would only replay a failed start.
    check_syntax_now();
    m_error.clear();
    if (m_syntax) {
        m_ran = false;
        return;
    }
    loop::Settings s;
    if (!settings_for_run(m_node ? loop::HostKind::Node : loop::HostKind::Browser, s))
        return;
    // The run comes back through the simulation service (draw() polls it); a new Run
    // supersedes one still in progress.
    m_arrived.reset();
    m_other_arrived.reset();
    m_other_request.cancel(*m_sims);
    m_both = false;
    m_request.start(*m_sims, { m_code, m_node ? (m_module ? "main.mjs" : "main.js") : "main.js", s }, ImGui::GetTime());
    m_request_code = m_code;
    (void)viz;
}

void Playground::share(double now_seconds)
{
    m_share_ticket = clipboard::copy(m_link_base + fragment(), now_seconds);
}

void Playground::run_both()
{
    check_syntax_now();
    m_error.clear();
    if (m_syntax) {
        m_ran = false;
        return;
    }
    loop::Settings browser, node;
    if (!settings_for_run(loop::HostKind::Browser, browser) || !settings_for_run(loop::HostKind::Node, node))
        return;
    m_arrived.reset();
    m_other_arrived.reset();
    m_both = true;
    m_request.start(*m_sims, { m_code, "main.js", browser }, ImGui::GetTime());
    m_other_request.start(*m_sims, { m_code, m_module ? "main.mjs" : "main.js", node }, ImGui::GetTime());
    m_request_code = m_code;
}

void Playground::poll_background()
{
    if (!m_sims)
        return;
    if (m_request.update(*m_sims)) {
        m_arrived = m_request.take_result();
        if (!m_arrived)
            m_error = msg::text(Msg::ui_simulation_failed, { { "error", m_request.error() } });
    }
    if (m_other_request.update(*m_sims)) {
        m_other_arrived = m_other_request.take_result();
        if (!m_other_arrived)
            m_error = msg::text(Msg::ui_simulation_failed, { { "error", m_other_request.error() } });
    }
}

void Playground::poll(Visualizer& viz)
{
    poll_background();
    if (m_both) {
        if (m_arrived && m_other_arrived) {
            m_compare->open({ std::move(m_arrived), m_request_code, "", "", 0, false, -1, Msg::playground_your_program },
                { std::move(m_other_arrived), m_request_code, "", "", 0, false, -1, Msg::playground_your_program });
            m_arrived.reset();
            m_other_arrived.reset();
            m_comparing = true;
            m_ran = true;
        }
    } else if (m_arrived) {
        viz.open({ std::move(m_arrived), m_request_code, "", "", 0, false, -1, Msg::playground_your_program });
        m_arrived.reset();
        m_comparing = false;
        m_ran = true;
    }
}

// The error's line in the editor: a red bar in the gutter, the line tinted, and a wavy
// underline from the error's column to the end of the line.
void Playground::draw_syntax_marker(const Fonts& fonts, const Theme& theme, ImVec2 editor_min, ImVec2 editor_max)
{
    if (m_syntax)
        ui::draw_syntax_marker("##code", m_code, *m_syntax, fonts, theme, editor_min, editor_max);
}

void Playground::draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds, Visualizer& viz,
    const std::function<void(const std::string&, bool)>& record)
{
    m_now = now_seconds;
    poll(viz);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    // New lines start at our left edge, not the window's.
    const float indent = std::max(0.0f, p.x - ImGui::GetWindowPos().x - ImGui::GetStyle().WindowPadding.x);
    ImGui::Indent(indent);
    draw_label(dl, fonts.h1, fonts.size(fonts.h1), p, theme.heading, msg::text(Msg::ui_label_playground));
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + fonts.size(fonts.h1) + 8));
    ImVec2 q = ImGui::GetCursorScreenPos();
    const std::string intro_text = msg::text(Msg::playground_intro);
    const char* intro = intro_text.c_str();
    draw_wrapped(dl, fonts.body, fonts.size(fonts.body), q, theme.text_muted, intro, width);
    ImGui::SetCursorScreenPos(ImVec2(q.x, q.y + wrapped_size(fonts.body, fonts.size(fonts.body), intro, width).y + 14));

    ImGui::PushFont(fonts.mono);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, ImGui::ColorConvertU32ToFloat4(theme.code_background));
    ImGui::InputTextMultiline("##code", &m_code, ImVec2(width, narrow ? 220.0f : 260.0f), ImGuiInputTextFlags_AllowTabInput);
    ImGui::PopStyleColor();
    ImVec2 editor_min = ImGui::GetItemRectMin(), editor_max = ImGui::GetItemRectMax();
    record("playground:editor", false);
    if (m_code.size() > kMaxCode)
        m_code.resize(kMaxCode);
    // As the learner types: the syntax check once the typing pauses.
    {
        std::string key = std::string(m_node ? "n" : "b") + (m_module && m_node ? "m" : "s") + m_code;
        if (key != m_pending_key) {
            m_pending_key = std::move(key);
            m_changed_at = now_seconds;
        } else if (m_pending_key != m_checked_key && now_seconds - m_changed_at >= kCheckDelaySeconds) {
            check_syntax_now();
        }
    }
    // A mark that no longer matches the text (typed since) stays until the next check.
    if (m_syntax && m_syntax->offset <= m_code.size())
        draw_syntax_marker(fonts, theme, editor_min, editor_max);
    ImGui::PopFont();
    if (m_syntax) {
        ImGui::PushFont(fonts.small_bold);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.poor));
        ImGui::PushTextWrapPos(ImGui::GetCursorScreenPos().x + width);
        std::string text = syntax_message();
        text_label(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        ImGui::PopFont();
        record("playground:syntax-error", false);
    }

    ImGui::PushFont(fonts.small);
    ImGui::AlignTextToFramePadding();
    text_label(msg::text(Msg::playground_host));
    ImGui::SameLine();
    if (radio_button((msg::text(Msg::ui_host_browser) + "##browser").c_str(), !m_node))
        m_node = false;
    record("playground:browser", false);
    ImGui::SameLine();
    if (radio_button("Node.js", m_node))
        m_node = true;
    record("playground:node", false);
    if (m_node) {
        ImGui::SameLine();
        checkbox((msg::text(Msg::playground_es_module) + "##module").c_str(), &m_module);
        record("playground:module", false);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(110);
        ImGui::SliderInt("##threadpool", &m_pool, 1, 16);
        record("playground:pool", false);
        ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
        text_label(msg::text(Msg::playground_threadpool));
    } else {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(110);
        if (ImGui::BeginCombo("##refresh", m_refresh == 120 ? "120 Hz" : m_refresh == 30 ? "30 Hz" : "60 Hz")) {
            for (int hz : { 30, 60, 120 })
                if (ImGui::Selectable((std::to_string(hz) + " Hz").c_str(), hz == m_refresh))
                    m_refresh = hz;
            ImGui::EndCombo();
        }
        record("playground:refresh", false);
        ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
        text_label(msg::text(Msg::playground_refresh));
    }
    ImGui::SetNextItemWidth(narrow ? width * 0.5f : 160.0f);
    ImGui::SliderFloat("##cpu", &m_cpu, 1.0f, 6.0f, "%.0fx");
    record("playground:cpu", false);
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    text_label(msg::text(Msg::a11y_pg_cpu));
    m_cpu = static_cast<float>(static_cast<int>(m_cpu + 0.5f)); // whole steps, as the link keeps them
    if (!m_node) {
        if (!narrow)
            ImGui::SameLine();
        ImGui::SetNextItemWidth(narrow ? width : 220.0f);
        ImGui::InputTextWithHint("##input", "click #id @ 120ms", &m_input);
        record("playground:input", false);
    }
    ImGui::PopFont();
    ImGui::PushFont(fonts.bold);
    if (button(msg::text(Msg::ui_label_run).c_str()))
        run(viz);
    record("playground:run", false);
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::PushFont(fonts.small_bold);
    if (button(msg::text(Msg::playground_run_both).c_str()))
        run_both();
    record("playground:run-both", false);
    // Share on the same row when it fits (a phone puts it below).
    const std::string share_label = msg::text(Msg::playground_share_link);
    const float share_w = label_size(share_label).x + 2 * ImGui::GetStyle().FramePadding.x;
    const bool share_fits = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + share_w <= p.x + width;
    ImGui::PopFont();
    if (share_fits)
        ImGui::SameLine();
    ImGui::PushFont(fonts.small_bold);
    if (button(share_label.c_str()))
        share(now_seconds);
    record("playground:share", false);
    ImGui::SameLine();
    if (button(msg::text(Msg::playground_embed).c_str())) // the Share and embed dialog (the App opens it)
        m_embed_wanted = true;
    record("playground:embed", false);
    ImGui::PopFont();
    clipboard::State shared = clipboard::state(m_share_ticket, now_seconds);
    m_share_feedback = shared == clipboard::State::Pending ? msg::text(Msg::playground_copying_link)
        : shared == clipboard::State::Copied             ? msg::text(Msg::playground_link_copied)
        : shared == clipboard::State::Failed             ? msg::text(Msg::playground_copy_refused)
                                                         : std::string();
    if (!m_share_feedback.empty()) {
        ImGui::SameLine();
        ImGui::PushFont(fonts.small_bold);
        ImGui::AlignTextToFramePadding();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(shared == clipboard::State::Failed ? theme.poor : theme.good));
        text_label(m_share_feedback.c_str());
        ImGui::PopStyleColor();
        ImGui::PopFont();
        record("playground:share-feedback", false);
    }
    if (!m_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.poor));
        ImGui::PushTextWrapPos(ImGui::GetCursorScreenPos().x + width);
        text_label(m_error.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
    }
    if (pending()) {
        ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + 4));
        const SimRequest& shown = m_request.pending() ? m_request : m_other_request;
        if (draw_sim_progress(shown, msg::text(m_both && !m_request.pending() ? Msg::ui_simulating_node : Msg::ui_simulating).c_str(), fonts, theme, width,
                ImGui::GetTime(), record, "playground", true))
            cancel();
        ImGui::Dummy(ImVec2(width, 4));
    }
    ImGui::Dummy(ImVec2(width, 12));
    if (comparing())
        m_compare->draw(fonts, theme, width, narrow, now_seconds, record);
    else if (m_ran && viz.is_open())
        viz.draw(fonts, theme, width, narrow, now_seconds, record);
    ImGui::Unindent(indent);
}

bool Playground::set_pool(int threads)
{
    if (threads < 1 || threads > 16)
        return false;
    m_pool = threads;
    return true;
}

bool Playground::set_refresh(int hz)
{
    if (hz != 30 && hz != 60 && hz != 120)
        return false;
    m_refresh = hz;
    return true;
}

bool Playground::set_cpu(int times)
{
    if (times < 1 || times > 6)
        return false;
    m_cpu = static_cast<float>(times);
    return true;
}

bool Playground::set_input(std::string input)
{
    if (input.size() > kMaxInput)
        return false;
    m_input = std::move(input);
    return true;
}

} // namespace evloop::ui
