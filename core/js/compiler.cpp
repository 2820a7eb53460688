// The compiler: an AST (ast.h) to bytecode (bytecode.h, opcodes.def), one FunctionCode per
// function, in one pass per function after hoisting. Bindings resolve at compile time to
// (hops, slot) pairs (resolve); a name no enclosing scope declares is a global, looked up
// by name at run time (GetGlobal). The spec's runtime semantics are cited where they are
// compiled.
//
// Index: the sections of class Compiler, in file order, each headed `// --- name ---`;
// look things up by function name.
//   (top)         Binding, Scope, Context (what break/continue/return unwind through),
//                 FunctionState; Compiler::compile: a whole Script or Module body (16.1,
//                 16.2) as one FunctionCode
//   emission      emit, emit_jump, constant / bigint_constant (the constant pool),
//                 mark_range (source ranges for stepping), error
//   scopes        declare, hoist_declarations (16.1.7 GlobalDeclarationInstantiation,
//                 10.2.11 FunctionDeclarationInstantiation, B.3.3 block-level functions),
//                 declare_lexical / check_lexical_conflict (14.2.3 BlockDeclarationInstantiation),
//                 emit_function_prologue, emit_hoisted_functions, resolve,
//                 emit_get_ / emit_set_ / emit_init_variable, push_scope / pop_scope
//   statements    compile_statement (14 Statements and Declarations), compile_var_decl
//                 (14.3), compile_pattern (14.3.3 BindingInitialization, 13.15.5.2
//                 DestructuringAssignmentEvaluation), compile_return (14.10)
//   generators    context_stack_depth, compile_yield / compile_yield_star (15.5.5
//                 YieldExpression), then the control flow that unwinds through finally
//                 blocks and open iterators: unwind_to, compile_break_continue (14.8, 14.9),
//                 push_loop / pop_loop, compile_while / compile_do_while / compile_for
//                 (14.7.2-14.7.4, CreatePerIterationEnvironment), compile_for_in_of (14.7.5),
//                 compile_labeled (14.13), compile_switch (14.12), compile_try (14.15)
//   modules       16.2.2 Imports (compile_import), 16.2.3 Exports (compile_export,
//                 compile_export_default)
//   functions     compile_function (any function of 15.2-15.9: parameters, body, its own
//                 FunctionCode), compile_class (15.7.14
//                 ClassDefinitionEvaluation) with private names (collect_private_names) and
//                 fields (compile_field_initializer, compile_fields_body)
//   expressions   compile_expression (13 Expressions: literals, operators, conditional,
//                 logical), compile_object_literal (13.2.5), compile_unary (13.5),
//                 compile_update (13.4), compile_assignment (13.15), member access
//                 (compile_member, emit_get_named / emit_set_named, compile_super_key:
//                 13.3.2, 13.3.7), compile_optional_chain (13.3.9), compile_call (13.3.6)
//                 with spread arguments, compile_tagged_template (13.3.11)
//   (bottom)      compile_program, the entry point (compiler.h)
#include "core/js/compiler.h"
#include "core/js/cost_model.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <unordered_map>

namespace evloop::js {

namespace compiler_scopes {

enum class BindingKind : uint8_t { Var, Let, Const, Class, Function, Param, Catch, Arguments, Import, FunctionName };

struct Binding {
    std::string name;
    uint32_t slot;
    BindingKind kind;
};

// A compile-time scope as a function compiled on its first call sees it (LazyFunction):
// the bindings it had when the function's closure was compiled, which is all a body
// resolves names against.
struct CompileScope {
    std::shared_ptr<const CompileScope> parent;
    std::vector<Binding> bindings;
    bool is_function_scope = false;
    bool is_script_top = false;
    bool materialized = true;
};

} // namespace compiler_scopes

// A function whose body is compiled on its first call (FunctionCode::lazy): its tree
// (which outlives the VM: a host's prelude, parsed once per process) and its scopes.
struct LazyFunction {
    const FunctionNode* node = nullptr;
    std::shared_ptr<const compiler_scopes::CompileScope> scope;
    bool commonjs = false;
    bool new_target_allowed = false; // by the functions around it (an arrow's)
};

namespace {

using namespace compiler_scopes;

struct FunctionState;

struct Scope {
    Scope* parent = nullptr;
    FunctionState* function = nullptr;
    bool is_function_scope = false;
    bool is_script_top = false; // var/function declarations become global object properties
    bool materialized = true;   // has a runtime Environment
    std::vector<Binding> bindings;
    // A scope of the function a lazily compiled one is nested in: its bindings as they
    // were (CompileScope), searched after `bindings`.
    const std::vector<Binding>* frozen = nullptr;
    // The CompileScope last made of this scope, and how many bindings it had then.
    std::shared_ptr<const CompileScope> snapshot;
    size_t snapshot_size = 0;

    const Binding* find(const std::string& name) const
    {
        for (const Binding& b : bindings)
            if (b.name == name)
                return &b;
        if (frozen)
            for (const Binding& b : *frozen)
                if (b.name == name)
                    return &b;
        return nullptr;
    }
};

enum class ContextKind : uint8_t { Loop, Switch, Label, Scope, TryHandler, Finally, Iterator, Values };

struct Context {
    explicit Context(ContextKind k)
        : kind(k)
    {
    }
    ContextKind kind;
    std::vector<std::string> labels;       // Loop/Switch/Label
    std::vector<uint32_t> break_patches;
    std::vector<uint32_t> continue_patches;
    int values = 0;                        // Values/Switch/Iterator: values kept on the operand stack
    const Node* finally_body = nullptr;    // Finally
    Scope* scope = nullptr;                // Scope: the compile-time scope it entered; Finally: the try's scope
    bool async_iterator = false;           // Iterator: a for await loop's (closing awaits return())
    bool is_loop() const { return kind == ContextKind::Loop; }
};

struct FunctionState {
    FunctionState* parent = nullptr;
    FunctionCode* code = nullptr;
    const FunctionNode* node = nullptr;
    Scope* function_scope = nullptr;
    std::vector<Context> contexts;
    bool uses_arguments = false;
    uint32_t return_slot = UINT32_MAX; // temp slot for returns that unwind through finally
    // The constant pool's strings (interned, so by address) and numbers (by bit pattern)
    // → their index: a host's prelude has thousands of constants in one function, and a
    // linear search for each made compiling it quadratic.
    std::unordered_map<const void*, uint32_t> string_constants;
    std::unordered_map<uint64_t, uint32_t> number_constants;
};

struct CompileError {
    std::string message;
    SourceLocation where;
};

class Compiler {
public:
    explicit Compiler(VM& vm)
        : m_vm(vm)
    {
    }

    CompileResult compile(const Node& program, const CompileOptions& options)
    {
        FunctionCode* code = m_vm.heap().allocate<FunctionCode>();
        start_cold(*code);
        m_vm.keep_alive(code);
        code->name = program.flag_module ? "<module>" : "<script>";
        code->is_top_level = true;
        code->is_async = program.flag_module; // top-level await
        code->range = program.range;
        FunctionState fs;
        fs.code = code;
        m_function = &fs;
        Scope top;
        top.function = &fs;
        top.is_function_scope = true;
        top.is_script_top = !program.flag_module && !options.commonjs;
        m_commonjs = options.commonjs;
        m_lazy_functions = options.lazy_functions;
        fs.function_scope = &top;
        m_scope = &top;
        code->strict = program.flag_module || has_use_strict(program.list);
        m_strict = code->strict;
        m_current_range = program.range;

        // Node's module wrapper: the parameters come first, so a `let require` in the
        // module is "already declared", as in Node.
        for (const std::string& name : options.parameters)
            declare(top, name, BindingKind::Param, program.range.start);
        if (!options.parameters.empty())
            declare(top, "arguments", BindingKind::Arguments, program.range.start); // the wrapper's (length 5)
        hoist_declarations(program.list, top, true);
        for (uint32_t i = 0; i < options.parameters.size(); ++i) {
            emit(Op::GetArg, i);
            emit_init_variable(options.parameters[i]);
        }
        emit_function_prologue(program.list, top);
        for (const NodePtr& s : program.list)
            compile_statement(*s);
        emit(Op::LoadUndefined);
        emit(Op::Return);
        if (const Binding* b = top.find("arguments"); fs.uses_arguments && b && b->kind == BindingKind::Arguments) {
            // As compile_function: `arguments` is made only when the body refers to it
            // (SIMPLIFIED: an unmapped one, a strict function's).
            std::vector<uint32_t> prologue { static_cast<uint32_t>(Op::CreateArguments), static_cast<uint32_t>(Op::InitLocal), 0, b->slot };
            code->code.insert(code->code.begin(), prologue.begin(), prologue.end());
            shift_code(*code, static_cast<uint32_t>(prologue.size()));
        }
        code->slot_count = static_cast<uint32_t>(top.bindings.size());
        for (const Binding& b : top.bindings)
            code->slot_names.push_back(b.name);
        code->finish(m_vm.superinstructions());
        m_vm.release(code);
        CompileResult result;
        if (m_error)
            result.error = SyntaxErrorInfo { m_error->message, m_error->where };
        else
            result.code = code;
        return result;
    }

private:
    // --- emission -----------------------------------------------------------------
    FunctionCode& code() { return *m_function->code; }
    uint32_t here() const { return static_cast<uint32_t>(m_function->code->code.size()); }

    void mark_range()
    {
        auto& ranges = code().ranges;
        uint32_t pc = here();
        if (!ranges.empty() && ranges.back().first == pc) {
            ranges.back().second = m_current_range;
            return;
        }
        if (ranges.empty() || ranges.back().second.start.offset != m_current_range.start.offset
            || ranges.back().second.end.offset != m_current_range.end.offset)
            ranges.emplace_back(pc, m_current_range);
    }

    void emit(Op op)
    {
        mark_range();
        code().code.push_back(static_cast<uint32_t>(op));
    }
    void emit(Op op, uint32_t a)
    {
        emit(op);
        code().code.push_back(a);
    }
    void emit(Op op, uint32_t a, uint32_t b)
    {
        emit(op);
        code().code.push_back(a);
        code().code.push_back(b);
    }
    // Emits a jump and returns the operand index to patch.
    uint32_t emit_jump(Op op)
    {
        emit(op, 0);
        return here() - 1;
    }
    void patch(uint32_t operand_index, uint32_t target) { code().code[operand_index] = target; }
    void patch_here(uint32_t operand_index) { patch(operand_index, here()); }

    // The index of `v` in the constant pool, added once: the same string (interned) or
    // the same number (0 and -0 apart; NaN never shared) is one entry.
    uint32_t constant(Value v)
    {
        auto& cs = code().constants;
        uint32_t next = static_cast<uint32_t>(cs.size());
        if (v.is_string()) {
            auto [it, added] = m_function->string_constants.emplace(v.as_string(), next);
            if (!added)
                return it->second;
        } else if (v.is_number() && !std::isnan(v.as_number())) {
            double number = v.as_number();
            uint64_t bits; // std::bit_cast is missing from Emscripten 3.1.6's libc++
            std::memcpy(&bits, &number, sizeof bits);
            auto [it, added] = m_function->number_constants.emplace(bits, next);
            if (!added)
                return it->second;
        }
        cs.push_back(v);
        return next;
    }
    uint32_t string_constant(const std::string& s) { return constant(Value(m_vm.intern(utf8_to_utf16(s)))); }
    // A BigInt literal: the lexer gave its value as decimal digits.
    uint32_t bigint_constant(const std::string& decimal)
    {
        auto& cs = code().constants;
        for (uint32_t i = 0; i < cs.size(); ++i) {
            if (cs[i].is_bigint() && to_string(cs[i].as_bigint()) == decimal)
                return i;
        }
        cs.push_back(Value(m_vm.heap().allocate<BigIntCell>(parse(decimal, 10).value_or(BigInt()))));
        return static_cast<uint32_t>(cs.size() - 1);
    }
    uint32_t string_constant(const std::u16string& s) { return constant(Value(m_vm.intern(s))); }

    void error(const std::string& message, SourceLocation where)
    {
        if (!m_error)
            m_error = CompileError { message, where };
    }

    struct RangeScope {
        Compiler& c;
        SourceRange saved;
        RangeScope(Compiler& compiler, const SourceRange& r)
            : c(compiler)
            , saved(compiler.m_current_range)
        {
            c.m_current_range = r;
        }
        ~RangeScope() { c.m_current_range = saved; }
    };

    static bool has_use_strict(const std::vector<NodePtr>& body)
    {
        for (const NodePtr& s : body) {
            if (!s || s->kind != NodeKind::ExprStmt || !s->a || s->a->kind != NodeKind::StringLit)
                return false;
            if (s->a->str == u"use strict" && s->a->range.end.offset - s->a->range.start.offset == 12)
                return true;
        }
        return false;
    }

    // --- scopes ---------------------------------------------------------------------
    // Declares `name` in `scope`; reports redeclaration errors like engines do.
    uint32_t declare(Scope& scope, const std::string& name, BindingKind kind, SourceLocation where)
    {
        if (const Binding* existing = scope.find(name)) {
            bool both_var_like = (existing->kind == BindingKind::Var || existing->kind == BindingKind::Function || existing->kind == BindingKind::Param
                                     || existing->kind == BindingKind::Arguments || existing->kind == BindingKind::FunctionName)
                && (kind == BindingKind::Var || kind == BindingKind::Function);
            if (!both_var_like)
                error("Identifier '" + name + "' has already been declared", where);
            return existing->slot;
        }
        uint32_t slot = static_cast<uint32_t>(scope.bindings.size());
        scope.bindings.push_back({ name, slot, kind });
        return slot;
    }

