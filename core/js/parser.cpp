// The parser: source text to an AST (ast.h), by recursive descent over the lexer's tokens,
// ECMA-262 2024's syntactic grammar (§11-16). Early errors that need the whole tree are
// early_errors.cpp's; recursion is bounded (DepthGuard) so hostile input cannot overflow
// the C++ stack.
//
// Index: the sections of class Parser, in file order, each headed `// --- name ---`;
// look things up by function name.
//   (top)                   is_reserved_word (12.7.2 Keywords and Reserved Words),
//                           FunctionContext; Parser::run: 16.1 Scripts / 16.2 Modules,
//                           then check_early_errors
//   tokens                  advance, peek_token, eat_punct / expect_punct, fail*,
//                           consume_semicolon (12.10 Automatic Semicolon Insertion), make
//   statements              14 Statements and Declarations: parse_directives (11.2.1
//                           Directive Prologues), parse_statement_list_item, parse_statement,
//                           parse_block (14.2), parse_variable_declaration (14.3 let, const,
//                           var), name_anonymous_function (NamedEvaluation), parse_if (14.6),
//                           parse_while / parse_do_while / parse_for (14.7 incl. for-in/of),
//                           parse_return (14.10), parse_break_continue (14.8, 14.9),
//                           parse_throw (14.14), parse_try (14.15), parse_switch (14.12)
//   modules                 16.2.2 Imports (parse_import), 16.2.3 Exports (parse_export)
//   functions and classes   15 Functions and Classes: binding_identifier,
//                           parse_function_declaration / _expression (15.2, 15.5 generators,
//                           15.8 async), parse_formal_parameters (15.1), parse_function_body,
//                           parse_arrow_function / arrow_parameters_ahead (15.3, 15.9),
//                           parse_class (15.7 Class Definitions), private names
//                           (reference_ / declare_private_name, close_private_scope: 15.7.1
//                           AllPrivateIdentifiersValid), parse_property_key
//   binding patterns        14.3.3 Destructuring Binding Patterns (parse_binding_target,
//                           parse_binding_element); 13.15.5 Destructuring Assignment
//                           (to_assignment_target, to_assignment_element: cover grammar)
//   expressions             13 Expressions, loosest first: parse_expression (13.16 Comma),
//                           parse_yield (15.5 YieldExpression), parse_assignment (13.15),
//                           parse_conditional (13.14), parse_binary (13.6-13.13 by precedence:
//                           binary_precedence), parse_unary (13.5, await 15.8), parse_postfix
//                           (13.4 Update Expressions), parse_lhs_expression / parse_new_callee /
//                           parse_call_tail (13.3 Left-Hand-Side Expressions: member access,
//                           new, calls, super, import(), 13.3.9 Optional Chains), parse_primary
//                           (13.2 Primary Expression), parse_regexp_literal (13.2.7),
//                           parse_template (13.2.8 Template Literals), parse_array_literal
//                           (13.2.4), parse_object_literal (13.2.5)
//   (bottom)                parse_program, the entry point (parser.h)
#include "core/js/parser.h"
#include "core/js/early_errors.h"
#include "core/js/regexp.h"
#include <algorithm>
#include <cstring>
#include <mutex>

namespace evloop::js {

namespace {

bool is_reserved_word(std::string_view s)
{
    // string_views, not C strings: every identifier the parser meets comes through here,
    // and comparing against a C string measures it (strlen) each time.
    static constexpr std::string_view kWords[] = { "break", "case", "catch", "class", "const", "continue", "debugger",
        "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for", "function", "if",
        "import", "in", "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
        "typeof", "var", "void", "while", "with" };
    if (s.size() < 2 || s.size() > 10 || s[0] < 'b' || s[0] > 'w')
        return false;
    for (std::string_view w : kWords)
        if (s == w)
            return true;
    return false;
}

// The offset of the `}` that closes the `{` at `open`, found without parsing (strings,
// templates, comments and regular expression literals skipped), or npos. Whether a `/`
// starts a regular expression is told from the token before it, which is right for the
// code it is used on (a host's prelude: tests/core checks every skipped body against a
// full parse).
size_t matching_brace(std::string_view s, size_t open)
{
    static constexpr std::string_view kBeforeExpression[] = { "return", "typeof", "instanceof", "in", "of", "new",
        "delete", "void", "throw", "case", "do", "else", "yield", "await" };
    std::vector<int> templates; // the brace depth each open `${` returns to
    int depth = 0;
    bool regexp_allowed = true;
    size_t i = open;
    auto is_word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$'
            || static_cast<unsigned char>(c) >= 0x80;
    };
    // Scans template characters from i to the closing ` (false) or a `${` (true).
    auto template_chars = [&]() -> bool {
        while (i < s.size()) {
            if (s[i] == '\\') {
                i += 2;
            } else if (s[i] == '`') {
                ++i;
                return false;
            } else if (s[i] == '$' && i + 1 < s.size() && s[i + 1] == '{') {
                i += 2;
                return true;
            } else {
                ++i;
            }
        }
        return false;
    };
    // After a ` or the } that closes a substitution: the template's characters, then the
    // code of a substitution (`${`) or what follows the template.
    auto continue_template = [&]() {
        if (template_chars()) {
            templates.push_back(depth++);
            regexp_allowed = true;
        } else {
            regexp_allowed = false;
        }
    };
    while (i < s.size()) {
        char c = s[i];
        char next = i + 1 < s.size() ? s[i + 1] : '\0';
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
        } else if (c == '/' && next == '/') {
            while (i < s.size() && s[i] != '\n')
                ++i;
        } else if (c == '/' && next == '*') {
            size_t end = s.find("*/", i + 2);
            if (end == std::string_view::npos)
                return end;
            i = end + 2;
        } else if (c == '\'' || c == '"') {
            for (++i; i < s.size() && s[i] != c; ++i)
                if (s[i] == '\\')
                    ++i;
            ++i;
            regexp_allowed = false;
        } else if (c == '`') {
            ++i;
            continue_template();
        } else if (c == '/' && regexp_allowed) {
            bool in_class = false;
            for (++i; i < s.size(); ++i) {
                if (s[i] == '\\')
                    ++i;
                else if (s[i] == '[')
                    in_class = true;
                else if (s[i] == ']')
                    in_class = false;
                else if (s[i] == '/' && !in_class)
                    break;
                else if (s[i] == '\n')
                    return std::string_view::npos;
            }
            ++i;
            while (i < s.size() && is_word(s[i]))
                ++i;
            regexp_allowed = false;
        } else if (is_word(c)) {
            size_t start = i;
            while (i < s.size() && is_word(s[i]))
                ++i;
            std::string_view word = s.substr(start, i - start);
            // Only a word of 2 to 10 lower-case letters can be one of them (most words
            // are not: no compare for them).
            regexp_allowed = word.size() >= 2 && word.size() <= 10 && word[0] >= 'a' && word[0] <= 'y'
                && std::find(std::begin(kBeforeExpression), std::end(kBeforeExpression), word) != std::end(kBeforeExpression);
        } else if (c == '{') {
            ++depth;
            ++i;
            regexp_allowed = true;
        } else if (c == '}') {
            if (!templates.empty() && templates.back() == depth - 1) {
                templates.pop_back();
                --depth;
                ++i;
                continue_template();
                continue;
            }
            if (--depth == 0)
                return i;
            ++i;
            regexp_allowed = true;
        } else {
            regexp_allowed = c != ')' && c != ']';
            ++i;
        }
    }
    return std::string_view::npos;
}

struct FunctionContext {
    bool is_async = false;
    bool is_arrow = false;
    bool strict = false;
    bool in_class_constructor = false;
    bool derived = false;
    bool allows_super_property = false;
    bool no_return = false; // a class static block: `return` is an early error
    bool no_arguments = false; // field initialisers and static blocks (15.7.1 ContainsArguments)
    bool is_generator = false;   // `yield` is an operator here
    bool in_parameters = false;  // parsing the formal parameters (yield/await expressions are early errors)
};

class Parser {
public:
    Parser(std::string_view source, SourceType type, SourceLocation start = {})
        : m_lexer(source, start)
        , m_source(source)
        , m_module(type == SourceType::Module)
        , m_commonjs(type == SourceType::CommonJS)
    {
        FunctionContext top;
        top.strict = m_module;
        top.is_async = m_module; // top-level await in modules
        m_functions.push_back(top);
        advance();
    }

    ParseResult run()
    {
        auto program = make(NodeKind::Program, m_token.range.start);
        program->flag_module = m_module;
        parse_directives();
        while (!at_end() && !m_failed)
            program->list.push_back(parse_statement_list_item());
        finish(*program);
        if (!m_failed) {
            if (auto early = check_early_errors(*program, m_functions.front().strict, m_source))
                fail(early->message, early->location);
        }
        ParseResult result;
        if (m_failed)
            result.error = m_error;
        else
            result.program = std::move(program);
        return result;
    }

private:
    // --- tokens ---------------------------------------------------------------
    void advance()
    {
        m_previous_end = m_token.range.end;
        if (m_failed) {
            m_token.type = TokenType::EndOfFile;
            return;
        }
        m_token = m_lexer.next();
        if (m_token.type == TokenType::Invalid)
            fail(m_token.text, m_token.range.start);
    }
    Token peek_token() const
    {
        Lexer copy = m_lexer;
        return copy.next();
    }
    bool at_end() const { return m_token.type == TokenType::EndOfFile; }
    bool at_punct(std::string_view p) const { return m_token.is_punct(p); }
    bool at_ident(std::string_view s) const { return m_token.is_ident(s); }
    bool eat_punct(std::string_view p)
    {
        if (!at_punct(p))
            return false;
        advance();
        return true;
    }
    void expect_punct(std::string_view p)
    {
        if (!eat_punct(p))
            fail_unexpected("'" + std::string(p) + "'");
    }
    void expect_ident(std::string_view s)
    {
        if (!at_ident(s))
            fail_unexpected("'" + std::string(s) + "'");
        else
            advance();
    }

