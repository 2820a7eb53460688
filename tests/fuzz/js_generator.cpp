// The grammar-aware generator of jsgen_fuzz (js_generator.h). Every choice reads one byte;
// choice 0 is always the simplest production, so an exhausted input ends the program.
// It keeps track of what is in scope (bindings, labels, whether `await`, `yield`,
// `return`, `super`, `new.target` and `arguments` are allowed) so that nearly every
// program parses; the rare one that does not is still a fine input for the engine.
#include "tests/fuzz/js_generator.h"
#include <string>
#include <vector>

namespace evloop::fuzz {

namespace {

constexpr size_t kMaxOutput = 12 * 1024; // characters of program; past it every choice is the simplest
constexpr int kMaxExprDepth = 5;
constexpr int kMaxStmtDepth = 4;

struct Ctx {
    bool function = false;     // `return` allowed
    bool plain_function = false; // `arguments` and `new.target` allowed (not an arrow, not a class field)
    bool async = false;        // `await` allowed
    bool generator = false;    // `yield` allowed
    bool loop = false;         // `break` and `continue`
    bool breakable = false;    // `break` (loops and switch)
    bool method = false;       // `super.x` allowed
    bool derived_ctor = false; // `super()` allowed
    std::vector<std::string> private_names; // #names of the enclosing classes
    std::vector<std::pair<std::string, bool>> labels; // name, labels a loop
};

class Gen {
public:
    Gen(const uint8_t* data, size_t size)
        : m_data(data)
        , m_size(size)
    {
    }

    std::string program()
    {
        out("\"use strict\";\n");
        if (pick(2))
            m_out.erase(0, 14); // sloppy mode half the time
        // A few bindings to start from, so references rarely miss.
        out("let a = 1, b = 'two', c = [3, 4, 5], d = { p: 6, q: [7] }, e = (x) => x, $n = 0;\n");
        m_names = { "a", "b", "c", "d", "e" };
        out("function f0(p, q = 1, ...r) { return p === undefined ? q : p + q + r.length; }\n");
        out("class K0 { constructor(v) { this.v = v; } get w() { return this.v; } m(x) { return [this.v, x]; } }\n");
        out("function* g0(n) { for (let i = 0; i < n; i++) yield i; return n; }\n");
        m_names.insert(m_names.end(), { "f0", "K0", "g0" });
        Ctx top;
        int statements = 0;
        while (!exhausted() && statements++ < 40) {
            if (pick(4) == 0) {
                // A top-level statement that throws would end the program: most are wrapped.
                out("try {\n");
                size_t names = m_names.size();
                statement(top, 1);
                m_names.resize(names);
                out("} catch (err) { console.log('caught', String(err)); }\n");
            } else {
                statement(top, 0);
            }
        }
        out("console.log(a, b, c, d, typeof e);\n");
        return m_out;
    }

private:
    // --- choices -----------------------------------------------------------------
    bool exhausted() const { return m_pos >= m_size || m_written > kMaxOutput; }
    unsigned byte() { return exhausted() ? 0 : m_data[m_pos++]; }
    int pick(int n) { return n <= 1 ? 0 : static_cast<int>(byte() % static_cast<unsigned>(n)); }
    void out(const std::string& s)
    {
        m_out += s;
        m_written += s.size();
    }
    std::string fresh(const char* prefix) { return prefix + std::to_string(m_counter++); }
    std::string name() { return m_names[pick(static_cast<int>(m_names.size()))]; }

    // --- statements ----------------------------------------------------------------
    void block(const Ctx& ctx, int depth, int max_statements = 3)
    {
        out("{\n");
        size_t names = m_names.size();
        int n = pick(max_statements + 1);
        for (int i = 0; i < n; ++i)
            statement(ctx, depth + 1);
        m_names.resize(names);
        out("}\n");
    }

