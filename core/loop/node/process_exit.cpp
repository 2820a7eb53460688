// The end of the process (docs/semantics.md §3.5): process.exitCode, process.exit(),
// the 'exit' event (once; only its promise jobs run after it).
#include "core/loop/node/node_host.h"
#include "core/util/messages.h"

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_exit(VM& vm, CallArgs& a)
{
    NodeHost& h = host(vm);
    double code = TRY(vm.to_number(a.arg(0)));
    h.m_exit_requested = true;
    h.m_exit_request_code = std::isfinite(code) ? static_cast<int>(code) : 0;
    return vm.terminate("process.exit(" + std::to_string(h.m_exit_request_code) + ")");
}

} // namespace

int NodeHost::process_exit_code()
{
    if (Value get = export_fn("exitCode"); VM::is_callable(get)) {
        auto c = m_vm.call(get, Value(), {});
        if (!c.is_throw() && c.value().is_number())
            return static_cast<int>(c.value().as_number());
        m_vm.take_exception();
    }
    return 0;
}

void NodeHost::fatal(int code, const std::string& message, const std::string& printed, Value error)
{
    // The process ends on an error: recorded and printed, then 'exit' listeners run.
    if (auto* e = m_trace.record(EventKind::Error, now())) {
        e->text = m_trace.intern(message);
        e->sub = 1;
    }
    if (m_worker.is_worker && m_threads) {
        // A worker prints nothing: its error (a clone) becomes its parent's 'error' event.
        VM& to = m_threads->host(m_threads->parent_of(m_thread_index)).vm();
        auto cloned = structured_clone_value(m_vm, error);
        if (cloned.is_throw()) {
            m_vm.take_exception();
        } else if (error.is_object() && cloned.value().is_object()) {
            // Node serializes a worker's error with its own properties (error_serdes.js):
            // `code` and the like come along.
            Object* from = error.as_object();
            Object* copy = cloned.value().as_object();
            for (const PropertyKey& k : from->own_property_keys()) {
                auto p = from->get_own_property(k);
                if (k.is_symbol() || !p || p->is_accessor() || !p->enumerable() || copy->get_own_property(k))
                    continue;
                if (auto v = structured_clone_value(m_vm, p->value); !v.is_throw())
                    copy->put_direct(k, v.value(), kDefaultAttributes);
                else
                    m_vm.take_exception();
            }
        }
        Value sent = cloned.is_throw() ? to.string_value(message) : copy_to_vm(m_vm, cloned.value(), to);
        post_to_parent("error", sent);
    } else {
        print(true, printed);
    }
    finish(code);
}

void NodeHost::finish(int code)
{
    // The process ends: 'exit' listeners run (once), then nothing else.
    if (m_stopped)
        return;
    m_vm.discard_jobs();
    m_ticks.clear();
    if (!m_exit_emitted && m_exports) {
        m_exit_emitted = true;
        if (Value set_code = export_fn("setExitCode"); VM::is_callable(set_code)) {
            Value a[] = { Value(static_cast<double>(code)) };
            (void)m_vm.call(set_code, Value(), a);
        }
        Value args[] = { Value(static_cast<double>(m_forced_exit_code == 13 ? 0 : code)) };
        uint32_t task = queue_task_event(TaskSource::Process, "process 'exit'");
        begin_task(task, TaskSource::Process, "process 'exit'");
        if (Value emit = export_fn("emitProcess"); VM::is_callable(emit)) {
            std::vector<Value> all { m_vm.string_value("exit"), args[0] };
            auto r = m_vm.call_job_callback(emit, Value(), all);
            // Promise jobs queued by 'exit' listeners still run (V8 drains its queue once
            // more); timers and nextTicks never will.
            if (!r.is_throw() && !m_stopped) {
                while (m_vm.peek_job()) {
                    js::RunResult jr;
                    m_vm.run_next_job(&jr);
                    if (jr.status != js::RunResult::Status::Ok)
                        break;
                }
            }
            if (r.is_throw()) {
                Value e = m_vm.take_exception();
                if (m_vm.terminated()) {
                    m_vm.clear_termination(); // process.exit() inside an 'exit' listener
                    code = m_exit_request_code;
                } else {
                    print(true, fatal_report(e, m_vm.last_throw_site()));
                    code = 1;
                }
            }
        }
        end_task(task);
        if (m_forced_exit_code >= 0)
            code = m_forced_exit_code;
        else if (int set = process_exit_code(); set != 0)
            code = set; // 'exit' listeners may still change process.exitCode
    }
    flush_partial_output(); // before the run's end is recorded
    stop(code, code == 0 ? m_trace.message(Msg::stop_process_exited) : m_trace.message(Msg::stop_process_exited_code, { { "code", code } }));
}

void define_process_exit_natives(VM& vm, Object* b)
{
    vm.define_native(b, "exit", n_exit, 1);
}

} // namespace evloop::loop::node
