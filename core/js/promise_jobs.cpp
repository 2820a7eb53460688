// 27.2.2 Promise Jobs https://tc39.es/ecma262/#sec-promise-jobs
#include "core/js/cost_model.h"
#include "core/js/promise.h"

namespace evloop::js {

static void note_job_origin(VM& vm, Job& job)
{
    vm.current_origin(job.origin, job.origin_function);
}

void enqueue_promise_reaction_job(VM& vm, PromiseReaction* reaction, Value argument)
{
    // 27.2.2.1 NewPromiseReactionJob ( reaction, argument ) https://tc39.es/ecma262/#sec-newpromisereactionjob
    // 1. Let job be a new Job Abstract Closure that captures reaction and argument (run_promise_job).
    Job* job = vm.make_job(reaction->await_frame ? JobKind::AwaitContinuation : JobKind::PromiseReaction);
    job->reaction = reaction;
    job->argument = argument;
    job->frame = reaction->await_frame;
    // The job's origin is where the handler was attached (then/await), which is what a
    // learner asks about ("which .then queued this?").
    job->origin = reaction->origin;
    job->origin_function = reaction->origin_function;
    // 2-5. Let handlerRealm be null ... Return the Record { [[Job]]: job, [[Realm]]: handlerRealm }.
    // HostEnqueuePromiseJob: jobs run in the order they were enqueued.
    vm.enqueue_job(job);
}

void enqueue_promise_resolve_thenable_job(VM& vm, PromiseObject* promise, Value thenable, Value then)
{
    // 27.2.2.2 NewPromiseResolveThenableJob ( promiseToResolve, thenable, then )
    // https://tc39.es/ecma262/#sec-newpromiseresolvethenablejob
    Job* job = vm.make_job(JobKind::PromiseResolveThenable);
    job->promise_to_resolve = promise;
    job->thenable = thenable;
    job->then_function = then;
    note_job_origin(vm, *job);
    vm.enqueue_job(job);
}

static void run_reaction_job(VM& vm, Job& job)
{
    // 27.2.2.1 NewPromiseReactionJob, the job's steps:
    PromiseReaction& reaction = *job.reaction;
    Value argument = job.argument;
    // AD-HOC: an await reaction resumes its async function (27.7.5.3 Await steps 3 and 5).
    if (reaction.await_frame) {
        vm.resume(reaction.await_frame, argument, reaction.type == PromiseReaction::Type::Reject);
        return;
    }
    // a. Let promiseCapability be reaction.[[Capability]].
    // b. Let type be reaction.[[Type]].
    // c. Let handler be reaction.[[Handler]].
    // d. If handler is empty, then
    bool is_throw = false;
    Value handler_result;
    if (reaction.handler.is_empty()) {
        // i. If type is fulfill, let handlerResult be NormalCompletion(argument).
        // ii. Else, let handlerResult be ThrowCompletion(argument).
        handler_result = argument;
        is_throw = reaction.type == PromiseReaction::Type::Reject;
    } else {
        // e. Else, let handlerResult be Completion(HostCallJobCallback(handler, undefined, « argument »)).
        Value args[] = { argument };
        auto result = vm.call_job_callback(reaction.handler, Value(), args);
        if (result.is_throw()) {
            if (vm.terminated())
                return;
            is_throw = true;
            handler_result = vm.take_exception();
        } else {
            handler_result = result.value();
        }
    }
    // f. If promiseCapability is undefined, then: Assert handlerResult is not abrupt; return empty.
    if (!reaction.has_capability)
        return;
    // g. Assert: promiseCapability is a PromiseCapability Record.
    if (reaction.capability.resolve.is_empty()) {
        vm.settle_internal_capability(reaction.capability, is_throw, handler_result);
        return;
    }
    Value call_args[] = { handler_result };
    // h. If handlerResult is an abrupt completion, return ? Call(promiseCapability.[[Reject]], undefined, « handlerResult.[[Value]] »).
    // i. Else, return ? Call(promiseCapability.[[Resolve]], undefined, « handlerResult.[[Value]] »).
    auto settled = vm.call(is_throw ? reaction.capability.reject : reaction.capability.resolve, Value(), call_args);
    if (settled.is_throw() && !vm.terminated()) {
        // The job's own abrupt completion is reported by the host like any job error.
        vm.throw_value(vm.take_exception());
    }
}

static void run_resolve_thenable_job(VM& vm, Job& job)
{
    // 27.2.2.2 NewPromiseResolveThenableJob, the job's steps:
    // a. Let resolvingFunctions be CreateResolvingFunctions(promiseToResolve).
    auto [resolve, reject] = create_resolving_functions(vm, job.promise_to_resolve);
    // b. Let thenCallResult be Completion(HostCallJobCallback(then, thenable, « resolve, reject »)).
    Value args[] = { Value(static_cast<Object*>(resolve)), Value(static_cast<Object*>(reject)) };
    // Not a GC-safe call: resolve and reject are used again below.
    auto result = vm.call(job.then_function, job.thenable, args);
    // c. If thenCallResult is an abrupt completion, then
    if (result.is_throw()) {
        if (vm.terminated())
            return;
        // i. Return ? Call(resolvingFunctions.[[Reject]], undefined, « thenCallResult.[[Value]] »).
        Value reason[] = { vm.take_exception() };
        (void)vm.call(Value(static_cast<Object*>(reject)), Value(), reason);
    }
    // d. Return ? thenCallResult.
}

void run_promise_job(VM& vm, Job& job)
{
    if (job.kind == JobKind::PromiseResolveThenable)
        run_resolve_thenable_job(vm, job);
    else
        run_reaction_job(vm, job);
}

} // namespace evloop::js
