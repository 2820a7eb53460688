#include "ui/clipboard.h"
#include <imgui.h>

namespace evloop::ui::clipboard {

namespace {
constexpr double kFeedbackSeconds = 2.5;
struct Status {
    bool async = false;
    int ticket = 0;      // the latest copy
    State state = State::None;
    double finished = 0; // when it was answered
};
Status g_status;
} // namespace

int copy(const std::string& text, double now_seconds)
{
    ++g_status.ticket;
    g_status.state = g_status.async ? State::Pending : State::Copied;
    g_status.finished = now_seconds;
    ImGui::SetClipboardText(text.c_str());
    return g_status.ticket;
}

State state(int ticket, double now_seconds)
{
    if (ticket == 0 || ticket != g_status.ticket)
        return State::None;
    if (g_status.state == State::Pending)
        return State::Pending;
    return now_seconds - g_status.finished < kFeedbackSeconds ? g_status.state : State::None;
}

void set_async(bool async) { g_status.async = async; }

void report(bool ok, double now_seconds)
{
    if (g_status.state != State::Pending)
        return;
    g_status.state = ok ? State::Copied : State::Failed;
    g_status.finished = now_seconds;
}

} // namespace evloop::ui::clipboard
