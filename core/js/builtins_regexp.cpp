// RegExp objects (ECMA-262 §22.2.4 - §22.2.9): the constructor, RegExp.prototype (exec,
// test, toString, the flag getters, @@match/@@matchAll/@@replace/@@search/@@split) and
// %RegExpStringIteratorPrototype%. The engine itself is regexp_compiler.cpp and
// regexp_matcher.cpp.
//
// Index:
//   well-known symbols, RegExpCreate/RegExpInitialize, IsRegExp
//   RegExpBuiltinExec, RegExpExec, AdvanceStringIndex
//   constructor, getters, exec/test/toString
//   @@match, @@matchAll (+ iterator), @@replace (GetSubstitution), @@search, @@split
//   install_regexp_builtins
#include "core/js/regexp_object.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;
// The matcher's steps per VM instruction (the budget and the virtual clock).
constexpr uint64_t kStepsPerInstruction = 4;

Value string_value(VM& vm, std::u16string s) { return Value(vm.make_string(std::move(s))); }

ThrowOr<double> to_length(VM& vm, Value v)
{
    double len = TRY(vm.to_integer_or_infinity(v));
    return len <= 0 ? 0.0 : std::min(len, kMaxSafeInteger);
}

std::string invalid_regexp_message(std::u16string_view pattern, std::u16string_view flags, const std::string& error)
{
    return "Invalid regular expression: /" + utf16_to_utf8(pattern) + "/" + utf16_to_utf8(flags) + ": " + error;
}

// 22.2.3.3 RegExpInitialize ( obj, pattern, flags )
ThrowOr<Object*> regexp_initialize(VM& vm, RegExpObject* obj, Value pattern, Value flags)
{
    // 1-2. Let P be "" if pattern is undefined, else ? ToString(pattern).
    PrimitiveString* p = pattern.is_undefined() ? vm.intern(u"") : TRY(vm.to_string(pattern));
    // 3-4. Let F be "" if flags is undefined, else ? ToString(flags).
    PrimitiveString* f = flags.is_undefined() ? vm.intern(u"") : TRY(vm.to_string(flags));
    // 5-6. Unknown or repeated flags are a SyntaxError.
    regexp::Flags parsed;
    if (!regexp::parse_flags(f->string(), parsed))
        return vm.throw_syntax_error("Invalid flags supplied to RegExp constructor '" + f->utf8() + "'");
    // 7-13. Parse the pattern; a SyntaxError if it is not valid.
    std::string error;
    auto program = regexp::compile_cached(p->string(), parsed, error);
    if (!program)
        return vm.throw_syntax_error(invalid_regexp_message(p->string(), f->string(), error));
    // 14-17. Set the internal slots.
    obj->program = std::move(program);
    obj->original_source = p;
    obj->original_flags = f;
    // 18. Perform ? Set(obj, "lastIndex", +0𝔽, true).
    TRY(vm.set(Value(static_cast<Object*>(obj)), vm.key("lastIndex"), Value(0), true));
    return static_cast<Object*>(obj);
}

// 22.2.3.2 RegExpAlloc ( newTarget )
ThrowOr<RegExpObject*> regexp_alloc(VM& vm, Object* new_target)
{
    Object* proto = vm.intrinsic("RegExp.prototype");
    if (new_target) {
        Value p = TRY(new_target->get(vm, vm.names().prototype));
        if (p.is_object())
            proto = p.as_object();
    }
    auto* obj = vm.heap().allocate<RegExpObject>(proto);
    // 2. DefinePropertyOrThrow(obj, "lastIndex", { [[Writable]]: true, [[Enumerable]]: false, [[Configurable]]: false }).
    obj->put_direct(vm.key("lastIndex"), Value(0), kWritable);
    return obj;
}

// 22.2.7.3 AdvanceStringIndex ( S, index, unicode )
double advance_string_index(const std::u16string& s, double index, bool unicode)
{
    if (!unicode || index + 1 >= static_cast<double>(s.size()))
        return index + 1;
    auto i = static_cast<size_t>(index);
    bool pair = s[i] >= 0xD800 && s[i] <= 0xDBFF && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF;
    return index + (pair ? 2 : 1);
}

Object* null_prototype_object(VM& vm) { return vm.heap().allocate<Object>(nullptr); }

