// lesson_fuzz — the Markdown lesson loader (core/lesson): front matter, the md4c document
// model, fence info strings, choice quizzes and exercises, all through parse_lesson. The
// input is a lesson file's text; seeds are lessons/*/*.md. A lesson may be refused, but
// then with at least one diagnostic, each with a line inside the file; a crash, a
// sanitizer report or a hang is a bug. Run: scripts/fuzz lesson SECONDS.
#include "core/lesson/lesson.h"
#include <algorithm>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop;
    std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<Diagnostic> errors;
    std::optional<Lesson> lesson = parse_lesson("01-fuzz.md", text, errors);
    if (!lesson && errors.empty())
        __builtin_trap(); // a refusal says why
    if (lesson && !errors.empty())
        __builtin_trap();
    int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    for (const Diagnostic& d : errors)
        if (d.message.empty() || d.line < 0 || d.line > lines)
            __builtin_trap(); // every problem says what and where
    if (lesson)
        for (const Block& b : lesson->document.blocks)
            if (b.line < 0 || b.line > lines)
                __builtin_trap();
    return 0;
}
