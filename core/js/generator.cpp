// 27.3 GeneratorFunction Objects, 27.5 Generator Objects
// https://tc39.es/ecma262/#sec-generatorfunction-objects https://tc39.es/ecma262/#sec-generator-objects
#include "core/js/generator.h"
#include "core/js/promise.h"

namespace evloop::js {

void GeneratorObject::visit_edges(Visitor& v)
{
    Object::visit_edges(v);
    v.visit(frame);
    for (const Request& r : queue) {
        v.visit(r.value);
        v.visit(static_cast<Object*>(r.promise));
    }
}

Value create_iter_result_object(VM& vm, Value value, bool done)
{
    // 1. Let obj be OrdinaryObjectCreate(%Object.prototype%).
    Object* obj = vm.make_object();
    // 2. Perform ! CreateDataPropertyOrThrow(obj, "value", value).
    obj->put_direct(vm.names().value, value);
    // 3. Perform ! CreateDataPropertyOrThrow(obj, "done", done).
    obj->put_direct(vm.names().done, Value(done));
    return Value(obj);
}

ThrowOr<GeneratorObject*> create_generator_object(VM& vm, Frame* frame)
{
    // 15.5.2 EvaluateGeneratorBody / 15.6.2 EvaluateAsyncGeneratorBody, after
    // FunctionDeclarationInstantiation (the parameters are bound when this runs):
    // 2. Let G be ? OrdinaryCreateFromConstructor(functionObject, "%GeneratorFunction.prototype.prototype%", …).
    bool is_async = frame->code->is_async;
    Value proto = TRY(frame->callee->get(vm, vm.names().prototype));
    Object* prototype = proto.is_object() ? proto.as_object()
                                          : vm.intrinsic(is_async ? "AsyncGeneratorFunction.prototype.prototype" : "GeneratorFunction.prototype.prototype");
    auto* generator = vm.heap().allocate<GeneratorObject>(prototype, is_async);
    // 3. Perform GeneratorStart(G, FunctionBody): the frame is the generator's context.
    generator->frame = frame;
    generator->state = GeneratorObject::State::SuspendedStart;
    frame->generator = generator;
    return generator;
}

Completion resume_generator_frame(VM& vm, GeneratorObject* generator, ResumeMode mode, Value value)
{
    Frame* frame = generator->frame;
    generator->state = GeneratorObject::State::Executing;
    if (frame->yield_delegate) {
        // A yield* loop decides itself what to do with each kind: [received mode].
        frame->stack.push_back(value);
        return vm.resume(frame, Value(static_cast<double>(mode)), false);
    }
    switch (mode) {
    case ResumeMode::Next: return vm.resume(frame, value, false);
    case ResumeMode::Throw: return vm.resume(frame, value, true);
    case ResumeMode::Return:
        // A return completion at the yield: the code at the yield's return target runs the
        // enclosing finally blocks (and may yield again) before returning `value`.
        frame->pc = frame->yield_return_target;
        return vm.resume(frame, value, false);
    }
    return {};
}

namespace {

// 27.5.3.2 GeneratorValidate ( generator, generatorBrand )
ThrowOr<GeneratorObject*> generator_validate(VM& vm, Value generator, const char* method)
{
    // 1. Perform ? RequireInternalSlot(generator, [[GeneratorState]]).
    auto* g = generator.is_object() ? dynamic_cast<GeneratorObject*>(generator.as_object()) : nullptr;
    if (!g || g->is_async)
        return vm.throw_type_error(std::string(method) + " method called on incompatible receiver " + vm.describe_for_message(generator));
    // 5. If state is executing, throw a TypeError exception.
    if (g->state == GeneratorObject::State::Executing)
        return vm.throw_type_error("Generator is already running");
    return g;
}

// 27.5.3.3 GeneratorResume ( generator, value, generatorBrand ) and
// 27.5.3.4 GeneratorResumeAbrupt ( generator, abruptCompletion, generatorBrand )
ThrowOr<Value> generator_resume(VM& vm, Value this_value, ResumeMode mode, Value value, const char* method)
{
    GeneratorObject* generator = TRY(generator_validate(vm, this_value, method));
    // GeneratorResumeAbrupt 2. If state is suspended-start, then set state to completed (the body never runs).
    if (mode != ResumeMode::Next && generator->state == GeneratorObject::State::SuspendedStart) {
        generator->state = GeneratorObject::State::Completed;
        generator->frame->generator = nullptr;
        generator->frame = nullptr;
    }
    if (generator->state == GeneratorObject::State::Completed) {
        // GeneratorResume 2: a completed generator answers { value: undefined, done: true };
        // GeneratorResumeAbrupt 3: return gives { value, done: true }, throw throws.
        if (mode == ResumeMode::Throw)
            return vm.throw_value(value);
        return create_iter_result_object(vm, mode == ResumeMode::Return ? value : Value(), true);
    }
    // 4-9. Set state to executing, resume the generator's context with the completion.
    Completion c = resume_generator_frame(vm, generator, mode, value);
    if (vm.terminated())
        return Thrown {};
    switch (c.type) {
    case Completion::Type::Suspended: {
        // 27.5.3.7 GeneratorYield: the state is suspended-yield; next() gets the iterator
        // result (yield* hands over the inner iterator's result object as it is).
        generator->state = GeneratorObject::State::SuspendedYield;
        Frame* frame = generator->frame;
        return frame->yield_delegate ? c.value : create_iter_result_object(vm, c.value, false);
    }
    case Completion::Type::Throw:
        // 27.5.3.1 GeneratorStart 4.f-j: the body threw: completed, and the exception propagates.
        generator->state = GeneratorObject::State::Completed;
        generator->frame = nullptr;
        return vm.throw_value(c.value);
    default:
        // The body returned: completed, { value, done: true }.
        generator->state = GeneratorObject::State::Completed;
        generator->frame = nullptr;
        return create_iter_result_object(vm, c.value, true);
    }
}

// 27.5.1.2 %GeneratorPrototype%.next ( value )
ThrowOr<Value> generator_prototype_next(VM& vm, CallArgs& args)
{
    return generator_resume(vm, args.this_value, ResumeMode::Next, args.arg(0), "next");
}

// 27.5.1.3 %GeneratorPrototype%.return ( value )
ThrowOr<Value> generator_prototype_return(VM& vm, CallArgs& args)
{
    return generator_resume(vm, args.this_value, ResumeMode::Return, args.arg(0), "return");
}

// 27.5.1.4 %GeneratorPrototype%.throw ( exception )
ThrowOr<Value> generator_prototype_throw(VM& vm, CallArgs& args)
{
    return generator_resume(vm, args.this_value, ResumeMode::Throw, args.arg(0), "throw");
}

ThrowOr<Value> generator_function_constructor(VM& vm, CallArgs&)
{
    return vm.throw_error(vm.intrinsic("EvalError.prototype") ? vm.intrinsic("EvalError.prototype") : vm.error_prototype(),
        "creating functions from strings (GeneratorFunction) is not supported by evloop yet");
}

} // namespace

// Sets up %GeneratorFunction%, %GeneratorFunction.prototype% and its "prototype" (%GeneratorPrototype%),
// or the async ones, linked as in 27.3.3 / 27.4.3 (their `constructor`/`prototype` properties
// are configurable and not writable).
Object* install_generator_function_intrinsics(VM& vm, const std::string& kind, Object* iterator_prototype)
{
    Object* function_proto = vm.heap().allocate<Object>(vm.function_prototype());
    Object* proto = vm.heap().allocate<Object>(iterator_prototype);
    NativeFunction* ctor = vm.make_native_function(kind + "Function", generator_function_constructor, 1, true);
    ctor->set_prototype(vm.intrinsic("Function"));
    ctor->put_direct(vm.names().prototype, Value(function_proto), 0);
    function_proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(ctor)), kConfigurable);
    function_proto->put_direct(vm.names().prototype, Value(proto), kConfigurable);
    function_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value(kind + "Function"), kConfigurable);
    proto->put_direct(vm.names().constructor, Value(function_proto), kConfigurable);
    vm.set_intrinsic(kind + "Function", ctor);
    vm.set_intrinsic(kind + "Function.prototype", function_proto);
    vm.set_intrinsic(kind + "Function.prototype.prototype", proto);
    return proto;
}

void install_generator_builtins(VM& vm)
{
    // 27.3.3 The GeneratorFunction prototype object, 27.5.1 %GeneratorPrototype%
    Object* proto = install_generator_function_intrinsics(vm, "Generator", vm.iterator_prototype());
    vm.define_native(proto, "next", generator_prototype_next, 1);
    vm.define_native(proto, "return", generator_prototype_return, 1);
    vm.define_native(proto, "throw", generator_prototype_throw, 1);
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Generator"), kConfigurable);
    install_async_generator_builtins(vm);
    install_async_from_sync_iterator_builtins(vm);
}

} // namespace evloop::js