    static void collect_bound_names(const Node* target, std::vector<std::pair<std::string, SourceLocation>>& out)
    {
        if (!target)
            return;
        switch (target->kind) {
        case NodeKind::Identifier: out.emplace_back(target->text, target->range.start); break;
        case NodeKind::ArrayPattern:
            for (const NodePtr& e : target->list)
                collect_bound_names(e.get(), out);
            break;
        case NodeKind::ObjectPattern:
            for (const NodePtr& p : target->list)
                collect_bound_names(p->kind == NodeKind::Rest ? p->a.get() : p->b.get(), out);
            break;
        case NodeKind::AssignPattern: collect_bound_names(target->a.get(), out); break;
        case NodeKind::Rest: collect_bound_names(target->a.get(), out); break;
        default: break;
        }
    }

    // `var` declarations anywhere in a function body (not in nested functions).
    void collect_var_names(const Node* n, std::vector<std::pair<std::string, SourceLocation>>& out)
    {
        if (!n)
            return;
        switch (n->kind) {
        case NodeKind::VarDecl:
            if (n->text == "var")
                for (const NodePtr& d : n->list)
                    collect_bound_names(d->a.get(), out);
            return;
        case NodeKind::FunctionDecl:
        case NodeKind::FunctionExpr:
        case NodeKind::ArrowFunction:
        case NodeKind::ClassDecl:
        case NodeKind::ClassExpr:
            return;
        case NodeKind::ExportDecl:
            collect_var_names(n->a.get(), out);
            return;
        case NodeKind::Block:
        case NodeKind::Program:
        case NodeKind::Case:
            for (const NodePtr& s : n->list)
                collect_var_names(s.get(), out);
            return;
        case NodeKind::Switch:
            for (const NodePtr& c : n->list)
                collect_var_names(c.get(), out);
            return;
        case NodeKind::If:
            collect_var_names(n->b.get(), out);
            collect_var_names(n->c.get(), out);
            return;
        case NodeKind::For:
            collect_var_names(n->a.get(), out);
            collect_var_names(n->d.get(), out);
            return;
        case NodeKind::ForIn:
        case NodeKind::ForOf:
            collect_var_names(n->a.get(), out);
            collect_var_names(n->d.get(), out);
            return;
        case NodeKind::While:
        case NodeKind::DoWhile:
            collect_var_names(n->d.get(), out);
            return;
        case NodeKind::Try:
            collect_var_names(n->a.get(), out);
            collect_var_names(n->c.get(), out);
            collect_var_names(n->d.get(), out);
            return;
        case NodeKind::Labeled:
            collect_var_names(n->a.get(), out);
            return;
        default:
            return;
        }
    }

    // Lexical declarations directly in a statement list (let, const, class, and
    // function declarations in blocks).
    void declare_lexical(const std::vector<NodePtr>& statements, Scope& scope, bool function_top)
    {
        for (const NodePtr& sp : statements) {
            const Node* s = sp.get();
            if (!s)
                continue;
            if (s->kind == NodeKind::ExportDecl && s->a)
                s = s->a.get();
            if (s->kind == NodeKind::ExportDefault && s->a && (s->a->kind == NodeKind::FunctionDecl || s->a->kind == NodeKind::ClassDecl))
                s = s->a.get();
            if (s->kind == NodeKind::VarDecl && s->text != "var") {
                std::vector<std::pair<std::string, SourceLocation>> names;
                for (const NodePtr& d : s->list)
                    collect_bound_names(d->a.get(), names);
                for (auto& [name, where] : names) {
                    if (scope.is_script_top || scope.find(name))
                        check_lexical_conflict(scope, name, where);
                    declare(scope, name, s->text == "const" ? BindingKind::Const : BindingKind::Let, where);
                }
            } else if (s->kind == NodeKind::ClassDecl && !s->klass->name.empty()) {
                check_lexical_conflict(scope, s->klass->name, s->range.start);
                declare(scope, s->klass->name, BindingKind::Class, s->range.start);
            } else if (s->kind == NodeKind::FunctionDecl && !function_top && !s->function->name.empty()) {
                declare(scope, s->function->name, BindingKind::Let, s->range.start);
            } else if (s->kind == NodeKind::ImportDecl) {
                for (const NodePtr& spec : s->list)
                    declare(scope, spec->text, BindingKind::Import, spec->range.start);
            }
        }
    }

    void check_lexical_conflict(Scope& scope, const std::string& name, SourceLocation where)
    {
        if (const Binding* b = scope.find(name))
            if (b->kind != BindingKind::FunctionName)
                error("Identifier '" + name + "' has already been declared", where);
    }

    void hoist_declarations(const std::vector<NodePtr>& body, Scope& scope, bool)
    {
        declare_lexical(body, scope, true);
        std::vector<std::pair<std::string, SourceLocation>> vars;
        for (const NodePtr& s : body)
            collect_var_names(s.get(), vars);
        if (!scope.is_script_top) {
            for (auto& [name, where] : vars) {
                if (const Binding* b = scope.find(name); b && (b->kind == BindingKind::Let || b->kind == BindingKind::Const || b->kind == BindingKind::Class))
                    error("Identifier '" + name + "' has already been declared", where);
                declare(scope, name, BindingKind::Var, where);
            }
        } else {
            for (auto& [name, where] : vars)
                if (scope.find(name))
                    error("Identifier '" + name + "' has already been declared", where);
        }
        for (const NodePtr& sp : body) {
            const Node* s = sp.get();
            if (s && s->kind == NodeKind::ExportDecl && s->a)
                s = s->a.get();
            if (s && s->kind == NodeKind::ExportDefault && s->a && s->a->kind == NodeKind::FunctionDecl)
                s = s->a.get();
            if (s && s->kind == NodeKind::FunctionDecl && !s->function->name.empty() && !scope.is_script_top) {
                if (const Binding* b = scope.find(s->function->name); b && (b->kind == BindingKind::Let || b->kind == BindingKind::Const || b->kind == BindingKind::Class))
                    error("Identifier '" + s->function->name + "' has already been declared", s->range.start);
                declare(scope, s->function->name, BindingKind::Function, s->range.start);
            }
        }
        // B.3.3 Block-level function declarations (web legacy, sloppy mode only): a function
        // declared in a block also gets a `var` of its name in the enclosing function,
        // assigned when the declaration is reached — unless that var would clash with a
        // lexical declaration or a parameter.
        if (!m_strict) {
            std::vector<std::pair<std::string, SourceLocation>> annex_b;
            for (const NodePtr& st : body)
                collect_block_functions(st.get(), false, annex_b);
            for (auto& entry : annex_b) {
                const std::string& name = entry.first;
                SourceLocation where = entry.second;
                const Binding* b = scope.find(name);
                if (b && b->kind != BindingKind::Var && b->kind != BindingKind::Function)
                    continue;
                m_annex_b_names.push_back(name);
                if (scope.is_script_top) {
                    if (std::none_of(vars.begin(), vars.end(), [&](auto& v) { return v.first == name; }))
                        vars.emplace_back(name, where);
                } else if (!b) {
                    declare(scope, name, BindingKind::Var, where);
                }
            }
        }
        m_pending_vars = std::move(vars);
    }

    // Function declarations inside blocks, ifs, loops, switch cases and try statements
    // (not inside nested functions).
    static void collect_block_functions(const Node* n, bool in_block, std::vector<std::pair<std::string, SourceLocation>>& out)
    {
        if (!n)
            return;
        switch (n->kind) {
        case NodeKind::FunctionDecl:
            if (in_block && !n->function->name.empty() && !n->function->is_async)
                out.emplace_back(n->function->name, n->range.start);
            return;
        case NodeKind::Block:
        case NodeKind::Case:
            for (const NodePtr& c : n->list)
                collect_block_functions(c.get(), true, out);
            return;
        case NodeKind::Switch:
            for (const NodePtr& c : n->list)
                collect_block_functions(c.get(), true, out);
            return;
        case NodeKind::If:
            collect_block_functions(n->b.get(), true, out);
            collect_block_functions(n->c.get(), true, out);
            return;
        case NodeKind::For:
        case NodeKind::ForIn:
        case NodeKind::ForOf:
        case NodeKind::While:
        case NodeKind::DoWhile:
            collect_block_functions(n->d.get(), true, out);
            return;
        case NodeKind::Try:
            collect_block_functions(n->a.get(), true, out);
            collect_block_functions(n->c.get(), true, out);
            collect_block_functions(n->d.get(), true, out);
            return;
        case NodeKind::Labeled:
            collect_block_functions(n->a.get(), in_block, out);
            return;
        default:
            return;
        }
    }

    // Initialises vars to undefined and instantiates hoisted function declarations.
    void emit_function_prologue(const std::vector<NodePtr>& body, Scope& scope)
    {
        if (scope.is_script_top) {
            for (auto& [name, where] : m_pending_vars)
                emit(Op::DeclareGlobalVar, string_constant(name));
        } else {
            for (const Binding& b : scope.bindings) {
                if (b.kind == BindingKind::Var) {
                    emit(Op::LoadUndefined);
                    emit(Op::InitLocal, 0, b.slot);
                }
            }
        }
        m_pending_vars.clear();
        emit_hoisted_functions(body, scope, true);
    }

    void emit_hoisted_functions(const std::vector<NodePtr>& body, Scope& scope, bool function_top)
    {
        for (const NodePtr& sp : body) {
            const Node* s = sp.get();
            if (s && s->kind == NodeKind::ExportDecl && s->a)
                s = s->a.get();
            bool is_default = false;
            if (s && s->kind == NodeKind::ExportDefault && s->a && s->a->kind == NodeKind::FunctionDecl) {
                s = s->a.get();
                is_default = true;
            }
            if (!s || s->kind != NodeKind::FunctionDecl)
                continue;
            RangeScope rs(*this, s->range);
            emit(Op::MakeClosure, compile_function(*s->function));
            if (s->function->name.empty()) {
                if (is_default)
                    emit(Op::Export, string_constant("default"));
                else
                    emit(Op::Pop);
                continue;
            }
            if (scope.is_script_top && function_top) {
                emit(Op::DeclareGlobalFunction, string_constant(s->function->name));
            } else {
                const Binding* b = scope.find(s->function->name);
                emit(Op::InitLocal, 0, b->slot);
            }
        }
    }

    struct Resolved {
        enum class Where { Local, Global } where = Where::Global;
        uint32_t hops = 0;
        uint32_t slot = 0;
        BindingKind kind = BindingKind::Var;
    };

    Resolved resolve(const std::string& name)
    {
        Resolved r;
        uint32_t hops = 0;
        for (Scope* s = m_scope; s; s = s->parent) {
            if (const Binding* b = s->find(name)) {
                r.where = Resolved::Where::Local;
                r.hops = hops;
                r.slot = b->slot;
                r.kind = b->kind;
                if (b->kind == BindingKind::Arguments)
                    s->function->uses_arguments = true;
                return r;
            }
            if (s->materialized)
                ++hops;
        }
        return r;
    }

    void emit_get_variable(const std::string& name)
    {
        Resolved r = resolve(name);
        if (r.where == Resolved::Where::Local)
            emit(Op::GetLocal, r.hops, r.slot);
        else
            emit(Op::GetGlobal, string_constant(name));
    }

    // Assigns the value on top of the stack (leaving it there).
    void emit_set_variable(const std::string& name, SourceLocation where)
    {
        Resolved r = resolve(name);
        if (r.where == Resolved::Where::Local) {
            if (r.kind == BindingKind::Const || r.kind == BindingKind::Import) {
                emit(Op::GetLocal, r.hops, r.slot); // TDZ check first, as engines do
                emit(Op::Pop);
                emit(Op::ThrowConstError, string_constant(name));
                return;
            }
            if (r.kind == BindingKind::FunctionName) {
                if (m_strict)
                    emit(Op::ThrowConstError, string_constant(name));
                return; // sloppy: silently ignored
            }
            emit(Op::SetLocal, r.hops, r.slot);
        } else {
            emit(Op::SetGlobal, string_constant(name), m_strict ? 1 : 0);
        }
        (void)where;
    }

    // Initialises a fresh binding (declarations) with the value on top; pops it.
    void emit_init_variable(const std::string& name)
    {
        Resolved r = resolve(name);
        if (r.where == Resolved::Where::Local) {
            emit(Op::InitLocal, r.hops, r.slot);
        } else {
            emit(Op::SetGlobal, string_constant(name), 0);
            emit(Op::Pop);
        }
    }

    void push_scope(Scope& scope)
    {
        scope.parent = m_scope;
        scope.function = m_function;
        m_scope = &scope;
        if (scope.bindings.empty()) {
            scope.materialized = false;
            return;
        }
        emit(Op::PushScope, static_cast<uint32_t>(scope.bindings.size()));
        Context c(ContextKind::Scope);
        c.scope = &scope;
        m_function->contexts.push_back(c);
    }

    void pop_scope(Scope& scope)
    {
        m_scope = scope.parent;
        if (!scope.materialized)
            return;
        emit(Op::PopScope);
        m_function->contexts.pop_back();
    }

