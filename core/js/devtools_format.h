#pragma once
// console.log's text as Chrome DevTools shows it: the collapsed first line a learner reads
// in the console, `(2) ['milk', 'bread']`, `{url: '/a', id: 1}`, `Map(1) {'a' => 1}`, strings
// quoted unless a format string came first. The browser host's console writes this (Node's
// host writes util.inspect's text, inspect.h). It follows what DevTools makes of V8's
// previews (devtools-frontend: ConsoleFormat, ConsoleViewMessage.formatParameter,
// RemoteObjectPreviewFormatter; V8: value-mirror.cc's preview limits), and so does the
// corpus recorder's scripts/devtools-text.mjs, which makes the same text from real
// Chromium's protocol events. Functions, errors, DOM nodes and typed arrays as arguments
// keep util.inspect's text (DevTools draws source links and element trees for them).
#include "core/js/vm.h"
#include <span>
#include <string>

namespace evloop::js {

ThrowOr<std::string> format_devtools_arguments(VM& vm, std::span<const Value> args);

// The browser host's console: console.log, info, warn, error, debug, group,
// groupCollapsed and assert write format_devtools_arguments' text (console.cpp).
void use_devtools_console(VM& vm);

// V8's class name for an object (JSReceiver::GetConstructorName): what DevTools writes
// before a preview ("Foo {x: 1}"); "Object" for plain objects (inspect.cpp).
std::string constructor_name_for_description(VM& vm, Object* object);

// Platform.StringUtilities.formatAsJSLiteral: 'single' quotes unless the text has one,
// then "double", then `back` quotes, escaping control characters and lone surrogates.
std::string devtools_js_literal(std::u16string_view text);

} // namespace evloop::js
