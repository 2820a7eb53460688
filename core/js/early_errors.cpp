// Static Semantics: Early Errors that need more than one token of context: rules that
// depend on strictness decided later ("use strict" in a function body makes its name and
// parameters strict too), on names bound elsewhere in the tree (a catch parameter and a
// `let` in its block), or on sibling nodes (duplicate `__proto__`). The parser checks
// what it can see locally; this pass walks the finished tree once. Every message is the
// one V8 gives, so a learner sees what Node and Chromium would print.
//
// Index:
//   bound names            BoundNames of patterns and declarations, VarDeclaredNames
//   checks                 one function per rule group, each citing its section
//   the walk               strictness and labels carried down, reset at functions
#include "core/js/early_errors.h"
#include <algorithm>

namespace evloop::js {

namespace {

struct Name {
    std::string text;
    SourceLocation where;
};

// Collects the first error found; the walk goes on but nothing later replaces it.
struct Sink {
    std::optional<SyntaxErrorInfo> first;
    void report(std::string message, SourceLocation where)
    {
        if (!first)
            first = SyntaxErrorInfo { std::move(message), where };
    }
};

// --- bound names ---------------------------------------------------------------------

// 8.2.1 Static Semantics: BoundNames of a binding pattern or identifier.
void bound_names(const Node* n, std::vector<Name>& out)
{
    if (!n)
        return;
    switch (n->kind) {
    case NodeKind::Identifier: out.push_back({ n->text, n->range.start }); break;
    case NodeKind::ArrayPattern:
        for (const NodePtr& e : n->list)
            bound_names(e.get(), out);
        break;
    case NodeKind::ObjectPattern:
        for (const NodePtr& p : n->list)
            bound_names(p->kind == NodeKind::Property ? p->b.get() : p.get(), out);
        break;
    case NodeKind::AssignPattern: bound_names(n->a.get(), out); break;
    case NodeKind::Rest: bound_names(n->a.get(), out); break;
    default: break;
    }
}

void declaration_bound_names(const Node* decl, std::vector<Name>& out)
{
    if (decl && decl->kind == NodeKind::VarDecl)
        for (const NodePtr& d : decl->list)
            bound_names(d->a.get(), out);
}

// 8.2.7 Static Semantics: VarDeclaredNames of a statement (not inside nested functions).
void var_declared_names(const Node* n, std::vector<Name>& out)
{
    if (!n)
        return;
    switch (n->kind) {
    case NodeKind::VarDecl:
        if (n->text == "var")
            declaration_bound_names(n, out);
        return;
    case NodeKind::FunctionDecl:
    case NodeKind::FunctionExpr:
    case NodeKind::ArrowFunction:
    case NodeKind::ClassDecl:
    case NodeKind::ClassExpr:
    case NodeKind::ExprStmt:
    case NodeKind::Return:
    case NodeKind::Throw:
        return; // expressions declare nothing
    default: break;
    }
    for (const Node* child : { n->a.get(), n->b.get(), n->c.get(), n->d.get() })
        var_declared_names(child, out);
    for (const NodePtr& child : n->list)
        var_declared_names(child.get(), out);
}

// 8.2.4 Static Semantics: LexicallyDeclaredNames of a block's statement list.
void lexically_declared_names(const std::vector<NodePtr>& statements, std::vector<Name>& out)
{
    for (const NodePtr& s : statements) {
        if (!s)
            continue;
        if (s->kind == NodeKind::VarDecl && s->text != "var")
            declaration_bound_names(s.get(), out);
        else if (s->kind == NodeKind::ClassDecl && s->klass)
            out.push_back({ s->klass->name, s->range.start });
        else if (s->kind == NodeKind::FunctionDecl && s->function)
            out.push_back({ s->function->name, s->range.start });
    }
}

bool is_eval_or_arguments(const std::string& name) { return name == "eval" || name == "arguments"; }

// 13.1.1: identifiers that are reserved only in strict mode code.
bool is_strict_reserved_word(const std::string& name)
{
    for (const char* w : { "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield" })
        if (name == w)
            return true;
    return false;
}

// --- checks --------------------------------------------------------------------------

// 13.1.1 Static Semantics: Early Errors, BindingIdentifier: "eval" and "arguments" cannot
// be bound in strict mode code.
void check_strict_binding(Sink& sink, const std::vector<Name>& names, bool strict)
{
    if (!strict)
        return;
    for (const Name& n : names)
        if (is_eval_or_arguments(n.text))
            sink.report("Unexpected eval or arguments in strict mode", n.where);
}

// 13.15.1 / 13.4.1 Early Errors: an assignment or update target that is the identifier
// eval or arguments, in strict mode code (also inside destructuring assignment).
void check_strict_assignment_target(Sink& sink, const Node* target, bool strict)
{
    if (!strict || !target)
        return;
    switch (target->kind) {
    case NodeKind::Identifier:
        if (is_eval_or_arguments(target->text))
            sink.report("Unexpected eval or arguments in strict mode", target->range.start);
        break;
    case NodeKind::ArrayPattern:
        for (const NodePtr& e : target->list)
            check_strict_assignment_target(sink, e.get(), strict);
        break;
    case NodeKind::ObjectPattern:
        for (const NodePtr& p : target->list)
            check_strict_assignment_target(sink, p->kind == NodeKind::Property ? p->b.get() : p.get(), strict);
        break;
    case NodeKind::AssignPattern:
    case NodeKind::Rest: check_strict_assignment_target(sink, target->a.get(), strict); break;
    default: break;
    }
}

// 14.7.1.1 Early Errors for loop bodies and 14.6.1 for if statements:
// IsLabelledFunction(Statement) is an error in loop bodies; a function declaration as
// the body of an `if` is allowed only in sloppy code (Annex B.3.3), never an async one.
void check_statement_position(Sink& sink, const Node* body, bool strict, bool is_if_branch)
{
    if (!body)
        return;
    const Node* s = body;
    bool labelled = false;
    while (s->kind == NodeKind::Labeled && s->a) {
        s = s->a.get();
        labelled = true;
    }
    // `async function f() {}` where a statement is expected is parsed as an expression
    // statement; it is still a declaration in the wrong place.
    bool async_declaration = s->kind == NodeKind::ExprStmt && s->a && s->a->kind == NodeKind::FunctionExpr && s->a->function
        && s->a->function->is_async && !s->a->flag_parenthesized && s->a->range.start.offset == s->range.start.offset;
    if (async_declaration)
        sink.report("Async functions can only be declared at the top level or inside a block.", s->range.start);
    if (s->kind != NodeKind::FunctionDecl)
        return;
    if (s->function && s->function->is_async)
        sink.report("Async functions can only be declared at the top level or inside a block.", s->range.start);
    if (strict)
        sink.report("In strict mode code, functions can only be declared at top level or inside a block.", s->range.start);
    if (!is_if_branch || labelled)
        sink.report("In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.",
            s->range.start);
}

void check_no_conflict(Sink& sink, const std::vector<Name>& bound, const std::vector<Name>& others)
{
    for (const Name& o : others)
        for (const Name& b : bound)
            if (b.text == o.text)
                sink.report("Identifier '" + o.text + "' has already been declared", o.where);
}

std::string static_key_name(const Node* key, bool computed)
{
    if (!key || computed)
        return {};
    if (key->kind == NodeKind::Identifier)
        return key->text;
    if (key->kind == NodeKind::StringLit) {
        std::string s;
        for (char16_t c : key->str) {
            if (c > 0x7f)
                return {};
            s += static_cast<char>(c);
        }
        return s;
    }
    return {};
}

// 15.4.1 Early Errors, MethodDefinition: getters take no parameter, setters exactly one
// that is not a rest parameter.
void check_accessor_parameters(Sink& sink, const FunctionNode& f, SourceLocation where)
{
    if (f.kind == FunctionKind::Getter && !f.params.empty())
        sink.report("Getter must not have any formal parameters.", f.params.front()->range.start);
    if (f.kind == FunctionKind::Setter) {
        if (f.params.size() != 1)
            sink.report("Setter must have exactly one formal parameter.", f.params.empty() ? where : f.params[1]->range.start);
        else if (f.params.front()->kind == NodeKind::Rest)
            sink.report("Setter function argument must not be a rest parameter", f.params.front()->range.start);
    }
}

// 13.2.5.1 Early Errors, ObjectLiteral: at most one `__proto__: value` (not shorthand,
// not computed, not a method).
void check_object_literal(Sink& sink, const Node& n)
{
    int proto_count = 0;
    for (const NodePtr& p : n.list) {
        if (!p || p->kind != NodeKind::Property)
            continue;
        if (p->text == "init" && !p->flag_computed && !p->flag_shorthand && !p->flag_method
            && static_key_name(p->a.get(), false) == "__proto__" && ++proto_count > 1)
            sink.report("Duplicate __proto__ fields are not allowed in object literals", p->range.start);
        if ((p->text == "get" || p->text == "set") && p->b && p->b->function)
            check_accessor_parameters(sink, *p->b->function, p->range.start);
    }
}

// The first statements of a body that are a "use strict" directive (its location).
const Node* use_strict_directive(const Node* body, std::string_view source)
{
    if (!body || body->kind != NodeKind::Block)
        return nullptr;
    for (const NodePtr& s : body->list) {
        if (!s || s->kind != NodeKind::ExprStmt || !s->a || s->a->kind != NodeKind::StringLit || s->a->flag_parenthesized)
            return nullptr;
        const SourceRange& r = s->a->range;
        if (r.end.offset > source.size() || r.end.offset < r.start.offset)
            return nullptr;
        std::string_view raw = source.substr(r.start.offset, r.end.offset - r.start.offset);
        if (raw == "'use strict'" || raw == "\"use strict\"")
            return s.get();
    }
    return nullptr;
}

// Does a function expression's source name it (`function arguments() {}`), rather than
// the name being inferred from what it was assigned to?
bool has_own_name(const FunctionNode& f)
{
    if (f.name.empty())
        return false;
    std::string_view s = f.source_text;
    auto skip_space = [&] {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
            s.remove_prefix(1);
    };
    if (s.substr(0, 5) == "async") {
        s.remove_prefix(5);
        skip_space();
    }
    if (s.substr(0, 8) != "function")
        return false;
    s.remove_prefix(8);
    skip_space();
    if (!s.empty() && s.front() == '*') {
        s.remove_prefix(1);
        skip_space();
    }
    return s.substr(0, f.name.size()) == f.name;
}

// --- the walk ------------------------------------------------------------------------

class Checker {
public:
    explicit Checker(std::string_view source)
        : m_source(source)
    {
    }
    Sink m_sink;

