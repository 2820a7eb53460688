#pragma once
// RegExp instances (22.2.3 Abstract Operations for RegExp Creation) and the operations
// other builtins share: String.prototype.match/replace/split/... dispatch through the
// well-known symbols to builtins_regexp.cpp.
#include "core/js/regexp.h"
#include "core/js/vm.h"

namespace evloop::js {

// An object with [[RegExpMatcher]], [[OriginalSource]] and [[OriginalFlags]].
class RegExpObject final : public Object {
public:
    explicit RegExpObject(Object* prototype)
        : Object(prototype, ObjectClass::RegExp)
    {
    }
    const char* class_name() const override { return "RegExpObject"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(original_source);
        v.visit(original_flags);
    }
    std::shared_ptr<const regexp::Program> program; // null until RegExpInitialize
    PrimitiveString* original_source = nullptr;
    PrimitiveString* original_flags = nullptr;
};

inline RegExpObject* as_regexp(Value v)
{
    if (!v.is_object() || v.as_object()->object_class() != ObjectClass::RegExp)
        return nullptr;
    return static_cast<RegExpObject*>(v.as_object());
}

// Symbol.match, Symbol.matchAll, Symbol.replace, Symbol.search, Symbol.split (made by
// install_regexp_builtins and kept as properties of %Symbol%).
Symbol* well_known_symbol(VM& vm, std::string_view name);

// 22.2.3.1 RegExpCreate ( P, F ): `flags` null means undefined.
ThrowOr<Object*> regexp_create(VM& vm, Value pattern, const char16_t* flags);
// A regular expression literal: a new object each evaluation (13.2.7.3). The pattern was
// checked when the program was parsed.
ThrowOr<Value> regexp_create_literal(VM& vm, PrimitiveString* pattern, PrimitiveString* flags);
// 7.2.8 IsRegExp ( argument )
ThrowOr<bool> is_regexp(VM& vm, Value argument);
// EscapeRegExpPattern: the `source` text (22.2.6.13.1).
std::u16string escape_regexp_pattern(std::u16string_view source);

void install_regexp_builtins(VM&);

} // namespace evloop::js