// 22.2.7.2 RegExpBuiltinExec ( R, S )
ThrowOr<Value> regexp_builtin_exec(VM& vm, RegExpObject* r, PrimitiveString* str)
{
    const std::u16string& s = str->string();
    Value rv(static_cast<Object*>(r));
    // 1-2. Let length be the length of S; let lastIndex be ℝ(? ToLength(? Get(R, "lastIndex"))).
    double last_index = TRY(to_length(vm, TRY(r->get(vm, vm.key("lastIndex")))));
    // 3-8. The flags.
    const regexp::Program& program = *r->program;
    const regexp::Flags& flags = program.flags;
    bool global = flags.global, sticky = flags.sticky;
    // 9. If global is false and sticky is false, set lastIndex to 0.
    if (!global && !sticky)
        last_index = 0;
    // 12-13. The matching loop: evloop's matcher tries every index from lastIndex (just
    //        lastIndex when sticky), advancing by code point with u/v.
    std::vector<int> captures;
    regexp::MatchStatus status = regexp::MatchStatus::NoMatch;
    vm.charge_ps(kCpu.regexp_exec_ps);
    if (last_index <= static_cast<double>(s.size())) {
        regexp::StepBudget budget;
        if (vm.instruction_budget()) {
            uint64_t left = vm.instruction_budget() > vm.instructions() ? vm.instruction_budget() - vm.instructions() : 0;
            budget.limit = left * kStepsPerInstruction + 1;
        }
        status = regexp::match(program, s, static_cast<size_t>(last_index), sticky, captures, budget);
        vm.charge_instructions((budget.used + kStepsPerInstruction - 1) / kStepsPerInstruction);
        if (status == regexp::MatchStatus::BudgetExceeded) {
            std::string source = utf16_to_utf8(escape_regexp_pattern(r->original_source->string()));
            return vm.stop_for_budget(Msg::stop_detail_regexp, { { "regexp", "/" + source + "/" + r->original_flags->utf8() } });
        }
        if (status == regexp::MatchStatus::BacktrackOverflow)
            return vm.throw_range_error("Maximum call stack size exceeded");
    }
    if (status != regexp::MatchStatus::Match) {
        // 13.a.i / 13.b.ii. If global or sticky, Set(R, "lastIndex", +0𝔽, true); return null.
        if (global || sticky)
            TRY(vm.set(rv, vm.key("lastIndex"), Value(0), true));
        return Value::null();
    }
    // 14-16. e is the end index of the match; with global or sticky, Set(R, "lastIndex", e, true).
    if (global || sticky)
        TRY(vm.set(rv, vm.key("lastIndex"), Value(static_cast<double>(captures[1])), true));
    // 18-22. A: the matched substrings, index, input.
    int n = program.capture_count;
    std::vector<Value> elements;
    elements.reserve(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        int b = captures[static_cast<size_t>(i) * 2], e = captures[static_cast<size_t>(i) * 2 + 1];
        elements.push_back(b < 0 || e < 0 ? Value() : string_value(vm, s.substr(static_cast<size_t>(b), static_cast<size_t>(e - b))));
    }
    Array* a = vm.make_array(elements);
    a->put_direct(vm.key("index"), Value(static_cast<double>(captures[0])));
    a->put_direct(vm.key("input"), Value(str));
    // 25-27. groups: an object without prototype holding the named groups, or undefined.
    Value groups;
    Object* group_indices = nullptr;
    if (!program.group_names.empty()) {
        Object* g = null_prototype_object(vm);
        for (auto& [name, index] : program.group_names)
            g->put_direct(vm.key_from_string(vm.make_string(name)), elements[static_cast<size_t>(index)]);
        groups = Value(g);
    }
    a->put_direct(vm.key("groups"), groups);
    // 33-34. With the d flag, indices: [start, end] pairs (and their own groups).
    if (flags.has_indices) {
        std::vector<Value> pairs;
        for (int i = 0; i < n; ++i) {
            int b = captures[static_cast<size_t>(i) * 2], e = captures[static_cast<size_t>(i) * 2 + 1];
            if (b < 0 || e < 0)
                pairs.push_back(Value());
            else
                pairs.push_back(Value(static_cast<Object*>(vm.make_array({ Value(static_cast<double>(b)), Value(static_cast<double>(e)) }))));
        }
        Array* indices = vm.make_array(pairs);
        Value indices_groups;
        if (!program.group_names.empty()) {
            group_indices = null_prototype_object(vm);
            for (auto& [name, index] : program.group_names)
                group_indices->put_direct(vm.key_from_string(vm.make_string(name)), pairs[static_cast<size_t>(index)]);
            indices_groups = Value(group_indices);
        }
        indices->put_direct(vm.key("groups"), indices_groups);
        a->put_direct(vm.key("indices"), Value(static_cast<Object*>(indices)));
    }
    return Value(static_cast<Object*>(a));
}

// 22.2.7.1 RegExpExec ( R, S )
ThrowOr<Value> regexp_exec(VM& vm, Object* r, PrimitiveString* s)
{
    // 1-2. Let exec be ? Get(R, "exec"); if IsCallable(exec), call it and check the result.
    Value exec = TRY(r->get(vm, vm.key("exec")));
    if (VM::is_callable(exec)) {
        Value argv[] = { Value(s) };
        Value result = TRY(vm.call(exec, Value(r), argv));
        if (!result.is_object() && !result.is_null())
            return vm.throw_type_error("RegExp exec method returned something other than an Object or null");
        return result;
    }
    // 3-4. Perform ? RequireInternalSlot(R, [[RegExpMatcher]]); return ? RegExpBuiltinExec(R, S).
    RegExpObject* re = as_regexp(Value(r));
    if (!re || !re->program)
        return vm.throw_type_error("RegExp exec method called on an incompatible receiver");
    return regexp_builtin_exec(vm, re, s);
}

ThrowOr<Object*> this_object(VM& vm, Value v, const char* method)
{
    if (!v.is_object())
        return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(v));
    return v.as_object();
}

ThrowOr<RegExpObject*> this_regexp(VM& vm, Value v, const char* method)
{
    RegExpObject* r = as_regexp(v);
    if (!r || !r->program)
        return vm.throw_type_error(std::string("Method ") + method + " called on incompatible receiver " + vm.describe_for_message(v));
    return r;
}