    // --- statements -------------------------------------------------------------------
    void compile_statements(const std::vector<NodePtr>& list)
    {
        for (const NodePtr& s : list)
            if (s)
                compile_statement(*s);
    }

    void compile_block_body(const std::vector<NodePtr>& list)
    {
        Scope scope;
        declare_lexical(list, scope, false);
        push_scope(scope);
        ++m_block_depth;
        emit_hoisted_functions(list, scope, false);
        compile_statements(list);
        --m_block_depth;
        pop_scope(scope);
    }

    void compile_statement(const Node& n)
    {
        RangeScope rs(*this, n.range);
        if (n.kind != NodeKind::Block && n.kind != NodeKind::Empty && n.kind != NodeKind::FunctionDecl) {
            auto& statements = code().statements;
            if (statements.empty() || statements.back().first != here())
                statements.emplace_back(here(), n.range);
        }
        switch (n.kind) {
        case NodeKind::ExprStmt:
            compile_expression(*n.a);
            emit(Op::Pop);
            break;
        case NodeKind::VarDecl: compile_var_decl(n); break;
        case NodeKind::FunctionDecl:
            // Hoisted. In a sloppy block, reaching the declaration copies the block's
            // binding to the function-level var of the same name (B.3.3.1).
            if (!m_strict && m_block_depth > 0 && !n.function->is_async
                && std::find(m_annex_b_names.begin(), m_annex_b_names.end(), n.function->name) != m_annex_b_names.end()) {
                emit_get_variable(n.function->name);
                Scope* saved = m_scope;
                m_scope = m_function->function_scope; // resolve to the var, skipping the block binding
                Resolved r = resolve(n.function->name);
                m_scope = saved;
                if (r.where == Resolved::Where::Local)
                    emit(Op::InitLocal, hops_to_function_scope().hops + r.hops, r.slot);
                else {
                    emit(Op::SetGlobal, string_constant(n.function->name), 0);
                    emit(Op::Pop);
                }
            }
            break;
        case NodeKind::ClassDecl:
            compile_class(*n.klass);
            emit_init_variable(n.klass->name);
            break;
        case NodeKind::Block: compile_block_body(n.list); break;
        case NodeKind::Empty:
        case NodeKind::Debugger: break;
        case NodeKind::If: {
            compile_expression(*n.a);
            uint32_t else_jump = emit_jump(Op::JumpIfFalse);
            compile_substatement(*n.b);
            if (n.c) {
                uint32_t end_jump = emit_jump(Op::Jump);
                patch_here(else_jump);
                compile_substatement(*n.c);
                patch_here(end_jump);
            } else {
                patch_here(else_jump);
            }
            break;
        }
        case NodeKind::While: compile_while(n, {}); break;
        case NodeKind::DoWhile: compile_do_while(n, {}); break;
        case NodeKind::For: compile_for(n, {}); break;
        case NodeKind::ForIn:
        case NodeKind::ForOf: compile_for_in_of(n, {}); break;
        case NodeKind::Return: compile_return(n); break;
        case NodeKind::Break:
        case NodeKind::Continue: compile_break_continue(n); break;
        case NodeKind::Throw:
            compile_expression(*n.a);
            m_function->code->throw_statements.emplace_back(here(), n.range);
            emit(Op::Throw);
            break;
        case NodeKind::Try: compile_try(n); break;
        case NodeKind::Switch: compile_switch(n, {}); break;
        case NodeKind::Labeled: compile_labeled(n); break;
        case NodeKind::ImportDecl: compile_import(n); break;
        case NodeKind::ExportDecl: compile_export(n); break;
        case NodeKind::ExportDefault: compile_export_default(n); break;
        default:
            error("unexpected statement", n.range.start);
        }
    }

    void compile_substatement(const Node& n) { compile_statement(n); }

    void compile_var_decl(const Node& n)
    {
        for (const NodePtr& d : n.list) {
            RangeScope rs(*this, d->range);
            if (!d->b) {
                if (n.text == "var")
                    continue; // `var x;` does nothing at run time
                emit(Op::LoadUndefined); // `let x;` initialises to undefined
            } else {
                compile_expression(*d->b);
            }
            m_destructure_source = d->b ? d->b->range : d->range;
            compile_binding_init(*d->a, n.text == "var");
            m_destructure_source.reset(); // an identifier target leaves it unused
        }
    }

    // Binds the value on top of the stack to a pattern; pops it. `assign` = var semantics.
    void compile_binding_init(const Node& target, bool is_var)
    {
        compile_pattern(target, is_var ? PatternMode::AssignVar : PatternMode::Init);
    }

    enum class PatternMode { Init, AssignVar, Assign };

    void store_to_identifier(const std::string& name, PatternMode mode, SourceLocation where)
    {
        if (mode == PatternMode::Init) {
            emit_init_variable(name);
        } else {
            emit_set_variable(name, where);
            emit(Op::Pop);
        }
    }

    // Destructures the value on top of the stack into `target`, popping it.
    void compile_pattern(const Node& target, PatternMode mode)
    {
        RangeScope rs(*this, target.range);
        switch (target.kind) {
        case NodeKind::Identifier:
            store_to_identifier(target.text, mode, target.range.start);
            break;
        case NodeKind::Member: {
            // [v] → evaluate obj (and key), then set.
            compile_expression(*target.a);
            if (target.flag_computed) {
                compile_expression(*target.b);
                emit(Op::Rot3); // [v obj key] → [key v obj]? we need [obj key v]
                emit(Op::Rot3);
                emit(Op::SetElem, m_strict ? 1 : 0);
            } else {
                emit(Op::Swap); // [obj v]
                emit_set_named(target);
            }
            emit(Op::Pop);
            break;
        }
        case NodeKind::AssignPattern: {
            uint32_t skip = emit_jump(Op::JumpIfNotUndefined);
            compile_expression(*target.b);
            patch_here(skip);
            compile_pattern(*target.a, mode);
            break;
        }
        case NodeKind::ArrayPattern: {
            {
                // V8 names the value's source text: "{} is not iterable".
                RangeScope source(*this, take_destructure_source(target.range));
                emit(Op::GetIterator);
            }
            for (const NodePtr& el : target.list) {
                if (el->kind == NodeKind::Hole) {
                    emit(Op::IteratorValue);
                    emit(Op::Pop);
                } else if (el->kind == NodeKind::Rest) {
                    emit(Op::IteratorRest);
                    compile_pattern(*el->a, mode);
                } else {
                    emit(Op::IteratorValue);
                    compile_pattern(*el, mode);
                }
            }
            emit(Op::IteratorClose);
            break;
        }
        case NodeKind::ObjectPattern: {
            // [src] → each property read from src; a rest element copies what is left.
            std::vector<Value> excluded;
            {
                // RequireObjectCoercible, with V8's message: "Cannot destructure property 'a'
                // of 'obj.x' as it is undefined." (the value's source text).
                RangeScope source(*this, take_destructure_source(target.range));
                const Node* first = target.list.empty() ? nullptr : target.list[0].get();
                bool named = first && first->kind == NodeKind::Property && !first->flag_computed;
                emit(Op::CheckDestructurable, named ? property_key_constant(*first->a) : UINT32_MAX);
            }
            if (target.list.empty()) {
                emit(Op::Pop);
                break;
            }
            for (const NodePtr& p : target.list) {
                if (p->kind == NodeKind::Rest) {
                    emit(Op::CopyRest, excluded_keys_constant(excluded));
                    compile_pattern(*p->a, mode);
                    return;
                }
                emit(Op::Dup); // [src src]
                if (p->flag_computed) {
                    if (target.list.back()->kind == NodeKind::Rest)
                        error("computed keys together with a ...rest element are not supported by evloop yet", p->range.start);
                    compile_expression(*p->a);
                    emit(Op::GetElem);
                } else {
                    uint32_t name = property_key_constant(*p->a);
                    excluded.push_back(code().constants[name]);
                    emit(Op::GetProp, name);
                }
                compile_pattern(*p->b, mode);
            }
            emit(Op::Pop);
            break;
        }
        default:
            error("Invalid destructuring assignment target", target.range.start);
        }
    }

    // An array of key strings, kept in the constant pool (for CopyRest).
    uint32_t excluded_keys_constant(const std::vector<Value>& keys)
    {
        Array* array = m_vm.make_array(keys);
        code().constants.push_back(Value(static_cast<Object*>(array)));
        return static_cast<uint32_t>(code().constants.size() - 1);
    }

    uint32_t property_key_constant(const Node& key)
    {
        if (key.kind == NodeKind::Identifier)
            return string_constant(key.text);
        if (key.kind == NodeKind::StringLit)
            return string_constant(key.str);
        if (key.kind == NodeKind::NumberLit)
            return string_constant(number_to_string(key.number));
        if (key.kind == NodeKind::BigIntLit)
            return string_constant(key.text); // { 10n: x } has the key '10'
        error("unexpected property key", key.range.start);
        return 0;
    }

    void compile_return(const Node& n)
    {
        if (n.a)
            compile_expression(*n.a);
        else
            emit(Op::LoadUndefined);
        // 15.6.2 / 14.10.1: `return x` in an async generator awaits x (before finally blocks run).
        if (code().is_generator && code().is_async)
            emit(Op::Await);
        bool needs_unwind = std::any_of(m_function->contexts.begin(), m_function->contexts.end(),
            [](const Context& c) { return c.kind == ContextKind::Finally || c.kind == ContextKind::Iterator; });
        if (!needs_unwind) {
            emit(Op::Return);
            return;
        }
        uint32_t slot = return_slot();
        Resolved fs_hops = hops_to_function_scope();
        emit(Op::InitLocal, fs_hops.hops, slot);
        unwind_to(0); // leaves every scope of this function: the function scope is current
        emit(Op::GetLocal, 0, slot);
        emit(Op::Return);
    }

    // --- generators --------------------------------------------------------------------
    // Values the enclosing statements keep on the operand stack (for-of iterators, switch
    // discriminants): a generator's return() unwinds from a `yield` in mid-expression.
    uint32_t context_stack_depth() const
    {
        uint32_t depth = 0;
        for (const Context& c : m_function->contexts)
            if (c.kind == ContextKind::Values || c.kind == ContextKind::Switch || c.kind == ContextKind::Iterator)
                depth += static_cast<uint32_t>(c.values);
        return depth;
    }

    // [value] → a return completion at a yield (generator.return(value)): awaits the value in
    // an async generator (27.6.3.9 AsyncGeneratorUnwrapYieldResumption), runs the finally
    // blocks and closes the loops around the yield, then returns.
    void emit_generator_return()
    {
        if (code().is_async)
            emit(Op::Await);
        uint32_t slot = return_slot();
        Resolved fs_hops = hops_to_function_scope();
        emit(Op::InitLocal, fs_hops.hops, slot);
        emit(Op::TruncateStack, context_stack_depth());
        unwind_to(0);
        emit(Op::GetLocal, 0, slot);
        emit(Op::Return);
    }

    // 15.5.5 YieldExpression : yield / yield AssignmentExpression
    void compile_yield(const Node& n)
    {
        if (n.a)
            compile_expression(*n.a);
        else
            emit(Op::LoadUndefined);
        // 15.5.5: in an async generator, `yield v` is AsyncGeneratorYield(? Await(v)).
        if (code().is_async)
            emit(Op::Await);
        uint32_t on_return = emit_jump(Op::Yield);
        uint32_t over = emit_jump(Op::Jump);
        patch_here(on_return);
        emit_generator_return();
        patch_here(over);
    }

    // 15.5.5 YieldExpression : yield * AssignmentExpression
    void compile_yield_star(const Node& n)
    {
        bool is_async = code().is_async;
        compile_expression(*n.a);
        {
            RangeScope source(*this, n.a->range);
            emit(is_async ? Op::GetAsyncIterator : Op::GetIterator); // [it next]
        }
        emit(Op::LoadUndefined);                                // received = NormalCompletion(undefined)
        emit(Op::LoadConst, constant(Value(0.0)));              // mode: next
        uint32_t loop = here();
        uint32_t no_return = emit_jump(Op::DelegateCall);       // [it next mode innerResult]
        if (is_async)
            emit(Op::Await);                                    // 7.a.ii / b.ii.2 / c.iv: Await(innerResult)
        emit(Op::DelegateResult, 0, 0);
        uint32_t exit_patch = here() - 2;
        uint32_t return_patch = here() - 1;
        emit(Op::YieldDelegate);                                // [it next received mode]
        if (is_async) {
            // AsyncGeneratorUnwrapYieldResumption: a return's value is awaited first.
            emit(Op::Dup);
            emit(Op::LoadConst, constant(Value(2.0)));
            emit(Op::StrictEq);
            uint32_t not_return = emit_jump(Op::JumpIfFalse);
            emit(Op::Swap);
            emit(Op::Await);
            emit(Op::Swap);
            patch_here(not_return);
        }
        emit(Op::Jump, loop);
        // The generator returns: the inner iterator had no return method, or its return() finished.
        patch_here(no_return);
        patch(return_patch, here());
        emit_generator_return();
        // The inner iterator is done: [it next value] → [value], the yield* expression's value.
        patch(exit_patch, here());
        emit(Op::Rot3);
        emit(Op::Pop);
        emit(Op::Pop);
    }

    // AsyncIteratorClose ( iteratorRecord, NormalCompletion ): [it next] → [], awaiting return().
    void emit_async_iterator_close()
    {
        uint32_t none = emit_jump(Op::AsyncIteratorCloseCall);
        emit(Op::Await);
        emit(Op::CheckObjectResult);
        patch_here(none);
    }