    void statement_or_expression(const Node* n, bool strict, const std::vector<std::string>& labels)
    {
        if (!n || m_sink.first)
            return;
        switch (n->kind) {
        case NodeKind::FunctionDecl:
        case NodeKind::FunctionExpr:
        case NodeKind::ArrowFunction:
            if (n->function)
                function(*n->function, n->kind, strict);
            return;
        case NodeKind::ClassDecl:
        case NodeKind::ClassExpr:
            if (n->klass)
                klass(*n->klass, n->range.start);
            return;
        case NodeKind::VarDecl: {
            std::vector<Name> names;
            declaration_bound_names(n, names);
            check_strict_binding(m_sink, names, strict);
            if (n->text != "var")
                for (const Name& name : names)
                    if (name.text == "let")
                        m_sink.report("let is disallowed as a lexically bound name", name.where);
            break;
        }
        case NodeKind::Try:
            if (n->b) {
                // 14.15.1 Early Errors, Catch: the parameter's names may not be redeclared
                // lexically in the catch block.
                std::vector<Name> params, lexical;
                bound_names(n->b.get(), params);
                check_strict_binding(m_sink, params, strict);
                if (n->c)
                    lexically_declared_names(n->c->list, lexical);
                check_no_conflict(m_sink, params, lexical);
            }
            break;
        case NodeKind::For:
        case NodeKind::ForIn:
        case NodeKind::ForOf: {
            // 14.7.4.1 / 14.7.5.1 Early Errors: a lexical ForDeclaration's names may not
            // also be var-declared in the body.
            if (n->a && n->a->kind == NodeKind::VarDecl && n->a->text != "var") {
                std::vector<Name> bound, vars;
                declaration_bound_names(n->a.get(), bound);
                var_declared_names(n->d.get(), vars);
                check_no_conflict(m_sink, bound, vars);
            } else if (n->kind != NodeKind::For) {
                check_strict_assignment_target(m_sink, n->a.get(), strict);
            }
            check_statement_position(m_sink, n->d.get(), strict, false);
            break;
        }
        case NodeKind::While:
        case NodeKind::DoWhile: check_statement_position(m_sink, n->d.get(), strict, false); break;
        case NodeKind::If:
            check_statement_position(m_sink, n->b.get(), strict, true);
            check_statement_position(m_sink, n->c.get(), strict, true);
            break;
        case NodeKind::Labeled: {
            // 14.13.1 Early Errors: ContainsDuplicateLabels.
            if (strict && is_strict_reserved_word(n->text))
                m_sink.report("Unexpected strict mode reserved word", n->range.start);
            if (std::find(labels.begin(), labels.end(), n->text) != labels.end())
                m_sink.report("Label '" + n->text + "' has already been declared", n->range.start);
            if (strict && n->a && n->a->kind == NodeKind::FunctionDecl)
                m_sink.report("In strict mode code, functions can only be declared at top level or inside a block.", n->a->range.start);
            std::vector<std::string> inner = labels;
            inner.push_back(n->text);
            statement_or_expression(n->a.get(), strict, inner);
            return;
        }
        case NodeKind::Assign: check_strict_assignment_target(m_sink, n->a.get(), strict); break;
        case NodeKind::Update: check_strict_assignment_target(m_sink, n->a.get(), strict); break;
        case NodeKind::Unary:
            // 13.5.1.1 Early Errors: `delete` of a plain identifier in strict mode code.
            if (strict && n->text == "delete" && n->a && n->a->kind == NodeKind::Identifier)
                m_sink.report("Delete of an unqualified identifier in strict mode.", n->range.start);
            break;
        case NodeKind::ObjectLit: check_object_literal(m_sink, *n); break;
        case NodeKind::ImportDecl:
            for (const NodePtr& spec : n->list)
                if (spec && is_eval_or_arguments(spec->text))
                    m_sink.report("Unexpected eval or arguments in strict mode", spec->range.start);
            break;
        default: break;
        }
        for (const Node* child : { n->a.get(), n->b.get(), n->c.get(), n->d.get() })
            statement_or_expression(child, strict, labels);
        for (const NodePtr& child : n->list)
            statement_or_expression(child.get(), strict, labels);
        if (n->function)
            function(*n->function, NodeKind::FunctionExpr, strict);
        if (n->klass)
            klass(*n->klass, n->range.start);
    }

