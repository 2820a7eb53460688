#pragma once
// Early errors found after parsing, by one walk over the tree (early_errors.cpp): the
// strict-mode rules for eval/arguments and delete, "use strict" with non-simple
// parameters, duplicate labels and __proto__, function declarations in statement
// positions, redeclarations of catch parameters and for-declarations, accessor
// parameter counts, and class element names.
#include "core/js/parser.h"
#include <optional>
#include <string_view>

namespace evloop::js {

// `strict`: the program itself is strict code (a module, or a "use strict" directive).
std::optional<SyntaxErrorInfo> check_early_errors(const Node& program, bool strict, std::string_view source);

} // namespace evloop::js
