#include "core/util/url_params.h"
#include "core/util/utf8.h"
#include <catch2/catch.hpp>

using namespace evloop;

TEST_CASE("fragment parameters are decoded in order", "[url]")
{
    UrlParams p = parse_fragment("#lesson=blocking&host=node&title=Place%20order");
    REQUIRE(p.problems.empty());
    REQUIRE(p.items.size() == 3);
    CHECK(*p.find("lesson") == "blocking");
    CHECK(*p.find("host") == "node");
    CHECK(*p.find("title") == "Place order");
    CHECK(p.find("code") == nullptr);
    CHECK(parse_fragment("lesson=x").find("lesson") != nullptr); // '#' is optional
}

TEST_CASE("bad fragment parts are skipped with a readable problem", "[url]")
{
    UrlParams p = parse_fragment("#lesson=%E0%A4&x=%zz&=novalue&&host=browser");
    CHECK(p.find("lesson") == nullptr); // truncated UTF-8 sequence
    CHECK(p.find("x") == nullptr);      // not hex
    CHECK(*p.find("host") == "browser");
    REQUIRE(p.problems.size() == 3);
    CHECK(p.problems[0].find("lesson=%E0%A4") != std::string::npos);

    UrlParams huge = parse_fragment("#lesson=" + std::string(100000, 'a'));
    CHECK(huge.items.empty());
    REQUIRE(huge.problems.size() == 1);
    CHECK(huge.problems[0].find("100007 characters") != std::string::npos);
    CHECK(parse_fragment("#lesson=" + std::string(5000, 'a')).find("lesson")->size() == 5000); // a long Playground link is fine

    // The first of a repeated key wins, like URLSearchParams.get().
    CHECK(*parse_fragment("lesson=a&lesson=b").find("lesson") == "a");
}

TEST_CASE("building a fragment round-trips through parsing", "[url]")
{
    std::vector<UrlParam> params { { "lesson", "one-thread" }, { "title", "a&b=c d/\xE2\x86\x92" } };
    std::string fragment = build_fragment(params);
    CHECK(fragment.rfind("#lesson=one-thread&title=", 0) == 0);
    UrlParams back = parse_fragment(fragment);
    REQUIRE(back.problems.empty());
    CHECK(*back.find("title") == params[1].value);
}

TEST_CASE("UTF-8 validation", "[url]")
{
    CHECK(is_valid_utf8("plain ascii"));
    CHECK(is_valid_utf8("\xE2\x80\x94 em dash and \xF0\x9F\x98\x80"));
    CHECK_FALSE(is_valid_utf8("\xE2\x80"));  // cut short
    CHECK_FALSE(is_valid_utf8("\xFF"));      // never valid
    CHECK_FALSE(is_valid_utf8("a\x80z"));    // stray continuation byte
    std::string s;
    append_utf8(s, 0x2192);
    CHECK(s == "\xE2\x86\x92");
}

#include "core/util/base64.h"

TEST_CASE("base64url round-trips programs and refuses garbage", "[url]")
{
    for (std::string s : { std::string(""), std::string("a"), std::string("ab"), std::string("abc"), std::string("console.log('é 😀');\n"),
             std::string("\x00\xff\x10", 3) })
        CHECK(evloop::base64url_decode(evloop::base64url_encode(s)) == s);
    CHECK(evloop::base64url_encode("hi?") == "aGk_");
    CHECK_FALSE(evloop::base64url_decode("a"));
    CHECK_FALSE(evloop::base64url_decode("ab+c"));
    CHECK_FALSE(evloop::base64url_decode("ab=="));
}