ThrowOr<std::u16string> flags_of(VM& vm, Object* rx)
{
    return vm.to_u16string(TRY(rx->get(vm, vm.key("flags"))));
}

// 7.3.22 SpeciesConstructor ( O, defaultConstructor ) for %RegExp% (@@split and @@matchAll):
// reads O.constructor[@@species] (22.2.5.2 get RegExp [ @@species ] returns the this value).
ThrowOr<Value> regexp_species_constructor(VM& vm, Object* o)
{
    return species_constructor(vm, o, Value(vm.intrinsic("RegExp")));
}

// --- constructor -------------------------------------------------------------------------

// 22.2.4.1 RegExp ( pattern, flags )
ThrowOr<Value> regexp_constructor(VM& vm, CallArgs& args)
{
    Value pattern = args.arg(0), flags = args.arg(1);
    // 1. Let patternIsRegExp be ? IsRegExp(pattern).
    bool pattern_is_regexp = TRY(is_regexp(vm, pattern));
    Object* new_target = args.new_target;
    // 2. If NewTarget is undefined: newTarget is the active function; RegExp(re) returns re
    //    when re.constructor is RegExp and flags is undefined.
    if (!new_target) {
        new_target = args.callee;
        if (pattern_is_regexp && flags.is_undefined()) {
            Value pattern_constructor = TRY(pattern.as_object()->get(vm, vm.names().constructor));
            if (VM::same_value(Value(new_target), pattern_constructor))
                return pattern;
        }
    }
    Value p, f;
    if (RegExpObject* re = as_regexp(pattern); re && re->program) {
        // 4. pattern has a [[RegExpMatcher]]: its [[OriginalSource]], and its flags unless given.
        p = Value(re->original_source);
        f = flags.is_undefined() ? Value(re->original_flags) : flags;
    } else if (pattern_is_regexp) {
        // 5. Otherwise a RegExp-like object: its "source" and "flags".
        p = TRY(pattern.as_object()->get(vm, vm.key("source")));
        f = flags.is_undefined() ? TRY(pattern.as_object()->get(vm, vm.key("flags"))) : flags;
    } else {
        p = pattern;
        f = flags;
    }
    // 7-8. Let O be ? RegExpAlloc(newTarget); return ? RegExpInitialize(O, P, F).
    RegExpObject* o = TRY(regexp_alloc(vm, new_target));
    return Value(TRY(regexp_initialize(vm, o, p, f)));
}

// --- RegExp.prototype getters --------------------------------------------------------------

// 22.2.6.4 get RegExp.prototype.flags
ThrowOr<Value> regexp_proto_flags(VM& vm, CallArgs& args)
{
    Object* r = TRY(this_object(vm, args.this_value, "RegExp.prototype.flags getter"));
    static const std::pair<char, const char*> kFlags[] = { { 'd', "hasIndices" }, { 'g', "global" }, { 'i', "ignoreCase" },
        { 'm', "multiline" }, { 's', "dotAll" }, { 'u', "unicode" }, { 'v', "unicodeSets" }, { 'y', "sticky" } };
    std::u16string result;
    for (auto& [letter, name] : kFlags)
        if (VM::to_boolean(TRY(r->get(vm, vm.key(name)))))
            result += static_cast<char16_t>(letter);
    return string_value(vm, std::move(result));
}

// 22.2.6.4.1 RegExpHasFlag ( R, codeUnit )
ThrowOr<Value> regexp_has_flag(VM& vm, Value r, bool regexp::Flags::*flag, const char* getter)
{
    if (!r.is_object())
        return vm.throw_type_error(std::string("RegExp.prototype.") + getter + " getter called on non-object " + vm.describe_for_message(r));
    RegExpObject* re = as_regexp(r);
    if (!re || !re->program) {
        if (r.as_object() == vm.intrinsic("RegExp.prototype"))
            return Value();
        return vm.throw_type_error(std::string("RegExp.prototype.") + getter + " getter called on non-RegExp object");
    }
    return Value(re->program->flags.*flag);
}

#define EVLOOP_REGEXP_FLAG_GETTER(fn, member, name) \
    ThrowOr<Value> fn(VM& vm, CallArgs& args) { return regexp_has_flag(vm, args.this_value, &regexp::Flags::member, name); }
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_has_indices, has_indices, "hasIndices")   // 22.2.6.6
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_global, global, "global")                 // 22.2.6.5
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_ignore_case, ignore_case, "ignoreCase")   // 22.2.6.7
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_multiline, multiline, "multiline")        // 22.2.6.10
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_dot_all, dot_all, "dotAll")               // 22.2.6.3
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_unicode, unicode, "unicode")              // 22.2.6.17
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_unicode_sets, unicode_sets, "unicodeSets") // 22.2.6.18
EVLOOP_REGEXP_FLAG_GETTER(regexp_proto_sticky, sticky, "sticky")                 // 22.2.6.15
#undef EVLOOP_REGEXP_FLAG_GETTER

// 22.2.6.13 get RegExp.prototype.source
ThrowOr<Value> regexp_proto_source(VM& vm, CallArgs& args)
{
    if (!args.this_value.is_object())
        return vm.throw_type_error("RegExp.prototype.source getter called on non-object " + vm.describe_for_message(args.this_value));
    RegExpObject* re = as_regexp(args.this_value);
    if (!re || !re->program) {
        if (args.this_value.as_object() == vm.intrinsic("RegExp.prototype"))
            return vm.string_value("(?:)");
        return vm.throw_type_error("RegExp.prototype.source getter called on non-RegExp object");
    }
    return string_value(vm, escape_regexp_pattern(re->original_source->string()));
}

