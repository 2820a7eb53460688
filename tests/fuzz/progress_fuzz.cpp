// progress_fuzz — saved progress (tutor::parse_progress), which the page reads back from
// localStorage where anyone can edit it. Any text is either read or refused with a
// notice (an empty Progress); what is read serializes to a text that reads back to the
// same progress. Seeds: tests/fuzz/seeds/progress. Run: scripts/fuzz progress SECONDS.
#include "core/tutor/progress.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop::tutor;
    std::string text(reinterpret_cast<const char*>(data), size);
    std::string problem;
    Progress p = parse_progress(text, problem);
    if (!problem.empty() && (!p.quizzes.empty() || !p.exercises.empty() || !p.last_lesson.empty()))
        __builtin_trap(); // a refusal starts fresh
    if (!problem.empty())
        return 0;
    std::string saved = p.serialize();
    std::string problem2;
    Progress back = parse_progress(saved, problem2);
    if (!problem2.empty() || back.serialize() != saved)
        __builtin_trap(); // what evloop writes, evloop reads back unchanged
    for (const auto& [key, e] : p.exercises) {
        const ExerciseState* b = back.exercise(key.first, key.second);
        if (!b || b->code != e.code || b->grade != e.grade || b->attempts != e.attempts)
            __builtin_trap();
    }
    return 0;
}
