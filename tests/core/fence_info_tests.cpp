#include "core/lesson/fence_info.h"
#include <catch2/catch.hpp>

using namespace evloop;

TEST_CASE("fence info strings give language, flags and options", "[lesson]")
{
    std::string error;
    auto info = parse_fence_info("js run host=browser title=\"Place order\" input=\"click #order @ 100ms\"", error);
    REQUIRE(info);
    CHECK(info->language == "js");
    CHECK(info->is_runnable());
    CHECK(*info->option("host") == "browser");
    CHECK(*info->option("title") == "Place order");
    CHECK(*info->option("input") == "click #order @ 100ms");
    CHECK(info->option("until") == nullptr);

    auto quiz = parse_fence_info("quiz order", error);
    REQUIRE(quiz);
    CHECK(quiz->language == "quiz");
    CHECK(quiz->has_flag("order"));
    CHECK_FALSE(quiz->is_runnable());

    auto plain = parse_fence_info("js", error);
    REQUIRE(plain);
    CHECK_FALSE(plain->is_runnable());
}

TEST_CASE("malformed fence info strings are refused with a reason", "[lesson]")
{
    std::string error;
    CHECK_FALSE(parse_fence_info("js run title=\"no end", error));
    CHECK(error.find("closing quote") != std::string::npos);
    CHECK_FALSE(parse_fence_info("js run host=node host=browser", error));
    CHECK(error.find("twice") != std::string::npos);
    CHECK_FALSE(parse_fence_info("js run =x", error));
    CHECK_FALSE(parse_fence_info("js run title=", error));
}
