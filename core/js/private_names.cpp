#include "core/js/private_names.h"

namespace evloop::js {

namespace {

std::string name_text(Symbol* name) { return utf16_to_utf8(name->description()); }

// V8 checks methods and accessors by the class's brand and names the class.
Thrown throw_brand_error(VM& vm, Symbol* name)
{
    const Symbol::PrivateInfo& info = name->private_info();
    std::string cls = info.class_name.empty() ? "anonymous" : info.class_name;
    return vm.throw_type_error(info.is_static ? "Receiver must be class " + cls : "Receiver must be an instance of class " + cls);
}

Object::PrivateElement* find(Value object, Symbol* name)
{
    return object.is_object() ? object.as_object()->private_element_find(name) : nullptr;
}

} // namespace

// 7.3.28 PrivateFieldAdd ( O, P, value ) https://tc39.es/ecma262/#sec-privatefieldadd
ThrowOr<void> private_field_add(VM& vm, Value object, Symbol* name, Value value)
{
    // 1. (Host hook) 2. Let entry be PrivateElementFind(O, P).
    // 3. If entry is not empty, throw a TypeError exception.
    if (find(object, name))
        return vm.throw_type_error("Cannot initialize " + name_text(name) + " twice on the same object");
    // 4. Append PrivateElement { [[Key]]: P, [[Kind]]: field, [[Value]]: value } to O.[[PrivateElements]].
    object.as_object()->add_private_element({ name, value });
    return {};
}

// 7.3.29 PrivateMethodOrAccessorAdd ( O, method ) https://tc39.es/ecma262/#sec-privatemethodoraccessoradd
ThrowOr<void> private_method_or_accessor_add(VM& vm, Value object, Symbol* name, Value method, Value setter)
{
    // 3. If PrivateElementFind(O, method.[[Key]]) is not empty, throw a TypeError exception.
    if (find(object, name)) {
        const std::string& cls = name->private_info().class_name;
        return vm.throw_type_error("Cannot initialize private methods of class " + (cls.empty() ? std::string("anonymous") : cls)
            + " twice on the same object");
    }
    // 4. Append method to O.[[PrivateElements]].
    Object::PrivateElement e { name, Value() };
    if (name->private_info().kind == Symbol::PrivateInfo::Kind::Method) {
        e.value = method;
    } else {
        e.getter = method.is_object() ? method.as_object() : nullptr;
        e.setter = setter.is_object() ? setter.as_object() : nullptr;
    }
    object.as_object()->add_private_element(e);
    return {};
}

// 7.3.31 PrivateGet ( O, P ) https://tc39.es/ecma262/#sec-privateget
ThrowOr<Value> private_get(VM& vm, Value object, Symbol* name)
{
    const Symbol::PrivateInfo& info = name->private_info();
    // 1. Let entry be PrivateElementFind(O, P).
    Object::PrivateElement* entry = find(object, name);
    // 2. If entry is empty, throw a TypeError exception.
    if (!entry) {
        if (info.kind != Symbol::PrivateInfo::Kind::Field)
            return throw_brand_error(vm, name);
        return vm.throw_type_error("Cannot read private member " + name_text(name) + " from an object whose class did not declare it");
    }
    // 3. If entry.[[Kind]] is either field or method, return entry.[[Value]].
    if (info.kind != Symbol::PrivateInfo::Kind::Accessor)
        return entry->value;
    // 4. Assert: entry.[[Kind]] is accessor. 5. If entry.[[Get]] is undefined, throw a TypeError exception.
    if (!entry->getter)
        return vm.throw_type_error("'" + name_text(name) + "' was defined without a getter");
    // 6. Let getter be entry.[[Get]]. 7. Return ? Call(getter, O).
    return vm.call(Value(entry->getter), object, {});
}

// 7.3.32 PrivateSet ( O, P, value ) https://tc39.es/ecma262/#sec-privateset
ThrowOr<void> private_set(VM& vm, Value object, Symbol* name, Value value)
{
    const Symbol::PrivateInfo& info = name->private_info();
    // 1. Let entry be PrivateElementFind(O, P). 2. If entry is empty, throw a TypeError exception.
    Object::PrivateElement* entry = find(object, name);
    if (!entry) {
        if (info.kind != Symbol::PrivateInfo::Kind::Field)
            return throw_brand_error(vm, name);
        return vm.throw_type_error("Cannot write private member " + name_text(name) + " to an object whose class did not declare it");
    }
    // 3. If entry.[[Kind]] is field, set entry.[[Value]] to value.
    if (info.kind == Symbol::PrivateInfo::Kind::Field) {
        entry->value = value;
        return {};
    }
    // 4. Else if entry.[[Kind]] is method, throw a TypeError exception.
    if (info.kind == Symbol::PrivateInfo::Kind::Method)
        return vm.throw_type_error("Private method '" + name_text(name) + "' is not writable");
    // 5. Else: a. If entry.[[Set]] is undefined, throw a TypeError exception.
    if (!entry->setter)
        return vm.throw_type_error("'" + name_text(name) + "' was defined without a setter");
    // b. Let setter be entry.[[Set]]. c. Perform ? Call(setter, O, « value »).
    Value args[] = { value };
    TRY(vm.call(Value(entry->setter), object, args));
    return {};
}

// 13.10.1 Runtime Semantics: Evaluation, RelationalExpression : PrivateIdentifier in ShiftExpression
// https://tc39.es/ecma262/#sec-relational-operators-runtime-semantics-evaluation
ThrowOr<bool> private_in(VM& vm, Symbol* name, Value object)
{
    // 4. If rval is not an Object, throw a TypeError exception.
    if (!object.is_object())
        return vm.throw_type_error("Cannot use 'in' operator to search for '" + name_text(name) + "' in "
            + utf16_to_utf8(TRY(vm.to_u16string(object))));
    // 7-8. If PrivateElementFind(rval, privateName) is not empty, return true; else false.
    return find(object, name) != nullptr;
}

} // namespace evloop::js
