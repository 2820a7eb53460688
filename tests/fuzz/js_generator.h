#pragma once
// A grammar-aware JavaScript generator for jsgen_fuzz: the fuzzer's bytes are the choices
// (which statement, which expression, which name), so every input is a syntactically
// plausible program — functions and closures, classes with private members and super,
// generators, async functions and await, promises and their combinators, destructuring,
// spread, try/catch/finally, labelled loops, switch, template literals, getters, Proxy —
// and mutations of the bytes move through programs, not through syntax errors. When the
// bytes run out every choice is the simplest, so the program is always finite; loops are
// bounded by counters and the run by the instruction budget.
#include <cstddef>
#include <cstdint>
#include <string>

namespace evloop::fuzz {

std::string generate_program(const uint8_t* data, size_t size);

} // namespace evloop::fuzz