    void statement(const Ctx& ctx, int depth)
    {
        if (depth > kMaxStmtDepth) {
            out("console.log(" + expr(ctx, kMaxExprDepth) + ");\n");
            return;
        }
        switch (pick(32)) {
        case 0: {
            std::string e = expr(ctx, depth);
            if (e[0] == '{' || e.rfind("function", 0) == 0 || e.rfind("class", 0) == 0 || e.rfind("async", 0) == 0)
                e = "(" + e + ")";
            out(e + ";\n");
            break;
        }
        case 1: out("console.log(" + expr(ctx, depth) + ", " + expr(ctx, depth) + ");\n"); break;
        case 2: declaration(ctx, depth); break;
        case 3: declaration(ctx, depth); break;
        case 4:
            out("if (" + expr(ctx, depth) + ") ");
            block(ctx, depth);
            if (pick(2)) {
                out(" else ");
                block(ctx, depth);
            }
            break;
        case 5: loop(ctx, depth); break;
        case 6: loop(ctx, depth); break;
        case 7: {
            out("try ");
            block(ctx, depth);
            int form = pick(4);
            if (form != 3) {
                size_t names = m_names.size();
                if (form == 0) {
                    out("catch ");
                } else {
                    std::string e = fresh("x");
                    out(form == 1 ? "catch (" + e + ") " : "catch ({ message: " + e + " }) ");
                    m_names.push_back(e);
                }
                block(ctx, depth);
                m_names.resize(names);
                if (pick(3) == 0) {
                    out("finally ");
                    block(ctx, depth);
                }
            } else {
                out("finally ");
                block(ctx, depth);
            }
            break;
        }
        case 8: out("throw " + expr(ctx, depth) + ";\n"); break;
        case 9: {
            out("switch (" + expr(ctx, depth) + ") {\n");
            Ctx inner = ctx;
            inner.breakable = true;
            int cases = pick(4);
            bool seen_default = false;
            for (int i = 0; i < cases; ++i) {
                if (!seen_default && pick(4) == 0) {
                    out("default:\n");
                    seen_default = true;
                } else {
                    out("case " + expr(ctx, depth + 1) + ":\n");
                }
                size_t names = m_names.size();
                int n = pick(3);
                for (int j = 0; j < n; ++j)
                    statement(inner, depth + 1);
                if (pick(2))
                    out("break;\n");
                m_names.resize(names);
            }
            out("}\n");
            break;
        }
        case 10: function_declaration(ctx, depth); break;
        case 11: class_declaration(ctx, depth); break;
        case 12:
            if (ctx.function)
                out(pick(2) ? "return " + expr(ctx, depth) + ";\n" : "return;\n");
            else
                out("console.log(" + expr(ctx, depth) + ");\n");
            break;
        case 13:
            if (ctx.breakable && pick(2)) {
                out("break;\n");
            } else if (ctx.loop && pick(2)) {
                out("continue;\n");
            } else if (!ctx.labels.empty()) {
                const auto& label = ctx.labels[pick(static_cast<int>(ctx.labels.size()))];
                out((label.second && pick(2) ? "continue " : "break ") + label.first + ";\n");
            } else {
                out(";\n");
            }
            break;
        case 14: {
            std::string label = fresh("L");
            out(label + ": ");
            Ctx inner = ctx;
            if (pick(2)) {
                inner.labels.push_back({ label, true });
                loop(inner, depth);
            } else {
                inner.labels.push_back({ label, false });
                block(inner, depth);
            }
            break;
        }
        case 15: promise_statement(ctx, depth); break;
        case 16: promise_statement(ctx, depth); break;
        case 17: {
            // An async function run at once: awaits, then more statements as jobs.
            Ctx inner = function_ctx(ctx, true, false, true);
            out("(async () => {\n");
            size_t names = m_names.size();
            int n = 1 + pick(4);
            for (int i = 0; i < n; ++i) {
                if (pick(2))
                    out("await " + expr(inner, depth + 1) + ";\n");
                statement(inner, depth + 1);
            }
            m_names.resize(names);
            out("})()" + std::string(pick(2) ? ".catch((x) => console.log('rejected', String(x)))" : "") + ";\n");
            break;
        }
        case 18:
            if (ctx.generator) {
                out(pick(3) ? "yield " + expr(ctx, depth) + ";\n" : "yield* " + iterable(ctx, depth) + ";\n");
            } else if (ctx.async) {
                out("await " + expr(ctx, depth) + ";\n");
            } else {
                out("for (const " + fresh("x") + " of " + iterable(ctx, depth) + ") {}\n");
            }
            break;
        case 19: block(ctx, depth); break;
        case 20: {
            std::string target = assign_target(ctx, depth);
            static const char* ops[] = { "=", "+=", "-=", "*=", "||=", "&&=", "?\?=", "**=", "<<=", "|=" };
            out(target + " " + ops[pick(10)] + " " + expr(ctx, depth) + ";\n");
            break;
        }
        case 21: {
            std::string t = name();
            out(t + (pick(2) ? "++" : "--") + ";\n");
            break;
        }
        case 22: {
            // Destructuring assignment to existing bindings.
            out("[" + name() + ", " + assign_target(ctx, depth) + "] = " + iterable(ctx, depth) + ";\n");
            break;
        }
        case 23: {
            if (ctx.async && pick(2)) {
                std::string x = fresh("x");
                out("for await (const " + x + " of " + iterable(ctx, depth) + ") ");
                Ctx inner = ctx;
                inner.loop = inner.breakable = true;
                m_names.push_back(x);
                block(inner, depth);
                m_names.pop_back();
            } else {
                out("console.log(JSON.stringify(" + expr(ctx, depth) + "));\n");
            }
            break;
        }
        case 24: {
            // A generator driven by hand.
            std::string it = fresh("it");
            out("const " + it + " = " + generator_expr(ctx, depth) + ";\n");
            out("console.log(" + it + ".next(" + expr(ctx, depth) + "), " + it + ".next(), " + it
                + (pick(2) ? ".return(" : ".next(") + expr(ctx, depth) + "));\n");
            m_names.push_back(it);
            break;
        }
        case 25: {
            std::string x = fresh("x");
            out("const " + x + " = new " + class_expr(ctx, depth) + "(" + expr(ctx, depth) + ");\n");
            out("console.log(" + x + ", Object.keys(" + x + "));\n");
            m_names.push_back(x);
            break;
        }
        case 26:
            out("queueMicrotask(() => ");
            block(function_ctx(ctx, false, false, true), depth);
            out(");\n");
            break;
        default:
            out("console.log(" + expr(ctx, depth) + ");\n");
            break;
        }
    }

