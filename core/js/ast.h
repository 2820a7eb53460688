#pragma once
// The abstract syntax tree. One node type with a kind and a few child slots keeps the
// parser and compiler short; each kind documents which slots it uses. Every node has a
// source range, so every instruction compiled from it maps back to the program text.
#include "core/js/lexer.h"
#include <memory>
#include <string>
#include <vector>

namespace evloop::js {

struct Node;
using NodePtr = std::unique_ptr<Node>;

enum class NodeKind : uint8_t {
    // Statements
    Program,        // list: statements; flag_module
    VarDecl,        // text: "var" | "let" | "const"; list: Declarator
    Declarator,     // a: target (Identifier or pattern), b: initialiser or null
    FunctionDecl,   // function
    ClassDecl,      // klass
    ExprStmt,       // a
    Block,          // list
    Empty,
    If,             // a: test, b: consequent, c: alternate
    For,            // a: init (VarDecl | expression | null), b: test, c: update, d: body
    ForIn,          // a: left (VarDecl with one declarator | assignment target), b: right, d: body
    ForOf,          // same as ForIn; text: "await" for `for await (… of …)`
    While,          // a: test, d: body
    DoWhile,        // a: test, d: body
    Return,         // a or null
    Break,          // text: label or ""
    Continue,       // text: label or ""
    Throw,          // a
    Try,            // a: block, b: catch parameter or null, c: catch block or null, d: finally or null
    Switch,         // a: discriminant; list: Case
    Case,           // a: test (null for default); list: statements
    Labeled,        // text: label; a: statement
    Debugger,
    ImportDecl,     // text: module specifier; list: ImportSpec
    ImportSpec,     // text: local name; str: imported name ("default", "*" for namespace)
    ExportDecl,     // a: declaration, or list: ExportSpec; text: specifier for re-exports
    ExportDefault,  // a: expression or declaration
    ExportSpec,     // text: local name; str: exported name
    // Expressions
    NumberLit,      // number
    BigIntLit,      // text: the value in decimal digits (10n, 0x1Fn → "31")
    StringLit,      // str
    TemplateLit,    // list: alternating StringLit (cooked) and expressions, starting and ending with a StringLit
    Identifier,     // text
    This,
    Super,          // only as callee (super(...)) or object (super.x)
    NewTarget,
    NullLit,
    TrueLit,
    FalseLit,
    ArrayLit,       // list: elements (Hole, Spread, expressions)
    Hole,
    ObjectLit,      // list: Property
    Property,       // a: key (Identifier/StringLit/NumberLit or computed expr), b: value; text: "init"|"get"|"set"|"spread"; flag_computed, flag_shorthand, flag_method
    FunctionExpr,   // function
    ArrowFunction,  // function
    ClassExpr,      // klass
    Unary,          // text: operator; a
    Update,         // text: "++" | "--"; a; flag_prefix
    Binary,         // text: operator; a, b
    Logical,        // text: "&&" | "||" | "??"; a, b
    Assign,         // text: "=" "+=" ... "??="; a: target; b: value
    Conditional,    // a ? b : c
    Call,           // a: callee; list: arguments; flag_optional (a?.())
    New,            // a: callee; list: arguments
    Member,         // a: object; b: computed key or null; text: name when not computed ("#x" for a private name); flag_optional (a?.b)
    OptionalChain,  // a: the chain; ends the short-circuit of ?. inside it
    Sequence,       // list
    Spread,         // a
    Await,          // a
    // Patterns (destructuring targets)
    ArrayPattern,   // list: elements (Hole, Rest, targets, AssignPattern)
    ObjectPattern,  // list: Property (b: target) and Rest
    AssignPattern,  // a: target; b: default value
    Rest,           // a: target
    // Private names and templates
    TaggedTemplate, // a: tag; b: TemplateLit whose StringLit chunks keep their raw text in `text` (flag_computed: cooked is undefined)
    ImportCall,     // a: specifier expression (import(x))
    ImportMeta,     // import.meta
    // RegExp
    RegExpLit,      // str: pattern; text: flags
    // Generators
    Yield,          // text: "yield" | "yield*"; a: operand or null
};

struct FunctionNode;
struct ClassNode;

struct Node {
    NodeKind kind;
    SourceRange range;
    std::string text;
    std::u16string str;
    double number = 0;
    NodePtr a, b, c, d;
    std::vector<NodePtr> list;
    std::unique_ptr<FunctionNode> function;
    std::unique_ptr<ClassNode> klass;
    bool flag_computed = false;
    bool flag_shorthand = false;
    bool flag_method = false;
    bool flag_optional = false;
    bool flag_prefix = false;
    bool flag_module = false;
    bool flag_parenthesized = false;

    Node(NodeKind k, SourceRange r)
        : kind(k)
        , range(r)
    {
    }
};

enum class FunctionKind : uint8_t { Normal, Arrow, Method, Getter, Setter, ClassConstructor, DerivedConstructor };

struct FunctionNode {
    std::string name;                 // "" for anonymous; may be inferred from `const f = () => …`
    std::string inferred_name;        // V8's name for stack traces when `name` is empty: "o.handler" for `o.handler = function () {}`
    FunctionKind kind = FunctionKind::Normal;
    bool is_async = false;
    bool is_generator = false;        // function*, *method, async function*
    bool is_expression_body = false;  // arrow with an expression body: body is that expression
    bool is_static = false;           // class member
    bool is_field_initializer = false; // synthetic: initialises class fields
    std::vector<NodePtr> params;      // Identifier, patterns, AssignPattern, Rest
    // Block, or an expression for expression-bodied arrows. Null in a tree parsed lazily
    // (parse_program_lazily) until function_body() (parser.h) parses it, once.
    mutable NodePtr body;
    std::string_view lazy_source;     // parse_program_lazily: the text the skipped body is in
    SourceLocation lazy_body_start;   // and where it starts (its `{`)
    // An arrow's skipped body: what it inherits from the code around it (the parser's
    // context: 1 super properties allowed, 2 in a class constructor, 4 derived, 8 no `arguments`).
    uint8_t lazy_arrow_context = 0;
    SourceRange range;
    std::string source_text;          // for Function.prototype.toString and console output of classes
    bool strict = false;
    bool simple_params = true;
};

struct ClassNode {
    std::string name;
    NodePtr superclass;                      // null if none
    std::unique_ptr<FunctionNode> constructor; // may be synthesised
    struct Member {
        NodePtr key;        // Identifier/StringLit/NumberLit, or computed expression
        bool computed = false;
        bool is_static = false;
        // A key that is an Identifier whose text starts with '#' is a private name.
        enum class Kind : uint8_t { Method, Getter, Setter, Field, StaticBlock } kind = Kind::Method;
        std::unique_ptr<FunctionNode> function; // Method/Getter/Setter; StaticBlock: an arrow whose body is the block
        NodePtr value;                          // Field initialiser or null
        SourceRange range;
    };
    std::vector<Member> members;
    SourceRange range;
    std::string source_text;
};

} // namespace evloop::js
