#pragma once
// 27.2 Promise Objects https://tc39.es/ecma262/#sec-promise-objects
// Files: promise.cpp (objects, resolve functions, PerformPromiseThen, settlement),
// promise_jobs.cpp (NewPromiseReactionJob, NewPromiseResolveThenableJob),
// builtins_promise.cpp (the constructor and prototype methods, combinators),
// async_function.cpp (Await).
#include "core/js/vm.h"

namespace evloop::js {

// 27.2.1.1 PromiseCapability Records
struct PromiseCapability {
    Value promise;
    Value resolve;
    Value reject;
};

// 27.2.1.2 PromiseReaction Records
class PromiseReaction final : public Cell {
public:
    enum class Type : uint8_t { Fulfill, Reject };
    const char* class_name() const override { return "PromiseReaction"; }
    void visit_edges(Visitor& v) override
    {
        v.visit(capability.promise);
        v.visit(capability.resolve);
        v.visit(capability.reject);
        v.visit(handler);
        v.visit(await_frame);
    }
    bool has_capability = false; // [[Capability]] is undefined for await reactions
    PromiseCapability capability;
    Type type = Type::Fulfill;
    Value handler;               // [[Handler]]: a callable, or empty for the default
    Frame* await_frame = nullptr; // AD-HOC: an await reaction resumes this frame directly
    SourceRange origin = kNoOrigin;
    std::string origin_function;
};

// [[PromiseFulfillReactions]] / [[PromiseRejectReactions]]: a list of reactions in the
// order they were added. Most pending promises get one (a link of a `.then` chain, an
// await), which is kept in place; a second moves both into a vector. (Two vectors of one
// reaction each cost two allocations per link of a chain.)
class PromiseReactionList {
public:
    PromiseReactionList() = default;
    PromiseReactionList(PromiseReactionList&& other) noexcept
        : m_first(other.m_first)
        , m_more(std::move(other.m_more))
    {
        other.clear();
    }
    PromiseReactionList& operator=(PromiseReactionList&&) = delete;
    PromiseReactionList(const PromiseReactionList&) = delete;

    PromiseReaction* const* begin() const { return m_more.empty() ? &m_first : m_more.data(); }
    PromiseReaction* const* end() const { return begin() + size(); }
    size_t size() const { return m_more.empty() ? (m_first ? 1 : 0) : m_more.size(); }
    PromiseReaction* front() const { return *begin(); }
    void push_back(PromiseReaction* reaction)
    {
        if (!m_first && m_more.empty()) {
            m_first = reaction;
            return;
        }
        if (m_more.empty())
            m_more.push_back(m_first);
        m_more.push_back(reaction);
    }
    void clear()
    {
        m_first = nullptr;
        m_more.clear();
    }

private:
    PromiseReaction* m_first = nullptr; // the only one, while m_more is empty
    std::vector<PromiseReaction*> m_more; // all of them, from the second on
};

class PromiseObject final : public Object {
public:
    enum class State : uint8_t { Pending, Fulfilled, Rejected };
    explicit PromiseObject(Object* prototype)
        : Object(prototype, ObjectClass::Promise)
    {
    }
    const char* class_name() const override { return "Promise"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(result);
        for (PromiseReaction* r : fulfill_reactions)
            v.visit(r);
        for (PromiseReaction* r : reject_reactions)
            v.visit(r);
    }
    State state = State::Pending;          // [[PromiseState]]
    Value result;                          // [[PromiseResult]]
    PromiseReactionList fulfill_reactions; // [[PromiseFulfillReactions]]
    PromiseReactionList reject_reactions;  // [[PromiseRejectReactions]]
    bool is_handled = false;               // [[PromiseIsHandled]]
    uint64_t id = 0;                       // for traces: promises are numbered in creation order
};

PromiseObject* new_promise(VM& vm);
// 27.2.1.3 CreateResolvingFunctions ( promise )
std::pair<NativeFunction*, NativeFunction*> create_resolving_functions(VM& vm, PromiseObject* promise);
// 27.2.1.4 FulfillPromise, 27.2.1.7 RejectPromise
void fulfill_promise(VM& vm, PromiseObject* promise, Value value);
void reject_promise(VM& vm, PromiseObject* promise, Value reason);
// The [[Resolve]] algorithm of a resolve function (27.2.1.3.2 steps 7-16), for callers
// that own the promise (async functions, Promise.resolve fast paths).
void resolve_promise(VM& vm, PromiseObject* promise, Value resolution);
// 27.2.1.5 NewPromiseCapability ( C )
ThrowOr<PromiseCapability> new_promise_capability(VM& vm, Value constructor);
// 27.2.4.7.1 PromiseResolve ( C, x )
ThrowOr<Value> promise_resolve(VM& vm, Value constructor, Value x);
// 27.2.5.4.1 PerformPromiseThen ( promise, onFulfilled, onRejected [ , resultCapability ] )
// `await_frame` (AD-HOC): the reactions resume this suspended async function (Await).
Value perform_promise_then(VM& vm, PromiseObject* promise, Value on_fulfilled, Value on_rejected,
    const PromiseCapability* result_capability, Frame* await_frame = nullptr);
// 27.2.1.8 TriggerPromiseReactions ( reactions, argument )
void trigger_promise_reactions(VM& vm, const PromiseReactionList& reactions, Value argument);
// 27.2.2.1 NewPromiseReactionJob ( reaction, argument )
void enqueue_promise_reaction_job(VM& vm, PromiseReaction* reaction, Value argument);
// 27.2.2.2 NewPromiseResolveThenableJob ( promiseToResolve, thenable, then )
void enqueue_promise_resolve_thenable_job(VM& vm, PromiseObject* promise, Value thenable, Value then);
// Runs a job created by the two functions above.
void run_promise_job(VM& vm, Job& job);

// 27.7.5.3 Await ( value ): attaches the suspended frame to the awaited promise.
ThrowOr<void> await_value(VM& vm, Frame* frame, Value value);

} // namespace evloop::js
