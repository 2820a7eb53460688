#pragma once
// 27.5 Generator Objects and 27.6 AsyncGenerator Objects
// https://tc39.es/ecma262/#sec-generator-objects https://tc39.es/ecma262/#sec-asyncgenerator-objects
//
// A generator keeps its Frame on the heap, exactly like an async function waiting in an
// `await`: a `yield` (Op::Yield) saves the frame and returns to whoever called next(), and
// next() continues the frame in an interpreter loop of its own. Nothing of the generator
// stays on the C++ stack between two steps.
//
// Files: generator.cpp (%GeneratorFunction.prototype%, %GeneratorPrototype%, GeneratorResume),
// async_generator.cpp (%AsyncGeneratorPrototype%, the request queue), async_from_sync_iterator.cpp
// (CreateAsyncFromSyncIterator and GetIterator(obj, async) for `for await` and `yield*`).
#include "core/js/iterator.h"
#include "core/js/vm.h"
#include <deque>

namespace evloop::js {

class PromiseObject;

// How a suspended generator is continued: next(v), throw(v) or return(v).
enum class ResumeMode : uint8_t { Next = 0, Throw = 1, Return = 2 };

class GeneratorObject final : public Object {
public:
    // [[GeneratorState]] / [[AsyncGeneratorState]] (AwaitingReturn: async only).
    enum class State : uint8_t { SuspendedStart, SuspendedYield, Executing, AwaitingReturn, Completed };
    // 27.6.3.1 AsyncGeneratorRequest Records
    struct Request {
        ResumeMode mode = ResumeMode::Next; // [[Completion]]'s type
        Value value;                        // [[Completion]]'s value
        PromiseObject* promise = nullptr;   // [[Capability]] (a %Promise% capability: only its promise is kept)
    };

    GeneratorObject(Object* prototype, bool async)
        : Object(prototype, async ? ObjectClass::AsyncGenerator : ObjectClass::Generator)
        , is_async(async)
    {
    }
    const char* class_name() const override { return is_async ? "AsyncGenerator" : "Generator"; }
    void visit_edges(Visitor&) override;

    const bool is_async;
    State state = State::SuspendedStart;
    Frame* frame = nullptr;      // [[GeneratorContext]]: null once completed
    std::deque<Request> queue;   // [[AsyncGeneratorQueue]]
};

// CreateIterResultObject ( value, done ) https://tc39.es/ecma262/#sec-createiterresultobject
Value create_iter_result_object(VM& vm, Value value, bool done);

// --- used by the interpreter ---------------------------------------------------------
// Op::InitialYield: the generator object for the running generator function's frame.
ThrowOr<GeneratorObject*> create_generator_object(VM& vm, Frame* frame);
// 27.6.3.8 AsyncGeneratorYield steps 9-11: settles the oldest request with { value, done: false }.
// Returns true, with the next request's completion, when another request is already queued
// (the generator continues without suspending).
bool async_generator_yield(VM& vm, GeneratorObject* generator, Value value, GeneratorObject::Request& next);
// 27.6.3.2 AsyncGeneratorStart steps 4.g-l: the body returned (`is_throw` false) or threw.
void async_generator_body_completed(VM& vm, GeneratorObject* generator, Value value, bool is_throw);
// 7.4.3 GetIterator ( obj, async ): @@asyncIterator, else CreateAsyncFromSyncIterator of @@iterator.
ThrowOr<IteratorRecord> get_async_iterator(VM& vm, Value obj, const std::string& not_iterable_message);

// Continues a suspended generator frame with next/throw/return (the frame knows whether it
// waits in a plain `yield` or in a `yield*`).
Completion resume_generator_frame(VM& vm, GeneratorObject* generator, ResumeMode mode, Value value);

void install_generator_builtins(VM& vm);       // generator.cpp
void install_async_generator_builtins(VM& vm); // async_generator.cpp
void install_async_from_sync_iterator_builtins(VM& vm); // async_from_sync_iterator.cpp

} // namespace evloop::js
