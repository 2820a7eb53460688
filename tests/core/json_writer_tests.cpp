#include "core/util/json_writer.h"
#include <catch2/catch.hpp>

using namespace evloop;

TEST_CASE("JSON writer nests, separates and escapes", "[json]")
{
    JsonWriter w;
    w.begin_object()
        .key("name").value("say \"hi\"\n\x01")
        .key("list").begin_array().value(1).value(2.5).value(true).null().end_array()
        .key("empty").begin_object().end_object()
        .key("arrow").value("\xE2\x86\x92")
        .end_object();
    CHECK(w.str() == "{\"name\":\"say \\\"hi\\\"\\n\\u0001\",\"list\":[1,2.5,true,null],\"empty\":{},\"arrow\":\"\xE2\x86\x92\"}");
}

TEST_CASE("JSON numbers are platform-independent", "[json]")
{
    JsonWriter w;
    w.begin_array().value(16.6666666).value(0.0).value(-0.0001).value(1e300 * 1e10).value(1234567.0).end_array();
    CHECK(w.str() == "[16.667,0,0,null,1234567]");
}
