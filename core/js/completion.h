#pragma once
// JS-visible errors as a completion type. A throw stores the thrown value in the VM
// (VM::exception()) and returns Thrown{}; TRY(expr) propagates it, like LibJS's TRY.
// Engine bugs are the other channel: VERIFY(cond && "why") (core/util/verify.h).
#include "core/util/verify.h"
#include <optional>
#include <utility>

namespace evloop::js {

struct Thrown { };

template<typename T>
class [[nodiscard]] ThrowOr {
public:
    ThrowOr(T value)
        : m_value(std::move(value))
    {
    }
    ThrowOr(Thrown) { }
    bool is_throw() const { return !m_value.has_value(); }
    T& value() { return *m_value; }
    T release_value() { return std::move(*m_value); }

private:
    std::optional<T> m_value;
};

template<>
class [[nodiscard]] ThrowOr<void> {
public:
    ThrowOr() = default;
    ThrowOr(Thrown)
        : m_threw(true)
    {
    }
    bool is_throw() const { return m_threw; }
    void release_value() { }

private:
    bool m_threw = false;
};

} // namespace evloop::js

// Evaluates `expr` (a ThrowOr); on a throw, returns Thrown{} from the enclosing function.
// Each use gets its own variable name, so TRY(f(TRY(g()))) nests without shadowing.
#define EVLOOP_TRY_CONCAT_(a, b) a##b
#define EVLOOP_TRY_CONCAT(a, b) EVLOOP_TRY_CONCAT_(a, b)
#define EVLOOP_TRY_IMPL(expr, result)                  \
    ({                                                 \
        auto&& result = (expr);                        \
        if (result.is_throw())                         \
            return ::evloop::js::Thrown {};            \
        result.release_value();                        \
    })
#define TRY(expr) EVLOOP_TRY_IMPL(expr, EVLOOP_TRY_CONCAT(_try_result_, __COUNTER__))
