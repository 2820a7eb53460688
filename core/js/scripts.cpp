// The files of a program of several files (core/loop/program_files.h describes the
// `// @file NAME` sections; docs/semantics.md §3.6 the module rules the Node host follows).
//
// The program is one text, VM::source(): the main file, then every other file after its
// `// @file` line, either because the program was written that way (a lesson block, the
// Playground) or because the host appended a file it read later (the CLI's folder). Each
// file is compiled from its place in that text, so every position in its code (the
// trace's ranges, the stepper's lines, V8-style messages that quote the source) is a
// position in the one text; stack traces and error messages turn it into the file's own
// name and line (`lib.cjs:3:5`, not the text's line 40).
#include "core/js/compiler.h"
#include "core/js/promise.h"
#include "core/js/superinstructions.h"
#include "core/js/vm.h"
#include <algorithm>

namespace evloop::js {

uint32_t VM::add_script(Script script)
{
    m_scripts.push_back(std::move(script));
    return static_cast<uint32_t>(m_scripts.size());
}

uint32_t VM::append_script(std::string location, std::string name, std::string_view text)
{
    if (!m_source.empty() && m_source.back() != '\n')
        m_source += '\n';
    m_source += "// @file " + name + "\n";
    Script script;
    script.location = std::move(location);
    script.name = std::move(name);
    script.begin = static_cast<uint32_t>(m_source.size());
    // Lines before it: counted from the last file appended (a program may append many:
    // every new Function() is one), not from the start each time.
    const Script* last = m_scripts.empty() ? nullptr : &m_scripts.back();
    if (last && last->begin <= script.begin)
        script.first_line = last->first_line + static_cast<uint32_t>(std::count(m_source.begin() + last->begin, m_source.end(), '\n'));
    else
        script.first_line = 1 + static_cast<uint32_t>(std::count(m_source.begin(), m_source.end(), '\n'));
    m_source.append(text);
    script.end = static_cast<uint32_t>(m_source.size());
    return add_script(std::move(script));
}

const VM::Script* VM::script(uint32_t index) const
{
    return index >= 1 && index <= m_scripts.size() ? &m_scripts[index - 1] : nullptr;
}

uint32_t VM::script_line(uint32_t index, uint32_t line) const
{
    const Script* s = script(index);
    return s && line >= s->first_line ? line - s->first_line + 1 : line;
}

const std::string& VM::script_location_of(uint32_t index) const
{
    const Script* s = script(index);
    return s ? s->location : script_location();
}

std::string VM::script_position(uint32_t index, uint32_t line, uint32_t column) const
{
    return script_location_of(index) + ":" + std::to_string(script_line(index, line)) + ":" + std::to_string(column);
}

uint32_t VM::current_script() const
{
    for (const Frame* f = m_current; f; f = f->caller)
        if (!f->code->internal)
            return f->code->script;
    return 0;
}

static void mark_script(FunctionCode* code, uint32_t script)
{
    code->script = script;
    for (FunctionCode* f : code->functions)
        mark_script(f, script);
}

FunctionCode* VM::compile_script(uint32_t index, ProgramKind kind, const std::vector<std::string>& parameters, std::string& error,
    SourceLocation* where)
{
    const Script* s = script(index);
    VERIFY(s && s->end <= m_source.size() && "compile_script: a file added with add_script");
    std::string_view text = std::string_view(m_source).substr(0, s->end);
    SourceType type = kind == ProgramKind::Module ? SourceType::Module : kind == ProgramKind::CommonJS ? SourceType::CommonJS : SourceType::Script;
    ParseResult parsed = parse_program(text, type, { s->begin, s->first_line, 1 });
    std::optional<SyntaxErrorInfo> problem = parsed.error;
    CompileResult compiled;
    if (!problem) {
        CompileOptions options;
        options.commonjs = kind == ProgramKind::CommonJS;
        options.parameters = parameters;
        compiled = compile_program(*this, *parsed.program, options);
        problem = compiled.error;
    }
    if (problem) {
        error = "SyntaxError: " + problem->message + " (" + s->name + ", line " + std::to_string(script_line(index, problem->location.line))
            + ", column " + std::to_string(problem->location.column) + ")";
        if (where)
            *where = problem->location;
        return nullptr;
    }
    mark_script(compiled.code, index);
    return compiled.code;
}

// Whether a module's own code (not its functions') awaits: its top-level await.
static bool awaits_at_top_level(const FunctionCode& code)
{
    for (uint32_t pc = 0; pc < code.code.size();) {
        Op op = first_part(static_cast<Op>(code.code[pc]));
        if (op == Op::Await)
            return true;
        pc += 1 + static_cast<uint32_t>(op_info(op).operands);
    }
    return false;
}

// 16.2.1.5.3 Evaluate, for one module whose requests were evaluated before it
// (https://tc39.es/ecma262/#sec-moduleevaluation): its body runs once, to its end.
ThrowOr<Value> VM::evaluate_module(FunctionCode* code, Object* exports, bool entry)
{
    const Script* s = script(code->script);
    if (!entry && awaits_at_top_level(*code)) {
        // SIMPLIFIED: the body would have to finish in a later job, before its importer's
        // body; evloop runs an imported module's body in one go.
        return throw_error(m_error_prototype, "evloop cannot run " + std::string(s ? s->name : "this module")
                + ": it uses await at its top level, which evloop supports only in the main module so far");
    }
    keep_alive(code);
    keep_alive(exports);
    auto* closure = m_heap.allocate<Closure>(m_function_prototype, code, nullptr);
    release(code);
    keep_alive(closure);
    Object* importer_exports = m_module_exports;
    m_module_exports = exports;
    Frame* frame = make_frame(closure, Value(), {}, nullptr);
    PromiseObject* promise = new_promise(*this);
    frame->async_promise = promise;
    frame->is_entry = true;
    keep_alive(promise);
    Completion c = run_frame(frame, nullptr, false);
    m_module_exports = importer_exports;
    release(closure);
    release(exports);
    release(promise);
    if (c.type == Completion::Type::Throw || m_terminated)
        return Thrown {};
    if (entry && promise->state == PromiseObject::State::Pending)
        return Value(exports); // suspended at an await: a rejection later is unhandled
    if (promise->state == PromiseObject::State::Rejected) {
        // The body threw: its importer gets the exception, not an unhandled rejection.
        promise->is_handled = true;
        track_rejection(promise, true);
        return throw_value(promise->result);
    }
    return Value(exports);
}

} // namespace evloop::js
