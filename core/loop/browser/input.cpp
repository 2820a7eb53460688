// Input (docs/semantics.md §2.7, §4): a simulated click is two tasks (pointerdown and
// mousedown, then pointerup, mouseup and click), a key press keydown then keyup, in the
// user-interaction task source; each is an interaction whose latency (INP) ends when the
// frame that paints its result is presented.
#include "core/loop/browser/browser_host.h"
#include "core/util/messages.h"

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

// The settings' inputs in time order; HTTP requests are for the node host.
void BrowserHost::take_inputs()
{
    m_inputs = m_settings.inputs;
    std::stable_sort(m_inputs.begin(), m_inputs.end(), [](const Input& a, const Input& b) { return a.at_ms < b.at_ms; });
    for (const Input& in : m_inputs)
        if (in.type == Input::Type::Request)
            note(m_trace.message(Msg::note_request_input_in_browser, { { "input", in.describe() } }));
    m_inputs.erase(std::remove_if(m_inputs.begin(), m_inputs.end(), [](const Input& i) { return i.type == Input::Type::Request; }), m_inputs.end());
}

void BrowserHost::queue_input_tasks(size_t index)
{
    const Input& in = m_inputs[index];
    std::string label = in.describe();
    if (auto* e = m_trace.record(EventKind::Input, in.at_ms)) {
        e->id = static_cast<uint32_t>(index + 1);
        e->text = m_trace.intern(label);
    }
    trace::Metrics::Interaction interaction;
    interaction.label = (in.type == Input::Type::Click ? "click " : "key ") + in.target;
    interaction.start = in.at_ms;
    m_trace.metrics.interactions.push_back(interaction);
    m_interactions.push_back({ m_trace.metrics.interactions.size() - 1, false });
    // A click is two tasks (pointerdown+mousedown, then pointerup+mouseup+click); a key
    // press is keydown (+keypress) then keyup.
    for (int part = 0; part < 2; ++part) {
        Task t;
        t.id = m_next_task++;
        t.kind = TaskKind::Input;
        t.source = TaskSource::UserInteraction;
        t.label = (in.type == Input::Type::Click ? (part == 0 ? "pointerdown " : "click ") : (part == 0 ? "keydown " : "keyup ")) + in.target;
        t.ref = static_cast<uint32_t>(index);
        t.input_part = part;
        enqueue(std::move(t));
    }
}


bool BrowserHost::run_input_task(Task& t)
{
    const Input& in = m_inputs[t.ref];
    PendingInteraction& pi = m_interactions[t.ref]; // one per input, in input order
    trace::Metrics::Interaction& metric = m_trace.metrics.interactions[pi.metric];
    if (t.input_part == 0)
        metric.processing_start = now();
    Value dispatch = export_fn("dispatchInput");
    Value args[] = { m_vm.string_value(in.type == Input::Type::Click ? "click" : "key"), m_vm.string_value(in.target),
        Value(static_cast<double>(t.input_part)), Value(in.at_ms) };
    bool ok = call(dispatch, Value(), args);
    if (t.input_part == 1) {
        if (ok)
            ok = checkpoint();
        metric.processing_end = now();
        pi.processed = true;
        if (!m_dirty && m_animation_callbacks.empty()) {
            // Nothing on screen changed and no frame is wanted: Chromium reports the
            // interaction as done almost at once (a click on a plain <div>: 1.6 ms).
            metric.presented = now();
            metric.complete = true;
            pi.presented = true;
        } else if (!m_settings.hidden) {
            m_frame_after_input = true;
        }
    }
    return ok;
}

} // namespace evloop::loop::browser