    void declaration(const Ctx& ctx, int depth)
    {
        static const char* kinds[] = { "let", "const", "var" };
        const char* kind = kinds[pick(3)];
        int form = pick(5);
        if (form == 3) {
            std::string x = fresh("x"), y = fresh("x"), z = fresh("x");
            out(std::string(kind) + " [" + x + ", " + y + " = " + expr(ctx, depth) + ", ..." + z + "] = " + iterable(ctx, depth) + ";\n");
            m_names.insert(m_names.end(), { x, y, z });
        } else if (form == 4) {
            std::string x = fresh("x"), y = fresh("x"), z = fresh("x");
            out(std::string(kind) + " { p: " + x + ", [" + expr(ctx, depth) + "]: " + y + " = " + expr(ctx, depth) + ", ..." + z + " } = ("
                + expr(ctx, depth) + ") ?? {};\n");
            m_names.insert(m_names.end(), { x, y, z });
        } else {
            std::string x = fresh("x");
            out(std::string(kind) + " " + x + " = " + expr(ctx, depth) + ";\n");
            m_names.push_back(x);
        }
    }

    void loop(const Ctx& ctx, int depth)
    {
        Ctx inner = ctx; // labels of the enclosing statements stay usable
        inner.loop = inner.breakable = true;
        size_t names = m_names.size();
        switch (pick(6)) {
        case 0: {
            std::string i = fresh("i");
            out("for (let " + i + " = 0; " + i + " < " + std::to_string(pick(5)) + "; " + i + "++) ");
            m_names.push_back(i);
            break;
        }
        case 1: {
            std::string x = fresh("x");
            out("for (const " + x + " of " + iterable(ctx, depth) + ") ");
            m_names.push_back(x);
            break;
        }
        case 2: {
            std::string x = fresh("x");
            out("for (const " + x + " in " + expr(ctx, depth) + ") ");
            m_names.push_back(x);
            break;
        }
        case 3:
            // $n counts the iterations of every while and do-while: 200 in all.
            out("while ($n++ < 200 && " + expr(ctx, depth) + ") ");
            break;
        case 4:
            out("do ");
            block(inner, depth);
            out("while ($n++ < 200 && " + expr(ctx, depth) + ");\n");
            m_names.resize(names);
            return;
        default: {
            std::string x = fresh("x");
            out("for (var " + x + " = 0, " + fresh("y") + " = " + expr(ctx, depth) + "; " + x + " < 3; " + x + " += 1) ");
            m_names.push_back(x);
            break;
        }
        }
        block(inner, depth);
        m_names.resize(names);
    }

    void promise_statement(const Ctx& ctx, int depth)
    {
        Ctx cb = function_ctx(ctx, false, false, true);
        std::string v = fresh("v");
        switch (pick(6)) {
        case 0: out("Promise.resolve(" + expr(ctx, depth) + ")"); break;
        case 1: out("Promise.reject(" + expr(ctx, depth) + ")"); break;
        case 2: {
            std::string res = fresh("res"), rej = fresh("rej");
            out("new Promise((" + res + ", " + rej + ") => {\n");
            size_t names = m_names.size();
            statement(cb, depth + 1);
            out(std::string(pick(2) ? res : rej) + "(" + expr(cb, depth + 1) + ");\n");
            m_names.resize(names);
            out("})");
            break;
        }
        case 3: {
            static const char* all[] = { "all", "allSettled", "race", "any" };
            out(std::string("Promise.") + all[pick(4)] + "([" + expr(ctx, depth) + ", " + expr(ctx, depth) + ", Promise.reject(" + expr(ctx, depth) + ")])");
            break;
        }
        case 4: out(async_call(ctx, depth)); break;
        default: out("Promise.resolve().then(() => " + wrap_object(expr(cb, depth + 1)) + ")"); break;
        }
        int links = pick(4);
        for (int i = 0; i < links; ++i) {
            static const char* methods[] = { "then", "catch", "finally" };
            const char* m = methods[pick(3)];
            m_names.push_back(v);
            std::string body = expr(cb, depth + 1);
            m_names.pop_back();
            out(std::string(".") + m + "((" + v + ") => " + wrap_object(body) + ")");
        }
        out(".then((x) => console.log('settled', x), (x) => console.log('rejected', String(x)));\n");
    }

    Ctx function_ctx(const Ctx& outer, bool async, bool generator, bool arrow)
    {
        Ctx c;
        c.function = true;
        c.plain_function = !arrow || outer.plain_function;
        c.async = async;
        c.generator = generator;
        c.method = arrow && outer.method;
        c.derived_ctor = arrow && outer.derived_ctor;
        c.private_names = outer.private_names;
        return c;
    }

    std::string params(int max)
    {
        std::string s;
        int n = pick(max + 1);
        for (int i = 0; i < n; ++i) {
            std::string p = fresh("p");
            if (i)
                s += ", ";
            switch (pick(4)) {
            case 1: s += p + " = " + std::to_string(i); break;
            case 2:
                if (i == n - 1) {
                    s += "..." + p;
                    break;
                }
                s += p;
                break;
            case 3: {
                std::string q = fresh("p");
                s += "{ " + p + ", " + q + " = 2 } = {}";
                m_names.push_back(q);
                break;
            }
            default: s += p; break;
            }
            m_names.push_back(p);
        }
        return s;
    }

