#pragma once
// The trace's labels in the learner's language. The hosts write their labels into the
// trace in English ("update the rendering", "message from the page", "(top level)"): the
// trace is the same in every language and the CLI prints it as it is. Each label that is
// one of core/util/messages.def's messages (the label_* group, thread names, stop reasons)
// is recorded in the trace with its id and arguments (trace::Trace::message), and
// shown_label() gives that message in the current catalogue; a label that is no message
// (an API name, "setTimeout 100 ms", a function's name, a program's own label) is shown as
// it is.
#include "core/loop/run.h"
#include "core/trace/trace_state.h"
#include <string>
#include <string_view>

namespace evloop::ui {

// `label`, a string of `run` (the run's main trace) or of one of its threads' traces, in
// the current language (as it is when it is no message, and in English).
std::string shown_label(const trace::Trace& run, std::string_view label);

// A line of a run's output as the learner reads it: the program's own lines as they are;
// evloop's ("evloop: note: …", "evloop: …") with their message in the current language
// when the trace recorded which message it is.
std::string shown_output_line(const trace::Trace& run, const loop::OutputLine& line);

// trace::describe_message() with the sender in the current language.
std::string shown_message(const trace::Trace& run, const trace::MessageLink& link);

// web-vitals' rating of an INP of `inp_ms` ("good", "needs improvement", "poor": trace::
// Metrics::rating) in the current language.
std::string inp_rating(double inp_ms);

} // namespace evloop::ui
