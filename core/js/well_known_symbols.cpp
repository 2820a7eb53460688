// 6.1.5.1 Well-Known Symbols https://tc39.es/ecma262/#sec-well-known-symbols
// The properties that make @@species, @@isConcatSpreadable and @@unscopables exist:
// Symbol.species & co., the constructors' [Symbol.species] getters and
// Array.prototype[Symbol.unscopables]. The algorithms that read them are where the spec
// has them (ArraySpeciesCreate and concat in builtins_array.cpp, SpeciesConstructor in
// builtins_promise.cpp).
#include "core/js/vm.h"

namespace evloop::js {

namespace {

// get %Array% [ @@species ] (and the same for Promise, Map, Set, RegExp): returns the this value.
ThrowOr<Value> species_getter(VM&, CallArgs& args) { return args.this_value; }

void define_species_getter(VM& vm, Object* constructor)
{
    NativeFunction* getter = vm.make_native_function("get [Symbol.species]", species_getter, 0);
    Property p;
    p.getter = getter;
    p.attributes = kAccessor | kConfigurable;
    constructor->define_own_property(PropertyKey::symbol(vm.symbol_species()), p);
}

} // namespace

void install_well_known_symbol_properties(VM& vm)
{
    Object* symbol = vm.intrinsic("Symbol");
    vm.define_value(symbol, "isConcatSpreadable", Value(vm.symbol_is_concat_spreadable()), 0);
    vm.define_value(symbol, "species", Value(vm.symbol_species()), 0);
    vm.define_value(symbol, "unscopables", Value(vm.symbol_unscopables()), 0);

    // 23.1.2.5 get Array [ @@species ], 27.2.4.8 get Promise [ @@species ],
    // 24.1.2.2 get Map [ @@species ], 24.2.2.2 get Set [ @@species ],
    // 22.2.5.2 get RegExp [ @@species ]
    for (const char* name : { "Array", "Promise", "Map", "Set", "RegExp" })
        define_species_getter(vm, vm.intrinsic(name));

    // 23.1.3.41 Array.prototype [ @@unscopables ]: a null-prototype object (only the value:
    // evloop has no `with` statement that would read it).
    Object* unscopables = vm.heap().allocate<Object>(nullptr);
    for (const char* name : { "at", "copyWithin", "entries", "fill", "find", "findIndex", "findLast", "findLastIndex",
             "flat", "flatMap", "includes", "keys", "values", "toReversed", "toSorted", "toSpliced" })
        unscopables->put_direct(vm.key(name), Value(true));
    vm.array_prototype()->put_direct(PropertyKey::symbol(vm.symbol_unscopables()), Value(unscopables), kConfigurable);
}

} // namespace evloop::js
