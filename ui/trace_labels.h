#pragma once
// The trace's labels in the learner's language. The hosts write their labels into the
// trace in English ("update the rendering", "message from the page", "(top level)"): the
// trace is the same in every language and the CLI prints it as it is. The visualizer
// shows them through shown_label(), which finds the label's message in
// core/util/messages.def (the label_* group) and gives its text in the current catalogue;
// a label that is no message (an API name, "setTimeout 100 ms", a function's name, a
// program's own label) is shown as it is.
#include "core/trace/trace_state.h"
#include <string>
#include <string_view>

namespace evloop::ui {

// `label` in the current language (as it is when no message matches, and in English).
std::string shown_label(std::string_view label);

// trace::describe_message() with the sender in the current language.
std::string shown_message(const trace::MessageLink& link);

// web-vitals' rating of an INP of `inp_ms` ("good", "needs improvement", "poor": trace::
// Metrics::rating) in the current language.
std::string inp_rating(double inp_ms);

} // namespace evloop::ui