    uint32_t return_slot()
    {
        if (m_function->return_slot == UINT32_MAX) {
            Scope& fs = *m_function->function_scope;
            m_function->return_slot = declare(fs, "%return" + std::to_string(fs.bindings.size()), BindingKind::Var, {});
        }
        return m_function->return_slot;
    }

    Resolved hops_to_function_scope()
    {
        Resolved r;
        for (Scope* s = m_scope; s && s != m_function->function_scope; s = s->parent)
            if (s->materialized)
                ++r.hops;
        return r;
    }

    // Emits the exits of every context above index `depth` (innermost first): pops kept
    // values, leaves handlers and scopes, closes iterators, runs finally blocks inline.
    // The contexts and scope chain are restored afterwards (code after this is unreachable
    // or a jump).
    void unwind_to(size_t depth)
    {
        std::vector<Context> saved = m_function->contexts;
        Scope* saved_scope = m_scope;
        while (m_function->contexts.size() > depth) {
            Context c = m_function->contexts.back();
            m_function->contexts.pop_back();
            switch (c.kind) {
            case ContextKind::Scope:
                emit(Op::PopScope);
                m_scope = c.scope->parent;
                break;
            case ContextKind::TryHandler: emit(Op::LeaveTry); break;
            case ContextKind::Finally:
                m_scope = c.scope;
                compile_statement(*c.finally_body);
                break;
            case ContextKind::Iterator:
                if (c.async_iterator)
                    emit_async_iterator_close();
                else
                    emit(Op::IteratorClose);
                break;
            case ContextKind::Values:
            case ContextKind::Switch:
                for (int i = 0; i < c.values; ++i)
                    emit(Op::Pop);
                break;
            case ContextKind::Loop:
            case ContextKind::Label: break;
            }
        }
        m_function->contexts = std::move(saved);
        m_scope = saved_scope;
    }

    void compile_break_continue(const Node& n)
    {
        bool is_break = n.kind == NodeKind::Break;
        auto& ctxs = m_function->contexts;
        for (size_t i = ctxs.size(); i-- > 0;) {
            Context& c = ctxs[i];
            bool matches;
            if (n.text.empty())
                matches = is_break ? (c.kind == ContextKind::Loop || c.kind == ContextKind::Switch) : c.kind == ContextKind::Loop;
            else
                matches = std::find(c.labels.begin(), c.labels.end(), n.text) != c.labels.end();
            if (!matches)
                continue;
            if (!is_break && !n.text.empty() && c.kind != ContextKind::Loop) {
                error("Illegal continue statement: '" + n.text + "' does not denote an iteration statement", n.range.start);
                return;
            }
            unwind_to(i + 1);
            // A labelled block / switch keeps no loop-owned values; loops' own values are
            // handled at their break target.
            uint32_t j = emit_jump(Op::Jump);
            (is_break ? ctxs[i].break_patches : ctxs[i].continue_patches).push_back(j);
            return;
        }
        if (n.text.empty())
            error(is_break ? "Illegal break statement" : "Illegal continue statement: no surrounding iteration statement", n.range.start);
        else
            error("Undefined label '" + n.text + "'", n.range.start);
    }

    Context& push_loop(std::vector<std::string> labels)
    {
        Context c(ContextKind::Loop);
        c.labels = std::move(labels);
        m_function->contexts.push_back(std::move(c));
        return m_function->contexts.back();
    }

    // Pops the loop context, patching breaks to `break_target` and continues to `continue_target`.
    void pop_loop(uint32_t continue_target, uint32_t break_target)
    {
        Context c = std::move(m_function->contexts.back());
        m_function->contexts.pop_back();
        for (uint32_t p : c.continue_patches)
            patch(p, continue_target);
        for (uint32_t p : c.break_patches)
            patch(p, break_target);
    }

    void compile_while(const Node& n, std::vector<std::string> labels)
    {
        uint32_t start = here();
        compile_expression(*n.a);
        uint32_t exit = emit_jump(Op::JumpIfFalse);
        push_loop(std::move(labels));
        compile_substatement(*n.d);
        emit(Op::Jump, start);
        patch_here(exit);
        pop_loop(start, here());
    }

    void compile_do_while(const Node& n, std::vector<std::string> labels)
    {
        uint32_t start = here();
        push_loop(std::move(labels));
        compile_substatement(*n.d);
        uint32_t cont = here();
        {
            RangeScope rs(*this, n.a->range);
            compile_expression(*n.a);
            emit(Op::JumpIfTrue, start);
        }
        pop_loop(cont, here());
    }

    static bool contains_closure(const Node* n)
    {
        if (!n)
            return false;
        if (n->function || n->klass)
            return true;
        for (const Node* child : { n->a.get(), n->b.get(), n->c.get(), n->d.get() })
            if (contains_closure(child))
                return true;
        for (const NodePtr& child : n->list)
            if (contains_closure(child.get()))
                return true;
        return false;
    }

    void compile_for(const Node& n, std::vector<std::string> labels)
    {
        Scope scope;
        bool lexical = n.a && n.a->kind == NodeKind::VarDecl && n.a->text != "var";
        if (lexical)
            declare_lexical({}, scope, false);
        if (lexical) {
            std::vector<std::pair<std::string, SourceLocation>> names;
            for (const NodePtr& d : n.a->list)
                collect_bound_names(d->a.get(), names);
            for (auto& [name, where] : names)
                declare(scope, name, n.a->text == "const" ? BindingKind::Const : BindingKind::Let, where);
        }
        push_scope(scope);
        if (n.a) {
            if (n.a->kind == NodeKind::VarDecl) {
                compile_statement(*n.a);
            } else {
                RangeScope rs(*this, n.a->range);
                compile_expression(*n.a);
                emit(Op::Pop);
            }
        }
        // Each iteration gets its own copy of the let bindings, so closures made in the
        // loop see their own i. Without closures in the loop nobody could tell: skip it.
        bool per_iteration = lexical && scope.materialized
            && (contains_closure(n.b.get()) || contains_closure(n.c.get()) || contains_closure(n.d.get()));
        if (per_iteration)
            emit(Op::CopyScope);
        uint32_t start = here();
        uint32_t exit = UINT32_MAX;
        if (n.b) {
            RangeScope rs(*this, n.b->range);
            compile_expression(*n.b);
            exit = emit_jump(Op::JumpIfFalse);
        }
        push_loop(std::move(labels));
        compile_substatement(*n.d);
        uint32_t cont = here();
        if (per_iteration)
            emit(Op::CopyScope);
        if (n.c) {
            RangeScope rs(*this, n.c->range);
            compile_expression(*n.c);
            emit(Op::Pop);
        }
        emit(Op::Jump, start);
        if (exit != UINT32_MAX)
            patch_here(exit);
        pop_loop(cont, here());
        pop_scope(scope);
    }

    void compile_for_in_of(const Node& n, std::vector<std::string> labels)
    {
        bool of = n.kind == NodeKind::ForOf;
        bool is_await = of && n.text == "await"; // for await: 14.7.5.7 with iteratorKind async
        bool lexical = n.a->kind == NodeKind::VarDecl && n.a->text != "var";
        const Node* target = n.a->kind == NodeKind::VarDecl ? n.a->list[0]->a.get() : n.a.get();
        // The right-hand side sees a TDZ scope with the loop's names (for (let x of x) throws).
        Scope tdz;
        if (lexical) {
            std::vector<std::pair<std::string, SourceLocation>> names;
            collect_bound_names(target, names);
            for (auto& [name, where] : names)
                declare(tdz, name, BindingKind::Let, where);
        }
        push_scope(tdz);
        compile_expression(*n.b);
        pop_scope(tdz);

        {
            RangeScope source(*this, n.b->range);
            emit(is_await ? Op::GetAsyncIterator : of ? Op::GetIterator : Op::ForInKeys);
        }
        Context values(of ? ContextKind::Iterator : ContextKind::Values);
        values.values = 2;
        values.async_iterator = is_await;
        m_function->contexts.push_back(values);
        // An exception in the body closes the iterator (IteratorClose with a throw completion).
        // The handler covers the binding and the body of each iteration, not the next() step:
        // an iterator whose next() throws (or whose promise rejects) is not closed (14.7.5.7).
        uint32_t handler = 0;
        if (of)
            m_function->contexts.push_back(Context(ContextKind::TryHandler));
        uint32_t start = here();
        uint32_t done;
        if (is_await) {
            // 14.7.5.7 ForIn/OfBodyEvaluation 6.a-f: Call(next), Await, then done/value.
            emit(Op::IteratorCall);
            emit(Op::Await);
            done = emit_jump(Op::IteratorResultStep);
        } else {
            done = emit_jump(of ? Op::IteratorNext : Op::ForInNext);
        }
        if (of)
            handler = emit_jump(Op::EnterTry);
        Scope scope;
        if (lexical) {
            std::vector<std::pair<std::string, SourceLocation>> names;
            collect_bound_names(target, names);
            for (auto& [name, where] : names)
                declare(scope, name, n.a->text == "const" ? BindingKind::Const : BindingKind::Let, where);
        }
        // The loop context sits outside the per-iteration scope, so break and continue
        // leave that scope on their way out.
        push_loop(std::move(labels));
        push_scope(scope);
        compile_pattern(*target, lexical ? PatternMode::Init : (n.a->kind == NodeKind::VarDecl ? PatternMode::AssignVar : PatternMode::Assign));
        compile_substatement(*n.d);
        pop_scope(scope);
        Context loop = std::move(m_function->contexts.back());
        m_function->contexts.pop_back();
        uint32_t cont = here();
        if (of)
            emit(Op::LeaveTry);
        emit(Op::Jump, start);
        for (uint32_t p : loop.continue_patches)
            patch(p, cont);
        // Exhausted: [it next] → drop both (the handler is not installed between iterations).
        patch_here(done);
        if (of)
            m_function->contexts.pop_back(); // TryHandler
        m_function->contexts.pop_back(); // values / iterator
        emit(Op::Pop);
        emit(Op::Pop);
        uint32_t end_jump = emit_jump(Op::Jump);
        // break: the body exits to here with [it next] still on the stack.
        uint32_t break_target = here();
        if (is_await) {
            emit(Op::LeaveTry);
            emit_async_iterator_close();
        } else if (of) {
            emit(Op::LeaveTry);
            emit(Op::IteratorClose);
        } else {
            emit(Op::Pop);
            emit(Op::Pop);
        }
        uint32_t end_jump2 = emit_jump(Op::Jump);
        for (uint32_t p : loop.break_patches)
            patch(p, break_target);
        if (is_await) {
            // Exception handler: [it next exc] → AsyncIteratorClose with a throw completion:
            // return() is called and awaited, but the original exception wins (7.4.13 step 6).
            patch_here(handler);
            emit(Op::Swap); // [it next value exc]: the handler was installed with the value on the stack
            emit(Op::Pop);
            emit(Op::Rot3); // [exc it next]
            uint32_t ignore = emit_jump(Op::EnterTry);
            uint32_t none = emit_jump(Op::AsyncIteratorCloseCall);
            emit(Op::Await);
            emit(Op::Pop);
            patch_here(none);
            emit(Op::LeaveTry);
            emit(Op::Throw);
            patch_here(ignore); // return() threw: [exc …] → drop down to exc and rethrow it
            emit(Op::Pop);
            emit(Op::TruncateStack, context_stack_depth() + 1);
            emit(Op::Throw);
        } else if (of) {
            // Exception handler: [it next value exc] → close, rethrow. (The handler was installed
            // with the value on the stack; the binding took it, so it is undefined by now.)
            patch_here(handler);
            emit(Op::Swap);
            emit(Op::Pop);
            emit(Op::IteratorCloseThrow);
            emit(Op::Throw);
        }
        patch_here(end_jump);
        patch_here(end_jump2);
    }

    void compile_labeled(const Node& n)
    {
        std::vector<std::string> labels { n.text };
        const Node* body = n.a.get();
        while (body && body->kind == NodeKind::Labeled) {
            labels.push_back(body->text);
            body = body->a.get();
        }
        if (!body)
            return;
        RangeScope rs(*this, body->range);
        switch (body->kind) {
        case NodeKind::While: compile_while(*body, labels); return;
        case NodeKind::DoWhile: compile_do_while(*body, labels); return;
        case NodeKind::For: compile_for(*body, labels); return;
        case NodeKind::ForIn:
        case NodeKind::ForOf: compile_for_in_of(*body, labels); return;
        case NodeKind::Switch: compile_switch(*body, labels); return;
        default: break;
        }
        Context c(ContextKind::Label);
        c.labels = labels;
        m_function->contexts.push_back(c);
        compile_statement(*body);
        Context done = std::move(m_function->contexts.back());
        m_function->contexts.pop_back();
        for (uint32_t p : done.break_patches)
            patch_here(p);
    }

