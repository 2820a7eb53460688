#pragma once
// Formatting values the way Node's util.inspect / console.log does (Node 20's
// lib/internal/util/inspect.js, ported function by function in inspect.cpp).
#include "core/js/vm.h"
#include <span>
#include <string>

namespace evloop::js {

// util.inspect's options. The defaults are Node's inspectDefaultOptions, which is also
// what console.log uses (its inspect options object is `{}`).
// InspectOptions::compact for `compact: true` (Node's other layout: no grouping, no split strings).
inline constexpr int kCompactTrue = -1;

struct InspectOptions {
    int depth = 2;           // nested objects deeper than this print as [Object] / [Array] (INT_MAX: no limit)
    int break_length = 80;   // a line longer than this is broken up
    int compact = 3;         // Node's `compact` option as a number; 0 means `compact: false`, kCompactTrue `true`
    size_t max_array_length = 100;
    size_t max_string_length = 10000;
    bool show_hidden = false; // non-enumerable properties too (console.log's %o)
    bool sorted = false;      // util.inspect's `sorted: true`: entries in string order
    bool custom_inspect = true; // call [util.inspect.custom] methods (util.inspect's `customInspect`)
    // util.inspect's options object when it has keys Node does not know (ctx.userOptions):
    // they reach custom inspect functions. Kept alive by the caller for the inspection.
    Object* user_options = nullptr;
};

// Does util.inspect's options object have a key Node does not know (then it becomes
// InspectOptions::user_options)?
bool has_unknown_inspect_option(VM& vm, Object* options);
// options.maxArrayLength / maxStringLength: SIZE_MAX for null or Infinity, `fallback` when absent.
ThrowOr<size_t> inspect_length_option(VM& vm, Object* options, const char* key, size_t fallback);

// `base` with util.inspect's options object `options` (depth, breakLength, compact,
// showHidden, sorted, customInspect, maxArrayLength, maxStringLength) laid over it.
ThrowOr<InspectOptions> inspect_options_from(VM& vm, Value options, const InspectOptions& base = {});

// How util.inspect writes a number (formatNumber: "-0" for negative zero) and a symbol
// ("Symbol(description)"); Chrome DevTools writes both the same way (devtools_format.cpp).
std::string format_number(double number);
std::u16string symbol_to_string16(Symbol* s);
std::string symbol_to_string(Symbol* s);

// util.inspect(value): strings are quoted. Never throws: if a getter or a conversion
// the inspection runs throws, the exception is dropped and the text "[inspection threw an exception]" is returned.
std::string inspect(VM& vm, Value value, const InspectOptions& options = {});

// util.inspect(value) where an exception thrown by user code (an accessor such as
// `name` or `Symbol.toStringTag`, a `constructor.name` getter…) propagates, as in Node.
ThrowOr<std::string> inspect_or_throw(VM& vm, Value value, const InspectOptions& options = {});

// console.log(...args): util.format semantics (%s %d %i %f %j %o %O %c %%), strings raw.
ThrowOr<std::string> format_log_arguments(VM& vm, std::span<const Value> args);

} // namespace evloop::js
