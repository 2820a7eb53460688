#include "core/lesson/markdown.h"
#include <catch2/catch.hpp>

using namespace evloop;

TEST_CASE("headings, paragraphs and inline styles", "[markdown]")
{
    Document doc = parse_markdown("## The *call* stack\n\nOne **thread**, one `stack`,\nsee [MDN](https://developer.mozilla.org/) &amp; more.\n");
    REQUIRE(doc.problems.empty());
    REQUIRE(doc.blocks.size() == 2);
    const Block& h = doc.blocks[0];
    CHECK(h.kind == BlockKind::Heading);
    CHECK(h.heading_level == 2);
    REQUIRE(h.spans.size() == 3);
    CHECK(h.spans[1].text == "call");
    CHECK(h.spans[1].style == kSpanEmphasis);

    const Block& p = doc.blocks[1];
    CHECK(p.kind == BlockKind::Paragraph);
    CHECK(p.line == 3);
    std::string joined;
    for (const Span& s : p.spans)
        joined += s.text;
    CHECK(joined == "One thread, one stack, see MDN & more."); // soft break → space, entity decoded
    auto find = [&](const std::string& text) -> const Span& {
        for (const Span& s : p.spans)
            if (s.text == text)
                return s;
        FAIL("no span " << text);
        return p.spans[0];
    };
    CHECK(find("thread").style == kSpanStrong);
    CHECK(find("stack").style == kSpanCode);
    CHECK(find("MDN").style == kSpanLink);
    CHECK(find("MDN").href == "https://developer.mozilla.org/");
}

TEST_CASE("fenced code keeps its text, info string and line", "[markdown]")
{
    std::string md = "Intro.\n\n```js run host=node title=\"Order\"\nconsole.log('a');\n\n  indented();\n```\n";
    Document doc = parse_markdown(md);
    REQUIRE(doc.problems.empty());
    REQUIRE(doc.blocks.size() == 2);
    const Block& code = doc.blocks[1];
    CHECK(code.kind == BlockKind::Code);
    CHECK(code.code == "console.log('a');\n\n  indented();");
    CHECK(code.fence.is_runnable());
    CHECK(*code.fence.option("title") == "Order");
    CHECK(code.line == 3);
}

TEST_CASE("lists get markers, depth and tightness - quotes get depth", "[markdown]")
{
    Document doc = parse_markdown("- one\n- two\n  1. inner\n  2. again\n\n> quoted *text*\n");
    REQUIRE(doc.problems.empty());
    REQUIRE(doc.blocks.size() == 5);
    CHECK(doc.blocks[0].marker == "\xE2\x80\xA2");
    CHECK(doc.blocks[0].list_depth == 1);
    CHECK(doc.blocks[0].tight);
    CHECK(doc.blocks[1].spans[0].text == "two");
    CHECK(doc.blocks[2].marker == "1.");
    CHECK(doc.blocks[2].list_depth == 2);
    CHECK(doc.blocks[3].marker == "2.");
    CHECK(doc.blocks[4].quote_depth == 1);
    CHECK(doc.blocks[4].list_depth == 0);
    CHECK(doc.blocks[4].spans[1].style == kSpanEmphasis);

    Document numbered = parse_markdown("3. three\n4. four\n");
    CHECK(numbered.blocks[0].marker == "3.");
    CHECK(numbered.blocks[1].marker == "4.");
}

TEST_CASE("hard breaks and thematic breaks", "[markdown]")
{
    Document doc = parse_markdown("line one  \nline two\n\n---\n\nafter\n");
    REQUIRE(doc.blocks.size() == 3);
    CHECK(doc.plain_text() == "line one\nline two\nafter\n");
    CHECK(doc.blocks[1].kind == BlockKind::Rule);
}

TEST_CASE("constructs the reader cannot draw are reported with lines", "[markdown]")
{
    Document html = parse_markdown("Text.\n\n<div>raw</div>\n");
    REQUIRE_FALSE(html.problems.empty());
    CHECK(html.problems[0].message.find("HTML") != std::string::npos);
    CHECK(html.problems[0].line == 3);

    Document image = parse_markdown("See ![a cat](cat.png) here.\n");
    REQUIRE(image.problems.size() == 1);
    CHECK(image.problems[0].message.find("images") != std::string::npos);
    CHECK(image.plain_text() == "See  here.\n"); // alt text is not shown as prose

    Document bad_fence = parse_markdown("```js run title=\"x\n1\n```\n");
    REQUIRE(bad_fence.problems.size() == 1);
    CHECK(bad_fence.problems[0].line == 1);
}

TEST_CASE("hostile input never crashes the parser", "[markdown]")
{
    std::string deep(2000, '>');
    deep += " deep\n";
    std::string nested;
    for (int i = 0; i < 200; ++i)
        nested += std::string(static_cast<size_t>(i) * 2, ' ') + "- item\n";
    std::string emph(5000, '*');
    std::string binary("\0\x01\x02```\n\0\n", 10);
    for (const std::string& text : { deep, nested, emph, binary, std::string(), std::string("```") }) {
        Document doc = parse_markdown(text);
        CHECK(doc.blocks.size() < 100000);
    }
}