// --- exec, test, toString ----------------------------------------------------------------

// 22.2.6.2 RegExp.prototype.exec ( string )
ThrowOr<Value> regexp_proto_exec(VM& vm, CallArgs& args)
{
    RegExpObject* r = TRY(this_regexp(vm, args.this_value, "RegExp.prototype.exec"));
    PrimitiveString* s = TRY(vm.to_string(args.arg(0)));
    return regexp_builtin_exec(vm, r, s);
}

// 22.2.6.16 RegExp.prototype.test ( S )
ThrowOr<Value> regexp_proto_test(VM& vm, CallArgs& args)
{
    Object* r = TRY(this_object(vm, args.this_value, "RegExp.prototype.test"));
    PrimitiveString* s = TRY(vm.to_string(args.arg(0)));
    Value match = TRY(regexp_exec(vm, r, s));
    return Value(!match.is_null());
}

// 22.2.6.17 RegExp.prototype.toString ( )
ThrowOr<Value> regexp_proto_to_string(VM& vm, CallArgs& args)
{
    Object* r = TRY(this_object(vm, args.this_value, "RegExp.prototype.toString"));
    std::u16string pattern = TRY(vm.to_u16string(TRY(r->get(vm, vm.key("source")))));
    std::u16string flags = TRY(vm.to_u16string(TRY(r->get(vm, vm.key("flags")))));
    return string_value(vm, u"/" + pattern + u"/" + flags);
}

// B.2.4.1 RegExp.prototype.compile ( pattern, flags )
ThrowOr<Value> regexp_proto_compile(VM& vm, CallArgs& args)
{
    RegExpObject* o = TRY(this_regexp(vm, args.this_value, "RegExp.prototype.compile"));
    Value p = args.arg(0), f = args.arg(1);
    if (RegExpObject* re = as_regexp(p); re && re->program) {
        if (!f.is_undefined())
            return vm.throw_type_error("Cannot supply flags when constructing one RegExp from another");
        p = Value(re->original_source);
        f = Value(re->original_flags);
    }
    return Value(TRY(regexp_initialize(vm, o, p, f)));
}

// --- @@match ------------------------------------------------------------------------------

// 22.2.6.8 RegExp.prototype [ @@match ] ( string )
ThrowOr<Value> regexp_proto_symbol_match(VM& vm, CallArgs& args)
{
    // 1-3. Let rx be the this value (an Object); let S be ? ToString(string).
    Object* rx = TRY(this_object(vm, args.this_value, "RegExp.prototype.@@match"));
    PrimitiveString* s = TRY(vm.to_string(args.arg(0)));
    // 4-5. Let flags be ? ToString(? Get(rx, "flags")); without "g", return ? RegExpExec(rx, S).
    std::u16string flags = TRY(flags_of(vm, rx));
    if (flags.find(u'g') == std::u16string::npos)
        return regexp_exec(vm, rx, s);
    // 6.a-c. fullUnicode; Perform ? Set(rx, "lastIndex", +0𝔽, true).
    bool full_unicode = flags.find(u'u') != std::u16string::npos || flags.find(u'v') != std::u16string::npos;
    TRY(vm.set(Value(rx), vm.key("lastIndex"), Value(0), true));
    // 6.d-g. Collect every match.
    std::vector<Value> matches;
    for (;;) {
        Value result = TRY(regexp_exec(vm, rx, s));
        if (result.is_null())
            return matches.empty() ? Value::null() : Value(static_cast<Object*>(vm.make_array(matches)));
        Value match_str = Value(TRY(vm.to_string(TRY(vm.get(result, PropertyKey::index(0))))));
        matches.push_back(match_str);
        if (match_str.as_string()->string().empty()) {
            // An empty match: move lastIndex on, or the loop would never end.
            double this_index = TRY(to_length(vm, TRY(rx->get(vm, vm.key("lastIndex")))));
            double next = advance_string_index(s->string(), this_index, full_unicode);
            TRY(vm.set(Value(rx), vm.key("lastIndex"), Value(next), true));
        }
    }
}

// --- @@matchAll and %RegExpStringIteratorPrototype% --------------------------------------

// 22.2.9.1 CreateRegExpStringIterator ( R, S, global, fullUnicode )
class RegExpStringIterator final : public Object {
public:
    RegExpStringIterator(Object* prototype, Object* r, PrimitiveString* s, bool is_global, bool is_full_unicode)
        : Object(prototype, ObjectClass::Iterator)
        , regexp(r)
        , string(s)
        , global(is_global)
        , full_unicode(is_full_unicode)
    {
    }
    const char* class_name() const override { return "RegExpStringIterator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(regexp);
        v.visit(string);
    }
    Object* regexp;
    PrimitiveString* string;
    bool global;
    bool full_unicode;
    bool done = false;
};

Value iter_result(VM& vm, Value value, bool done)
{
    Object* r = vm.make_object();
    r->put_direct(vm.names().value, value);
    r->put_direct(vm.names().done, Value(done));
    return Value(r);
}

