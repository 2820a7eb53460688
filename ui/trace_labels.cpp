#include "ui/trace_labels.h"
#include "core/trace/trace.h"
#include "core/util/messages.h"

namespace evloop::ui {

std::string shown_label(const trace::Trace& run, std::string_view label)
{
    return trace::shown_text(run, label);
}

std::string shown_output_line(const trace::Trace& run, const loop::OutputLine& line)
{
    if (!line.is_stderr)
        return line.text;
    for (std::string_view prefix : { std::string_view("evloop: note: "), std::string_view("evloop: ") })
        if (std::string_view(line.text).starts_with(prefix))
            return std::string(prefix) + trace::shown_text(run, std::string_view(line.text).substr(prefix.size()));
    return line.text;
}

std::string shown_message(const trace::Trace& run, const trace::MessageLink& link)
{
    trace::MessageLink shown = link;
    shown.sender = shown_label(run, link.sender);
    return trace::describe_message(shown);
}

std::string inp_rating(double inp_ms)
{
    const std::string_view rating = trace::Metrics::rating(inp_ms);
    if (rating == "good")
        return msg::unfilled_text(Msg::inp_rating_good);
    if (rating == "needs improvement")
        return msg::unfilled_text(Msg::inp_rating_needs_improvement);
    return msg::unfilled_text(Msg::inp_rating_poor);
}

} // namespace evloop::ui