    void function(const FunctionNode& f, NodeKind kind, bool outer_strict)
    {
        bool strict = f.strict || outer_strict;
        // 15.2.1 Early Errors, FunctionBody: "use strict" with a non-simple parameter list.
        if (const Node* directive = f.is_expression_body ? nullptr : use_strict_directive(f.body.get(), m_source);
            directive && !f.simple_params)
            m_sink.report("Illegal 'use strict' directive in function with non-simple parameter list", directive->range.start);
        // A body's "use strict" makes its own name and parameters strict as well.
        if (strict && f.kind == FunctionKind::Normal && is_eval_or_arguments(f.name)
            && (kind == NodeKind::FunctionDecl || (kind == NodeKind::FunctionExpr && has_own_name(f))))
            m_sink.report("Unexpected eval or arguments in strict mode", f.range.start);
        std::vector<Name> params;
        for (const NodePtr& p : f.params)
            bound_names(p.get(), params);
        check_strict_binding(m_sink, params, strict);
        if (f.kind == FunctionKind::Getter || f.kind == FunctionKind::Setter)
            check_accessor_parameters(m_sink, f, f.range.start);
        const std::vector<std::string> no_labels;
        for (const NodePtr& p : f.params)
            statement_or_expression(p.get(), strict, no_labels);
        statement_or_expression(f.body.get(), strict, no_labels);
    }