// 22.2.9.2.1 %RegExpStringIteratorPrototype%.next ( )
ThrowOr<Value> regexp_string_iterator_next(VM& vm, CallArgs& args)
{
    auto* it = args.this_value.is_object() ? dynamic_cast<RegExpStringIterator*>(args.this_value.as_object()) : nullptr;
    if (!it)
        return vm.throw_type_error("Method %RegExpStringIterator%.prototype.next called on incompatible receiver " + vm.describe_for_message(args.this_value));
    if (it->done)
        return iter_result(vm, Value(), true);
    // 1.a. Let match be ? RegExpExec(R, S); null ends the iteration.
    Value match = TRY(regexp_exec(vm, it->regexp, it->string));
    if (match.is_null()) {
        it->done = true;
        return iter_result(vm, Value(), true);
    }
    if (!it->global) {
        // 1.b.ii. Not global: yield this one match, then finish.
        it->done = true;
        return iter_result(vm, match, false);
    }
    // 1.c. Global: an empty match moves lastIndex on.
    PrimitiveString* match_str = TRY(vm.to_string(TRY(vm.get(match, PropertyKey::index(0)))));
    if (match_str->string().empty()) {
        double this_index = TRY(to_length(vm, TRY(it->regexp->get(vm, vm.key("lastIndex")))));
        double next = advance_string_index(it->string->string(), this_index, it->full_unicode);
        TRY(vm.set(Value(it->regexp), vm.key("lastIndex"), Value(next), true));
    }
    return iter_result(vm, match, false);
}

// 22.2.6.9 RegExp.prototype [ @@matchAll ] ( string )
ThrowOr<Value> regexp_proto_symbol_match_all(VM& vm, CallArgs& args)
{
    // 1-3. Let R be the this value (an Object); let S be ? ToString(string).
    Object* r = TRY(this_object(vm, args.this_value, "RegExp.prototype.@@matchAll"));
    PrimitiveString* s = TRY(vm.to_string(args.arg(0)));
    // 4. Let C be ? SpeciesConstructor(R, %RegExp%).
    Value c = TRY(regexp_species_constructor(vm, r));
    // 5-6. Let flags be ? ToString(? Get(R, "flags")); let matcher be ? Construct(C, « R, flags »).
    std::u16string flags = TRY(flags_of(vm, r));
    Value argv[] = { Value(r), string_value(vm, flags) };
    Value matcher = TRY(vm.construct(c, argv));
    // 7-8. Copy lastIndex.
    double last_index = TRY(to_length(vm, TRY(r->get(vm, vm.key("lastIndex")))));
    TRY(vm.set(matcher, vm.key("lastIndex"), Value(last_index), true));
    // 9-13. CreateRegExpStringIterator(matcher, S, global, fullUnicode).
    bool global = flags.find(u'g') != std::u16string::npos;
    bool full_unicode = flags.find(u'u') != std::u16string::npos || flags.find(u'v') != std::u16string::npos;
    auto* it = vm.heap().allocate<RegExpStringIterator>(vm.intrinsic("%RegExpStringIteratorPrototype%"), matcher.as_object(), s, global, full_unicode);
    return Value(static_cast<Object*>(it));
}

// --- @@replace ----------------------------------------------------------------------------

// 22.1.3.19.1 GetSubstitution ( matched, str, position, captures, namedCaptures, replacementTemplate )
ThrowOr<std::u16string> get_substitution(VM& vm, const std::u16string& matched, const std::u16string& str, size_t position,
    const std::vector<Value>& captures, Value named_captures, const std::u16string& tmpl)
{
    std::u16string result;
    size_t m = captures.size();
    auto capture_text = [&](size_t index) -> ThrowOr<std::u16string> {
        Value v = captures[index - 1];
        if (v.is_undefined())
            return std::u16string();
        return vm.to_u16string(v);
    };
    for (size_t i = 0; i < tmpl.size(); ++i) {
        char16_t c = tmpl[i];
        if (c != '$' || i + 1 >= tmpl.size()) {
            result += c;
            continue;
        }
        char16_t next = tmpl[i + 1];
        if (next == '$') {
            result += '$';
            ++i;
        } else if (next == '&') {
            result += matched;
            ++i;
        } else if (next == '`') {
            result += str.substr(0, position);
            ++i;
        } else if (next == '\'') {
            size_t tail = std::min(position + matched.size(), str.size());
            result += str.substr(tail);
            ++i;
        } else if (next >= '0' && next <= '9') {
            // $n and $nn: two digits when they name a capture, else one.
            size_t one = static_cast<size_t>(next - '0');
            bool two_digits = i + 2 < tmpl.size() && tmpl[i + 2] >= '0' && tmpl[i + 2] <= '9';
            size_t two = two_digits ? one * 10 + static_cast<size_t>(tmpl[i + 2] - '0') : 0;
            if (two_digits && two >= 1 && two <= m) {
                result += TRY(capture_text(two));
                i += 2;
            } else if (one >= 1 && one <= m) {
                result += TRY(capture_text(one));
                i += 1;
            } else {
                result += '$';
            }
        } else if (next == '<') {
            // $<name>: only with named groups, and only when the `>` exists.
            size_t close = tmpl.find(u'>', i + 2);
            if (named_captures.is_undefined() || close == std::u16string::npos) {
                result += '$';
                continue;
            }
            std::u16string group_name = tmpl.substr(i + 2, close - (i + 2));
            Value capture = TRY(vm.get(named_captures, vm.key_from_string(vm.make_string(group_name))));
            if (!capture.is_undefined())
                result += TRY(vm.to_u16string(capture));
            i = close;
        } else {
            result += '$';
        }
        if (result.size() > kMaxStringLength)
            return vm.throw_range_error("Invalid string length");
    }
    return result;
}

