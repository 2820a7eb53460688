// node:perf_hooks' view of the loop: monitorEventLoopDelay (a libuv timer of its own,
// unref'd, sampling how late it fires) and eventLoopUtilization (time not idle in poll).
#include "core/loop/node/node_host.h"
#include <algorithm>
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_monitor(VM& vm, CallArgs& a)
{
    // monitor(op, id, arg): "create" (resolution) → id, "enable", "disable", "stats", "reset".
    NodeHost& h = host(vm);
    std::string op = TRY(vm.to_string(a.arg(0)))->utf8();
    if (op == "create") {
        NodeHost::DelayMonitor m;
        double r = TRY(vm.to_number(a.arg(2)));
        m.resolution = std::isfinite(r) && r >= 1 ? std::trunc(r) : 10;
        h.m_monitors.push_back(m);
        return Value(static_cast<double>(h.m_monitors.size() - 1));
    }
    size_t id = a.arg(1).is_number() ? static_cast<size_t>(a.arg(1).as_number()) : h.m_monitors.size();
    if (id >= h.m_monitors.size())
        return Value();
    NodeHost::DelayMonitor& m = h.m_monitors[id];
    if (op == "enable") {
        bool was = m.enabled;
        m.enabled = true;
        m.last = h.now();
        m.next_due = std::floor(h.now()) + m.resolution;
        return Value(!was);
    }
    if (op == "disable") {
        bool was = m.enabled;
        m.enabled = false;
        return Value(was);
    }
    if (op == "reset") {
        m.samples_ns.clear();
        return Value();
    }
    // stats: [count, min, max, mean, stddev, ...sorted samples]
    std::vector<Value> out;
    std::vector<double> s = m.samples_ns;
    std::sort(s.begin(), s.end());
    out.push_back(Value(static_cast<double>(s.size())));
    for (double v : s)
        out.push_back(Value(v));
    return Value(vm.make_array(out));
}

ThrowOr<Value> n_elu(VM& vm, CallArgs&)
{
    NodeHost& h = host(vm);
    double total = h.now();
    double idle = h.m_idle_ms;
    return Value(vm.make_array({ Value(idle), Value(total - idle) }));
}

} // namespace

void NodeHost::fire_monitors()
{
    // perf_hooks.monitorEventLoopDelay: each firing records the time since the previous one.
    double t = now();
    for (DelayMonitor& m : m_monitors) {
        if (!m.enabled || m.next_due > std::floor(t))
            continue;
        double delta = t - m.last;
        m.samples_ns.push_back(std::round(delta * 1e6));
        m_trace.metrics.loop_delay_samples.push_back(delta);
        m.last = t;
        m.next_due = std::floor(t) + m.resolution;
    }
}

void define_perf_hooks_natives(VM& vm, Object* b)
{
    vm.define_native(b, "monitor", n_monitor, 3);
    vm.define_native(b, "elu", n_elu, 0);
}

} // namespace evloop::loop::node