    void klass(const ClassNode& k, SourceLocation where)
    {
        // Class code is strict (11.2.2), the heritage expression included.
        if (is_eval_or_arguments(k.name))
            m_sink.report("Unexpected eval or arguments in strict mode", where);
        const std::vector<std::string> no_labels;
        statement_or_expression(k.superclass.get(), true, no_labels);
        if (k.constructor)
            function(*k.constructor, NodeKind::FunctionExpr, true);
        for (const ClassNode::Member& m : k.members) {
            // 15.7.1 Early Errors, ClassElement.
            std::string name = static_key_name(m.key.get(), m.computed);
            if (m.is_static && name == "prototype")
                m_sink.report("Classes may not have a static property named 'prototype'", m.range.start);
            if (m.kind == ClassNode::Member::Kind::Field && name == "constructor")
                m_sink.report("Classes may not have a field named 'constructor'", m.range.start);
            if (m.computed)
                statement_or_expression(m.key.get(), true, no_labels);
            if (m.function)
                function(*m.function, NodeKind::FunctionExpr, true);
            if (m.value) {
                if (const Node* use = find_arguments(m.value.get()))
                    m_sink.report("'arguments' is not allowed in class field initializer or static initialization block", use->range.start);
                statement_or_expression(m.value.get(), true, no_labels);
            }
        }
    }