    void compile_switch(const Node& n, std::vector<std::string> labels)
    {
        compile_expression(*n.a);
        Scope scope;
        // The lexical declarations of all cases share one scope.
        for (const NodePtr& c : n.list)
            declare_lexical(c->list, scope, false);
        push_scope(scope);
        ++m_block_depth;
        for (const NodePtr& c : n.list)
            emit_hoisted_functions(c->list, scope, false);
        Context ctx(ContextKind::Switch);
        ctx.labels = std::move(labels);
        ctx.values = 1;
        // Tests: [d] → for each case: Dup, test, StrictEq, JumpIfTrue body_i.
        std::vector<uint32_t> case_jumps;
        int default_index = -1;
        for (size_t i = 0; i < n.list.size(); ++i) {
            const Node& c = *n.list[i];
            if (!c.a) {
                default_index = static_cast<int>(i);
                case_jumps.push_back(0);
                continue;
            }
            RangeScope rs(*this, c.a->range);
            emit(Op::Dup);
            compile_expression(*c.a);
            emit(Op::StrictEq);
            case_jumps.push_back(emit_jump(Op::JumpIfTrue));
        }
        uint32_t no_match = emit_jump(Op::Jump);
        m_function->contexts.push_back(ctx);
        for (size_t i = 0; i < n.list.size(); ++i) {
            if (static_cast<int>(i) == default_index)
                patch_here(no_match);
            else
                patch_here(case_jumps[i]);
            compile_statements(n.list[i]->list);
        }
        if (default_index < 0)
            patch_here(no_match);
        Context done = std::move(m_function->contexts.back());
        m_function->contexts.pop_back();
        for (uint32_t p : done.break_patches)
            patch_here(p);
        --m_block_depth;
        pop_scope(scope);
        emit(Op::Pop); // the discriminant
    }

    void compile_try(const Node& n)
    {
        bool has_finally = n.d != nullptr;
        Scope* try_scope = m_scope;
        if (has_finally) {
            Context f(ContextKind::Finally);
            f.finally_body = n.d.get();
            f.scope = try_scope;
            m_function->contexts.push_back(f);
        }
        // try block
        uint32_t handler = emit_jump(Op::EnterTry);
        m_function->contexts.push_back(Context(ContextKind::TryHandler));
        compile_statement(*n.a);
        m_function->contexts.pop_back();
        emit(Op::LeaveTry);
        uint32_t after_try = emit_jump(Op::Jump);

        patch_here(handler); // exception value on the stack
        uint32_t finally_throw = 0;
        if (n.c) {
            if (has_finally) {
                finally_throw = emit_jump(Op::EnterTry);
                m_function->contexts.push_back(Context(ContextKind::TryHandler));
            }
            Scope catch_scope;
            if (n.b) {
                std::vector<std::pair<std::string, SourceLocation>> names;
                collect_bound_names(n.b.get(), names);
                for (auto& [name, where] : names)
                    declare(catch_scope, name, BindingKind::Catch, where);
            }
            push_scope(catch_scope);
            if (n.b)
                compile_pattern(*n.b, PatternMode::Init);
            else
                emit(Op::Pop);
            compile_block_body(n.c->list);
            pop_scope(catch_scope);
            if (has_finally) {
                m_function->contexts.pop_back();
                emit(Op::LeaveTry);
            }
        } else {
            // try/finally without catch: the handler is the throw path of finally.
            finally_throw = emit_jump(Op::Jump);
        }
        uint32_t after_catch = has_finally ? emit_jump(Op::Jump) : 0;
        if (has_finally) {
            m_function->contexts.pop_back(); // Finally
            // Throw path: [exc] → finally → rethrow.
            patch_here(finally_throw);
            compile_statement(*n.d);
            emit(Op::Throw);
            patch_here(after_try);
            patch_here(after_catch);
            compile_statement(*n.d);
        } else {
            patch_here(after_try);
        }
    }

    // --- modules ---------------------------------------------------------------------
    void compile_import(const Node& n)
    {
        FunctionCode::ModuleRequest request { n.text, {} };
        for (const NodePtr& spec : n.list)
            request.names.push_back(utf16_to_utf8(spec->str));
        code().module_requests.push_back(std::move(request));
        uint32_t module = string_constant(n.text);
        if (n.list.empty()) {
            emit(Op::ImportNamespace, module);
            emit(Op::Pop);
            return;
        }
        for (const NodePtr& spec : n.list) {
            if (spec->str == u"*")
                emit(Op::ImportNamespace, module);
            else
                emit(Op::ImportBinding, module, string_constant(spec->str));
            emit_init_variable(spec->text);
        }
    }

    void compile_export(const Node& n)
    {
        if (n.a) {
            compile_statement(*n.a);
            std::vector<std::pair<std::string, SourceLocation>> names;
            if (n.a->kind == NodeKind::VarDecl)
                for (const NodePtr& d : n.a->list)
                    collect_bound_names(d->a.get(), names);
            else if (n.a->kind == NodeKind::FunctionDecl)
                names.emplace_back(n.a->function->name, n.a->range.start);
            else if (n.a->kind == NodeKind::ClassDecl)
                names.emplace_back(n.a->klass->name, n.a->range.start);
            for (auto& [name, where] : names) {
                emit_get_variable(name);
                emit(Op::Export, string_constant(name));
            }
            return;
        }
        if (!n.text.empty()) {
            error("re-exporting from another module is not supported by evloop yet", n.range.start);
            return;
        }
        for (const NodePtr& spec : n.list) {
            emit_get_variable(spec->text);
            emit(Op::Export, string_constant(spec->str));
        }
    }

    void compile_export_default(const Node& n)
    {
        const Node& v = *n.a;
        if (v.kind == NodeKind::FunctionDecl) {
            if (!v.function->name.empty()) {
                emit_get_variable(v.function->name);
                emit(Op::Export, string_constant("default"));
            }
            return; // anonymous: exported by the prologue
        }
        if (v.kind == NodeKind::ClassDecl) {
            compile_class(*v.klass);
            if (!v.klass->name.empty()) {
                emit(Op::Dup);
                emit_init_variable(v.klass->name);
            }
            emit(Op::Export, string_constant("default"));
            return;
        }
        compile_expression(v);
        emit(Op::Export, string_constant("default"));
    }

    // --- functions ---------------------------------------------------------------------
    uint32_t compile_function(const FunctionNode& f)
    {
        FunctionCode* outer = m_function->code;
        FunctionCode* code = m_vm.heap().allocate<FunctionCode>();
        start_cold(*code);
        outer->functions.push_back(code);
        uint32_t index = static_cast<uint32_t>(outer->functions.size() - 1);
        code->name = f.name;
        code->inferred_name = f.inferred_name;
        code->kind = f.kind;
        code->is_async = f.is_async;
        code->is_generator = f.is_generator;
        code->strict = f.strict || m_strict;
        code->range = f.range;
        code->source_text = f.source_text;
        for (const NodePtr& p : f.params) {
            if (p->kind == NodeKind::AssignPattern || p->kind == NodeKind::Rest)
                break;
            ++code->length;
        }
        // A host's prelude defines hundreds of functions a run never calls: those that can
        // be compiled without their enclosing function's state wait for their first call
        // (make_frame). Not constructors or field initialisers, which read their class;
        // not arrows that refer to `arguments` (their parent's: it makes the parent
        // create it). An arrow's `this`, new.target and super are its closure's.
        bool lazy = m_lazy_functions && !f.is_field_initializer
            && (f.kind == FunctionKind::Normal || f.kind == FunctionKind::Method || f.kind == FunctionKind::Getter
                || f.kind == FunctionKind::Setter
                || (f.kind == FunctionKind::Arrow && f.source_text.find("arguments") == std::string::npos));
        if (lazy) {
            auto pending = std::make_shared<LazyFunction>();
            pending->node = &f;
            pending->scope = snapshot(m_scope);
            pending->commonjs = m_commonjs;
            pending->new_target_allowed = new_target_allowed();
            code->lazy = std::move(pending);
            return index;
        }
        compile_function_body(f, code);
        return index;
    }

    // What a lazily compiled function sees of `scope` and the scopes around it.
    static std::shared_ptr<const CompileScope> snapshot(Scope* scope)
    {
        if (!scope)
            return nullptr;
        std::shared_ptr<const CompileScope> parent = snapshot(scope->parent);
        if (scope->snapshot && scope->snapshot_size == scope->bindings.size() && scope->snapshot->parent == parent)
            return scope->snapshot;
        auto made = std::make_shared<CompileScope>();
        made->parent = std::move(parent);
        made->bindings = scope->bindings;
        if (scope->frozen)
            made->bindings.insert(made->bindings.end(), scope->frozen->begin(), scope->frozen->end());
        made->is_function_scope = scope->is_function_scope;
        made->is_script_top = scope->is_script_top;
        made->materialized = scope->materialized;
        scope->snapshot = made;
        scope->snapshot_size = scope->bindings.size();
        return made;
    }

public:
    // The body of a function compile_function left for its first call.
    std::optional<CompileError> compile_lazy(FunctionCode& code)
    {
        std::shared_ptr<const LazyFunction> pending = std::move(code.lazy);
        code.lazy = nullptr;
        // The enclosing scopes, outermost first, rebuilt from their snapshots.
        std::vector<const CompileScope*> chain;
        for (const CompileScope* s = pending->scope.get(); s; s = s->parent.get())
            chain.push_back(s);
        std::vector<std::unique_ptr<Scope>> scopes;
        FunctionState outer;
        Scope* parent = nullptr;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            auto scope = std::make_unique<Scope>();
            scope->parent = parent;
            scope->function = &outer;
            scope->is_function_scope = (*it)->is_function_scope;
            scope->is_script_top = (*it)->is_script_top;
            scope->materialized = (*it)->materialized;
            scope->frozen = &(*it)->bindings;
            parent = scope.get();
            scopes.push_back(std::move(scope));
        }
        // The snapshots stand for themselves when this function's own closures are made.
        for (size_t i = 0; i < scopes.size(); ++i)
            scopes[i]->snapshot = std::shared_ptr<const CompileScope>(pending->scope, chain[chain.size() - 1 - i]);
        outer.code = &code;
        m_function = &outer;
        m_scope = parent;
        m_commonjs = pending->commonjs;
        m_new_target_outside = pending->new_target_allowed;
        m_lazy_functions = true;
        compile_function_body(*pending->node, &code);
        return m_error;
    }

private:
    void compile_function_body(const FunctionNode& f, FunctionCode* code)
    {
        FunctionState fs;
        fs.parent = m_function;
        fs.code = code;
        fs.node = &f;
        Scope scope;
        scope.is_function_scope = true;
        scope.parent = m_scope;
        scope.function = &fs;
        fs.function_scope = &scope;

        FunctionState* saved_function = m_function;
        Scope* saved_scope = m_scope;
        bool saved_strict = m_strict;
        int saved_block_depth = m_block_depth;
        std::vector<std::string> saved_annex_b = std::move(m_annex_b_names);
        m_block_depth = 0;
        m_annex_b_names.clear();
        m_function = &fs;
        m_scope = &scope;
        m_strict = code->strict;
        RangeScope rs(*this, f.range);

        // Parameters, then `arguments`, then the body's declarations.
        std::vector<std::pair<std::string, SourceLocation>> param_names;
        for (const NodePtr& p : f.params)
            collect_bound_names(p.get(), param_names);
        for (auto& [name, where] : param_names) {
            if (scope.find(name) && (m_strict || !f.simple_params || f.kind == FunctionKind::Arrow))
                error("Duplicate parameter name not allowed in this context", where);
            if (!scope.find(name)) // sloppy duplicates share one binding; the last argument wins
                declare(scope, name, BindingKind::Param, where);
        }
        if (f.kind != FunctionKind::Arrow && !scope.find("arguments"))
            declare(scope, "arguments", BindingKind::Arguments, f.range.start);
        // A named function expression can see its own name.
        std::vector<NodePtr> empty;
        std::optional<SyntaxErrorInfo> body_error;
        const Node* body_node = f.is_expression_body ? nullptr : function_body(f, body_error);
        if (body_error)
            error(body_error->message, body_error->location);
        const std::vector<NodePtr>& body = body_node ? body_node->list : empty;
        hoist_declarations(body, scope, true);
        if (!f.name.empty() && !scope.find(f.name) && f.kind == FunctionKind::Normal)
            declare(scope, f.name, BindingKind::FunctionName, f.range.start);

        // Prologue: bind parameters.
        uint32_t arg_index = 0;
        for (const NodePtr& p : f.params) {
            RangeScope prs(*this, p->range);
            if (p->kind == NodeKind::Rest) {
                emit(Op::RestArgs, arg_index);
                compile_pattern(*p->a, PatternMode::Init);
            } else {
                emit(Op::GetArg, arg_index);
                compile_pattern(*p, PatternMode::Init);
            }
            ++arg_index;
        }
        if (const Binding* self = scope.find(f.name); self && self->kind == BindingKind::FunctionName) {
            emit(Op::LoadCallee);
            emit(Op::InitLocal, 0, self->slot);
        }
        emit_function_prologue(body, scope);
        if (f.is_generator) {
            // The call returns the generator object here; the first next() continues.
            emit(Op::InitialYield);
            emit(Op::Pop);
        }
        if (f.is_field_initializer) {
            compile_fields_body();
            emit(Op::LoadUndefined);
            emit(Op::Return);
        } else if (f.is_expression_body) {
            RangeScope brs(*this, f.body->range);
            compile_expression(*f.body);
            emit(Op::Return);
        } else {
            compile_statements(body);
            emit(Op::LoadUndefined);
            emit(Op::Return);
        }
        // `arguments` is created only if something refers to it.
        if (fs.uses_arguments) {
            const Binding* b = scope.find("arguments");
            // 10.2.11 FunctionDeclarationInstantiation, step 22: argumentsObjectNeeded with
            // strict = false and simpleParameterList = true gives a mapped arguments object.
            if (!m_strict && f.simple_params && b->kind == BindingKind::Arguments) {
                for (size_t i = 0; i < param_names.size(); ++i) {
                    bool later_duplicate = false;
                    for (size_t j = i + 1; j < param_names.size(); ++j)
                        later_duplicate |= param_names[j].first == param_names[i].first;
                    const Binding* param = scope.find(param_names[i].first);
                    code->mapped_parameter_slots.push_back(later_duplicate || !param ? -1 : static_cast<int32_t>(param->slot));
                }
            }
            std::vector<uint32_t> prologue { static_cast<uint32_t>(Op::CreateArguments), static_cast<uint32_t>(Op::InitLocal), 0, b->slot };
            code->code.insert(code->code.begin(), prologue.begin(), prologue.end());
            shift_code(*code, static_cast<uint32_t>(prologue.size()));
        }
        code->slot_count = static_cast<uint32_t>(scope.bindings.size());
        for (const Binding& b : scope.bindings)
            code->slot_names.push_back(b.name);
        code->finish(m_vm.superinstructions());

        m_function = saved_function;
        m_scope = saved_scope;
        m_strict = saved_strict;
        m_block_depth = saved_block_depth;
        m_annex_b_names = std::move(saved_annex_b);
    }