    // Runs `emit` with an empty output and returns what it wrote.
    template <class F>
    std::string capture(F emit)
    {
        std::string saved;
        std::swap(saved, m_out);
        emit();
        std::string text;
        std::swap(text, m_out);
        m_out = std::move(saved);
        return text;
    }

    // `function f(…) {…}` in its four kinds; the name is visible after.
    std::string function_text(const Ctx& ctx, int depth, const std::string& fname)
    {
        int kind = pick(4); // plain, async, generator, async generator
        bool async = kind == 1 || kind == 3, generator = kind >= 2;
        Ctx inner = function_ctx(ctx, async, generator, false);
        size_t names = m_names.size();
        std::string head = std::string(async ? "async " : "") + "function" + (generator ? "* " : " ") + fname + "(" + params(3) + ") ";
        std::string body = capture([&] { block(inner, depth, 4); });
        m_names.resize(names);
        return head + body;
    }

    void function_declaration(const Ctx& ctx, int depth)
    {
        std::string f = fresh("f");
        m_names.push_back(f); // hoisted: recursion and calls before the declaration work
        std::string text = function_text(ctx, depth, f);
        out(text);
        if (pick(2))
            out("console.log(" + call_args(ctx, depth, f) + ");\n");
    }

    std::string call_args(const Ctx& ctx, int depth, const std::string& callee)
    {
        std::string s = callee + "(";
        int n = pick(4);
        for (int i = 0; i < n; ++i) {
            if (i)
                s += ", ";
            if (pick(6) == 0)
                s += "..." + iterable(ctx, depth + 1);
            else
                s += expr(ctx, depth + 1);
        }
        return s + ")";
    }

    std::string class_text(const Ctx& ctx, int depth, const std::string& cname)
    {
        std::string s = "class " + cname;
        bool derived = pick(3) == 0;
        if (derived) {
            static const char* bases[] = { "K0", "Array", "Error", "Promise", "Map", "Object" };
            s += std::string(" extends ") + bases[pick(6)];
        }
        s += " {\n";
        Ctx cls = ctx;
        std::string field = fresh("#f"), pmethod = fresh("#m");
        cls.private_names.push_back(field);
        cls.private_names.push_back(pmethod);
        s += field + " = " + std::to_string(pick(100)) + ";\n";
        s += pmethod + "() { return this." + field + "; }\n";
        bool has_ctor = false;
        int members = pick(6);
        for (int i = 0; i < members; ++i) {
            size_t names = m_names.size();
            Ctx m = function_ctx(cls, false, false, false);
            m.method = true;
            int kind = pick(9);
            std::string body_prefix;
            std::string head;
            switch (kind) {
            case 0: head = fresh("m") + "(" + params(2) + ") "; break;
            case 1: head = "static " + fresh("s") + "(" + params(2) + ") "; break;
            case 2: head = "get " + fresh("g") + "() "; break;
            case 3: {
                std::string v = fresh("p");
                m_names.push_back(v);
                head = "set " + fresh("s") + "(" + v + ") ";
                break;
            }
            case 4: head = "*" + fresh("m") + "() "; m.generator = true; break;
            case 5: head = "async " + fresh("m") + "() "; m.async = true; break;
            case 6:
                if (!has_ctor) {
                    has_ctor = true;
                    head = "constructor(" + params(2) + ") ";
                    if (derived) {
                        m.derived_ctor = true;
                        body_prefix = pick(4) ? "super(" + expr(m, depth + 1) + ");\n" : "";
                    }
                    break;
                }
                head = "[" + string_literal() + "]() ";
                break;
            case 7: {
                // A field: its initializer is no function (no `arguments`, no return).
                Ctx f = cls;
                f.method = true;
                f.function = f.plain_function = f.async = f.generator = f.loop = f.breakable = false;
                f.labels.clear();
                s += (pick(2) ? "static " : "") + fresh("f") + " = " + expr(f, depth + 1) + ";\n";
                continue;
            }
            default: {
                Ctx f = cls;
                f.method = true;
                f.function = f.plain_function = f.async = f.generator = f.loop = f.breakable = false;
                f.labels.clear();
                std::swap(s, m_out);
                out("static ");
                block(f, depth + 1);
                std::swap(s, m_out);
                m_names.resize(names);
                continue;
            }
            }
            std::swap(s, m_out);
            out(head + "{\n" + body_prefix);
            int n = pick(4);
            for (int j = 0; j < n; ++j)
                statement(m, depth + 1);
            if (pick(2))
                out("return " + expr(m, depth + 1) + ";\n");
            out("}\n");
            std::swap(s, m_out);
            m_names.resize(names);
        }
        s += "}";
        return s;
    }

    void class_declaration(const Ctx& ctx, int depth)
    {
        std::string k = fresh("K");
        std::string text = class_text(ctx, depth, k);
        out(text + "\n");
        m_names.push_back(k);
        if (pick(2))
            out("console.log(new " + k + "(" + expr(ctx, depth) + "));\n");
    }