    // 15.7.1: ContainsArguments of a field initialiser (arrows see through, functions not).
    static const Node* find_arguments(const Node* n)
    {
        if (!n)
            return nullptr;
        if (n->kind == NodeKind::Identifier && n->text == "arguments")
            return n;
        if (n->kind == NodeKind::FunctionExpr || n->kind == NodeKind::FunctionDecl || n->kind == NodeKind::ClassExpr
            || n->kind == NodeKind::ClassDecl)
            return nullptr;
        if (n->kind == NodeKind::Member && !n->flag_computed)
            return find_arguments(n->a.get()); // `x.arguments` names a property
        if (n->kind == NodeKind::Property && !n->flag_computed && !n->flag_shorthand)
            return find_arguments(n->b.get());
        for (const Node* child : { n->a.get(), n->b.get(), n->c.get(), n->d.get() })
            if (const Node* found = find_arguments(child))
                return found;
        for (const NodePtr& child : n->list)
            if (const Node* found = find_arguments(child.get()))
                return found;
        if (n->function) {
            if (n->kind != NodeKind::ArrowFunction)
                return nullptr;
            for (const NodePtr& p : n->function->params)
                if (const Node* found = find_arguments(p.get()))
                    return found;
            return find_arguments(n->function->body.get());
        }
        return nullptr;
    }

private:
    std::string_view m_source;
};

} // namespace

std::optional<SyntaxErrorInfo> check_early_errors(const Node& program, bool strict, std::string_view source)
{
    Checker checker(source);
    checker.statement_or_expression(&program, strict, {});
    return checker.m_sink.first;
}

} // namespace evloop::js