    // After inserting `by` words at the start, jump targets and the range table move.
    static void shift_code(FunctionCode& code, uint32_t by)
    {
        for (uint32_t pc = by; pc < code.code.size();) {
            Op op = static_cast<Op>(code.code[pc]);
            const OpInfo& info = op_info(op);
            bool jump = op == Op::Jump || op == Op::JumpIfFalse || op == Op::JumpIfTrue || op == Op::JumpIfFalseKeep || op == Op::JumpIfTrueKeep
                || op == Op::JumpIfNotNullishKeep || op == Op::JumpIfNullish || op == Op::JumpIfNotUndefined || op == Op::EnterTry
                || op == Op::IteratorNext || op == Op::ForInNext || op == Op::Yield || op == Op::DelegateCall
                || op == Op::DelegateResult || op == Op::IteratorResultStep || op == Op::AsyncIteratorCloseCall;
            if (jump)
                code.code[pc + 1] += by;
            if (op == Op::DelegateResult)
                code.code[pc + 2] += by;
            pc += 1 + static_cast<uint32_t>(info.operands);
        }
        for (auto& r : code.ranges)
            r.first += by;
        for (auto& t : code.throw_statements)
            t.first += by;
        code.ranges.insert(code.ranges.begin(), { 0, code.range });
        for (auto* sites : { &code.call_sites, &code.property_sites })
            for (auto& c : *sites) {
                c.begin += by;
                c.end += by;
            }
    }

    // A private name a class body declares (a getter and setter pair share one).
    struct PrivateDecl {
        std::string name; // "#x"
        bool is_static = false;
        int kind = 0;     // 0 field, 1 method, 2 accessor
        bool getter = false;
        bool setter = false;
    };
    static bool is_private_key(const ClassNode::Member& m)
    {
        return !m.computed && m.key && m.key->kind == NodeKind::Identifier && !m.key->text.empty() && m.key->text[0] == '#';
    }
    static std::vector<PrivateDecl> collect_private_names(const ClassNode& k)
    {
        std::vector<PrivateDecl> out;
        for (const ClassNode::Member& m : k.members) {
            if (!is_private_key(m))
                continue;
            auto it = std::find_if(out.begin(), out.end(), [&](const PrivateDecl& d) { return d.name == m.key->text; });
            if (it == out.end()) {
                out.push_back({ m.key->text, m.is_static });
                it = out.end() - 1;
            }
            using K = ClassNode::Member::Kind;
            it->kind = m.kind == K::Field ? 0 : m.kind == K::Method ? 1 : 2;
            it->getter |= m.kind == K::Getter;
            it->setter |= m.kind == K::Setter;
        }
        return out;
    }
    // The hidden class-scope binding that holds a computed field's key (no identifier
    // starts with a space).
    static std::string computed_field_key_binding(size_t member_index) { return " field key " + std::to_string(member_index); }
    // The hidden class-scope bindings of a private method's or accessor's closures.
    static std::string private_closure_binding(const std::string& name, ClassNode::Member::Kind kind)
    {
        return name + (kind == ClassNode::Member::Kind::Getter ? " get" : kind == ClassNode::Member::Kind::Setter ? " set" : "()");
    }

    // Class: leaves the constructor on the stack.
    // 15.7.14 Runtime Semantics: ClassDefinitionEvaluation https://tc39.es/ecma262/#sec-runtime-semantics-classdefinitionevaluation
    void compile_class(const ClassNode& k)
    {
        RangeScope rs(*this, k.range);
        Scope scope;
        if (!k.name.empty())
            declare(scope, k.name, BindingKind::Const, k.range.start);
        // 5-6. The class's PrivateEnvironment: each #name is a hidden binding of the class
        // scope ('#' starts no identifier), resolved lexically like any variable, so nested
        // classes and other classes with the same #name get their own. SIMPLIFIED: the
        // heritage expression sees them too (the spec evaluates it outside).
        std::vector<PrivateDecl> privates = collect_private_names(k);
        for (const PrivateDecl& p : privates)
            declare(scope, p.name, BindingKind::Const, k.range.start);
        for (const ClassNode::Member& m : k.members)
            if (is_private_key(m) && m.kind != ClassNode::Member::Kind::Field)
                declare(scope, private_closure_binding(m.key->text, m.kind), BindingKind::Const, m.range.start);
        for (size_t i = 0; i < k.members.size(); i++)
            if (k.members[i].kind == ClassNode::Member::Kind::Field && k.members[i].computed)
                declare(scope, computed_field_key_binding(i), BindingKind::Const, k.members[i].range.start);
        bool saved_strict = m_strict;
        m_strict = true;
        push_scope(scope);
        for (const PrivateDecl& p : privates) {
            emit(Op::LoadConst, string_constant(k.name));
            uint32_t flags = static_cast<uint32_t>(p.kind) | (p.is_static ? 4 : 0) | (p.getter ? 8 : 0) | (p.setter ? 16 : 0);
            emit(Op::NewPrivateName, string_constant(p.name), flags);
            emit(Op::InitLocal, 0, scope.find(p.name)->slot);
        }
        if (k.superclass)
            compile_expression(*k.superclass);
        else
            emit(Op::LoadEmpty);

        // The constructor (written or synthesised).
        FunctionNode synthetic;
        const FunctionNode* ctor = k.constructor.get();
        NodePtr synthetic_body;
        if (!ctor) {
            synthetic.name = k.name;
            synthetic.kind = k.superclass ? FunctionKind::DerivedConstructor : FunctionKind::ClassConstructor;
            synthetic.range = k.range;
            synthetic.strict = true;
            synthetic.source_text = k.source_text;
            synthetic.body = std::make_unique<Node>(NodeKind::Block, k.range);
            if (k.superclass) {
                // constructor(...args) { super(...args); }
                auto rest = std::make_unique<Node>(NodeKind::Rest, k.range);
                rest->a = std::make_unique<Node>(NodeKind::Identifier, k.range);
                rest->a->text = "args";
                synthetic.params.push_back(std::move(rest));
                synthetic.simple_params = false;
                auto call = std::make_unique<Node>(NodeKind::Call, k.range);
                call->a = std::make_unique<Node>(NodeKind::Super, k.range);
                auto spread = std::make_unique<Node>(NodeKind::Spread, k.range);
                spread->a = std::make_unique<Node>(NodeKind::Identifier, k.range);
                spread->a->text = "args";
                call->list.push_back(std::move(spread));
                auto stmt = std::make_unique<Node>(NodeKind::ExprStmt, k.range);
                stmt->a = std::move(call);
                synthetic.body->list.push_back(std::move(stmt));
            }
            ctor = &synthetic;
        }
        uint32_t ctor_index = compile_function(*ctor);
        m_function->code->functions[ctor_index]->name = k.name;
        m_function->code->functions[ctor_index]->source_text = k.source_text;
        // Instances need the initialiser for fields and for private methods (both non-static).
        bool has_instance_fields = std::any_of(k.members.begin(), k.members.end(), [](const ClassNode::Member& m) {
            return !m.is_static && (m.kind == ClassNode::Member::Kind::Field || is_private_key(m));
        });
        m_function->code->functions[ctor_index]->has_fields = has_instance_fields;
        emit(Op::MakeClass, ctor_index, has_instance_fields ? 1 : 0); // [ctor proto]

        for (const ClassNode::Member& m : k.members) {
            if (m.kind == ClassNode::Member::Kind::Field && m.computed) {
                // 15.7.10 ClassFieldDefinitionEvaluation step 1: a computed field name is
                // evaluated once, here, in element order with the methods' keys (27.a/b of
                // ClassDefinitionEvaluation); an abrupt completion ends the class definition.
                // The key waits in a hidden class-scope binding for the field initialiser.
                RangeScope mrs(*this, m.range);
                compile_expression(*m.key);
                emit(Op::ToPropertyKey);
                emit(Op::InitLocal, 0, scope.find(computed_field_key_binding(static_cast<size_t>(&m - k.members.data())))->slot);
                continue;
            }
            if (m.kind == ClassNode::Member::Kind::Field || m.kind == ClassNode::Member::Kind::StaticBlock)
                continue;
            RangeScope mrs(*this, m.range);
            if (m.is_static)
                emit(Op::Swap); // [proto ctor]
            uint32_t kind = m.kind == ClassNode::Member::Kind::Getter ? 1 : m.kind == ClassNode::Member::Kind::Setter ? 2 : 0;
            if (is_private_key(m)) {
                // 15.4.4 DefineMethod for a #name: the closure waits in its hidden binding
                // until PrivateMethodOrAccessorAdd copies it onto each instance (or the class).
                emit(Op::MakeClosure, compile_function(*m.function));
                emit(Op::InitPrivateMethod, kind);
                emit(Op::InitLocal, 0, scope.find(private_closure_binding(m.key->text, m.kind))->slot);
            } else if (m.computed) {
                compile_expression(*m.key);
                emit(Op::ToPropertyKey);
                emit(Op::MakeClosure, compile_function(*m.function));
                emit(Op::DefineMethodComputed, kind);
            } else {
                uint32_t name = property_key_constant(*m.key);
                emit(Op::MakeClosure, compile_function(*m.function));
                emit(Op::DefineMethod, name, kind);
            }
            if (m.is_static)
                emit(Op::Swap);
        }
        if (has_instance_fields) {
            emit(Op::MakeClosure, compile_field_initializer(k, false));
            emit(Op::SetFieldInitializer);
        }
        // The class binding is initialised before static fields run (they may use it).
        if (!k.name.empty()) {
            emit(Op::Swap);
            emit(Op::Dup);
            emit(Op::InitLocal, 0, scope.find(k.name)->slot);
            emit(Op::Swap);
        }
        bool has_static_fields = std::any_of(k.members.begin(), k.members.end(), [](const ClassNode::Member& m) {
            return m.is_static && (m.kind == ClassNode::Member::Kind::Field || m.kind == ClassNode::Member::Kind::StaticBlock || is_private_key(m));
        });
        if (has_static_fields) {
            emit(Op::MakeClosure, compile_field_initializer(k, true));
            emit(Op::RunStaticInit);
        }
        emit(Op::Pop); // proto
        pop_scope(scope);
        m_strict = saved_strict;
    }

    // A synthetic method that defines the class's fields on `this`, in order.
    uint32_t compile_field_initializer(const ClassNode& k, bool is_static)
    {
        FunctionNode f;
        f.kind = FunctionKind::Method;
        f.name = is_static ? "<static initializer>" : "<instance fields>";
        f.range = k.range;
        f.strict = true;
        f.is_field_initializer = true;
        f.body = std::make_unique<Node>(NodeKind::Block, k.range);
        m_field_class = &k;
        m_field_static = is_static;
        uint32_t index = compile_function(f);
        m_field_class = nullptr;
        return index;
    }

    void compile_fields_body()
    {
        const ClassNode& k = *m_field_class;
        const bool is_static = m_field_static;
        // 7.3.34 InitializeInstanceElements ( O, constructor ) step 3 (and 15.7.14 step 34 for
        // the class): private methods and accessors first.
        for (const PrivateDecl& p : collect_private_names(k)) {
            if (p.kind == 0 || p.is_static != is_static)
                continue;
            emit(Op::LoadThis);
            emit_get_variable(p.name);
            if (p.kind == 1) {
                emit_get_variable(p.name + "()");
                emit(Op::LoadUndefined);
            } else {
                if (p.getter)
                    emit_get_variable(p.name + " get");
                else
                    emit(Op::LoadUndefined);
                if (p.setter)
                    emit_get_variable(p.name + " set");
                else
                    emit(Op::LoadUndefined);
            }
            emit(Op::PrivateMethodOrAccessorAdd);
        }
        // Then the fields (and static blocks), in order.
        for (const ClassNode::Member& m : k.members) {
            if (m.is_static != is_static)
                continue;
            if (m.kind == ClassNode::Member::Kind::StaticBlock) {
                // 15.7.11 ClassStaticBlockDefinitionEvaluation: an arrow made here sees the
                // class as `this` and its home object for super.
                RangeScope rs(*this, m.range);
                emit(Op::MakeClosure, compile_function(*m.function));
                emit(Op::LoadUndefined);
                emit(Op::Call, 0);
                emit(Op::Pop);
                continue;
            }
            if (m.kind != ClassNode::Member::Kind::Field)
                continue;
            RangeScope rs(*this, m.range);
            emit(Op::LoadThis);
            if (is_private_key(m)) {
                // 7.3.33 DefineField → PrivateFieldAdd
                if (m.value)
                    compile_expression(*m.value);
                else
                    emit(Op::LoadUndefined);
                emit_get_variable(m.key->text);
                emit(Op::PrivateFieldAdd);
                emit(Op::Pop);
                continue;
            }
            if (m.computed)
                emit_get_variable(computed_field_key_binding(static_cast<size_t>(&m - k.members.data())));
            if (m.value)
                compile_expression(*m.value);
            else
                emit(Op::LoadUndefined);
            if (m.computed)
                emit(Op::DefineFieldComputed);
            else
                emit(Op::DefineField, property_key_constant(*m.key));
            emit(Op::Pop);
        }
    }

