#include "ui/sim_request.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace evloop::ui {

void SimRequest::start(sim::Service& service, sim::Job job, double now_seconds)
{
    cancel(service);
    m_id = service.submit(std::move(job));
    m_status = {};
    m_status.state = sim::Status::State::Queued;
    m_started = now_seconds;
    m_result.reset();
    m_error.clear();
}

bool SimRequest::update(sim::Service& service)
{
    if (!m_id)
        return false;
    sim::Status s = service.poll(m_id);
    if (s.pending()) {
        m_status = std::move(s);
        return false;
    }
    m_id = 0;
    m_result = std::move(s.result);
    m_error = s.state == sim::Status::State::Unknown ? msg::text(Msg::ui_simulation_lost) : s.error;
    if (!m_result && m_error.empty())
        m_error = msg::text(Msg::ui_simulation_failed_plain);
    m_status = {};
    m_status.state = s.state;
    m_status.instructions = s.instructions;
    m_status.virtual_ms = s.virtual_ms;
    return true;
}

void SimRequest::cancel(sim::Service& service)
{
    if (m_id)
        service.cancel(m_id);
    m_id = 0;
    m_status = {};
}

bool draw_sim_progress(const SimRequest& request, const char* what, const Fonts& fonts, const Theme& theme, float width,
    double now_seconds, const std::function<void(const std::string&, bool)>& record, const std::string& id, bool cancellable)
{
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = 40.0f;
    const sim::Status& s = request.status();
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h), theme.code_background, 8.0f);
    dl->AddRect(p, ImVec2(p.x + width, p.y + h), theme.code_border, 8.0f);

    // A spinner: a three-quarter arc turning once a second.
    const ImVec2 c(p.x + 20, p.y + h * 0.5f);
    const float r = 7.0f;
    float a0 = static_cast<float>(std::fmod(now_seconds, 1.0) * 2 * 3.14159265);
    dl->PathArcTo(c, r, a0, a0 + 4.7f, 20);
    dl->PathStroke(theme.link, 0, 2.5f);

    char virtual_ms[32];
    std::snprintf(virtual_ms, sizeof virtual_ms, "%.0f", s.virtual_ms);
    const std::string text_string = s.state == sim::Status::State::Queued ? msg::text(Msg::ui_sim_queued, { { "what", what } })
                                                                          : msg::text(Msg::ui_sim_progress, { { "what", what }, { "ms", virtual_ms } });
    const char* text = text_string.c_str();
    ImFont* font = fonts.small;
    float size = fonts.size(font);
    draw_label(dl, font, size, ImVec2(p.x + 38, p.y + (h - size) * 0.5f - 1), theme.text, text);

    // An indeterminate bar under the text: a stripe sweeping left to right.
    float bar_x0 = p.x + 38, bar_x1 = p.x + width - 100;
    if (bar_x1 - bar_x0 > 60) {
        float y = p.y + h - 7;
        dl->AddRectFilled(ImVec2(bar_x0, y), ImVec2(bar_x1, y + 3), theme.code_border, 1.5f);
        float span = bar_x1 - bar_x0, stripe = std::min(80.0f, span * 0.3f);
        float t = static_cast<float>(std::fmod(now_seconds * 0.8, 1.0));
        float x = bar_x0 + (span + stripe) * t - stripe;
        dl->AddRectFilled(ImVec2(std::max(bar_x0, x), y), ImVec2(std::min(bar_x1, x + stripe), y + 3), theme.link, 1.5f);
    }

    bool cancel = false;
    if (cancellable && now_seconds - request.started() >= kCancelAfterSeconds) {
        ImGui::PushFont(fonts.small_bold);
        const char* label = "Cancel";
        float bw = label_size(label).x + ImGui::GetStyle().FramePadding.x * 2;
        ImGui::SetCursorScreenPos(ImVec2(p.x + width - bw - 8, p.y + (h - ImGui::GetFrameHeight()) * 0.5f));
        ImGui::PushID(id.c_str());
        cancel = button(label);
        ImGui::PopID();
        record(id + ":cancel", false);
        ImGui::PopFont();
    }
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h));
    return cancel;
}

} // namespace evloop::ui