    std::string class_expr(const Ctx& ctx, int depth)
    {
        if (pick(2))
            return "K0";
        return "(" + class_text(ctx, depth + 1, "") + ")";
    }

    std::string generator_expr(const Ctx& ctx, int depth)
    {
        if (pick(2))
            return "g0(" + std::to_string(pick(5)) + ")";
        Ctx inner = function_ctx(ctx, false, true, false);
        size_t names = m_names.size();
        std::string s;
        std::swap(s, m_out);
        out("(function* () {\n");
        int n = 1 + pick(4);
        for (int i = 0; i < n; ++i) {
            if (pick(2))
                out("yield " + expr(inner, depth + 1) + ";\n");
            statement(inner, depth + 1);
        }
        out("})()");
        std::swap(s, m_out);
        m_names.resize(names);
        return s;
    }

    std::string async_call(const Ctx& ctx, int depth)
    {
        Ctx inner = function_ctx(ctx, true, false, true);
        size_t names = m_names.size();
        std::string s;
        std::swap(s, m_out);
        out("(async () => {\n");
        int n = 1 + pick(3);
        for (int i = 0; i < n; ++i) {
            std::string x = fresh("x");
            out("const " + x + " = await " + expr(inner, depth + 1) + ";\n");
            m_names.push_back(x);
            if (pick(2))
                statement(inner, depth + 1);
        }
        out("return " + expr(inner, depth + 1) + ";\n})()");
        std::swap(s, m_out);
        m_names.resize(names);
        return s;
    }

    // --- expressions ---------------------------------------------------------------
    std::string string_literal()
    {
        static const char* strings[] = { "''", "'a'", "'length'", "'constructor'", "'__proto__'", "'0'", "\"\\u{1F600}\"",
            "'\\uD800'", "'then'", "'toString'", "'p'", "'valueOf'", "\"x\\ny\"", "'-1'", "'prototype'", "'1e3'" };
        return strings[pick(16)];
    }

    std::string literal()
    {
        static const char* numbers[] = { "0", "1", "-1", "1.5", "-0", "NaN", "Infinity", "(2 ** 53)", "0x7fffffff", "1e21", "4294967295",
            "0.1", "-2147483648", "1n", "-(2n ** 64n)", "255", "3" };
        switch (pick(6)) {
        case 0: return numbers[pick(17)];
        case 1: return string_literal();
        case 2: {
            static const char* others[] = { "null", "undefined", "true", "false", "this", "[]", "{}", "Symbol.iterator", "(/a(b)?|c+/g)",
                "(/(?<n>x)\\k<n>/u)", "globalThis", "Symbol('s')", "new Map([[1, 2]])", "new Set('abc')", "[1, , 3]", "new Uint8Array(4)" };
            return others[pick(16)];
        }
        default: return numbers[pick(5)];
        }
    }

    std::string atom(const Ctx& ctx)
    {
        if (pick(3) == 0 || m_names.empty())
            return literal();
        return name();
    }

    std::string member(const Ctx& ctx, int depth, const std::string& object)
    {
        static const char* props[] = { "length", "p", "q", "v", "w", "constructor", "prototype", "size", "then", "0", "message", "name" };
        switch (pick(5)) {
        case 0: return object + "[" + expr(ctx, depth + 1) + "]";
        case 1: {
            const char* p = props[pick(12)];
            return object + (p[0] == '0' ? std::string("?.[0]") : std::string("?.") + p);
        }
        default: {
            const char* p = props[pick(12)];
            return object + (p[0] == '0' ? std::string("[0]") : std::string(".") + p);
        }
        }
    }

    std::string assign_target(const Ctx& ctx, int depth)
    {
        if (pick(2))
            return name();
        std::string n = name();
        return pick(2) ? n + ".p" : n + "[" + expr(ctx, depth + 1) + "]";
    }

    std::string iterable(const Ctx& ctx, int depth)
    {
        switch (pick(6)) {
        case 0: return "[" + expr(ctx, depth + 1) + ", " + expr(ctx, depth + 1) + "]";
        case 1: return generator_expr(ctx, depth);
        case 2: return "'ab'";
        case 3: return "new Set([" + expr(ctx, depth + 1) + "])";
        case 4: return "(" + expr(ctx, depth + 1) + ")";
        default: return "c";
        }
    }

    static std::string wrap_object(const std::string& e) { return e[0] == '{' ? "(" + e + ")" : e; }

    std::string arrow(const Ctx& ctx, int depth)
    {
        bool async = pick(4) == 0;
        Ctx inner = function_ctx(ctx, async, false, true);
        size_t names = m_names.size();
        std::string s = std::string(async ? "async " : "") + "(" + params(2) + ") => ";
        if (pick(2)) {
            s += wrap_object(expr(inner, depth + 1));
        } else {
            std::swap(s, m_out);
            block(inner, depth + 1);
            std::swap(s, m_out);
            s.pop_back(); // the block's newline
        }
        m_names.resize(names);
        return "(" + s + ")";
    }

