#pragma once
// Compiled functions: a flat array of 32-bit words (opcode, then operands), a constant
// pool, nested functions, and a table mapping instruction offsets to source ranges.
#include "core/js/ast.h"
#include "core/js/object.h"
#include "core/js/value.h"
#include <memory>
#include <string>
#include <vector>

namespace evloop::js {

enum class Op : uint32_t {
#define X(name, operands, stack, description) name,
#include "core/js/opcodes.def"
#undef X
    Count
};

struct OpInfo {
    const char* name;
    int operands;
    int stack_effect;
    const char* description;
};
inline constexpr OpInfo kOpInfo[] = {
#define X(name, operands, stack, description) { #name, operands, stack, description },
#include "core/js/opcodes.def"
#undef X
};
inline const OpInfo& op_info(Op op) { return kOpInfo[static_cast<size_t>(op)]; }
// The interpreter reads this for every instruction: one byte per opcode.
namespace detail {
inline constexpr uint8_t kOperandCount[] = {
#define X(name, operands, stack, description) operands,
#include "core/js/opcodes.def"
#undef X
};
}
inline uint32_t operand_count(Op op) { return detail::kOperandCount[static_cast<size_t>(op)]; }

struct LazyFunction; // compiler.cpp

class FunctionCode final : public Cell {
public:
    const char* class_name() const override { return "FunctionCode"; }
    void visit_edges(Visitor& v) override;

    std::string name;
    std::string inferred_name; // stack traces: "o.handler" for `o.handler = function () {}` (FunctionNode)
    PrimitiveString* name_string = nullptr; // `name`, interned (the function objects' name)
    FunctionKind kind = FunctionKind::Normal;
    bool is_async = false;
    bool is_generator = false;   // function* / async function*: calls return a generator object
    bool strict = false;
    bool is_top_level = false;   // a script or module body
    bool internal = false;       // a host's own code (VM::run_internal)
    // The cost model's state (cost_model.h): what each opcode costs in the tier this
    // function runs in, and how many instructions it runs before it is optimised.
    const uint32_t* op_costs = nullptr; // set by the compiler: cost_model.h start_interpreted()
    uint32_t warmup_left = 0;
    bool has_fields = false;     // class constructor whose instances get fields
    // The most own properties a `this` this function constructed had when it returned (V8's
    // slack tracking): the next `new` makes room for that many at once (at least 4, at most 64).
    uint8_t constructed_properties = 4;
    uint32_t length = 0;         // the function's `length` (parameters before a default or rest)
    uint32_t slot_count = 0;     // slots of the function's own environment
    // The instructions, then kCodePadding zero words (finish() adds them): the interpreter
    // reads an instruction's two operand words whatever its operand count.
    std::vector<uint32_t> code;
    static constexpr uint32_t kCodePadding = 2;
    // Where the instructions end: the padding after it is no instruction.
    uint32_t code_end() const { return static_cast<uint32_t>(code.size()) - (m_padded ? kCodePadding : 0); }
    std::vector<Value> constants;
    // String constants as property keys (interned, or array indices), made on first use
    // by a named property access, so `o.x` does not look "x" up in the intern table each time.
    std::vector<PropertyKey> constant_keys;
    std::vector<uint8_t> constant_key_ready;
    std::vector<FunctionCode*> functions;
    std::vector<std::pair<uint32_t, SourceRange>> ranges; // instruction offset → source (sorted by offset)
    std::vector<std::pair<uint32_t, SourceRange>> statements; // where each statement's code starts (sorted by offset)
    // Each call instruction's own place, [begin, end) → range (sorted by begin): the
    // origin of what a call creates. For a method call it starts at the method's name,
    // so the second `.then` of a chain on its own line is that line, not the statement's
    // first. (`ranges` stays as it is: error messages and stack traces read it.)
    struct CallSite {
        uint32_t begin, end;
        SourceRange range;
    };
    std::vector<CallSite> call_sites;
    // Each named property read (`a.b`): its name's place, for stack traces (V8 reports a
    // getter's caller, and `null.b`'s TypeError, at `b`). Sorted by begin.
    std::vector<CallSite> property_sites;
    // The Throw instruction of each `throw` statement → the statement (sorted by offset).
    // V8 reports an uncaught exception at the `throw` that threw it last; the Throw a
    // `finally` block rethrows with is not one of these.
    std::vector<std::pair<uint32_t, SourceRange>> throw_statements;
    std::vector<std::string> slot_names;                  // for the stepper's scope view
    // The interpreter's, made when it first runs the code in its last tier: at each
    // instruction, how many dispatches its fast lane would take in a row from there,
    // counting this one (at most 255).
    std::vector<uint8_t> lane_runs; // zeros before (VM::lane_runs_of)
    bool lane_runs_made = false;
    // Sloppy functions with simple parameter lists: the environment slot of each
    // parameter, by position (-1 where a later parameter of the same name wins). A
    // non-empty list makes `arguments` a mapped arguments object (§10.4.4.7).
    std::vector<int32_t> mapped_parameter_slots;
    std::string source_text;
    SourceRange range;
    // Which file of the program the code is in (VM::add_script; 0: the main file), for
    // stack traces and messages.
    uint32_t script = 0;
    // A module's `import` declarations, in order (16.2.1.3 ModuleRequests): what the host
    // loads, links and evaluates before the module's body, with the names each imports
    // ("default", "x", "*" for a namespace; none for `import './x.mjs'`).
    struct ModuleRequest {
        std::string specifier;
        std::vector<std::string> names;
    };
    std::vector<ModuleRequest> module_requests;
    // A function compiled on its first call (CompileOptions::lazy_functions): until then
    // its header (name, kind, length, source text) is set and its code empty.
    std::shared_ptr<const LazyFunction> lazy;

    bool is_arrow() const { return kind == FunctionKind::Arrow; }
    // An async function proper (its call returns a promise); async generators are not.
    bool is_async_function() const { return is_async && !is_generator; }
    bool is_class_constructor() const { return kind == FunctionKind::ClassConstructor || kind == FunctionKind::DerivedConstructor; }
    bool is_derived() const { return kind == FunctionKind::DerivedConstructor; }
    // The source range of the instruction at `pc` (the closest one at or before it).
    SourceRange range_at(uint32_t pc) const;
    // The statement whose code starts at `pc`, if one does (the stepper's stops).
    const SourceRange* statement_at(uint32_t pc) const;
    // Whether a statement's code starts at `pc`: one load, for every instruction run
    // while steps are recorded (finish() makes the marks; the size check stays for code
    // that never went through it).
    bool starts_statement(uint32_t pc) const
    {
        if (m_statement_marks.size() != code.size())
            mark_statements();
        return m_statement_marks[pc] != 0;
    }
    // starts_statement() for every offset at once (the interpreter keeps the pointer while
    // it runs this function's code).
    const uint8_t* statement_marks() const
    {
        if (m_statement_marks.size() != code.size())
            mark_statements();
        return m_statement_marks.data();
    }
    // Where the code at `pc` was written, for the origin of jobs and host work: the call
    // it is part of if it is a call instruction, else range_at(pc).
    SourceRange origin_at(uint32_t pc) const;
    // The compiler is done with the function: marks its statement starts and, if `fuse`,
    // writes superinstructions over the runs one stands for (superinstructions.h).
    void finish(bool fuse);

private:
    void mark_statements() const;
    mutable std::vector<uint8_t> m_statement_marks; // by offset: 1 where a statement starts
    bool m_padded = false;
};

// Human-readable bytecode, one instruction per line, nested functions after.
std::string disassemble(const FunctionCode& code);

} // namespace evloop::js