// 22.2.6.11 RegExp.prototype [ @@replace ] ( string, replaceValue )
ThrowOr<Value> regexp_proto_symbol_replace(VM& vm, CallArgs& args)
{
    // 1-4. Let rx be the this value (an Object); let S be ? ToString(string).
    Object* rx = TRY(this_object(vm, args.this_value, "RegExp.prototype.@@replace"));
    PrimitiveString* str = TRY(vm.to_string(args.arg(0)));
    const std::u16string& s = str->string();
    // 5-6. functionalReplace, else replaceValue = ? ToString(replaceValue).
    Value replace_value = args.arg(1);
    bool functional = VM::is_callable(replace_value);
    std::u16string replace_template;
    if (!functional)
        replace_template = TRY(vm.to_u16string(replace_value));
    // 7-10. flags; global; fullUnicode; lastIndex = 0 for global.
    std::u16string flags = TRY(flags_of(vm, rx));
    bool global = flags.find(u'g') != std::u16string::npos;
    bool full_unicode = false;
    if (global) {
        full_unicode = flags.find(u'u') != std::u16string::npos || flags.find(u'v') != std::u16string::npos;
        TRY(vm.set(Value(rx), vm.key("lastIndex"), Value(0), true));
    }
    // 11-13. The results.
    std::vector<Value> results;
    for (;;) {
        Value result = TRY(regexp_exec(vm, rx, str));
        if (result.is_null())
            break;
        results.push_back(result);
        if (!global)
            break;
        PrimitiveString* match_str = TRY(vm.to_string(TRY(vm.get(result, PropertyKey::index(0)))));
        if (match_str->string().empty()) {
            double this_index = TRY(to_length(vm, TRY(rx->get(vm, vm.key("lastIndex")))));
            TRY(vm.set(Value(rx), vm.key("lastIndex"), Value(advance_string_index(s, this_index, full_unicode)), true));
        }
    }
    // 14-15. Replace each result in turn.
    std::u16string accumulated;
    size_t next_source_position = 0;
    for (Value result : results) {
        Object* r = result.as_object();
        // 15.a-e. nCaptures, matched, position.
        double result_length = TRY(vm.length_of_array_like(r));
        size_t n_captures = result_length > 1 ? static_cast<size_t>(std::min(result_length - 1, 1e6)) : 0;
        std::u16string matched = TRY(vm.to_u16string(TRY(r->get(vm, PropertyKey::index(0)))));
        double position_d = TRY(vm.to_integer_or_infinity(TRY(r->get(vm, vm.key("index")))));
        size_t position = static_cast<size_t>(std::max(std::min(position_d, static_cast<double>(s.size())), 0.0));
        // 15.f-i. The captures (strings or undefined).
        std::vector<Value> captures;
        for (size_t n = 1; n <= n_captures; ++n) {
            Value cap = TRY(r->get(vm, PropertyKey::index(static_cast<uint32_t>(n))));
            if (!cap.is_undefined())
                cap = Value(TRY(vm.to_string(cap)));
            captures.push_back(cap);
        }
        // 15.j. Let namedCaptures be ? Get(result, "groups").
        Value named_captures = TRY(r->get(vm, vm.key("groups")));
        std::u16string replacement;
        if (functional) {
            // 15.k. Call(replaceValue, undefined, « matched, p1.., position, S [, groups] »).
            std::vector<Value> replacer_args;
            replacer_args.push_back(string_value(vm, matched));
            replacer_args.insert(replacer_args.end(), captures.begin(), captures.end());
            replacer_args.push_back(Value(static_cast<double>(position)));
            replacer_args.push_back(Value(str));
            if (!named_captures.is_undefined())
                replacer_args.push_back(named_captures);
            Value repl = TRY(vm.call(replace_value, Value(), replacer_args));
            replacement = TRY(vm.to_u16string(repl));
        } else {
            // 15.l. GetSubstitution with namedCaptures as an object.
            if (!named_captures.is_undefined())
                named_captures = Value(TRY(vm.to_object(named_captures)));
            replacement = TRY(get_substitution(vm, matched, s, position, captures, named_captures, replace_template));
        }
        // 15.m-n. Only matches at or after nextSourcePosition count.
        if (position >= next_source_position) {
            accumulated.append(s, next_source_position, position - next_source_position);
            accumulated += replacement;
            next_source_position = position + matched.size();
            if (accumulated.size() > kMaxStringLength)
                return vm.throw_range_error("Invalid string length");
        }
    }
    // 16-17. The rest of S.
    if (next_source_position < s.size())
        accumulated.append(s, next_source_position);
    return string_value(vm, std::move(accumulated));
}

// --- @@search -----------------------------------------------------------------------------

