#pragma once
// A lesson file (lessons/<locale>/NN-slug.md) and the set of lessons of one locale.
#include "core/lesson/markdown.h"
#include "core/util/diagnostic.h"
#include <optional>
#include <string>
#include <vector>

namespace evloop {

enum class LessonHost : uint8_t { Neutral, Browser, Node, Both };
const char* lesson_host_name(LessonHost host);

struct Lesson {
    std::string file;    // file name, e.g. "01-one-thread.md"
    int number = 0;      // the NN of the file name
    std::string id;      // "one-thread": used in URLs and saved progress, so keep it stable
    std::string title;
    LessonHost host = LessonHost::Neutral;
    std::string summary;
    Document document;
};

// Parses one lesson; `file_name` is used for diagnostics and the lesson number.
// Returns nullopt with every problem found in `errors` (front matter, Markdown, fences).
std::optional<Lesson> parse_lesson(const std::string& file_name, const std::string& text,
    std::vector<Diagnostic>& errors);

// Lessons larger than this are refused (a lesson is prose, not a data dump).
inline constexpr size_t kMaxLessonBytes = 256 * 1024;

struct LessonSet {
    std::vector<Lesson> lessons;     // sorted by file name (so by NN)
    std::vector<Diagnostic> errors;  // files that were skipped, and why

    int index_of(const std::string& id) const; // -1 if absent
};

// Loads every "*.md" file of `directory` (not recursive). A broken lesson is skipped
// and reported; the others still load, so one typo never takes the whole site down.
LessonSet load_lessons(const std::string& directory);

} // namespace evloop
