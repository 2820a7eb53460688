#include "core/lesson/front_matter.h"
#include <catch2/catch.hpp>

using namespace evloop;

TEST_CASE("front matter is split from the body", "[lesson]")
{
    std::string text = "---\nid: one-thread\ntitle: \"One thread: one stack\"\n\nsummary: x\n---\nBody line\n";
    Diagnostic error;
    auto fm = parse_front_matter(text, error);
    REQUIRE(fm);
    CHECK(fm->find("id")->value == "one-thread");
    CHECK(fm->find("title")->value == "One thread: one stack"); // quotes removed, inner ':' kept
    CHECK(fm->find("summary")->line == 5);
    CHECK(text.substr(fm->body_offset) == "Body line\n");
    CHECK(fm->body_line == 7);
}

TEST_CASE("front matter errors say where", "[lesson]")
{
    Diagnostic error;
    CHECK_FALSE(parse_front_matter("# no front matter\n", error));
    CHECK(error.line == 1);

    CHECK_FALSE(parse_front_matter("---\nid: a\ntitle: b\n", error));
    CHECK(error.message.find("not closed") != std::string::npos);

    CHECK_FALSE(parse_front_matter("---\nid: a\njust words\n---\n", error));
    CHECK(error.line == 3);

    CHECK_FALSE(parse_front_matter("---\nid: a\nid: b\n---\n", error));
    CHECK(error.line == 3);
    CHECK(error.message.find("twice") != std::string::npos);

    CHECK(parse_front_matter("\xEF\xBB\xBF---\r\nid: a\r\n---\r\nx", error)); // BOM and CRLF
}
