// Rendering (docs/semantics.md §2.4; HTML #update-the-rendering): vsyncs every frame
// interval, the "update the rendering" task (requestAnimationFrame callbacks, style,
// layout, paint), frames presented on the vsync grid and frames skipped.
#include "core/loop/browser/browser_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::browser {

using namespace evloop::js;
using trace::EventKind;
using trace::HostWork;

namespace {

ThrowOr<Value> b_request_animation_frame(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    uint32_t id = h.m_next_animation++;
    uint32_t work = h.add_work(HostWork::AnimationFrame, "requestAnimationFrame",
        (std::floor(h.now() / h.m_frame_interval + 1e-9) + 1) * h.m_frame_interval);
    h.m_animation_callbacks.push_back({ id, a.arg(0), work });
    return Value(static_cast<double>(id));
}

ThrowOr<Value> b_cancel_animation_frame(VM& vm, CallArgs& a)
{
    BrowserHost& h = host(vm);
    double id = TRY(vm.to_number(a.arg(0)));
    auto& list = h.m_animation_callbacks;
    auto it = std::find_if(list.begin(), list.end(), [&](const BrowserHost::FrameCallback& f) { return f.id == id; });
    if (it != list.end()) {
        h.work_cancelled(it->work);
        list.erase(it);
    }
    return Value();
}

ThrowOr<Value> b_dirty(VM& vm, CallArgs&)
{
    host(vm).m_dirty = true;
    return Value();
}

} // namespace

bool BrowserHost::needs_frame() const
{
    if (m_settings.hidden)
        return false;
    if (!m_animation_callbacks.empty() || m_dirty)
        return true;
    for (const auto& i : m_interactions)
        if (i.processed && !i.presented)
            return true;
    return false;
}

// The user got no frame at vsync k: the main thread was busy.
void BrowserHost::record_skipped_frame(uint64_t k)
{
    ++m_trace.metrics.frames_skipped;
    if (auto* e = m_trace.record(EventKind::Frame, static_cast<double>(k) * m_frame_interval)) {
        e->id = static_cast<uint32_t>(k);
        e->sub = 0;
    }
}

void BrowserHost::handle_vsyncs()
{
    // Each vsync that found a frame needed queues one rendering task; vsyncs that pass
    // while that task waits for a busy main thread are frames the user did not get.
    uint64_t index = static_cast<uint64_t>(std::floor(now() / m_frame_interval + 1e-9));
    if (index <= m_last_vsync_index)
        return;
    for (uint64_t k = m_last_vsync_index + 1; k <= index; ++k) {
        double vsync = static_cast<double>(k) * m_frame_interval;
        if (m_render_queued) {
            record_skipped_frame(k);
            continue;
        }
        if (!needs_frame())
            continue;
        m_render_queued = true;
        m_render_frame_time = vsync;
        m_render_frame_index = k;
        queue_task(TaskKind::Render, TaskSource::Rendering, "update the rendering");
    }
    m_last_vsync_index = index;
}

void BrowserHost::run_render_task(Task&)
{
    // Update the rendering (§2.4): rAF callbacks (a snapshot; each followed by a
    // checkpoint), then style, layout and paint if anything changed.
    m_render_queued = false;
    m_frame_after_input = false;
    m_rendered_interval = std::floor(now() / m_frame_interval + 1e-9);
    uint32_t frame = static_cast<uint32_t>(m_render_frame_index);
    if (auto* e = m_trace.record(EventKind::RenderBegin, now())) {
        e->id = frame;
        e->value = m_render_frame_time;
    }
    // The handles are snapshotted; a callback cancelled by an earlier one of the same
    // frame does not run, and callbacks requested now wait for the next frame.
    std::vector<uint32_t> handles;
    for (const FrameCallback& cb : m_animation_callbacks)
        handles.push_back(cb.id);
    if (!handles.empty()) {
        double t0 = now();
        for (uint32_t handle : handles) {
            auto it = std::find_if(m_animation_callbacks.begin(), m_animation_callbacks.end(),
                [&](const FrameCallback& f) { return f.id == handle; });
            if (it == m_animation_callbacks.end())
                continue;
            FrameCallback cb = *it;
            m_animation_callbacks.erase(it);
            work_done(cb.work);
            Value args[] = { Value(m_render_frame_time) };
            if (!call(cb.callback, Value(m_vm.global_object()), args) || m_stopped)
                return;
            if (!checkpoint())
                return;
        }
        if (auto* e = m_trace.record(EventKind::RenderStep, t0)) {
            e->sub = static_cast<uint8_t>(trace::RenderStep::AnimationFrames);
            e->value = now() - t0;
        }
    }
    // The interactions waiting for this frame are done when it is presented; with
    // nothing to paint (the rAF callbacks changed nothing), when it ends.
    double done = now();
    if (m_dirty) {
        auto step = [&](trace::RenderStep s, double cost) {
            if (auto* e = m_trace.record(EventKind::RenderStep, now())) {
                e->sub = static_cast<uint8_t>(s);
                e->value = cost * m_settings.cpu_slowdown;
            }
            advance(cost);
        };
        step(trace::RenderStep::Style, cost::kStyleMs);
        step(trace::RenderStep::Layout, cost::kLayoutMs);
        step(trace::RenderStep::Paint, cost::kPaintMs);
        m_dirty = false;
        std::string snapshot;
        Value snap = export_fn("snapshot");
        if (VM::is_callable(snap)) {
            auto r = m_vm.call(snap, Value(), {});
            if (!r.is_throw() && r.value().is_string())
                snapshot = r.value().as_string()->utf8();
            else
                m_vm.take_exception();
        }
        // The compositor takes the frame, and the display shows it at the first vsync
        // after that: frames reach the screen on the vsync grid, one per vsync.
        double presented = std::ceil((now() + cost::kPresentMs) / m_frame_interval - 1e-9) * m_frame_interval;
        if (m_last_presented >= 0)
            presented = std::max(presented, m_last_presented + m_frame_interval);
        m_last_presented = presented;
        done = presented;
        ++m_trace.metrics.frames_presented;
        if (auto* e = m_trace.record(EventKind::Frame, presented)) {
            e->id = frame;
            e->sub = 1;
            e->text = m_trace.intern(snapshot);
        }
    }
    for (PendingInteraction& pi : m_interactions) {
        if (pi.processed && !pi.presented) {
            auto& metric = m_trace.metrics.interactions[pi.metric];
            metric.presented = done;
            metric.complete = true;
            pi.presented = true;
        }
    }
    if (auto* e = m_trace.record(EventKind::RenderEnd, now()))
        e->id = frame;
}

void define_rendering_natives(VM& vm, Object* b)
{
    vm.define_native(b, "requestAnimationFrame", b_request_animation_frame, 1);
    vm.define_native(b, "cancelAnimationFrame", b_cancel_animation_frame, 1);
    vm.define_native(b, "dirty", b_dirty, 0);
}

} // namespace evloop::loop::browser
