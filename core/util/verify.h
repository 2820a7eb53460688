#pragma once
// Engine invariants: bugs in evloop, never errors of the JavaScript program (those are
// completions: ThrowOr and TRY in core/js/completion.h). Like LibJS's AK VERIFY and ImGui's
// IM_ASSERT(cond && "why"), and on in release builds too: a broken invariant stops the
// process with the place and the reason instead of running on into a wrong trace.
//
//   VERIFY(slot < m_count && "the compiler sized the frame");
//   VERIFY_NOT_REACHED();   // a switch over every enumerator, a state that cannot occur
//
// On failure it prints "evloop: internal error: VERIFY(<cond>) failed at <file>:<line>" to
// stderr and aborts. The condition is evaluated once; give it a reason string.
#define VERIFY(cond)                                                                          \
    do {                                                                                      \
        if (!(cond)) [[unlikely]]                                                             \
            ::evloop::verify_failed("VERIFY(" #cond ")", __FILE__, __LINE__);                 \
    } while (0)

#define VERIFY_NOT_REACHED() ::evloop::verify_failed("VERIFY_NOT_REACHED()", __FILE__, __LINE__)

namespace evloop {
// Prints "evloop: internal error: <what> failed at <file>:<line>" and aborts.
[[noreturn]] void verify_failed(const char* what, const char* file, int line);
}
