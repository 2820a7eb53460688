#include "core/lesson/lesson.h"
#include "core/lesson/exercise.h"
#include "core/lesson/front_matter.h"
#include "core/lesson/quiz.h"
#include "core/util/utf8.h"
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace evloop {

const char* lesson_host_name(LessonHost host)
{
    switch (host) {
    case LessonHost::Neutral: return "neutral";
    case LessonHost::Browser: return "browser";
    case LessonHost::Node: return "node";
    case LessonHost::Both: return "both";
    }
    return "neutral";
}

static bool is_slug(const std::string& s)
{
    if (s.empty() || s.size() > 64 || s.front() == '-' || s.back() == '-')
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

// Options a runnable block (```js run```, ```quiz order```, ```exercise```) may carry.
static bool is_known_run_option(const std::string& key)
{
    return key == "host" || key == "title" || key == "input";
}

std::optional<Lesson> parse_lesson(const std::string& file_name, const std::string& text,
    std::vector<Diagnostic>& errors)
{
    size_t errors_before = errors.size();
    auto fail = [&](int line, std::string message) { errors.push_back({ file_name, line, 0, std::move(message) }); };

    if (text.size() > kMaxLessonBytes) {
        fail(0, "lesson is " + std::to_string(text.size()) + " bytes; the limit is " + std::to_string(kMaxLessonBytes));
        return std::nullopt;
    }
    if (!is_valid_utf8(text)) {
        fail(0, "lesson is not valid UTF-8 text");
        return std::nullopt;
    }

    Lesson lesson;
    lesson.file = file_name;
    // File names are NN-slug.md; the number orders the syllabus.
    size_t digits = 0;
    while (digits < file_name.size() && file_name[digits] >= '0' && file_name[digits] <= '9')
        ++digits;
    if (digits == 0 || digits > 3 || digits >= file_name.size() || file_name[digits] != '-') {
        fail(0, "lesson file names look like 'NN-slug.md' (e.g. 01-one-thread.md)");
        return std::nullopt;
    }
    lesson.number = std::stoi(file_name.substr(0, digits));

    Diagnostic fm_error;
    auto fm = parse_front_matter(text, fm_error);
    if (!fm) {
        fail(fm_error.line, fm_error.message);
        return std::nullopt;
    }
    for (const FrontMatterEntry& e : fm->entries) {
        if (e.key == "id") {
            lesson.id = e.value;
            if (!is_slug(e.value))
                fail(e.line, "id '" + e.value + "' must be lowercase letters, digits and '-' (it appears in URLs)");
        } else if (e.key == "title") {
            lesson.title = e.value;
        } else if (e.key == "summary") {
            lesson.summary = e.value;
        } else if (e.key == "host") {
            if (e.value == "neutral") lesson.host = LessonHost::Neutral;
            else if (e.value == "browser") lesson.host = LessonHost::Browser;
            else if (e.value == "node") lesson.host = LessonHost::Node;
            else if (e.value == "both") lesson.host = LessonHost::Both;
            else fail(e.line, "host '" + e.value + "' must be one of neutral, browser, node, both");
        } else {
            fail(e.line, "unknown front matter key '" + e.key + "' (known: id, title, host, summary)");
        }
    }
    for (const char* required : { "id", "title", "host", "summary" })
        if (!fm->find(required))
            fail(fm->body_line - 1, std::string("front matter has no '") + required + ":' line");

    lesson.document = parse_markdown(text, fm->body_offset);
    for (Diagnostic d : lesson.document.problems) {
        d.file = file_name;
        errors.push_back(std::move(d));
    }
    for (const Block& b : lesson.document.blocks) {
        if (b.kind != BlockKind::Code)
            continue;
        if (b.fence.language == "exercise") {
            if (!b.fence.flags.empty())
                fail(b.line, "an exercise block is ```exercise``` with options only (host, title, input)");
            std::string error;
            if (!parse_exercise(b.code, error))
                fail(b.line, "exercise: " + error);
        } else if (b.fence.language == "quiz") {
            bool order = b.fence.has_flag("order"), choice = b.fence.has_flag("choice");
            if (order == choice || b.fence.flags.size() != 1) {
                fail(b.line, "a quiz block is ```quiz order``` or ```quiz choice```");
                continue;
            }
            if (choice) {
                if (!b.fence.options.empty())
                    fail(b.line, "a 'quiz choice' block takes no options");
                std::string error;
                if (!parse_choice_quiz(b.code, error))
                    fail(b.line, "quiz choice: " + error);
                continue;
            }
            if (b.code.find_first_not_of(" \t\r\n") == std::string::npos)
                fail(b.line, "a 'quiz order' block needs a program");
        } else if (!b.fence.is_runnable()) {
            continue;
        }
        const char* kind = b.fence.language == "quiz" ? "quiz order" : b.fence.language == "exercise" ? "exercise" : "js run";
        for (const FenceOption& o : b.fence.options) {
            if (!is_known_run_option(o.key))
                fail(b.line, "unknown option '" + o.key + "' on a '" + kind + "' block (known: host, title, input)");
            else if (o.key == "host" && o.value == "both" && b.fence.language == "quiz")
                fail(b.line, "host=both is for 'js run' blocks (a quiz has one answer, so one host)");
            else if (o.key == "host" && o.value != "browser" && o.value != "node" && o.value != "both")
                fail(b.line, "host=" + o.value + " must be browser, node or both");
        }
    }
    if (errors.size() != errors_before)
        return std::nullopt;
    return lesson;
}

int LessonSet::index_of(const std::string& id) const
{
    for (size_t i = 0; i < lessons.size(); ++i)
        if (lessons[i].id == id)
            return static_cast<int>(i);
    return -1;
}

LessonSet load_lessons(const std::string& directory)
{
    namespace fs = std::filesystem;
    LessonSet set;
    std::error_code ec;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() == ".md" && it->is_regular_file(ec))
            files.push_back(it->path());
    }
    if (ec) {
        set.errors.push_back({ directory, 0, 0, "cannot read the lesson folder: " + ec.message() });
        return set;
    }
    std::sort(files.begin(), files.end()); // directory order is unspecified; ours is not

    for (const fs::path& path : files) {
        std::string name = path.filename().string();
        std::ifstream in(path, std::ios::binary);
        std::ostringstream content;
        content << in.rdbuf();
        if (!in) {
            set.errors.push_back({ name, 0, 0, "cannot read the file" });
            continue;
        }
        auto lesson = parse_lesson(name, content.str(), set.errors);
        if (!lesson)
            continue;
        if (set.index_of(lesson->id) >= 0) {
            set.errors.push_back({ name, 0, 0, "id '" + lesson->id + "' is already used by another lesson" });
            continue;
        }
        set.lessons.push_back(std::move(*lesson));
    }
    return set;
}

} // namespace evloop