    std::string expr(const Ctx& ctx, int depth)
    {
        if (depth >= kMaxExprDepth || exhausted())
            return atom(ctx);
        switch (pick(52)) {
        case 0: return atom(ctx);
        case 1: return atom(ctx);
        case 2: {
            static const char* ops[] = { "+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>", ">>>", "==", "!=", "===", "!==", "<",
                ">", "<=", ">=", "&&", "||", "??", "in", "instanceof", "," };
            return "((" + expr(ctx, depth + 1) + ") " + ops[pick(26)] + " (" + expr(ctx, depth + 1) + "))";
        }
        case 3: {
            static const char* ops[] = { "!", "-", "+", "~", "typeof ", "void " };
            return "(" + std::string(ops[pick(6)]) + "(" + expr(ctx, depth + 1) + "))";
        }
        case 4: return "(" + expr(ctx, depth + 1) + " ? " + expr(ctx, depth + 1) + " : " + expr(ctx, depth + 1) + ")";
        case 5: return member(ctx, depth, name());
        case 6: return member(ctx, depth, "(" + expr(ctx, depth + 1) + ")");
        case 7: return arrow(ctx, depth);
        case 8: return call_args(ctx, depth, pick(2) ? name() : "f0");
        case 9: {
            std::string s = "[";
            int n = pick(5);
            for (int i = 0; i < n; ++i)
                s += (pick(6) == 0 ? "..." + iterable(ctx, depth) : pick(8) == 0 ? std::string() : expr(ctx, depth + 1)) + ", ";
            return s + "]";
        }
        case 10: {
            std::string s = "{ ";
            int n = pick(5);
            bool proto = false;
            for (int i = 0; i < n; ++i) {
                switch (pick(7)) {
                case 0: s += "[" + expr(ctx, depth + 1) + "]: " + expr(ctx, depth + 1); break;
                case 1: s += "..." + expr(ctx, depth + 1); break;
                case 2: s += name(); break;
                case 3: {
                    size_t names = m_names.size();
                    Ctx m = function_ctx(ctx, false, false, false);
                    m.method = true;
                    std::string head = fresh("m") + "(" + params(1) + ") { return ";
                    s += head + expr(m, depth + 1) + "; }";
                    m_names.resize(names);
                    break;
                }
                case 4: {
                    Ctx m = function_ctx(ctx, false, false, false);
                    m.method = true;
                    s += "get " + fresh("g") + "() { return " + expr(m, depth + 1) + "; }";
                    break;
                }
                case 5:
                    if (!proto) {
                        proto = true;
                        s += "__proto__: " + expr(ctx, depth + 1);
                        break;
                    }
                    [[fallthrough]];
                default: s += fresh("k") + ": " + expr(ctx, depth + 1); break;
                }
                s += ", ";
            }
            return s + "}";
        }
        case 11: {
            std::string s = "`";
            int n = pick(3);
            for (int i = 0; i < n; ++i)
                s += "t" + std::to_string(i) + "${" + expr(ctx, depth + 1) + "}";
            return s + "`";
        }
        case 12: return "(" + assign_target(ctx, depth) + " = " + expr(ctx, depth + 1) + ")";
        case 13: {
            std::string t = assign_target(ctx, depth);
            return pick(2) ? "(" + t + "++)" : "(--" + t + ")";
        }
        case 14: return "new " + class_expr(ctx, depth) + "(" + expr(ctx, depth + 1) + ")";
        case 15: {
            std::string f = pick(2) ? fresh("f") : std::string();
            return "(" + function_text(ctx, depth + 1, f) + ")";
        }
        case 16: {
            // Closures over a counter, the classic.
            std::string c = fresh("x");
            return "((" + c + " = 0) => () => " + c + "++ + " + atom(ctx) + ")()";
        }
        case 17:
            if (ctx.async)
                return "(await " + expr(ctx, depth + 1) + ")";
            return async_call(ctx, depth);
        case 18:
            if (ctx.generator)
                return pick(3) ? "(yield " + expr(ctx, depth + 1) + ")" : "(yield* " + iterable(ctx, depth) + ")";
            return "[..." + iterable(ctx, depth) + "]";
        case 19:
            if (ctx.method)
                return pick(2) ? "super.toString()" : "super[" + string_literal() + "]";
            return atom(ctx);
        case 20:
            if (ctx.derived_ctor)
                return "super(" + expr(ctx, depth + 1) + ")";
            if (ctx.plain_function)
                return pick(2) ? "arguments" : "new.target";
            return atom(ctx);
        case 21:
            if (!ctx.private_names.empty()) {
                const std::string p = ctx.private_names[pick(static_cast<int>(ctx.private_names.size()))];
                switch (pick(3)) {
                case 0: return "(" + p + " in (" + expr(ctx, depth + 1) + "))";
                case 1: return "this." + p;
                default: return "(" + name() + ")?." + p;
                }
            }
            return atom(ctx);
        case 22: {
            static const char* calls[] = { "JSON.stringify", "String", "Object.keys", "Array.from", "Object.entries", "Number",
                "Reflect.ownKeys", "Object.getPrototypeOf", "structuredClone", "Object.freeze", "Boolean", "BigInt", "Symbol",
                "Array.isArray", "Object.assign", "Promise.resolve" };
            return std::string(calls[pick(16)]) + "(" + expr(ctx, depth + 1) + ")";
        }
        case 23: {
            static const char* methods[] = { "map", "filter", "find", "some", "every", "flatMap", "forEach", "findLast" };
            std::string v = fresh("v");
            m_names.push_back(v);
            std::string body = expr(function_ctx(ctx, false, false, true), depth + 1);
            m_names.pop_back();
            return "[" + atom(ctx) + ", " + atom(ctx) + ", " + atom(ctx) + "]." + methods[pick(8)] + "((" + v + ") => " + wrap_object(body) + ")";
        }
        case 24: {
            static const char* methods[] = { "toString()", "slice(1)", "at(-1)", "concat(c)", "join('-')", "sort()", "reverse()",
                "indexOf(1)", "includes('a')", "split('')", "valueOf()", "toFixed(2)", "padStart(4)", "keys()", "entries()", "flat()" };
            return "(" + expr(ctx, depth + 1) + ")." + methods[pick(16)];
        }
        case 25: {
            std::string a = expr(ctx, depth + 1), r = expr(ctx, depth + 1);
            return "[" + a + ", " + r + "].reduce((x, y) => x + y" + (pick(2) ? ", 0" : "") + ")";
        }
        case 26: {
            Ctx m = function_ctx(ctx, false, false, false);
            return "new Proxy(" + atom(ctx) + " ?? {}, { get(t, k, r) { return " + (pick(2) ? "Reflect.get(t, k, r)" : expr(m, depth + 1))
                + "; }" + (pick(2) ? ", has() { return true; }" : "") + " })";
        }
        case 27:
            return "Object.defineProperty({}, 'x', { get() { return " + atom(ctx) + "; }, enumerable: " + (pick(2) ? "true" : "false") + " })";
        case 28: return "(" + name() + " " + (pick(2) ? "?." : ".") + "m?.(" + expr(ctx, depth + 1) + "))";
        case 29: {
            // Tagged templates.
            return "((s, ...v) => s.raw.join('|') + v.length)`a${" + expr(ctx, depth + 1) + "}b\\n`";
        }
        case 30: {
            std::string x = fresh("x"), y = fresh("x");
            std::string rhs = iterable(ctx, depth);
            m_names.push_back(x);
            std::string body = expr(function_ctx(ctx, false, false, true), depth + 1);
            m_names.pop_back();
            return "(([" + x + ", " + y + " = 1]) => " + wrap_object(body) + ")(" + rhs + ")";
        }
        case 31: return "(" + expr(ctx, depth + 1) + ", " + expr(ctx, depth + 1) + ")";
        case 32: return "JSON.parse(JSON.stringify(" + expr(ctx, depth + 1) + ") ?? 'null')";
        case 33: return "(" + generator_expr(ctx, depth) + ").next()";
        case 34: return "(" + name() + " instanceof " + (pick(2) ? "K0" : "Object") + ")";
        case 35: return "(delete " + member(ctx, depth, name()) + ")";
        case 36: {
            // Sorting with a comparator that may be inconsistent, throw, or change the array.
            static const char* comparators[] = { "x - y", "y - x", "0", "-1", "x < y", "(c.length = 0, x - y)", "(c.push(x), 1)",
                "Math.random() - 0.5", "({ valueOf() { return 1; } })", "undefined", "NaN", "String(x).localeCompare(String(y))" };
            std::string array = pick(2) ? "Array.from({ length: " + std::to_string(pick(64)) + " }, (_, i) => (i * 7) % 5)" : "c";
            std::string cmp = pick(3) ? comparators[pick(12)] : expr(function_ctx(ctx, false, false, true), depth + 1);
            static const char* sorts[] = { "sort", "toSorted" };
            return array + "." + sorts[pick(2)] + "((x, y) => " + wrap_object(cmp) + ")";
        }
        case 37: {
            // Objects with hooks the engine calls back: valueOf, toString, toPrimitive, iterators, then.
            Ctx m = function_ctx(ctx, false, false, false);
            m.method = true;
            switch (pick(5)) {
            case 0: return "({ valueOf() { return " + expr(m, depth + 1) + "; } })";
            case 1: return "({ [Symbol.toPrimitive](hint) { return " + expr(m, depth + 1) + "; } })";
            case 2: return "({ [Symbol.iterator]() { let i = 0; return { next: () => ({ done: i++ > " + std::to_string(pick(4))
                    + ", value: " + expr(m, depth + 1) + " }) }; } })";
            case 3: return "({ then(resolve, reject) { " + std::string(pick(2) ? "resolve" : "reject") + "(" + expr(m, depth + 1) + "); } })";
            default: return "({ toString() { return " + expr(m, depth + 1) + "; }, toJSON() { return " + expr(m, depth + 1) + "; } })";
            }
        }
        case 38: {
            static const char* calls[] = { "'ab'.repeat(", "new Array(", "'x'.padEnd(", "Array(", "new ArrayBuffer(", "new Uint16Array(",
                "'abc'.at(", "Number.prototype.toString.call(255, ", "(1.5).toFixed(", "(123.456).toPrecision(", "String.fromCharCode(",
                "'\u00e9'.normalize('NFD').codePointAt(" };
            static const char* sizes[] = { "0", "1", "3", "1000", "2 ** 10", "2 ** 20", "-1", "NaN", "36", "100", "2 ** 32 - 1", "1.5" };
            return std::string(calls[pick(12)]) + sizes[pick(12)] + ")";
        }
        case 39: {
            static const char* methods[] = { "replace(/a|(b)/g, (m, g) => ", "split(/(?:)/u, ", "match(", "search(", "replaceAll('a', () => ",
                "localeCompare(", "startsWith(", "indexOf(" };
            int m = pick(8);
            std::string arg = expr(function_ctx(ctx, false, false, true), depth + 1);
            return "String(" + expr(ctx, depth + 1) + ")." + methods[m] + (m <= 1 || m == 4 ? wrap_object(arg) : arg) + ")";
        }
        case 40: {
            static const char* regexps[] = { "/(a+)+b/", "/(?<x>.)\\k<x>/g", "/[\\p{L}--[a-z]]/v", "/^(?=.*\\d)\\w{2,}$/m", "/.(?<=(\\d))/y",
                "/\\b\\w/gi" };
            static const char* uses[] = { ".exec(", ".test(", "[Symbol.replace](" };
            int u = pick(3);
            return std::string("(") + regexps[pick(6)] + ")" + uses[u] + "String(" + expr(ctx, depth + 1) + ")" + (u == 2 ? ", '$1')" : ")");
        }
        case 41: {
            static const char* ops[] = { "+", "-", "*", "/", "%", "**", "&", "|", "<<", ">>" };
            static const char* bigs[] = { "0n", "1n", "(-1n)", "(2n ** 64n)", "BigInt(a)", "(-(2n ** 63n))", "3n" };
            return "(" + std::string(bigs[pick(7)]) + " " + ops[pick(10)] + " " + bigs[pick(7)] + ")";
        }
        case 42: {
            static const char* calls[] = { "new Date(0).toISOString()", "new Date(2024, 1, 29).getDay()", "Date.UTC(2000, 0)",
                "new Intl.NumberFormat('en').format(1234.5)", "new Intl.DateTimeFormat('de', { dateStyle: 'full' }).format(0)",
                "new Intl.PluralRules('en').select(1)", "new Intl.ListFormat('en').format(['a', 'b'])", "JSON.stringify(new Date(NaN))",
                "new TextEncoder().encode('\u00e9')", "new TextDecoder().decode(new Uint8Array([0xC3, 0xA9, 0xFF]))",
                "encodeURIComponent('\\uD800')", "decodeURIComponent('%E0%A4%A')" };
            return calls[pick(12)];
        }
        case 43: {
            // Changing the built-ins themselves.
            static const char* changes[] = { "(Array.prototype[1] = 9)", "(Object.prototype.then = undefined)", "(Array.prototype.length = 0)",
                "Object.defineProperty(Array.prototype, 0, { get() { return 5; }, configurable: true })", "(Promise.prototype.then = Promise.prototype.then)",
                "Object.setPrototypeOf(c, null)", "Object.freeze(c)", "(c.length = 2 ** 32 - 1)", "(c[2 ** 31] = 1)", "(Symbol.prototype.x = 1)" };
            return changes[pick(10)];
        }
        case 44: {
            static const char* collections[] = { "new Map", "new Set", "new WeakMap", "new WeakSet" };
            int k = pick(4);
            std::string key = k >= 2 ? "{}" : expr(ctx, depth + 1);
            std::string init = k == 1 || k == 3 ? "([" + key + "])" : "([[" + key + ", " + expr(ctx, depth + 1) + "]])";
            static const char* uses[] = { ".size", ".has(a)", ".delete(a)", ".forEach((v) => v)", ".keys().next()", "" };
            return "(" + std::string(collections[k]) + init + ")" + (k < 2 ? uses[pick(6)] : "");
        }
        case 45: {
            Ctx m = function_ctx(ctx, false, false, false);
            static const char* traps[] = { "get(t, k) { return ", "has(t, k) { return ", "ownKeys(t) { return ", "getPrototypeOf(t) { return ",
                "set(t, k, v) { return ", "deleteProperty(t, k) { return ", "apply(t, th, args) { return ", "defineProperty(t, k, d) { return " };
            std::string handler = "{ " + std::string(traps[pick(8)]) + expr(m, depth + 1) + "; } }";
            static const char* uses[] = { "Object.keys(P)", "P.x", "'x' in P", "JSON.stringify(P)", "P()", "delete P.x", "Reflect.ownKeys(P)",
                "[...P]", "Object.getPrototypeOf(P)", "(P.y = 1)", "Object.assign({}, P)", "structuredClone(P)" };
            std::string use = uses[pick(12)];
            return "((P) => " + wrap_object(use) + ")(new Proxy(" + (pick(2) ? "function () {}" : "[1, 2]") + ", " + handler + "))";
        }
        default: return atom(ctx);
        }
    }

    const uint8_t* m_data;
    size_t m_size;
    size_t m_pos = 0;
    size_t m_written = 0; // all output, captured parts too
    int m_counter = 1;
    std::string m_out;
    std::vector<std::string> m_names;
};

} // namespace

std::string generate_program(const uint8_t* data, size_t size)
{
    return Gen(data, size).program();
}

} // namespace evloop::fuzz