    // --- expressions ---------------------------------------------------------------------
    // 15.1.1 / 16.1.1 Early Errors: whether new.target is allowed here.
    bool new_target_allowed() const
    {
        bool allowed = m_commonjs || m_new_target_outside;
        for (FunctionState* fs = m_function; fs && !allowed; fs = fs->parent)
            allowed = fs->node && fs->node->kind != FunctionKind::Arrow;
        return allowed;
    }

    void compile_expression(const Node& n)
    {
        RangeScope rs(*this, n.range);
        switch (n.kind) {
        case NodeKind::NumberLit: emit(Op::LoadConst, constant(Value(n.number))); break;
        case NodeKind::BigIntLit: emit(Op::LoadConst, bigint_constant(n.text)); break;
        case NodeKind::StringLit: emit(Op::LoadConst, string_constant(n.str)); break;
        case NodeKind::RegExpLit: emit(Op::NewRegExp, string_constant(n.str), string_constant(n.text)); break; // RegExp
        case NodeKind::TrueLit: emit(Op::LoadTrue); break;
        case NodeKind::FalseLit: emit(Op::LoadFalse); break;
        case NodeKind::NullLit: emit(Op::LoadNull); break;
        case NodeKind::This: emit(Op::LoadThis); break;
        case NodeKind::NewTarget: {
            // 15.1.1 / 16.1.1 Early Errors: new.target outside every non-arrow function.
            // A CommonJS module's body is a function (Node's wrapper), so it is allowed there.
            if (!new_target_allowed())
                error("new.target expression is not allowed here", n.range.start);
            emit(Op::LoadNewTarget);
            break;
        }
        case NodeKind::TaggedTemplate: compile_tagged_template(n); break;
        case NodeKind::ImportCall:
            compile_expression(*n.a);
            emit(Op::DynamicImport);
            break;
        case NodeKind::ImportMeta: emit(Op::ImportMeta); break;
        case NodeKind::Identifier:
            if (!n.text.empty() && n.text[0] == '#') {
                error("Unexpected identifier '" + n.text + "'", n.range.start);
                break;
            }
            if (n.text == "undefined" && resolve("undefined").where == Resolved::Where::Global)
                emit(Op::LoadUndefined);
            else
                emit_get_variable(n.text);
            break;
        case NodeKind::TemplateLit: {
            for (size_t i = 0; i < n.list.size(); ++i) {
                const Node& part = *n.list[i];
                if (i == 0) {
                    emit(Op::LoadConst, string_constant(part.str));
                    continue;
                }
                if (i % 2 == 1) {
                    compile_expression(part);
                    emit(Op::ToString);
                    emit(Op::Add);
                } else if (!part.str.empty()) {
                    emit(Op::LoadConst, string_constant(part.str));
                    emit(Op::Add);
                }
            }
            break;
        }
        case NodeKind::ArrayLit: {
            emit(Op::NewArray, 0);
            for (const NodePtr& el : n.list) {
                if (el->kind == NodeKind::Hole) {
                    emit(Op::ArrayPushHole);
                } else if (el->kind == NodeKind::Spread) {
                    compile_expression(*el->a);
                    RangeScope source(*this, el->a->range);
                    emit(Op::ArraySpread);
                } else {
                    compile_expression(*el);
                    emit(Op::ArrayPush);
                }
            }
            break;
        }
        case NodeKind::ObjectLit: compile_object_literal(n); break;
        case NodeKind::FunctionExpr:
        case NodeKind::ArrowFunction:
            emit(Op::MakeClosure, compile_function(*n.function));
            break;
        case NodeKind::ClassExpr: compile_class(*n.klass); break;
        case NodeKind::Unary: compile_unary(n); break;
        case NodeKind::Update: compile_update(n); break;
        case NodeKind::Binary: {
            if (n.text == "in" && n.a->kind == NodeKind::Identifier && !n.a->text.empty() && n.a->text[0] == '#') {
                emit_get_variable(n.a->text); // #x in obj: a brand check
                compile_expression(*n.b);
                emit(Op::PrivateIn);
                break;
            }
            compile_expression(*n.a);
            compile_expression(*n.b);
            emit(binary_op(n.text));
            break;
        }
        case NodeKind::Logical: {
            compile_expression(*n.a);
            Op jump = n.text == "&&" ? Op::JumpIfFalseKeep : n.text == "||" ? Op::JumpIfTrueKeep : Op::JumpIfNotNullishKeep;
            uint32_t end = emit_jump(jump);
            compile_expression(*n.b);
            patch_here(end);
            break;
        }
        case NodeKind::Conditional: {
            compile_expression(*n.a);
            uint32_t else_jump = emit_jump(Op::JumpIfFalse);
            compile_expression(*n.b);
            uint32_t end = emit_jump(Op::Jump);
            patch_here(else_jump);
            compile_expression(*n.c);
            patch_here(end);
            break;
        }
        case NodeKind::Assign: compile_assignment(n); break;
        case NodeKind::Sequence:
            for (size_t i = 0; i < n.list.size(); ++i) {
                compile_expression(*n.list[i]);
                if (i + 1 < n.list.size())
                    emit(Op::Pop);
            }
            break;
        case NodeKind::Member: compile_member(n); break;
        case NodeKind::Call: compile_call(n); break;
        case NodeKind::New: {
            compile_expression(*n.a);
            if (has_spread(n.list)) {
                compile_spread_arguments(n.list);
                emit(Op::NewSpread);
            } else {
                for (const NodePtr& arg : n.list)
                    compile_expression(*arg);
                emit(Op::New, static_cast<uint32_t>(n.list.size()));
            }
            break;
        }
        case NodeKind::OptionalChain: compile_optional_chain(n); break;
        case NodeKind::Await:
            compile_expression(*n.a);
            emit(Op::Await);
            break;
        case NodeKind::Yield:
            if (n.text == "yield*")
                compile_yield_star(n);
            else
                compile_yield(n);
            break;
        case NodeKind::Super:
            error("'super' keyword unexpected here", n.range.start);
            break;
        case NodeKind::AssignPattern:
            error("Invalid shorthand property initializer", n.range.start);
            break;
        case NodeKind::Spread:
            error("Unexpected spread", n.range.start);
            break;
        default:
            error("unexpected expression", n.range.start);
        }
    }

    static Op binary_op(const std::string& op)
    {
        static const std::map<std::string, Op> kOps = {
            { "+", Op::Add }, { "-", Op::Sub }, { "*", Op::Mul }, { "/", Op::Div }, { "%", Op::Mod }, { "**", Op::Exp },
            { "&", Op::BitAnd }, { "|", Op::BitOr }, { "^", Op::BitXor }, { "<<", Op::Shl }, { ">>", Op::Shr },
            { ">>>", Op::UShr }, { "==", Op::Eq }, { "!=", Op::Ne }, { "===", Op::StrictEq }, { "!==", Op::StrictNe },
            { "<", Op::Lt }, { ">", Op::Gt }, { "<=", Op::Le }, { ">=", Op::Ge }, { "instanceof", Op::InstanceOf },
        };
        if (op == "in")
            return Op::In;
        return kOps.at(op);
    }

    void compile_object_literal(const Node& n)
    {
        emit(Op::NewObject);
        for (const NodePtr& p : n.list) {
            RangeScope rs(*this, p->range);
            if (p->text == "spread") {
                compile_expression(*p->a);
                emit(Op::CopyDataProperties);
                continue;
            }
            if (p->b && p->b->kind == NodeKind::AssignPattern) {
                error("Invalid shorthand property initializer", p->b->range.start);
                return;
            }
            uint32_t kind = p->text == "get" ? 1 : p->text == "set" ? 2 : 0;
            bool is_proto_setter = !p->flag_computed && !p->flag_shorthand && !p->flag_method && p->text == "init" && p->a
                && ((p->a->kind == NodeKind::Identifier && p->a->text == "__proto__") || (p->a->kind == NodeKind::StringLit && p->a->str == u"__proto__"));
            if (p->flag_computed) {
                compile_expression(*p->a);
                emit(Op::ToPropertyKey);
                compile_expression(*p->b);
                if (p->flag_method)
                    emit(Op::DefineMethodComputed, kind | 4);
                else
                    emit(Op::DefineFieldComputed);
            } else if (is_proto_setter) {
                // `__proto__: x` sets the prototype (Annex B).
                emit(Op::Dup);
                compile_expression(*p->b);
                emit(Op::SetProp, string_constant("__proto__"), 0);
                emit(Op::Pop);
            } else {
                uint32_t name = property_key_constant(*p->a);
                compile_expression(*p->b);
                if (p->flag_method)
                    emit(Op::DefineMethod, name, kind | 4);
                else
                    emit(Op::DefineField, name);
            }
        }
    }

    void compile_unary(const Node& n)
    {
        const std::string& op = n.text;
        if (op == "typeof" && n.a->kind == NodeKind::Identifier) {
            Resolved r = resolve(n.a->text);
            if (r.where == Resolved::Where::Global) {
                emit(Op::TypeofGlobal, string_constant(n.a->text));
                return;
            }
        }
        if (op == "delete") {
            const Node& t = *n.a;
            if (t.kind == NodeKind::OptionalChain && t.a->kind == NodeKind::Member) {
                // `delete a?.b.c`: true without deleting when the chain short-circuits.
                std::vector<ChainPad> pads;
                std::vector<ChainPad>* saved = m_chain;
                m_chain = &pads;
                const Node& member = *t.a;
                compile_expression(*member.a);
                if (member.flag_optional)
                    optional_check(1);
                if (member.flag_computed) {
                    compile_expression(*member.b);
                    emit(Op::DeleteElem, m_strict ? 1 : 0);
                } else {
                    emit(Op::DeleteProp, string_constant(member.text), m_strict ? 1 : 0);
                }
                m_chain = saved;
                emit_chain_pads(pads, Op::LoadTrue);
                return;
            }
            if (t.kind == NodeKind::Member && !t.flag_optional) {
                compile_expression(*t.a);
                if (t.flag_computed) {
                    compile_expression(*t.b);
                    emit(Op::DeleteElem, m_strict ? 1 : 0);
                } else {
                    emit(Op::DeleteProp, string_constant(t.text), m_strict ? 1 : 0);
                }
                return;
            }
            if (t.kind == NodeKind::Identifier) {
                // delete of a variable: false for declared bindings, true for unknown globals.
                Resolved r = resolve(t.text);
                if (r.where == Resolved::Where::Local) {
                    emit(Op::LoadFalse);
                } else {
                    emit(Op::GetGlobal, string_constant("globalThis"));
                    emit(Op::DeleteProp, string_constant(t.text), 0);
                }
                return;
            }
            compile_expression(t);
            emit(Op::Pop);
            emit(Op::LoadTrue);
            return;
        }
        compile_expression(*n.a);
        if (op == "!") emit(Op::Not);
        else if (op == "-") emit(Op::Neg);
        else if (op == "+") emit(Op::ToNumber);
        else if (op == "~") emit(Op::BitNot);
        else if (op == "typeof") emit(Op::Typeof);
        else if (op == "void") {
            emit(Op::Pop);
            emit(Op::LoadUndefined);
        }
    }

    void compile_update(const Node& n)
    {
        Op step = n.text == "++" ? Op::Inc : Op::Dec;
        const Node& t = *n.a;
        if (t.kind == NodeKind::Identifier) {
            emit_get_variable(t.text);
            emit(Op::ToNumeric);
            if (!n.flag_prefix)
                emit(Op::Dup);
            emit(step);
            emit_set_variable(t.text, t.range.start);
            if (!n.flag_prefix)
                emit(Op::Pop);
            return;
        }
        if (t.kind != NodeKind::Member) {
            error("Invalid left-hand side expression in postfix operation", t.range.start);
            return;
        }
        compile_expression(*t.a);
        if (t.flag_computed) {
            compile_expression(*t.b);
            emit(Op::ToPropertyKey);
            emit(Op::Dup2);
            emit(Op::GetElem);
            emit(Op::ToNumeric); // [obj key old]
            if (!n.flag_prefix) {
                emit(Op::Dup);
                emit(Op::Rot4); // [old obj key old]
            }
            emit(step);
            emit(Op::SetElem, m_strict ? 1 : 0);
        } else {
            emit(Op::Dup);
            emit_get_named(t);
            emit(Op::ToNumeric); // [obj old]
            if (!n.flag_prefix) {
                emit(Op::Dup);
                emit(Op::Rot3); // [old obj old]
            }
            emit(step);
            emit_set_named(t);
        }
        if (!n.flag_prefix)
            emit(Op::Pop);
    }

