#pragma once
// Private names and private elements (#x in classes): the abstract operations of
// ECMA-262 §7.3.26-7.3.32 that the interpreter's private-name opcodes call.
// Storage is Object::private_elements (object.h); names are Symbol::is_private symbols.
#include "core/js/vm.h"

namespace evloop::js {

// 7.3.28 PrivateFieldAdd ( O, P, value )
ThrowOr<void> private_field_add(VM& vm, Value object, Symbol* name, Value value);
// 7.3.29 PrivateMethodOrAccessorAdd ( O, method ): `method` is the method or getter,
// `setter` the setter (undefined when absent).
ThrowOr<void> private_method_or_accessor_add(VM& vm, Value object, Symbol* name, Value method, Value setter);
// 7.3.31 PrivateGet ( O, P )
ThrowOr<Value> private_get(VM& vm, Value object, Symbol* name);
// 7.3.32 PrivateSet ( O, P, value )
ThrowOr<void> private_set(VM& vm, Value object, Symbol* name, Value value);
// 13.10.1 RelationalExpression : PrivateIdentifier in ShiftExpression (ergonomic brand checks)
ThrowOr<bool> private_in(VM& vm, Symbol* name, Value object);

} // namespace evloop::js