// 22.2.6.12 RegExp.prototype [ @@search ] ( string )
ThrowOr<Value> regexp_proto_symbol_search(VM& vm, CallArgs& args)
{
    Object* rx = TRY(this_object(vm, args.this_value, "RegExp.prototype.@@search"));
    PrimitiveString* s = TRY(vm.to_string(args.arg(0)));
    // 4-5. Save lastIndex and start from 0.
    Value previous = TRY(rx->get(vm, vm.key("lastIndex")));
    if (!VM::same_value(previous, Value(0)))
        TRY(vm.set(Value(rx), vm.key("lastIndex"), Value(0), true));
    Value result = TRY(regexp_exec(vm, rx, s));
    // 7-8. Restore lastIndex.
    Value current = TRY(rx->get(vm, vm.key("lastIndex")));
    if (!VM::same_value(current, previous))
        TRY(vm.set(Value(rx), vm.key("lastIndex"), previous, true));
    if (result.is_null())
        return Value(-1);
    return vm.get(result, vm.key("index"));
}

// --- @@split ------------------------------------------------------------------------------

// 22.2.6.14 RegExp.prototype [ @@split ] ( string, limit )
ThrowOr<Value> regexp_proto_symbol_split(VM& vm, CallArgs& args)
{
    // 1-3. Let rx be the this value (an Object); let S be ? ToString(string).
    Object* rx = TRY(this_object(vm, args.this_value, "RegExp.prototype.@@split"));
    PrimitiveString* str = TRY(vm.to_string(args.arg(0)));
    const std::u16string& s = str->string();
    // 4. Let C be ? SpeciesConstructor(rx, %RegExp%).
    Value c = TRY(regexp_species_constructor(vm, rx));
    // 5-9. flags; unicodeMatching; newFlags with "y"; splitter = ? Construct(C, « rx, newFlags »).
    std::u16string flags = TRY(flags_of(vm, rx));
    bool unicode_matching = flags.find(u'u') != std::u16string::npos || flags.find(u'v') != std::u16string::npos;
    std::u16string new_flags = flags.find(u'y') != std::u16string::npos ? flags : flags + u"y";
    Value ctor_args[] = { Value(rx), string_value(vm, new_flags) };
    Value splitter_value = TRY(vm.construct(c, ctor_args));
    Object* splitter = splitter_value.as_object();
    // 10-13. A; lim.
    std::vector<Value> a;
    double lim = args.arg(1).is_undefined() ? 4294967295.0 : static_cast<double>(TRY(vm.to_uint32(args.arg(1))));
    if (lim == 0)
        return Value(static_cast<Object*>(vm.make_array()));
    // 15. If S is empty: [S] unless the splitter matches it.
    size_t size = s.size();
    if (size == 0) {
        Value z = TRY(regexp_exec(vm, splitter, str));
        if (!z.is_null())
            return Value(static_cast<Object*>(vm.make_array()));
        return Value(static_cast<Object*>(vm.make_array({ Value(str) })));
    }
    // 16-19. Try a sticky match at every q.
    size_t p = 0, q = 0;
    while (q < size) {
        TRY(vm.set(splitter_value, vm.key("lastIndex"), Value(static_cast<double>(q)), true));
        Value z = TRY(regexp_exec(vm, splitter, str));
        if (z.is_null()) {
            q = static_cast<size_t>(advance_string_index(s, static_cast<double>(q), unicode_matching));
            continue;
        }
        double e_d = TRY(to_length(vm, TRY(splitter->get(vm, vm.key("lastIndex")))));
        size_t e = static_cast<size_t>(std::min(e_d, static_cast<double>(size)));
        if (e == p) {
            q = static_cast<size_t>(advance_string_index(s, static_cast<double>(q), unicode_matching));
            continue;
        }
        // 19.d.iv. The piece before the match, then the captures.
        a.push_back(string_value(vm, s.substr(p, q - p)));
        if (static_cast<double>(a.size()) == lim)
            return Value(static_cast<Object*>(vm.make_array(a)));
        p = e;
        double number_of_captures = std::max(TRY(vm.length_of_array_like(z.as_object())) - 1, 0.0);
        for (double i = 1; i <= number_of_captures; ++i) {
            a.push_back(TRY(z.as_object()->get(vm, PropertyKey::index(static_cast<uint32_t>(i)))));
            if (static_cast<double>(a.size()) == lim)
                return Value(static_cast<Object*>(vm.make_array(a)));
        }
        q = p;
    }
    // 20-22. The rest.
    a.push_back(string_value(vm, s.substr(p)));
    return Value(static_cast<Object*>(vm.make_array(a)));
}

} // namespace

// --- shared operations ----------------------------------------------------------------------

Symbol* well_known_symbol(VM& vm, std::string_view name)
{
    Object* symbol_ctor = vm.intrinsic("Symbol");
    auto prop = symbol_ctor->get_own_property(vm.key(name));
    VERIFY(prop && prop->value.is_symbol() && "install_regexp_builtins made the symbol");
    return prop->value.as_symbol();
}

// 7.2.8 IsRegExp ( argument )
ThrowOr<bool> is_regexp(VM& vm, Value argument)
{
    if (!argument.is_object())
        return false;
    Value matcher = TRY(argument.as_object()->get(vm, PropertyKey::symbol(well_known_symbol(vm, "match"))));
    if (!matcher.is_undefined())
        return VM::to_boolean(matcher);
    RegExpObject* re = as_regexp(argument);
    return re && re->program;
}

