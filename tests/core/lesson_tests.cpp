#include "core/lesson/lesson.h"
#include "tests/core/temp_folder.h"
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace evloop;

static const char* kGood = "---\nid: sample\ntitle: A sample\nhost: browser\nsummary: Short.\n---\n\nHello *there*.\n\n```js run host=node\nconsole.log(1)\n```\n";

TEST_CASE("a well-formed lesson parses", "[lesson]")
{
    std::vector<Diagnostic> errors;
    auto lesson = parse_lesson("07-sample.md", kGood, errors);
    REQUIRE(errors.empty());
    REQUIRE(lesson);
    CHECK(lesson->number == 7);
    CHECK(lesson->id == "sample");
    CHECK(lesson->title == "A sample");
    CHECK(lesson->host == LessonHost::Browser);
    CHECK(lesson->summary == "Short.");
    REQUIRE(lesson->document.blocks.size() == 2);
    CHECK(lesson->document.blocks[1].line == 10); // lines count from the top of the file
}

TEST_CASE("lesson errors name the file and line", "[lesson]")
{
    std::vector<Diagnostic> errors;
    std::string bad_host = "---\nid: x\ntitle: t\nhost: deno\nsummary: s\n---\nBody\n";
    CHECK_FALSE(parse_lesson("01-x.md", bad_host, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].to_string() == "01-x.md:4: host 'deno' must be one of neutral, browser, node, both");

    errors.clear();
    CHECK_FALSE(parse_lesson("01-x.md", "---\nid: Not A Slug\ntitle: t\nsummary: s\nauthor: me\n---\n", errors));
    REQUIRE(errors.size() == 3); // bad id, unknown key, missing host
    CHECK(errors[0].line == 2);
    CHECK(errors[1].message.find("unknown front matter key 'author'") != std::string::npos);
    CHECK(errors[2].message.find("'host:'") != std::string::npos);

    errors.clear();
    std::string bad_option = "---\nid: x\ntitle: t\nhost: node\nsummary: s\n---\n```js run speed=2\n1\n```\n";
    CHECK_FALSE(parse_lesson("01-x.md", bad_option, errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 7);

    errors.clear();
    CHECK_FALSE(parse_lesson("intro.md", kGood, errors));
    CHECK(errors[0].message.find("NN-slug.md") != std::string::npos);

    errors.clear();
    CHECK_FALSE(parse_lesson("01-x.md", std::string(kMaxLessonBytes + 1, 'a'), errors));
    errors.clear();
    CHECK_FALSE(parse_lesson("01-x.md", "---\nid: x\xFF\n---\n", errors));
    CHECK(errors[0].message.find("UTF-8") != std::string::npos);
}

TEST_CASE("a lesson folder loads in file order and skips broken files", "[lesson]")
{
    namespace fs = std::filesystem;
    fs::path dir = fresh_temp_folder("evloop-lesson-test");
    auto write = [&](const char* name, const std::string& text) { std::ofstream(dir / name) << text; };
    std::string second = kGood;
    second.replace(second.find("sample"), 6, "second");
    write("02-second.md", second);
    write("01-sample.md", kGood);
    write("03-broken.md", "no front matter");
    write("04-dupe.md", kGood);
    write("notes.txt", "ignored");

    LessonSet set = load_lessons(dir.string());
    REQUIRE(set.lessons.size() == 2);
    CHECK(set.lessons[0].id == "sample");
    CHECK(set.lessons[1].id == "second");
    CHECK(set.index_of("second") == 1);
    CHECK(set.index_of("nope") == -1);
    REQUIRE(set.errors.size() == 2);
    CHECK(set.errors[0].file == "03-broken.md");
    CHECK(set.errors[1].message.find("already used") != std::string::npos);
    fs::remove_all(dir);

    LessonSet missing = load_lessons((dir / "absent").string());
    CHECK(missing.lessons.empty());
    REQUIRE(missing.errors.size() == 1);
}

TEST_CASE("the shipped English lessons are valid", "[lesson][content]")
{
    LessonSet set = load_lessons(EVLOOP_SOURCE_DIR "/lessons/en");
    for (const Diagnostic& d : set.errors)
        UNSCOPED_INFO(d.to_string());
    CHECK(set.errors.empty());
    REQUIRE(set.lessons.size() >= 2);
    CHECK(set.lessons[0].id == "one-thread");
    CHECK(set.lessons[1].id == "blocking");
    for (const Lesson& lesson : set.lessons) {
        INFO(lesson.file);
        CHECK(!lesson.title.empty());
        CHECK(!lesson.summary.empty());
        CHECK(lesson.document.blocks.size() > 5);
        bool has_code = false;
        for (const Block& b : lesson.document.blocks)
            has_code |= b.kind == BlockKind::Code && b.fence.is_runnable();
        CHECK(has_code);
    }
}