    void compile_assignment(const Node& n)
    {
        const std::string& op = n.text;
        const Node& target = *n.a;
        if (op == "=") {
            if (target.kind == NodeKind::Identifier) {
                compile_expression(*n.b);
                emit_set_variable(target.text, target.range.start);
            } else if (target.kind == NodeKind::Member) {
                if (target.a->kind == NodeKind::Super) {
                    compile_super_key(target);
                    compile_expression(*n.b);
                    emit(Op::SetSuperProp);
                    return;
                }
                compile_expression(*target.a);
                if (target.flag_computed) {
                    compile_expression(*target.b);
                    compile_expression(*n.b);
                    emit(Op::SetElem, m_strict ? 1 : 0);
                } else {
                    compile_expression(*n.b);
                    emit_set_named(target);
                }
            } else {
                // Destructuring assignment: the value of the expression is the right-hand side.
                compile_expression(*n.b);
                emit(Op::Dup);
                m_destructure_source = n.b->range;
                compile_pattern(target, PatternMode::Assign);
                m_destructure_source.reset();
            }
            return;
        }
        bool logical = op == "&&=" || op == "||=" || op == "\?\?=";
        std::string bin = op.substr(0, op.size() - 1);
        if (target.kind == NodeKind::Identifier) {
            emit_get_variable(target.text);
            if (logical) {
                Op jump = op == "&&=" ? Op::JumpIfFalseKeep : op == "||=" ? Op::JumpIfTrueKeep : Op::JumpIfNotNullishKeep;
                uint32_t end = emit_jump(jump);
                compile_expression(*n.b);
                emit_set_variable(target.text, target.range.start);
                patch_here(end);
                return;
            }
            compile_expression(*n.b);
            emit(binary_op(bin));
            emit_set_variable(target.text, target.range.start);
            return;
        }
        if (target.kind != NodeKind::Member) {
            error("Invalid left-hand side in assignment", target.range.start);
            return;
        }
        compile_expression(*target.a);
        if (target.flag_computed) {
            compile_expression(*target.b);
            emit(Op::ToPropertyKey);
            emit(Op::Dup2);
            emit(Op::GetElem); // [obj key old]
            if (logical) {
                Op jump = op == "&&=" ? Op::JumpIfFalseKeep : op == "||=" ? Op::JumpIfTrueKeep : Op::JumpIfNotNullishKeep;
                uint32_t short_circuit = emit_jump(jump);
                compile_expression(*n.b);
                emit(Op::SetElem, m_strict ? 1 : 0);
                uint32_t end = emit_jump(Op::Jump);
                patch_here(short_circuit); // [obj key old] → [old]
                emit(Op::Rot3);
                emit(Op::Pop);
                emit(Op::Pop);
                patch_here(end);
                return;
            }
            compile_expression(*n.b);
            emit(binary_op(bin));
            emit(Op::SetElem, m_strict ? 1 : 0);
        } else {
            emit(Op::Dup);
            emit_get_named(target); // [obj old]
            if (logical) {
                Op jump = op == "&&=" ? Op::JumpIfFalseKeep : op == "||=" ? Op::JumpIfTrueKeep : Op::JumpIfNotNullishKeep;
                uint32_t short_circuit = emit_jump(jump);
                compile_expression(*n.b);
                emit_set_named(target);
                uint32_t end = emit_jump(Op::Jump);
                patch_here(short_circuit); // [obj old] → [old]
                emit(Op::Swap);
                emit(Op::Pop);
                patch_here(end);
                return;
            }
            compile_expression(*n.b);
            emit(binary_op(bin));
            emit_set_named(target);
        }
    }

    // obj.name / obj.#name: [obj] -> [value] and [obj v] -> [v].
    static bool is_private_member(const Node& m) { return m.kind == NodeKind::Member && !m.flag_computed && !m.text.empty() && m.text[0] == '#'; }
    void emit_get_named(const Node& member)
    {
        if (is_private_member(member)) {
            emit_get_variable(member.text); // the class scope's private name
            emit(Op::GetPrivate);
        } else {
            uint32_t begin = here();
            emit(Op::GetProp, string_constant(member.text));
            code().property_sites.push_back({ begin, here(), name_range(member) });
        }
    }
    void emit_set_named(const Node& member)
    {
        if (is_private_member(member)) {
            emit_get_variable(member.text);
            emit(Op::SetPrivate);
        } else {
            emit(Op::SetProp, string_constant(member.text), m_strict ? 1 : 0);
        }
    }

    void compile_super_key(const Node& member)
    {
        if (member.flag_computed) {
            compile_expression(*member.b);
            emit(Op::ToPropertyKey);
        } else {
            emit(Op::LoadConst, string_constant(member.text));
        }
    }

    // Optional chains: every `?.` in the chain jumps to a landing pad that discards what
    // the chain has on the stack and yields undefined.
    struct ChainPad {
        uint32_t patch;
        int values; // values on the stack at the jump
    };
    std::vector<ChainPad>* m_chain = nullptr;

    void compile_optional_chain(const Node& n)
    {
        std::vector<ChainPad> pads;
        std::vector<ChainPad>* saved = m_chain;
        m_chain = &pads;
        compile_expression(*n.a);
        m_chain = saved;
        emit_chain_pads(pads, Op::LoadUndefined);
    }

    // After a chain: its value is on the stack. Each short-circuit lands on a pad that drops
    // what the chain had pushed and yields `result` (undefined; true for delete).
    void emit_chain_pads(const std::vector<ChainPad>& pads, Op result)
    {
        std::vector<uint32_t> to_end { emit_jump(Op::Jump) };
        for (const ChainPad& pad : pads) {
            patch_here(pad.patch);
            for (int i = 0; i < pad.values; ++i)
                emit(Op::Pop);
            emit(result);
            to_end.push_back(emit_jump(Op::Jump));
        }
        for (uint32_t p : to_end)
            patch_here(p);
    }

    void optional_check(int values)
    {
        if (!m_chain) {
            error("optional chaining outside a chain", m_current_range.start);
            return;
        }
        uint32_t p = emit_jump(Op::JumpIfNullish);
        m_chain->push_back({ p, values });
    }

    void compile_member(const Node& n)
    {
        if (n.a->kind == NodeKind::Super) {
            compile_super_key(n);
            emit(Op::GetSuperProp);
            return;
        }
        compile_expression(*n.a);
        if (n.flag_optional)
            optional_check(1);
        if (n.flag_computed) {
            compile_expression(*n.b);
            emit(Op::GetElem);
        } else {
            emit_get_named(n);
        }
    }

    static bool has_spread(const std::vector<NodePtr>& args)
    {
        return std::any_of(args.begin(), args.end(), [](const NodePtr& a) { return a && a->kind == NodeKind::Spread; });
    }

    void compile_spread_arguments(const std::vector<NodePtr>& args)
    {
        emit(Op::NewArray, 0);
        for (const NodePtr& a : args) {
            if (a->kind == NodeKind::Spread) {
                compile_expression(*a->a);
                RangeScope source(*this, a->a->range);
                emit(Op::ArraySpread);
            } else {
                compile_expression(*a);
                emit(Op::ArrayPush);
            }
        }
    }

    void compile_call(const Node& n)
    {
        const Node& callee = *n.a;
        if (callee.kind == NodeKind::Super) {
            if (has_spread(n.list)) {
                compile_spread_arguments(n.list);
                emit(Op::SuperCallSpread);
            } else {
                for (const NodePtr& a : n.list)
                    compile_expression(*a);
                emit(Op::SuperCall, static_cast<uint32_t>(n.list.size()));
            }
            return;
        }
        compile_callee(callee);
        if (n.flag_optional) {
            // a?.() — check the function, with [f this] on the stack.
            emit(Op::Swap);
            optional_check(2);
            emit(Op::Swap);
        }
        if (has_spread(n.list)) {
            compile_spread_arguments(n.list);
            uint32_t begin = here();
            emit(Op::CallSpread);
            note_call_site(n, begin);
        } else {
            for (const NodePtr& a : n.list)
                compile_expression(*a);
            uint32_t begin = here();
            emit(Op::Call, static_cast<uint32_t>(n.list.size()));
            note_call_site(n, begin);
        }
    }

    // The call instruction just emitted at `begin`: its place for origins (bytecode.h).
    // A method call `a.b(c)` starts at `b`, so each link of a chain has its own line.
    void note_call_site(const Node& call, uint32_t begin)
    {
        SourceRange r = call.range;
        const Node& callee = *call.a;
        if (callee.kind == NodeKind::Member && !callee.flag_computed && !callee.text.empty())
            r = name_range(callee);
        code().call_sites.push_back({ begin, here(), r });
    }
    // Where the name of `a.name` is written (to the member expression's end).
    static SourceRange name_range(const Node& member)
    {
        SourceRange r = member.range;
        uint32_t points = 0; // the name's length in code points, as columns count
        for (unsigned char c : member.text)
            points += (c & 0xC0) != 0x80;
        r.start = member.range.end;
        r.start.offset -= std::min<uint32_t>(r.start.offset, static_cast<uint32_t>(member.text.size()));
        r.start.column = r.start.column > points ? r.start.column - points : 1;
        return r;
    }

    // Pushes [f this] for a call of `callee` (a method call's this is its object).
    void compile_callee(const Node& callee)
    {
        if (callee.kind == NodeKind::Member && callee.a->kind == NodeKind::Super) {
            compile_super_key(callee);
            emit(Op::GetSuperProp);
            emit(Op::LoadThis);
        } else if (callee.kind == NodeKind::Member) {
            RangeScope rs(*this, callee.range);
            compile_expression(*callee.a);
            if (callee.flag_optional)
                optional_check(1);
            emit(Op::Dup);
            if (callee.flag_computed) {
                compile_expression(*callee.b);
                emit(Op::GetElem);
            } else {
                emit_get_named(callee);
            }
            emit(Op::Swap);
        } else {
            compile_expression(callee);
            emit(Op::LoadUndefined);
        }
    }

    // 13.3.11.1 Runtime Semantics: Evaluation, MemberExpression : MemberExpression TemplateLiteral
    // https://tc39.es/ecma262/#sec-tagged-templates-runtime-semantics-evaluation
    void compile_tagged_template(const Node& n)
    {
        compile_callee(*n.a); // [f this]
        // 13.2.8.4 GetTemplateObject: one frozen strings array (with a frozen `raw`) per
        // site, made at compile time and kept as a constant, so every evaluation of the
        // site passes the identical object.
        const Node& tpl = *n.b;
        std::vector<Value> cooked, raw;
        for (size_t i = 0; i < tpl.list.size(); i += 2) {
            const Node& chunk = *tpl.list[i];
            cooked.push_back(chunk.flag_computed ? Value() : Value(m_vm.intern(chunk.str)));
            raw.push_back(Value(m_vm.intern(utf8_to_utf16(chunk.text))));
        }
        Array* raw_array = m_vm.make_array(raw);
        Array* strings = m_vm.make_array(cooked);
        raw_array->freeze_elements();
        raw_array->prevent_extensions();
        strings->put_direct(m_vm.key("raw"), Value(static_cast<Object*>(raw_array)), 0);
        strings->freeze_elements();
        strings->prevent_extensions();
        code().constants.push_back(Value(static_cast<Object*>(strings)));
        emit(Op::LoadConst, static_cast<uint32_t>(code().constants.size() - 1));
        for (size_t i = 1; i < tpl.list.size(); i += 2)
            compile_expression(*tpl.list[i]);
        emit(Op::Call, static_cast<uint32_t>(1 + tpl.list.size() / 2));
    }

    VM& m_vm;
    FunctionState* m_function = nullptr;
    Scope* m_scope = nullptr;
    bool m_strict = false;
    SourceRange m_current_range;
    std::optional<CompileError> m_error;
    std::vector<std::pair<std::string, SourceLocation>> m_pending_vars;
    const ClassNode* m_field_class = nullptr;
    bool m_commonjs = false;
    bool m_lazy_functions = false; // CompileOptions::lazy_functions
    bool m_new_target_outside = false; // compile_lazy: new.target is allowed around the function
    bool m_field_static = false;
    int m_block_depth = 0;                  // blocks around the current statement, in this function
    std::vector<std::string> m_annex_b_names; // B.3.3 functions of the function being compiled
    // The source of the value being destructured (for error messages); used once.
    std::optional<SourceRange> m_destructure_source;
    SourceRange take_destructure_source(SourceRange fallback)
    {
        SourceRange r = m_destructure_source.value_or(fallback);
        m_destructure_source.reset();
        return r;
    }

};

} // namespace

CompileResult compile_program(VM& vm, const Node& program, const CompileOptions& options)
{
    Compiler compiler(vm);
    return compiler.compile(program, options);
}

std::optional<SyntaxErrorInfo> compile_lazy_function(VM& vm, FunctionCode& code)
{
    if (!code.lazy)
        return std::nullopt;
    vm.keep_alive(&code);
    Compiler compiler(vm);
    std::optional<CompileError> error = compiler.compile_lazy(code);
    vm.release(&code);
    if (error)
        return SyntaxErrorInfo { error->message, error->where };
    return std::nullopt;
}

} // namespace evloop::js