    void fail(std::string message, SourceLocation where)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_error = { std::move(message), where };
        m_token = Token {};
        m_token.type = TokenType::EndOfFile;
        m_token.range.start = m_token.range.end = where;
    }
    void fail_here(std::string message) { fail(std::move(message), m_token.range.start); }
    void fail_unexpected(std::string expected = {})
    {
        std::string got;
        switch (m_token.type) {
        case TokenType::EndOfFile: got = "end of input"; break;
        case TokenType::String: got = "string"; break;
        case TokenType::Number: got = "number"; break;
        case TokenType::Template: got = "template string"; break;
        case TokenType::PrivateName: got = "identifier '#" + m_token.text + "'"; break;
        default: got = "'" + m_token.text + "'"; break;
        }
        fail_here("Unexpected " + got + (expected.empty() ? "" : ", expected " + expected));
    }
    // `feature` is plural ("generators") unless it starts with "the" ("the with statement").
    void unsupported(const std::string& feature, SourceLocation where)
    {
        bool singular = feature.rfind("the ", 0) == 0;
        fail(feature + (singular ? " is" : " are") + " not supported by evloop yet", where);
    }

    void consume_semicolon()
    {
        if (eat_punct(";"))
            return;
        // Automatic semicolon insertion (§12.10): before }, at the end, or after a newline.
        if (at_punct("}") || at_end() || m_token.newline_before)
            return;
        fail_unexpected();
    }

    NodePtr make(NodeKind kind, SourceLocation start)
    {
        return std::make_unique<Node>(kind, SourceRange { start, start });
    }

    // The current token as a literal node (string, number or identifier name).
    NodePtr take_literal(NodeKind kind)
    {
        auto n = make(kind, m_token.range.start);
        n->str = m_token.value;
        n->number = m_token.number;
        n->text = m_token.text;
        advance();
        finish(*n);
        return n;
    }
    void finish(Node& n) { n.range.end = m_previous_end; }

    struct DepthGuard {
        Parser& p;
        explicit DepthGuard(Parser& parser)
            : p(parser)
        {
            if (++p.m_depth > kMaxParseDepth)
                p.fail_here("the program is nested too deeply (more than " + std::to_string(kMaxParseDepth) + " levels)");
        }
        ~DepthGuard() { --p.m_depth; }
    };

    // One more link of an operator or call chain; false (with the SyntaxError) when the
    // chain has grown longer than kMaxChainLength.
    bool extend_chain(int& length)
    {
        if (++length <= kMaxChainLength)
            return true;
        fail_here("this expression chains more than " + std::to_string(kMaxChainLength)
            + " operators, member accesses or calls; split it into several statements");
        return false;
    }

    FunctionContext& fn() { return m_functions.back(); }
    bool strict() const { return m_functions.back().strict; }
    bool await_is_keyword() const { return m_functions.back().is_async || m_module; }

    // --- statements -----------------------------------------------------------
    void parse_directives()
    {
        // "use strict" directive prologue.
        while (m_token.type == TokenType::String) {
            Token t = peek_token();
            bool ends = t.is_punct(";") || t.is_punct("}") || t.type == TokenType::EndOfFile || t.newline_before;
            if (!ends)
                break;
            std::string_view raw = m_source.substr(m_token.range.start.offset, m_token.range.end.offset - m_token.range.start.offset);
            if (raw == "'use strict'" || raw == "\"use strict\"")
                fn().strict = true;
            break;
        }
    }

    NodePtr parse_statement_list_item()
    {
        // A declaration nests without passing parse_statement's depth guard (a function
        // declared in a function declared in … 3000 deep overflowed the C++ stack).
        if (at_ident("function") || (at_ident("async") && peek_token().is_ident("function") && !peek_token().newline_before)) {
            DepthGuard guard(*this);
            return parse_function_declaration();
        }
        if (at_ident("class")) {
            DepthGuard guard(*this);
            return parse_class(true);
        }
        if (at_ident("const") || (at_ident("let") && is_let_declaration()))
            return parse_variable_statement();
        if (at_ident("import") && !peek_token().is_punct("(") && !peek_token().is_punct("."))
            return parse_import();
        if (at_ident("export"))
            return parse_export();
        return parse_statement();
    }

    bool is_let_declaration() const
    {
        Token t = peek_token();
        return t.type == TokenType::Identifier || t.is_punct("[") || t.is_punct("{");
    }

    NodePtr parse_statement()
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        if (m_token.type == TokenType::Punctuator) {
            if (at_punct("{"))
                return parse_block();
            if (at_punct(";")) {
                advance();
                auto n = make(NodeKind::Empty, start);
                finish(*n);
                return n;
            }
        }
        if (m_token.type == TokenType::Identifier && !m_token.has_escape) {
            const std::string& w = m_token.text;
            if (w == "var")
                return parse_variable_statement();
            if (w == "if")
                return parse_if();
            if (w == "for")
                return parse_for();
            if (w == "while")
                return parse_while();
            if (w == "do")
                return parse_do_while();
            if (w == "return")
                return parse_return();
            if (w == "break" || w == "continue")
                return parse_break_continue();
            if (w == "throw")
                return parse_throw();
            if (w == "try")
                return parse_try();
            if (w == "switch")
                return parse_switch();
            if (w == "with") {
                unsupported("the with statement", start);
                return nullptr;
            }
            if (w == "debugger") {
                advance();
                consume_semicolon();
                auto n = make(NodeKind::Debugger, start);
                finish(*n);
                return n;
            }
            if (w == "function") {
                // Sloppy mode allows a function declaration as a statement body; treat as such.
                return parse_function_declaration();
            }
            if (w == "class" || w == "const") {
                fail_here("a " + w + " declaration is not allowed here; wrap it in a block");
                return nullptr;
            }
            // Labelled statement: identifier followed by ':'.
            if (!is_reserved_word(w) && peek_token().is_punct(":")) {
                auto n = make(NodeKind::Labeled, start);
                n->text = w;
                advance();
                advance();
                if (at_ident("function")) {
                    n->a = parse_function_declaration();
                } else {
                    n->a = parse_statement();
                }
                finish(*n);
                return n;
            }
        }
        auto n = make(NodeKind::ExprStmt, start);
        n->a = parse_expression();
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_block()
    {
        auto n = make(NodeKind::Block, m_token.range.start);
        expect_punct("{");
        while (!at_punct("}") && !at_end())
            n->list.push_back(parse_statement_list_item());
        expect_punct("}");
        finish(*n);
        return n;
    }

    NodePtr parse_variable_statement()
    {
        auto n = parse_variable_declaration(false);
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_variable_declaration(bool in_for)
    {
        auto n = make(NodeKind::VarDecl, m_token.range.start);
        n->text = m_token.text;
        advance();
        for (;;) {
            auto d = make(NodeKind::Declarator, m_token.range.start);
            d->a = parse_binding_target();
            if (eat_punct("=")) {
                d->b = parse_assignment(!in_for);
                name_anonymous_function(d->b.get(), d->a.get());
            } else if (!in_for || !(at_ident("of") || at_ident("in"))) {
                if (n->text == "const")
                    fail_here("Missing initializer in const declaration");
                else if (d->a->kind != NodeKind::Identifier)
                    fail_here("Missing initializer in destructuring declaration");
            }
            finish(*d);
            n->list.push_back(std::move(d));
            if (!eat_punct(","))
                break;
        }
        finish(*n);
        return n;
    }

    // `const f = () => {}` names the function "f" (§ NamedEvaluation).
    // V8's inferred name for a function stored in a property, which stack traces show
    // (`o.handler = function () {}` is "o.handler", `F.prototype.m = …` "F.m"):
    // the member chain's names without `this` and `prototype`.
    static void collect_inferred_names(const Node* n, std::vector<std::string>& names, int depth = 0)
    {
        if (!n || depth > 32)
            return;
        if (n->kind == NodeKind::Identifier) {
            names.push_back(n->text);
        } else if (n->kind == NodeKind::Member) {
            collect_inferred_names(n->a.get(), names, depth + 1);
            if (!n->b)
                names.push_back(n->text);
            else if (n->b->kind == NodeKind::StringLit)
                names.push_back(utf16_to_utf8_ascii(n->b->str));
            else
                names.push_back("<computed>");
        }
    }

    static void name_anonymous_function(Node* value, const Node* target)
    {
        if (value && target && target->kind == NodeKind::Member && (value->kind == NodeKind::FunctionExpr || value->kind == NodeKind::ArrowFunction)
            && value->function->name.empty()) {
            std::vector<std::string> names;
            collect_inferred_names(target, names);
            for (const std::string& part : names) {
                if (part == "prototype" || part.rfind("#", 0) == 0)
                    continue;
                value->function->inferred_name += (value->function->inferred_name.empty() ? "" : ".") + part;
            }
        }
        if (!value || !target || target->kind != NodeKind::Identifier)
            return;
        if ((value->kind == NodeKind::FunctionExpr || value->kind == NodeKind::ArrowFunction) && value->function->name.empty())
            value->function->name = target->text;
        if (value->kind == NodeKind::ClassExpr && value->klass->name.empty())
            value->klass->name = target->text;
    }

    NodePtr parse_if()
    {
        auto n = make(NodeKind::If, m_token.range.start);
        advance();
        expect_punct("(");
        n->a = parse_expression();
        expect_punct(")");
        n->b = parse_statement();
        if (at_ident("else")) {
            advance();
            n->c = parse_statement();
        }
        finish(*n);
        return n;
    }

    NodePtr parse_while()
    {
        auto n = make(NodeKind::While, m_token.range.start);
        advance();
        expect_punct("(");
        n->a = parse_expression();
        expect_punct(")");
        n->d = parse_statement();
        finish(*n);
        return n;
    }

    NodePtr parse_do_while()
    {
        auto n = make(NodeKind::DoWhile, m_token.range.start);
        advance();
        n->d = parse_statement();
        expect_ident("while");
        expect_punct("(");
        n->a = parse_expression();
        expect_punct(")");
        eat_punct(";"); // ASI always applies after do-while
        finish(*n);
        return n;
    }

    NodePtr parse_for()
    {
        SourceLocation start = m_token.range.start;
        advance();
        bool is_await = false;
        if (at_ident("await")) {
            // 14.7.5 for await ( … of … ): only where `await` is an operator.
            if (!fn().is_async) {
                fail_here("for await is only valid in async functions and the top level bodies of modules");
                return nullptr;
            }
            is_await = true;
            advance();
        }
        expect_punct("(");
        NodePtr init;
        if (at_punct(";")) {
            // no init
        } else if (at_ident("var") || at_ident("const") || (at_ident("let") && is_let_declaration())) {
            init = parse_variable_declaration(true);
        } else {
            init = parse_expression(false);
        }
        if (is_await && !(init && at_ident("of"))) {
            fail_unexpected("'of' (for await loops iterate with `of`)");
            return nullptr;
        }
        if (init && (at_ident("of") || at_ident("in"))) {
            bool of = at_ident("of");
            auto n = make(of ? NodeKind::ForOf : NodeKind::ForIn, start);
            if (init->kind == NodeKind::VarDecl) {
                if (init->list.size() != 1)
                    fail(std::string("only one variable may be declared in a for-") + (of ? "of" : "in") + " loop", init->range.start);
                else if (init->list[0]->b)
                    fail(std::string("a for-") + (of ? "of" : "in") + " loop variable may not have an initializer", init->range.start);
            } else {
                init = to_assignment_target(std::move(init));
            }
            advance();
            if (is_await)
                n->text = "await";
            n->a = std::move(init);
            n->b = of ? parse_assignment() : parse_expression();
            expect_punct(")");
            n->d = parse_statement();
            finish(*n);
            return n;
        }
        auto n = make(NodeKind::For, start);
        n->a = std::move(init);
        expect_punct(";");
        if (!at_punct(";"))
            n->b = parse_expression();
        expect_punct(";");
        if (!at_punct(")"))
            n->c = parse_expression();
        expect_punct(")");
        n->d = parse_statement();
        finish(*n);
        return n;
    }

    NodePtr parse_return()
    {
        auto n = make(NodeKind::Return, m_token.range.start);
        if ((m_functions.size() == 1 && !m_commonjs) || fn().no_return)
            fail_here("Illegal return statement (return outside a function)");
        advance();
        if (!at_punct(";") && !at_punct("}") && !at_end() && !m_token.newline_before)
            n->a = parse_expression();
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_break_continue()
    {
        bool is_break = m_token.text == "break";
        auto n = make(is_break ? NodeKind::Break : NodeKind::Continue, m_token.range.start);
        advance();
        if (m_token.type == TokenType::Identifier && !m_token.newline_before && !is_reserved_word(m_token.text)) {
            n->text = m_token.text;
            advance();
        }
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_throw()
    {
        auto n = make(NodeKind::Throw, m_token.range.start);
        advance();
        if (m_token.newline_before) {
            fail_here("Illegal newline after throw");
            return nullptr;
        }
        n->a = parse_expression();
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_try()
    {
        auto n = make(NodeKind::Try, m_token.range.start);
        advance();
        n->a = parse_block();
        if (at_ident("catch")) {
            advance();
            if (eat_punct("(")) {
                n->b = parse_binding_target();
                expect_punct(")");
            }
            n->c = parse_block();
        }
        if (at_ident("finally")) {
            advance();
            n->d = parse_block();
        }
        if (!n->c && !n->d)
            fail_here("Missing catch or finally after try");
        finish(*n);
        return n;
    }

    NodePtr parse_switch()
    {
        auto n = make(NodeKind::Switch, m_token.range.start);
        advance();
        expect_punct("(");
        n->a = parse_expression();
        expect_punct(")");
        expect_punct("{");
        bool seen_default = false;
        while (!at_punct("}") && !at_end()) {
            auto c = make(NodeKind::Case, m_token.range.start);
            if (at_ident("case")) {
                advance();
                c->a = parse_expression();
            } else if (at_ident("default")) {
                if (seen_default)
                    fail_here("More than one default clause in switch statement");
                seen_default = true;
                advance();
            } else {
                fail_unexpected("'case' or 'default'");
                break;
            }
            expect_punct(":");
            while (!at_ident("case") && !at_ident("default") && !at_punct("}") && !at_end())
                c->list.push_back(parse_statement_list_item());
            finish(*c);
            n->list.push_back(std::move(c));
        }
        expect_punct("}");
        finish(*n);
        return n;
    }

    // --- modules ----------------------------------------------------------------
    NodePtr parse_import()
    {
        SourceLocation start = m_token.range.start;
        if (!m_module) {
            fail_here("Cannot use import statement outside a module (use a .mjs file or --module)");
            return nullptr;
        }
        advance();
        auto n = make(NodeKind::ImportDecl, start);
        if (m_token.type == TokenType::String) {
            n->text = utf16_to_utf8_ascii(m_token.value);
            advance();
            consume_semicolon();
            finish(*n);
            return n;
        }
        auto add_spec = [&](std::string local, std::u16string imported) {
            auto s = make(NodeKind::ImportSpec, m_token.range.start);
            s->text = std::move(local);
            s->str = std::move(imported);
            finish(*s);
            n->list.push_back(std::move(s));
        };
        if (m_token.type == TokenType::Identifier && !at_punct("{")) {
            add_spec(binding_identifier(), u"default");
            if (!eat_punct(","))
                goto from;
        }
        if (eat_punct("*")) {
            expect_ident("as");
            add_spec(binding_identifier(), u"*");
        } else if (eat_punct("{")) {
            while (!at_punct("}") && !at_end()) {
                std::string imported = m_token.type == TokenType::String ? utf16_to_utf8_ascii(m_token.value) : m_token.text;
                advance();
                std::string local = imported;
                if (at_ident("as")) {
                    advance();
                    local = binding_identifier();
                } else if (is_reserved_word(local)) {
                    fail_here("'" + local + "' cannot be imported without 'as'");
                }
                add_spec(local, std::u16string(imported.begin(), imported.end()));
                if (!eat_punct(","))
                    break;
            }
            expect_punct("}");
        }
    from:
        expect_ident("from");
        if (m_token.type != TokenType::String) {
            fail_unexpected("a module name string");
            return nullptr;
        }
        n->text = utf16_to_utf8_ascii(m_token.value);
        advance();
        consume_semicolon();
        finish(*n);
        return n;
    }

    NodePtr parse_export()
    {
        SourceLocation start = m_token.range.start;
        if (!m_module) {
            fail_here("Unexpected token 'export' (exports need a module: use a .mjs file or --module)");
            return nullptr;
        }
        advance();
        if (at_ident("default")) {
            advance();
            auto n = make(NodeKind::ExportDefault, start);
            if (at_ident("function") || (at_ident("async") && peek_token().is_ident("function")))
                n->a = parse_function_declaration(true);
            else if (at_ident("class"))
                n->a = parse_class(true, true);
            else {
                n->a = parse_assignment();
                consume_semicolon();
            }
            finish(*n);
            return n;
        }
        auto n = make(NodeKind::ExportDecl, start);
        if (eat_punct("*")) {
            std::string alias;
            if (at_ident("as")) {
                advance();
                alias = m_token.text;
                advance();
            }
            auto s = make(NodeKind::ExportSpec, m_token.range.start);
            s->text = "*";
            s->str = std::u16string(alias.begin(), alias.end());
            n->list.push_back(std::move(s));
            expect_ident("from");
            n->text = utf16_to_utf8_ascii(m_token.value);
            advance();
            consume_semicolon();
        } else if (eat_punct("{")) {
            while (!at_punct("}") && !at_end()) {
                auto s = make(NodeKind::ExportSpec, m_token.range.start);
                s->text = m_token.text;
                advance();
                std::string exported = s->text;
                if (at_ident("as")) {
                    advance();
                    exported = m_token.type == TokenType::String ? utf16_to_utf8_ascii(m_token.value) : m_token.text;
                    advance();
                }
                s->str = std::u16string(exported.begin(), exported.end());
                finish(*s);
                n->list.push_back(std::move(s));
                if (!eat_punct(","))
                    break;
            }
            expect_punct("}");
            if (at_ident("from")) {
                advance();
                n->text = utf16_to_utf8_ascii(m_token.value);
                advance();
            }
            consume_semicolon();
        } else {
            n->a = parse_statement_list_item();
            if (n->a && n->a->kind != NodeKind::VarDecl && n->a->kind != NodeKind::FunctionDecl && n->a->kind != NodeKind::ClassDecl)
                fail(n->a ? "export must be followed by a declaration" : "", start);
        }
        finish(*n);
        return n;
    }

    static std::string utf16_to_utf8_ascii(const std::u16string& s)
    {
        std::string out;
        for (char16_t c : s)
            out += c < 0x80 ? static_cast<char>(c) : '?';
        return out;
    }

    // --- functions and classes --------------------------------------------------
    std::string binding_identifier()
    {
        if (m_token.type != TokenType::Identifier) {
            fail_unexpected("an identifier");
            return {};
        }
        std::string name = m_token.text;
        if (is_reserved_word(name) && !m_token.has_escape) {
            fail_here("Unexpected token '" + name + "': a reserved word cannot be a variable name");
            return {};
        }
        if (is_reserved_word(name)) {
            fail_here("Keyword must not contain escaped characters");
            return {};
        }
        if (name == "await" && await_is_keyword()) {
            fail_here("Unexpected reserved word");
            return {};
        }
        if (name == "yield" && strict()) {
            fail_here("'yield' is reserved in strict mode");
            return {};
        }
        if (name == "yield" && fn().is_generator) {
            fail_here("'yield' cannot be used as a name inside a generator");
            return {};
        }
        if (strict() && (name == "let" || name == "static" || name == "implements" || name == "interface" || name == "package"
                            || name == "private" || name == "protected" || name == "public")) {
            fail_here(m_token.has_escape ? "Keyword must not contain escaped characters" : "Unexpected strict mode reserved word");
            return {};
        }
        advance();
        return name;
    }

    NodePtr parse_function_declaration(bool allow_anonymous = false)
    {
        SourceLocation start = m_token.range.start;
        bool is_async = false;
        if (at_ident("async")) {
            is_async = true;
            advance();
        }
        advance(); // function
        bool is_generator = eat_punct("*");
        auto n = make(NodeKind::FunctionDecl, start);
        std::string name;
        if (!(allow_anonymous && at_punct("(")))
            name = binding_identifier();
        m_pending_generator = is_generator;
        n->function = parse_function_rest(start, name, FunctionKind::Normal, is_async);
        finish(*n);
        return n;
    }

    NodePtr parse_function_expression()
    {
        SourceLocation start = m_token.range.start;
        bool is_async = false;
        if (at_ident("async")) {
            is_async = true;
            advance();
        }
        advance(); // function
        bool is_generator = eat_punct("*");
        auto n = make(NodeKind::FunctionExpr, start);
        std::string name;
        if (!at_punct("(")) {
            FunctionContext name_ctx;
            name_ctx.is_async = is_async;
            name_ctx.strict = strict();
            name_ctx.is_generator = is_generator; // function* yield() {} is an error
            m_functions.push_back(name_ctx);
            name = binding_identifier();
            m_functions.pop_back();
        }
        m_pending_generator = is_generator;
        n->function = parse_function_rest(start, name, FunctionKind::Normal, is_async);
        finish(*n);
        return n;
    }

    // Parameters and body, after the name.
    std::unique_ptr<FunctionNode> parse_function_rest(SourceLocation start, std::string name, FunctionKind kind, bool is_async,
        bool derived = false)
    {
        auto f = std::make_unique<FunctionNode>();
        f->name = std::move(name);
        f->kind = kind;
        f->is_async = is_async;
        // Generators: the caller set m_pending_generator just before (function*, *method).
        f->is_generator = m_pending_generator;
        m_pending_generator = false;
        FunctionContext ctx;
        ctx.is_async = is_async;
        ctx.is_generator = f->is_generator;
        ctx.strict = strict();
        ctx.in_class_constructor = kind == FunctionKind::ClassConstructor || kind == FunctionKind::DerivedConstructor;
        ctx.derived = derived || kind == FunctionKind::DerivedConstructor;
        ctx.allows_super_property = kind != FunctionKind::Normal;
        m_functions.push_back(ctx);
        expect_punct("(");
        fn().in_parameters = true;
        parse_formal_parameters(*f, ")");
        fn().in_parameters = false;
        expect_punct(")");
        SourceLocation body_start = m_token.range.start;
        if (!at_punct("{"))
            fail_unexpected("'{'");
        if (m_lazy && !m_failed && !ctx.in_class_constructor)
            skip_function_body(*f);
        else
            f->body = parse_function_body();
        f->strict = fn().strict;
        m_functions.pop_back();
        (void)body_start;
        f->range = { start, m_previous_end };
        f->source_text = std::string(m_source.substr(start.offset, m_previous_end.offset - start.offset));
        return f;
    }

    void parse_formal_parameters(FunctionNode& f, std::string_view close)
    {
        while (!at_punct(close) && !at_end()) {
            SourceLocation start = m_token.range.start;
            if (eat_punct("...")) {
                auto r = make(NodeKind::Rest, start);
                r->a = parse_binding_target();
                finish(*r);
                f.params.push_back(std::move(r));
                f.simple_params = false;
                if (!at_punct(close))
                    fail_here("a rest parameter must be last");
                break;
            }
            NodePtr target = parse_binding_target();
            if (target && target->kind != NodeKind::Identifier)
                f.simple_params = false;
            if (eat_punct("=")) {
                auto d = make(NodeKind::AssignPattern, start);
                d->a = std::move(target);
                d->b = parse_assignment();
                name_anonymous_function(d->b.get(), d->a.get());
                finish(*d);
                target = std::move(d);
                f.simple_params = false;
            }
            f.params.push_back(std::move(target));
            if (!eat_punct(","))
                break;
        }
    }

    // parse_program_lazily: from the `{` of a function's body past its `}`, noting where
    // the body is for function_body(), and whether it starts with a "use strict" directive.
    void skip_function_body(FunctionNode& f)
    {
        size_t open = m_token.range.start.offset;
        size_t close = matching_brace(m_source, open);
        if (close == std::string_view::npos) {
            fail_here("Unexpected end of input");
            return;
        }
        f.lazy_source = m_source;
        f.lazy_body_start = m_token.range.start;
        size_t first = m_source.find_first_not_of(" \t\r\n", open + 1);
        if (first != std::string_view::npos
            && (m_source.substr(first, 12) == "'use strict'" || m_source.substr(first, 12) == "\"use strict\""))
            fn().strict = true;
        SourceLocation end = m_token.range.start;
        // As Lexer::advance counts lines and columns: a line per '\n', and the column
        // counts the characters (UTF-8 lead bytes) after the last '\n'.
        std::string_view body = m_source.substr(open, close + 1 - open);
        size_t lines = static_cast<size_t>(std::count(body.begin(), body.end(), '\n'));
        size_t tail = 0;
        if (lines) {
            end.line += static_cast<uint32_t>(lines);
            end.column = 1;
            tail = body.rfind('\n') + 1;
        }
        for (size_t i = tail; i < body.size(); ++i)
            if ((static_cast<unsigned char>(body[i]) & 0xC0) != 0x80)
                ++end.column;
        end.offset = static_cast<uint32_t>(close + 1);
        m_lexer = Lexer(m_source, end);
        m_token.range.end = end;
        advance();
    }

public:
    // function_body(): the body of `f`, which parse_program_lazily skipped; the parser
    // starts at its `{`.
    NodePtr parse_skipped_body(const FunctionNode& f, std::optional<SyntaxErrorInfo>& error)
    {
        m_lazy = true;
        FunctionContext ctx;
        ctx.is_async = f.is_async;
        ctx.is_generator = f.is_generator;
        ctx.strict = f.strict;
        ctx.allows_super_property = f.kind != FunctionKind::Normal;
        if (f.kind == FunctionKind::Arrow) {
            ctx.is_arrow = true;
            ctx.allows_super_property = f.lazy_arrow_context & 1;
            ctx.in_class_constructor = f.lazy_arrow_context & 2;
            ctx.derived = f.lazy_arrow_context & 4;
            ctx.no_arguments = f.lazy_arrow_context & 8;
        }
        m_functions.push_back(ctx);
        m_private_scopes.emplace_back(); // the class's private names were checked with it
        NodePtr body = parse_function_body();
        if (m_failed) {
            error = m_error;
            return nullptr;
        }
        return body;
    }
    bool m_lazy = false; // parse_program_lazily

private:
    NodePtr parse_function_body()
    {
        auto n = make(NodeKind::Block, m_token.range.start);
        expect_punct("{");
        parse_directives();
        while (!at_punct("}") && !at_end())
            n->list.push_back(parse_statement_list_item());
        expect_punct("}");
        finish(*n);
        return n;
    }

    NodePtr parse_arrow_function(SourceLocation start, bool is_async)
    {
        auto n = make(NodeKind::ArrowFunction, start);
        auto f = std::make_unique<FunctionNode>();
        f->kind = FunctionKind::Arrow;
        f->is_async = is_async;
        FunctionContext ctx = fn(); // arrows inherit super/new.target context
        ctx.is_async = is_async;
        ctx.no_return = false;
        ctx.is_arrow = true;
        ctx.is_generator = false; // an arrow's body cannot yield
        ctx.in_parameters = false;
        m_functions.push_back(ctx);
        // 15.3 ArrowParameters[?Yield, ?Await] / 15.9 AsyncArrowHead: the parameters see
        // `await` as the enclosing code does (or as an async arrow's own), and an
        // AwaitExpression there is an early error (15.3.1, 15.9.1 Static Semantics: Early Errors).
        bool outer_async = m_functions[m_functions.size() - 2].is_async;
        fn().is_async = is_async || outer_async;
        fn().in_parameters = true;
        if (m_token.type == TokenType::Identifier) {
            auto p = make(NodeKind::Identifier, m_token.range.start);
            p->text = binding_identifier();
            finish(*p);
            f->params.push_back(std::move(p));
        } else {
            expect_punct("(");
            parse_formal_parameters(*f, ")");
            expect_punct(")");
        }
        fn().is_async = is_async;
        fn().in_parameters = false;
        if (m_token.newline_before)
            fail_here("Unexpected newline before '=>'");
        expect_punct("=>");
        if (at_punct("{") && m_lazy && !m_failed) {
            f->lazy_arrow_context = static_cast<uint8_t>((fn().allows_super_property ? 1 : 0) | (fn().in_class_constructor ? 2 : 0)
                | (fn().derived ? 4 : 0) | (fn().no_arguments ? 8 : 0));
            skip_function_body(*f);
        } else if (at_punct("{")) {
            f->body = parse_function_body();
        } else {
            f->is_expression_body = true;
            f->body = parse_assignment();
        }
        f->strict = fn().strict;
        m_functions.pop_back();
        f->range = { start, m_previous_end };
        f->source_text = std::string(m_source.substr(start.offset, m_previous_end.offset - start.offset));
        n->function = std::move(f);
        finish(*n);
        return n;
    }

    // Is the `(` at the current token the start of arrow-function parameters?
    bool arrow_parameters_ahead() const
    {
        Lexer lx = m_lexer;
        int depth = 1; // we are at "("
        std::vector<int> template_depths;
        for (int steps = 0; steps < 100000; ++steps) {
            Token t = lx.next();
            if (t.type == TokenType::EndOfFile || t.type == TokenType::Invalid)
                return false;
            if (t.type == TokenType::Template && !t.template_tail) {
                template_depths.push_back(depth);
                ++depth;
                continue;
            }
            if (t.type != TokenType::Punctuator)
                continue;
            if (t.text == "(" || t.text == "[" || t.text == "{") {
                ++depth;
            } else if (t.text == ")" || t.text == "]" || t.text == "}") {
                --depth;
                if (t.text == "}" && !template_depths.empty() && template_depths.back() == depth) {
                    template_depths.pop_back();
                    Token cont = lx.rescan_template_continuation(t);
                    if (!cont.template_tail) {
                        template_depths.push_back(depth);
                        ++depth;
                    }
                    continue;
                }
                if (depth == 0) {
                    Token after = lx.next();
                    return after.is_punct("=>") && !after.newline_before;
                }
            }
        }
        return false;
    }

    NodePtr parse_class(bool declaration, bool allow_anonymous = false)
    {
        SourceLocation start = m_token.range.start;
        advance(); // class
        auto n = make(declaration ? NodeKind::ClassDecl : NodeKind::ClassExpr, start);
        auto k = std::make_unique<ClassNode>();
        bool saved_strict = fn().strict;
        fn().strict = true; // class bodies are strict
        if (m_token.type == TokenType::Identifier && !at_ident("extends"))
            k->name = binding_identifier();
        else if (declaration && !allow_anonymous)
            fail_unexpected("a class name");
        if (at_ident("extends")) {
            advance();
            k->superclass = parse_lhs_expression();
        }
        expect_punct("{");
        m_private_scopes.emplace_back();
        while (!at_punct("}") && !at_end()) {
            if (eat_punct(";"))
                continue;
            ClassNode::Member m;
            SourceLocation mstart = m_token.range.start;
            if (at_ident("static") && !peek_token().is_punct("(") && !peek_token().is_punct("=")) {
                m.is_static = true;
                advance();
                if (at_punct("{")) {
                    // 15.7.11 ClassStaticBlock: runs like an arrow function made in the
                    // static initialiser (this is the class, super works, var is local).
                    m.kind = ClassNode::Member::Kind::StaticBlock;
                    auto f = std::make_unique<FunctionNode>();
                    f->kind = FunctionKind::Arrow;
                    f->name = "<static_initializer>";
                    FunctionContext ctx;
                    ctx.strict = true;
                    ctx.is_arrow = true;
                    ctx.allows_super_property = true;
                    ctx.no_arguments = true;
                    ctx.no_return = true;
                    m_functions.push_back(ctx);
                    f->body = parse_block();
                    m_functions.pop_back();
                    f->strict = true;
                    f->range = { mstart, m_previous_end };
                    m.function = std::move(f);
                    m.range = { mstart, m_previous_end };
                    k->members.push_back(std::move(m));
                    continue;
                }
            }
            bool is_async = false;
            if (at_ident("async") && !peek_token().is_punct("(") && !peek_token().is_punct("=") && !peek_token().newline_before) {
                is_async = true;
                advance();
            }
            bool is_generator = eat_punct("*");
            if (!is_generator && (at_ident("get") || at_ident("set")) && !peek_token().is_punct("(") && !peek_token().is_punct("=")
                && !peek_token().is_punct(";") && !peek_token().is_punct("}")) {
                m.kind = at_ident("get") ? ClassNode::Member::Kind::Getter : ClassNode::Member::Kind::Setter;
                advance();
            }
            if (m_token.type == TokenType::PrivateName) {
                SourceLocation at = m_token.range.start;
                m.key = make(NodeKind::Identifier, at);
                m.key->text = "#" + m_token.text;
                advance();
                finish(*m.key);
                int kind = m.kind == ClassNode::Member::Kind::Getter ? 1 : m.kind == ClassNode::Member::Kind::Setter ? 2 : 0;
                declare_private_name(m.key->text, kind, m.is_static, at);
            } else {
                m.key = parse_property_key(m.computed);
            }
            bool is_constructor = !m.is_static && !m.computed && m.key && m.key->kind == NodeKind::Identifier && m.key->text == "constructor";
            if (at_punct("(")) {
                if (is_constructor) {
                    if (m.kind != ClassNode::Member::Kind::Method || is_async || is_generator)
                        fail(std::string("Class constructor may not be ") + (is_async ? "an async method" : is_generator ? "a generator" : "an accessor"), mstart);
                    if (k->constructor)
                        fail("A class may only have one constructor", mstart);
                    k->constructor = parse_function_rest(mstart, k->name,
                        k->superclass ? FunctionKind::DerivedConstructor : FunctionKind::ClassConstructor, false);
                    continue;
                }
                FunctionKind fk = m.kind == ClassNode::Member::Kind::Getter ? FunctionKind::Getter
                    : m.kind == ClassNode::Member::Kind::Setter             ? FunctionKind::Setter
                                                                            : FunctionKind::Method;
                std::string mname = !m.computed && m.key ? key_name(*m.key) : std::string();
                m_pending_generator = is_generator;
                m.function = parse_function_rest(mstart, mname, fk, is_async);
                m.function->is_static = m.is_static;
            } else {
                // A field: `name = value;` or `name;`
                m.kind = ClassNode::Member::Kind::Field;
                if (eat_punct("=")) {
                    FunctionContext ctx;
                    ctx.strict = true;
                    ctx.allows_super_property = true;
                    ctx.no_arguments = true;
                    m_functions.push_back(ctx);
                    m.value = parse_assignment();
                    m_functions.pop_back();
                    if (m.value && !m.computed && m.key && m.key->kind == NodeKind::Identifier) {
                        Node target(NodeKind::Identifier, {});
                        target.text = m.key->text;
                        name_anonymous_function(m.value.get(), &target);
                    }
                }
                consume_semicolon();
            }
            m.range = { mstart, m_previous_end };
            k->members.push_back(std::move(m));
        }
        expect_punct("}");
        close_private_scope();
        fn().strict = saved_strict;
        k->range = { start, m_previous_end };
        k->source_text = std::string(m_source.substr(start.offset, m_previous_end.offset - start.offset));
        n->klass = std::move(k);
        finish(*n);
        return n;
    }

    static bool is_private_name(const std::string& name) { return !name.empty() && name[0] == '#'; }

    // A use of #name: checked against the enclosing class bodies when the outermost ends.
    void reference_private_name(const std::string& name, SourceLocation where)
    {
        if (m_private_scopes.empty()) {
            fail("Private field '" + name + "' must be declared in an enclosing class", where);
            return;
        }
        m_private_scopes.back().unresolved.emplace_back(name, where);
    }

    // A class element's #name: a getter and a setter (both static or both not) may share one.
    void declare_private_name(const std::string& name, int kind, bool is_static, SourceLocation where)
    {
        if (name == "#constructor") {
            fail("Class constructor may not be a private method", where);
            return;
        }
        int k = kind + (is_static ? 3 : 0);
        auto& declared = m_private_scopes.back().declared;
        for (auto& [n, other] : declared) {
            if (n != name)
                continue;
            bool pair = (k == 1 && other == 2) || (k == 2 && other == 1) || (k == 4 && other == 5) || (k == 5 && other == 4);
            if (!pair) {
                fail("Identifier '" + name + "' has already been declared", where);
                return;
            }
            other = -1; // both halves taken
            return;
        }
        declared.emplace_back(name, k);
    }

    // At the end of a class body: references it declares are resolved, the rest belong to
    // the enclosing class (or are an early SyntaxError).
    void close_private_scope()
    {
        PrivateScope scope = std::move(m_private_scopes.back());
        m_private_scopes.pop_back();
        for (auto& reference : scope.unresolved) {
            // (not a structured binding: clang 14, Emscripten's, cannot capture those)
            const std::string& name = reference.first;
            const auto& where = reference.second;
            bool found = std::any_of(scope.declared.begin(), scope.declared.end(), [&](const auto& d) { return d.first == name; });
            if (found)
                continue;
            if (m_private_scopes.empty()) {
                fail("Private field '" + name + "' must be declared in an enclosing class", where);
                return;
            }
            m_private_scopes.back().unresolved.emplace_back(name, where);
        }
    }

    static std::string key_name(const Node& key)
    {
        if (key.kind == NodeKind::Identifier)
            return key.text;
        if (key.kind == NodeKind::StringLit) {
            std::string out;
            for (char16_t c : key.str)
                out += c < 0x80 ? static_cast<char>(c) : '?';
            return out;
        }
        return key.text;
    }

    // An object literal / class member key. Number keys keep their canonical text.
    NodePtr parse_property_key(bool& computed)
    {
        computed = false;
        if (eat_punct("[")) {
            computed = true;
            auto e = parse_assignment();
            expect_punct("]");
            return e;
        }
        if (m_token.type == TokenType::String)
            return take_literal(NodeKind::StringLit);
        if (m_token.type == TokenType::Number)
            return take_literal(m_token.bigint ? NodeKind::BigIntLit : NodeKind::NumberLit);
        if (m_token.type == TokenType::Identifier)
            return take_literal(NodeKind::Identifier);
        fail_unexpected("a property name");
        return nullptr;
    }

    // --- binding patterns -------------------------------------------------------
    NodePtr parse_binding_target()
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        if (at_punct("[")) {
            advance();
            auto n = make(NodeKind::ArrayPattern, start);
            while (!at_punct("]") && !at_end()) {
                if (at_punct(",")) {
                    advance();
                    n->list.push_back(make(NodeKind::Hole, m_previous_end));
                    continue;
                }
                SourceLocation es = m_token.range.start;
                if (eat_punct("...")) {
                    auto r = make(NodeKind::Rest, es);
                    r->a = parse_binding_target();
                    finish(*r);
                    n->list.push_back(std::move(r));
                    break;
                }
                n->list.push_back(parse_binding_element());
                if (!at_punct("]"))
                    expect_punct(",");
            }
            expect_punct("]");
            finish(*n);
            return n;
        }
        if (at_punct("{")) {
            advance();
            auto n = make(NodeKind::ObjectPattern, start);
            while (!at_punct("}") && !at_end()) {
                SourceLocation ps = m_token.range.start;
                if (eat_punct("...")) {
                    auto r = make(NodeKind::Rest, ps);
                    r->a = make(NodeKind::Identifier, m_token.range.start);
                    r->a->text = binding_identifier();
                    finish(*r->a);
                    finish(*r);
                    n->list.push_back(std::move(r));
                    break;
                }
                auto p = make(NodeKind::Property, ps);
                p->text = "init";
                bool computed;
                bool was_identifier = m_token.type == TokenType::Identifier;
                std::string ident = m_token.text;
                p->a = parse_property_key(computed);
                p->flag_computed = computed;
                if (eat_punct(":")) {
                    p->b = parse_binding_element();
                } else {
                    if (!was_identifier || computed) {
                        fail_unexpected("':'");
                        break;
                    }
                    if (is_reserved_word(ident)) {
                        fail(std::string("Unexpected token '") + ident + "'", ps);
                        break;
                    }
                    p->flag_shorthand = true;
                    auto target = make(NodeKind::Identifier, ps);
                    target->text = ident;
                    finish(*target);
                    if (eat_punct("=")) {
                        auto d = make(NodeKind::AssignPattern, ps);
                        d->a = std::move(target);
                        d->b = parse_assignment();
                        name_anonymous_function(d->b.get(), d->a.get());
                        finish(*d);
                        p->b = std::move(d);
                    } else {
                        p->b = std::move(target);
                    }
                }
                finish(*p);
                n->list.push_back(std::move(p));
                if (!at_punct("}"))
                    expect_punct(",");
            }
            expect_punct("}");
            finish(*n);
            return n;
        }
        auto n = make(NodeKind::Identifier, start);
        n->text = binding_identifier();
        finish(*n);
        return n;
    }

    NodePtr parse_binding_element()
    {
        SourceLocation start = m_token.range.start;
        NodePtr target = parse_binding_target();
        if (eat_punct("=")) {
            auto d = make(NodeKind::AssignPattern, start);
            d->a = std::move(target);
            d->b = parse_assignment();
            name_anonymous_function(d->b.get(), d->a.get());
            finish(*d);
            return d;
        }
        return target;
    }

    // Reinterprets an expression as an assignment target (destructuring assignment,
    // for-in/of heads): array and object literals become patterns.
    NodePtr to_assignment_target(NodePtr e)
    {
        if (!e)
            return e;
        switch (e->kind) {
        case NodeKind::Identifier:
            if (strict() && (e->text == "eval" || e->text == "arguments"))
                fail("Unexpected eval or arguments in strict mode", e->range.start);
            return e;
        case NodeKind::Member:
            if (e->flag_optional)
                break;
            return e;
        case NodeKind::ArrayLit: {
            if (e->flag_parenthesized)
                break;
            auto p = std::make_unique<Node>(NodeKind::ArrayPattern, e->range);
            for (size_t i = 0; i < e->list.size(); ++i) {
                NodePtr& el = e->list[i];
                if (el->kind == NodeKind::Spread) {
                    if (i + 1 != e->list.size())
                        fail("a rest element must be last", el->range.start);
                    auto r = std::make_unique<Node>(NodeKind::Rest, el->range);
                    r->a = to_assignment_target(std::move(el->a));
                    p->list.push_back(std::move(r));
                } else if (el->kind == NodeKind::Hole) {
                    p->list.push_back(std::move(el));
                } else {
                    p->list.push_back(to_assignment_element(std::move(el)));
                }
            }
            return p;
        }
        case NodeKind::ObjectLit: {
            if (e->flag_parenthesized)
                break;
            auto p = std::make_unique<Node>(NodeKind::ObjectPattern, e->range);
            for (NodePtr& prop : e->list) {
                if (prop->text == "spread") {
                    auto r = std::make_unique<Node>(NodeKind::Rest, prop->range);
                    r->a = to_assignment_target(std::move(prop->a));
                    p->list.push_back(std::move(r));
                    continue;
                }
                if (prop->text != "init" || prop->flag_method) {
                    fail("Invalid destructuring assignment target", prop->range.start);
                    break;
                }
                prop->b = to_assignment_element(std::move(prop->b));
                p->list.push_back(std::move(prop));
            }
            return p;
        }
        case NodeKind::AssignPattern:
            return e; // from a shorthand default `{ a = 1 }`
        default:
            break;
        }
        fail("Invalid left-hand side in assignment", e->range.start);
        return e;
    }

    NodePtr to_assignment_element(NodePtr e)
    {
        if (e && e->kind == NodeKind::Assign && e->text == "=") {
            auto d = std::make_unique<Node>(NodeKind::AssignPattern, e->range);
            d->a = to_assignment_target(std::move(e->a));
            d->b = std::move(e->b);
            return d;
        }
        return to_assignment_target(std::move(e));
    }

    // --- expressions ------------------------------------------------------------
    NodePtr parse_expression(bool allow_in = true)
    {
        SourceLocation start = m_token.range.start;
        NodePtr first = parse_assignment(allow_in);
        if (!at_punct(","))
            return first;
        auto seq = make(NodeKind::Sequence, start);
        seq->list.push_back(std::move(first));
        while (eat_punct(","))
            seq->list.push_back(parse_assignment(allow_in));
        finish(*seq);
        return seq;
    }

    static bool is_assignment_operator(std::string_view op)
    {
        static constexpr std::string_view kOps[] = { "=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=",
            "|=", "^=", "&&=", "||=", "\?\?=" };
        if (op.empty() || op.back() != '=')
            return false;
        for (std::string_view o : kOps)
            if (op == o)
                return true;
        return false;
    }

    // 15.5 YieldExpression: `yield`, `yield AssignmentExpression`, `yield* AssignmentExpression`.
    NodePtr parse_yield(bool allow_in)
    {
        SourceLocation start = m_token.range.start;
        if (fn().in_parameters) {
            fail_here("Yield expression not allowed in formal parameter");
            return nullptr;
        }
        auto n = make(NodeKind::Yield, start);
        n->text = "yield";
        advance();
        if (m_token.newline_before) {
            finish(*n);
            return n;
        }
        if (eat_punct("*")) {
            n->text = "yield*";
            n->a = parse_assignment(allow_in);
            finish(*n);
            return n;
        }
        bool no_operand = at_end() || m_token.newline_before || at_punct(")") || at_punct("]") || at_punct("}") || at_punct(",")
            || at_punct(";") || at_punct(":") || (!allow_in && at_ident("in")) || at_punct("?");
        if (!no_operand)
            n->a = parse_assignment(allow_in);
        finish(*n);
        return n;
    }

    NodePtr parse_assignment(bool allow_in = true)
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        if (fn().is_generator && at_ident("yield") && !m_token.has_escape)
            return parse_yield(allow_in);
        // Arrow functions: `x =>`, `(…) =>`, `async x =>`, `async (…) =>`.
        if (m_token.type == TokenType::Identifier && !is_reserved_word(m_token.text)) {
            Token next = peek_token();
            if (next.is_punct("=>") && !next.newline_before)
                return parse_arrow_function(start, false);
            if (at_ident("async") && !next.newline_before) {
                if (next.type == TokenType::Identifier && !is_reserved_word(next.text)) {
                    Lexer lx = m_lexer;
                    lx.next();
                    Token after = lx.next();
                    if (after.is_punct("=>")) {
                        advance();
                        return parse_arrow_function(start, true);
                    }
                }
                if (next.is_punct("(")) {
                    Lexer saved = m_lexer;
                    Token saved_token = m_token;
                    advance(); // async
                    if (arrow_parameters_ahead())
                        return parse_arrow_function(start, true);
                    m_lexer = saved;
                    m_token = saved_token;
                }
            }
        }
        if (at_punct("(") && arrow_parameters_ahead())
            return parse_arrow_function(start, false);

        NodePtr left = parse_conditional(allow_in);
        if (m_token.type == TokenType::Punctuator && is_assignment_operator(m_token.text)) {
            std::string op = m_token.text;
            if (op == "=")
                left = to_assignment_target(std::move(left));
            else if (left && left->kind != NodeKind::Identifier && !(left->kind == NodeKind::Member && !left->flag_optional))
                fail("Invalid left-hand side in assignment", left->range.start);
            advance();
            auto n = make(NodeKind::Assign, start);
            n->text = op;
            n->b = parse_assignment(allow_in);
            name_anonymous_function(n->b.get(), left.get());
            n->a = std::move(left);
            finish(*n);
            return n;
        }
        return left;
    }

    NodePtr parse_conditional(bool allow_in)
    {
        SourceLocation start = m_token.range.start;
        NodePtr test = parse_binary(0, allow_in);
        if (!at_punct("?"))
            return test;
        advance();
        auto n = make(NodeKind::Conditional, start);
        n->a = std::move(test);
        n->b = parse_assignment(true);
        expect_punct(":");
        n->c = parse_assignment(allow_in);
        finish(*n);
        return n;
    }

    int binary_precedence(bool allow_in) const
    {
        if (m_token.type == TokenType::Identifier && !m_token.has_escape) {
            if (m_token.text == "instanceof")
                return 7;
            if (m_token.text == "in" && allow_in)
                return 7;
            return -1;
        }
        if (m_token.type != TokenType::Punctuator)
            return -1;
        std::string_view op = m_token.text; // compared with literals of known length, no strlen
        if (op == "??") return 1;
        if (op == "||") return 2;
        if (op == "&&") return 3;
        if (op == "|") return 4;
        if (op == "^") return 5;
        if (op == "&") return 6;
        if (op == "==" || op == "!=" || op == "===" || op == "!==") return 7 - 0; // equality below relational
        if (op == "<" || op == ">" || op == "<=" || op == ">=") return 8;
        if (op == "<<" || op == ">>" || op == ">>>") return 9;
        if (op == "+" || op == "-") return 10;
        if (op == "*" || op == "/" || op == "%") return 11;
        if (op == "**") return 12;
        return -1;
    }

    NodePtr parse_binary(int min_precedence, bool allow_in)
    {
        SourceLocation start = m_token.range.start;
        NodePtr left = parse_unary();
        int chain = 0;
        for (;;) {
            int prec = binary_precedence(allow_in);
            // instanceof/in share relational precedence (8); equality is 7.
            if (m_token.type == TokenType::Identifier && prec == 7)
                prec = 8;
            if (prec < 0 || prec < min_precedence)
                break;
            if (!extend_chain(chain))
                break;
            std::string op = m_token.text;
            if (op == "**" && left && left->kind == NodeKind::Unary && !left->flag_parenthesized) {
                fail_here("Unary operator used immediately before exponentiation expression; add parentheses");
                break;
            }
            advance();
            // ** is right-associative; the others are left-associative.
            NodePtr right;
            if (op == "**") {
                // Right-associative: each link recurses on the C++ stack (and starts a new
                // chain), so it counts as a nesting level (`2**2**…` 100 000 long overflowed).
                DepthGuard guard(*this);
                right = parse_binary(prec, allow_in);
            } else {
                right = parse_binary(prec + 1, allow_in);
            }
            bool logical = op == "&&" || op == "||" || op == "??";
            if (op == "??" && ((left && left->kind == NodeKind::Logical && left->text != "??" && !left->flag_parenthesized)
                                  || (right && right->kind == NodeKind::Logical && right->text != "??" && !right->flag_parenthesized)))
                fail(std::string("cannot mix ?? with && or || without parentheses"), start);
            if ((op == "&&" || op == "||") && right && right->kind == NodeKind::Logical && right->text == "??" && !right->flag_parenthesized)
                fail(std::string("cannot mix ?? with && or || without parentheses"), start);
            auto n = make(logical ? NodeKind::Logical : NodeKind::Binary, start);
            n->text = op;
            n->a = std::move(left);
            n->b = std::move(right);
            finish(*n);
            left = std::move(n);
        }
        return left;
    }

    NodePtr parse_unary()
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        if (m_token.type == TokenType::Punctuator) {
            std::string_view op = m_token.text;
            if (op == "!" || op == "~" || op == "+" || op == "-") {
                auto n = make(NodeKind::Unary, start);
                n->text = op;
                advance();
                n->a = parse_unary();
                finish(*n);
                return n;
            }
            if (op == "++" || op == "--") {
                auto n = make(NodeKind::Update, start);
                n->text = op;
                n->flag_prefix = true;
                advance();
                n->a = parse_unary();
                check_update_target(n->a.get());
                finish(*n);
                return n;
            }
        }
        if (m_token.type == TokenType::Identifier && !m_token.has_escape) {
            const std::string w = m_token.text; // a copy: advance() replaces the token
            if (w == "typeof" || w == "void" || w == "delete") {
                auto n = make(NodeKind::Unary, start);
                n->text = w;
                advance();
                n->a = parse_unary();
                if (w == "delete" && strict() && n->a && n->a->kind == NodeKind::Identifier)
                    fail("Delete of an unqualified identifier in strict mode.", start);
                // 13.5.1.1 Static Semantics: Early Errors: delete of a private reference.
                if (w == "delete" && n->a) {
                    const Node* t = n->a->kind == NodeKind::OptionalChain ? n->a->a.get() : n->a.get();
                    if (t && t->kind == NodeKind::Member && is_private_name(t->text))
                    {
                        SourceLocation at = t->range.end; // the #name, at the end of the member expression
                        uint32_t len = static_cast<uint32_t>(t->text.size());
                        at.offset -= len;
                        at.column -= len;
                        fail("Private fields can not be deleted", at);
                    }
                }
                finish(*n);
                return n;
            }
            if (w == "await" && await_is_keyword()) {
                if (fn().in_parameters) {
                    fail_here("Illegal await-expression in formal parameters of async function");
                    return nullptr;
                }
                if (fn().is_arrow && !fn().is_async) {
                    fail_here("await is only valid in async functions and the top level bodies of modules");
                    return nullptr;
                }
                auto n = make(NodeKind::Await, start);
                advance();
                n->a = parse_unary();
                finish(*n);
                return n;
            }
            if (w == "yield" && !strict()) {
                // `yield` is an identifier in sloppy scripts; fall through.
            }
        }
        return parse_postfix();
    }

    void check_update_target(const Node* n)
    {
        if (!n || (n->kind != NodeKind::Identifier && !(n->kind == NodeKind::Member && !n->flag_optional)))
            fail("Invalid left-hand side expression in " + std::string(n ? "prefix/postfix" : "update") + " operation",
                n ? n->range.start : m_token.range.start);
    }

    NodePtr parse_postfix()
    {
        SourceLocation start = m_token.range.start;
        NodePtr e = parse_lhs_expression();
        if ((at_punct("++") || at_punct("--")) && !m_token.newline_before) {
            auto n = make(NodeKind::Update, start);
            n->text = m_token.text;
            check_update_target(e.get());
            advance();
            n->a = std::move(e);
            finish(*n);
            return n;
        }
        return e;
    }

    std::vector<NodePtr> parse_arguments()
    {
        std::vector<NodePtr> args;
        expect_punct("(");
        while (!at_punct(")") && !at_end()) {
            SourceLocation s = m_token.range.start;
            if (eat_punct("...")) {
                auto sp = make(NodeKind::Spread, s);
                sp->a = parse_assignment();
                finish(*sp);
                args.push_back(std::move(sp));
            } else {
                args.push_back(parse_assignment());
            }
            if (!eat_punct(","))
                break;
        }
        expect_punct(")");
        return args;
    }

    NodePtr parse_lhs_expression()
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        NodePtr e;
        if (at_ident("new")) {
            advance();
            if (at_punct(".")) {
                advance();
                if (!at_ident("target"))
                    fail_unexpected("'target'");
                advance();
                e = make(NodeKind::NewTarget, start);
                finish(*e);
            } else {
                auto n = make(NodeKind::New, start);
                // The callee is a member expression without calls: new a.b.C(...)
                n->a = parse_new_callee();
                if (at_punct("("))
                    n->list = parse_arguments();
                finish(*n);
                e = std::move(n);
            }
        } else if (at_ident("super")) {
            advance();
            e = make(NodeKind::Super, start);
            finish(*e);
            if (at_punct("(")) {
                if (!fn().derived)
                    fail("'super' keyword unexpected here: super() is only valid in a derived class constructor", start);
            } else if (at_punct(".") || at_punct("[")) {
                if (!fn().allows_super_property)
                    fail("'super' keyword unexpected here", start);
                else if (at_punct(".") && peek_token().type == TokenType::PrivateName)
                    fail("Unexpected private field", peek_token().range.start);
            } else {
                fail("'super' keyword unexpected here", start);
            }
        } else if (at_ident("import")) {
            advance();
            if (eat_punct(".")) {
                // 13.3.12 Meta Properties: import.meta, only in modules (16.2.1.1 early errors).
                if (!at_ident("meta")) {
                    fail_unexpected("'meta'");
                    return nullptr;
                }
                if (!m_module) {
                    fail("Cannot use 'import.meta' outside a module", start);
                    return nullptr;
                }
                advance();
                e = make(NodeKind::ImportMeta, start);
                finish(*e);
            } else {
                // 13.3.10 Import Calls: import(specifier)
                if (!eat_punct("(")) {
                    fail_unexpected("'('");
                    return nullptr;
                }
                if (at_punct(")")) {
                    fail("import() requires a specifier", start);
                    return nullptr;
                }
                e = make(NodeKind::ImportCall, start);
                e->a = parse_assignment();
                eat_punct(",");
                if (!at_punct(")")) {
                    unsupported("import() options (a second argument)", m_token.range.start);
                    return nullptr;
                }
                expect_punct(")");
                finish(*e);
            }
        } else {
            e = parse_primary();
        }
        return parse_call_tail(std::move(e), start, true);
    }

    NodePtr parse_new_callee()
    {
        SourceLocation start = m_token.range.start;
        NodePtr e;
        if (at_ident("new")) {
            advance();
            auto n = make(NodeKind::New, start);
            n->a = parse_new_callee();
            if (at_punct("("))
                n->list = parse_arguments();
            finish(*n);
            e = std::move(n);
        } else {
            e = parse_primary();
        }
        return parse_call_tail(std::move(e), start, false);
    }

    // Member accesses, calls and optional chains after a primary expression.
    NodePtr parse_call_tail(NodePtr e, SourceLocation start, bool allow_calls)
    {
        bool in_optional_chain = false;
        int chain = 0;
        for (;;) {
            if ((at_punct(".") || at_punct("?.") || at_punct("[") || (at_punct("(") && allow_calls) || m_token.type == TokenType::Template)
                && !extend_chain(chain))
                return e;
            if (at_punct(".")) {
                SourceLocation dot = m_token.range.start;
                advance();
                if (m_token.type == TokenType::PrivateName) {
                    auto n = make(NodeKind::Member, start);
                    n->text = "#" + m_token.text;
                    reference_private_name(n->text, dot);
                    advance();
                    n->a = std::move(e);
                    finish(*n);
                    e = std::move(n);
                    continue;
                }
                if (m_token.type != TokenType::Identifier) {
                    fail_unexpected("a property name");
                    return e;
                }
                auto n = make(NodeKind::Member, start);
                n->text = m_token.text;
                advance();
                n->a = std::move(e);
                finish(*n);
                e = std::move(n);
            } else if (at_punct("?.")) {
                if (!allow_calls) {
                    fail_here("Invalid optional chain from new expression");
                    return e;
                }
                advance();
                in_optional_chain = true;
                if (at_punct("(")) {
                    auto n = make(NodeKind::Call, start);
                    n->flag_optional = true;
                    n->a = std::move(e);
                    n->list = parse_arguments();
                    finish(*n);
                    e = std::move(n);
                } else if (eat_punct("[")) {
                    auto n = make(NodeKind::Member, start);
                    n->flag_optional = true;
                    n->flag_computed = true;
                    n->b = parse_expression();
                    expect_punct("]");
                    n->a = std::move(e);
                    finish(*n);
                    e = std::move(n);
                } else if (m_token.type == TokenType::Identifier || m_token.type == TokenType::PrivateName) {
                    auto n = make(NodeKind::Member, start);
                    n->flag_optional = true;
                    n->text = m_token.type == TokenType::PrivateName ? "#" + m_token.text : m_token.text;
                    if (m_token.type == TokenType::PrivateName)
                        reference_private_name(n->text, m_token.range.start);
                    advance();
                    n->a = std::move(e);
                    finish(*n);
                    e = std::move(n);
                } else {
                    fail_unexpected("a property name or call after ?.");
                    return e;
                }
            } else if (at_punct("[")) {
                advance();
                auto n = make(NodeKind::Member, start);
                n->flag_computed = true;
                n->b = parse_expression();
                expect_punct("]");
                n->a = std::move(e);
                finish(*n);
                e = std::move(n);
            } else if (at_punct("(") && allow_calls) {
                auto n = make(NodeKind::Call, start);
                n->a = std::move(e);
                n->list = parse_arguments();
                finish(*n);
                e = std::move(n);
            } else if (m_token.type == TokenType::Template) {
                if (in_optional_chain) {
                    fail_here("Invalid tagged template on optional chain");
                    return e;
                }
                // 13.3.11 Tagged Templates
                auto n = make(NodeKind::TaggedTemplate, start);
                n->a = std::move(e);
                n->b = parse_template(true);
                finish(*n);
                e = std::move(n);
            } else {
                break;
            }
            if (m_failed)
                return e;
        }
        if (in_optional_chain) {
            auto n = make(NodeKind::OptionalChain, start);
            n->a = std::move(e);
            finish(*n);
            return n;
        }
        return e;
    }

    NodePtr parse_primary()
    {
        DepthGuard guard(*this);
        SourceLocation start = m_token.range.start;
        switch (m_token.type) {
        case TokenType::Number: {
            if (m_token.legacy_octal && strict()) {
                fail_here("Octal literals are not allowed in strict mode.");
                return nullptr;
            }
            return take_literal(m_token.bigint ? NodeKind::BigIntLit : NodeKind::NumberLit);
        }
        case TokenType::String: {
            if (m_token.legacy_octal && strict()) {
                fail_here("Octal escape sequences are not allowed in strict mode.");
                return nullptr;
            }
            return take_literal(NodeKind::StringLit);
        }
        case TokenType::Template:
            return parse_template();
        case TokenType::PrivateName: {
            // 13.10 RelationalExpression : PrivateIdentifier in ShiftExpression
            if (!peek_token().is_ident("in")) {
                fail_unexpected();
                return nullptr;
            }
            auto n = make(NodeKind::Identifier, start);
            n->text = "#" + m_token.text;
            reference_private_name(n->text, start);
            advance();
            finish(*n);
            return n;
        }
        case TokenType::Punctuator:
            break;
        case TokenType::Identifier: {
            const std::string& w = m_token.text;
            if (!m_token.has_escape) {
                if (w == "function" || (w == "async" && peek_token().is_ident("function") && !peek_token().newline_before))
                    return parse_function_expression();
                if (w == "class")
                    return parse_class(false);
                if (w == "this" || w == "null" || w == "true" || w == "false") {
                    auto n = make(w == "this" ? NodeKind::This : w == "null" ? NodeKind::NullLit : w == "true" ? NodeKind::TrueLit : NodeKind::FalseLit, start);
                    advance();
                    finish(*n);
                    return n;
                }
                if (w == "yield" && (strict() || fn().is_generator)) {
                    if (fn().is_generator)
                        fail_unexpected();
                    else
                        fail_here("Unexpected strict mode reserved word");
                    return nullptr;
                }
                if (is_reserved_word(w)) {
                    fail_unexpected();
                    return nullptr;
                }
                if (w == "await" && await_is_keyword()) {
                    fail_unexpected();
                    return nullptr;
                }
            } else if (is_reserved_word(w) || (w == "await" && await_is_keyword()) || (w == "yield" && (strict() || fn().is_generator))) {
                // 12.7.1 Static Semantics: Early Errors (IdentifierReference): a keyword spelled
                // with \u escapes is still that keyword, never an identifier (V8's message).
                fail_here("Keyword must not contain escaped characters");
                return nullptr;
            }
            if (w == "arguments" && fn().no_arguments) {
                fail_here("'arguments' is not allowed in class field initializer or static initialization block");
                return nullptr;
            }
            auto n = make(NodeKind::Identifier, start);
            n->text = w;
            advance();
            finish(*n);
            return n;
        }
        default:
            fail_unexpected();
            return nullptr;
        }
        if (at_punct("(")) {
            advance();
            NodePtr e = parse_expression();
            expect_punct(")");
            if (e)
                e->flag_parenthesized = true;
            return e;
        }
        if (at_punct("["))
            return parse_array_literal();
        if (at_punct("{"))
            return parse_object_literal();
        if (at_punct("/") || at_punct("/="))
            return parse_regexp_literal(); // RegExp
        fail_unexpected();
        return nullptr;
    }

    // RegExp: 13.2.7 Regular Expression Literals. The pattern's syntax errors are early
    // errors (13.2.7.2), reported at the literal like V8.
    NodePtr parse_regexp_literal()
    {
        SourceLocation start = m_token.range.start;
        m_token = m_lexer.rescan_regexp(m_token);
        if (m_token.type == TokenType::Invalid) {
            fail(m_token.text, start);
            return nullptr;
        }
        auto n = make(NodeKind::RegExpLit, start);
        n->str = m_token.value;
        n->text = m_token.text;
        std::string error = regexp::literal_syntax_error(n->str, n->text);
        if (!error.empty()) {
            fail(error, start);
            return nullptr;
        }
        advance();
        finish(*n);
        return n;
    }

    // A template literal; `tagged` keeps each chunk's raw text (chunk->text, UTF-8) and
    // allows invalid escapes, whose cooked value is undefined (chunk->flag_computed).
    NodePtr parse_template(bool tagged = false)
    {
        auto n = make(NodeKind::TemplateLit, m_token.range.start);
        for (;;) {
            auto chunk = make(NodeKind::StringLit, m_token.range.start);
            chunk->str = m_token.value;
            if (m_token.template_invalid_escape) {
                if (!tagged) {
                    fail(m_token.template_escape_error, m_token.template_escape_at);
                    return n;
                }
                chunk->flag_computed = true;
                chunk->str.clear();
            }
            if (tagged)
                chunk->text = m_token.template_raw;
            bool tail = m_token.template_tail;
            advance();
            finish(*chunk);
            n->list.push_back(std::move(chunk));
            if (tail || m_failed)
                break;
            n->list.push_back(parse_expression());
            if (!at_punct("}")) {
                fail_unexpected("'}' to close the template substitution");
                break;
            }
            // Re-scan after the `}` as template characters.
            m_token = m_lexer.rescan_template_continuation(m_token);
            if (m_token.type == TokenType::Invalid) {
                fail(m_token.text, m_token.range.start);
                break;
            }
        }
        finish(*n);
        return n;
    }

    NodePtr parse_array_literal()
    {
        auto n = make(NodeKind::ArrayLit, m_token.range.start);
        advance();
        while (!at_punct("]") && !at_end()) {
            SourceLocation s = m_token.range.start;
            if (at_punct(",")) {
                advance();
                auto h = make(NodeKind::Hole, s);
                finish(*h);
                n->list.push_back(std::move(h));
                continue;
            }
            if (eat_punct("...")) {
                auto sp = make(NodeKind::Spread, s);
                sp->a = parse_assignment();
                finish(*sp);
                n->list.push_back(std::move(sp));
            } else {
                n->list.push_back(parse_assignment());
            }
            if (!at_punct("]"))
                expect_punct(",");
        }
        expect_punct("]");
        finish(*n);
        return n;
    }

    NodePtr parse_object_literal()
    {
        auto n = make(NodeKind::ObjectLit, m_token.range.start);
        advance();
        while (!at_punct("}") && !at_end()) {
            SourceLocation s = m_token.range.start;
            auto p = make(NodeKind::Property, s);
            p->text = "init";
            if (eat_punct("...")) {
                p->text = "spread";
                p->a = parse_assignment();
                finish(*p);
                n->list.push_back(std::move(p));
                if (!at_punct("}"))
                    expect_punct(",");
                continue;
            }
            bool is_async = false;
            Token next = peek_token();
            bool next_ends_key = next.is_punct(",") || next.is_punct(":") || next.is_punct("(") || next.is_punct("}") || next.is_punct("=");
            if (at_ident("async") && !next_ends_key && !next.newline_before) {
                is_async = true;
                advance();
            }
            bool is_generator = eat_punct("*");
            next = peek_token();
            next_ends_key = next.is_punct(",") || next.is_punct(":") || next.is_punct("(") || next.is_punct("}") || next.is_punct("=");
            if (!is_async && !is_generator && (at_ident("get") || at_ident("set")) && !next_ends_key) {
                p->text = m_token.text;
                advance();
            }
            bool was_identifier = m_token.type == TokenType::Identifier;
            std::string ident = m_token.text;
            bool computed;
            p->a = parse_property_key(computed);
            p->flag_computed = computed;
            if (at_punct("(")) {
                p->flag_method = true;
                FunctionKind fk = p->text == "get" ? FunctionKind::Getter : p->text == "set" ? FunctionKind::Setter : FunctionKind::Method;
                auto fe = make(NodeKind::FunctionExpr, s);
                m_pending_generator = is_generator;
                fe->function = parse_function_rest(s, computed || !p->a ? std::string() : key_name(*p->a), fk, is_async);
                finish(*fe);
                p->b = std::move(fe);
            } else if (p->text != "init" || is_async || is_generator) {
                fail_unexpected("'('");
                break;
            } else if (eat_punct(":")) {
                p->b = parse_assignment();
                if (!computed && p->a)
                    if (p->a->kind == NodeKind::Identifier || p->a->kind == NodeKind::StringLit) {
                        Node target(NodeKind::Identifier, {});
                        target.text = key_name(*p->a);
                        name_anonymous_function(p->b.get(), &target);
                    }
            } else if (was_identifier && !computed) {
                if (is_reserved_word(ident) || (ident == "await" && await_is_keyword())) {
                    fail(std::string("Unexpected token '") + ident + "'", s);
                    break;
                }
                p->flag_shorthand = true;
                auto v = make(NodeKind::Identifier, s);
                v->text = ident;
                finish(*v);
                if (at_punct("=")) {
                    // `{ a = 1 }` is only valid as a destructuring pattern.
                    advance();
                    auto d = make(NodeKind::AssignPattern, s);
                    d->a = std::move(v);
                    d->b = parse_assignment();
                    finish(*d);
                    p->b = std::move(d);
                    m_cover_initializer = s;
                } else {
                    p->b = std::move(v);
                }
            } else {
                fail_unexpected("':'");
                break;
            }
            finish(*p);
            n->list.push_back(std::move(p));
            if (!at_punct("}"))
                expect_punct(",");
        }
        expect_punct("}");
        finish(*n);
        return n;
    }

    Lexer m_lexer;
    std::string_view m_source;
    Token m_token;
    SourceLocation m_previous_end;
    // 15.7.1 Static Semantics: Early Errors, AllPrivateIdentifiersValid: the private names
    // each enclosing class body declares, and the references not resolved yet.
    struct PrivateScope {
        std::vector<std::pair<std::string, int>> declared; // name, 0 field/method, 1 getter, 2 setter (+3 static)
        std::vector<std::pair<std::string, SourceLocation>> unresolved;
    };
    std::vector<PrivateScope> m_private_scopes;
    bool m_module;
    bool m_commonjs;
    bool m_pending_generator = false; // the next parse_function_rest parses a generator
    bool m_failed = false;
    SyntaxErrorInfo m_error;
    int m_depth = 0;
    std::vector<FunctionContext> m_functions;
    std::optional<SourceLocation> m_cover_initializer;
};

} // namespace

ParseResult parse_program(std::string_view source, SourceType type)
{
    Parser parser(source, type);
    return parser.run();
}

ParseResult parse_program(std::string_view source, SourceType type, SourceLocation start)
{
    Parser parser(source, type, start);
    return parser.run();
}

ParseResult parse_program_lazily(std::string_view source, SourceType type)
{
    Parser parser(source, type);
    parser.m_lazy = true;
    return parser.run();
}

const Node* function_body(const FunctionNode& f, std::optional<SyntaxErrorInfo>& error)
{
    if (f.lazy_source.empty())
        return f.body.get();
    static std::mutex mutex;
    std::lock_guard<std::mutex> lock(mutex);
    if (!f.body) {
        Parser parser(f.lazy_source, SourceType::Script, f.lazy_body_start);
        f.body = parser.parse_skipped_body(f, error);
    }
    return f.body.get();
}

} // namespace evloop::js