// 22.2.3.1 RegExpCreate ( P, F )
ThrowOr<Object*> regexp_create(VM& vm, Value pattern, const char16_t* flags)
{
    RegExpObject* obj = TRY(regexp_alloc(vm, nullptr));
    return regexp_initialize(vm, obj, pattern, flags ? string_value(vm, flags) : Value());
}

ThrowOr<Value> regexp_create_literal(VM& vm, PrimitiveString* pattern, PrimitiveString* flags)
{
    RegExpObject* obj = TRY(regexp_alloc(vm, nullptr));
    return Value(TRY(regexp_initialize(vm, obj, Value(pattern), Value(flags))));
}

// 22.2.6.13.1 EscapeRegExpPattern ( P, F ): `/` and line terminators escaped (as V8 does:
// not inside a class, not when already escaped); the empty pattern is (?:).
std::u16string escape_regexp_pattern(std::u16string_view source)
{
    if (source.empty())
        return u"(?:)";
    std::u16string out;
    bool in_class = false;
    for (size_t i = 0; i < source.size(); ++i) {
        char16_t c = source[i];
        if (c == '\\' && i + 1 < source.size()) {
            char16_t next = source[i + 1];
            out += c;
            if (next == '\n')
                out += u"n";
            else if (next == '\r')
                out += u"r";
            else if (next == 0x2028)
                out += u"u2028";
            else if (next == 0x2029)
                out += u"u2029";
            else
                out += next;
            ++i;
            continue;
        }
        if (c == '/' && !in_class)
            out += u"\\/";
        else if (c == '\n')
            out += u"\\n";
        else if (c == '\r')
            out += u"\\r";
        else if (c == 0x2028)
            out += u"\\u2028";
        else if (c == 0x2029)
            out += u"\\u2029";
        else
            out += c;
        if (c == '[')
            in_class = true;
        else if (c == ']')
            in_class = false;
    }
    return out;
}

void install_regexp_builtins(VM& vm)
{
    // 20.4.2.8 / .11 / .13 / .14 / .15 Symbol.match, matchAll, replace, search, split
    Object* symbol_ctor = vm.intrinsic("Symbol");
    for (const char* name : { "match", "matchAll", "replace", "search", "split" }) {
        auto* sym = vm.heap().allocate<Symbol>(u"Symbol." + utf8_to_utf16(name), true);
        vm.define_value(symbol_ctor, name, Value(sym), 0);
    }

    // 22.2.4 The RegExp Constructor, 22.2.6 Properties of the RegExp Prototype Object
    Object* proto = vm.make_object();
    NativeFunction* ctor = vm.make_native_function("RegExp", regexp_constructor, 2, true);
    ctor->put_direct(vm.names().prototype, Value(proto), 0);
    proto->put_direct(vm.names().constructor, Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.define_value(vm.global_object(), "RegExp", Value(static_cast<Object*>(ctor)));
    vm.set_intrinsic("RegExp", ctor);
    vm.set_intrinsic("RegExp.prototype", proto);

    vm.define_native(proto, "exec", regexp_proto_exec, 1);
    vm.define_getter(proto, "dotAll", regexp_proto_dot_all);
    vm.define_getter(proto, "flags", regexp_proto_flags);
    vm.define_getter(proto, "global", regexp_proto_global);
    vm.define_getter(proto, "hasIndices", regexp_proto_has_indices);
    vm.define_getter(proto, "ignoreCase", regexp_proto_ignore_case);
    vm.define_getter(proto, "multiline", regexp_proto_multiline);
    vm.define_getter(proto, "source", regexp_proto_source);
    vm.define_getter(proto, "sticky", regexp_proto_sticky);
    vm.define_getter(proto, "unicode", regexp_proto_unicode);
    vm.define_native(proto, "compile", regexp_proto_compile, 2);
    vm.define_native(proto, "toString", regexp_proto_to_string, 0);
    vm.define_native(proto, "test", regexp_proto_test, 1);
    vm.define_getter(proto, "unicodeSets", regexp_proto_unicode_sets);
    auto define_symbol_method = [&](const char* symbol, const char* name, NativeFn fn, uint32_t length) {
        NativeFunction* f = vm.make_native_function(name, fn, length);
        proto->put_direct(PropertyKey::symbol(well_known_symbol(vm, symbol)), Value(static_cast<Object*>(f)), kBuiltinAttributes);
    };
    define_symbol_method("match", "[Symbol.match]", regexp_proto_symbol_match, 1);
    define_symbol_method("matchAll", "[Symbol.matchAll]", regexp_proto_symbol_match_all, 1);
    define_symbol_method("replace", "[Symbol.replace]", regexp_proto_symbol_replace, 2);
    define_symbol_method("search", "[Symbol.search]", regexp_proto_symbol_search, 1);
    define_symbol_method("split", "[Symbol.split]", regexp_proto_symbol_split, 2);

    // 22.2.9.2 The %RegExpStringIteratorPrototype% Object
    Object* iterator_proto = vm.heap().allocate<Object>(vm.iterator_prototype());
    vm.define_native(iterator_proto, "next", regexp_string_iterator_next, 0);
    iterator_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("RegExp String Iterator"), kConfigurable);
    vm.set_intrinsic("%RegExpStringIteratorPrototype%", iterator_proto);
}

} // namespace evloop::js
