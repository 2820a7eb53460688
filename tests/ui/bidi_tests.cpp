// ui/text/bidi.h against Unicode's two conformance files, then the cases the lessons
// need: Persian prose with inline code, Persian numbers, mirrored brackets.
#include "ui/text/bidi.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace evloop::text;

namespace {

std::ifstream open_ucd_file(const std::string& name)
{
    std::string path = std::string(EVLOOP_UNICODE_DIR) + "/" + name;
    std::ifstream in(path);
    if (!in)
        FAIL(path << " is missing: run scripts/setup (it installs Debian's unicode-data package)");
    return in;
}

// Plain loops, not string streams: the files have 580,000 lines between them.
std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts(1);
    for (char c : text) {
        if (c == separator)
            parts.emplace_back();
        else
            parts.back() += c;
    }
    return parts;
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    bool in_word = false;
    for (char c : text) {
        bool space = c == ' ' || c == '\t';
        if (!space && !in_word)
            out.emplace_back();
        if (!space)
            out.back() += c;
        in_word = !space;
    }
    return out;
}

// The levels the conformance files expect: the line's L1 levels, "x" for X9's removed
// characters (whose level UAX #9 leaves open).
std::string levels_text(const BidiParagraph& p)
{
    std::vector<uint8_t> levels = line_levels(p, 0, p.levels.size());
    std::string out;
    for (size_t i = 0; i < levels.size(); i++) {
        if (i)
            out += ' ';
        out += is_removed_by_x9(p.classes[i]) ? "x" : std::to_string(levels[i]);
    }
    return out;
}

// The visual order the conformance files expect: removed characters left out.
std::string order_text(const BidiParagraph& p)
{
    std::string out;
    for (size_t i : visual_order(p, 0, p.levels.size())) {
        if (is_removed_by_x9(p.classes[i]))
            continue;
        if (!out.empty())
            out += ' ';
        out += std::to_string(i);
    }
    return out;
}

// visual_runs() must lay out the same characters as visual_order().
bool runs_match_order(const BidiParagraph& p)
{
    std::vector<size_t> from_runs;
    for (const BidiRun& run : visual_runs(p, 0, p.levels.size())) {
        for (size_t k = 0; k < run.end - run.start; k++)
            from_runs.push_back(run.is_rtl() ? run.end - 1 - k : run.start + k);
    }
    return from_runs == visual_order(p, 0, p.levels.size());
}

std::string normalize_spaces(const std::string& text)
{
    std::string out;
    for (const auto& w : words(text))
        out += (out.empty() ? "" : " ") + w;
    return out;
}

// The characters of a visual order, as the reader sees them from left to right.
std::u32string displayed(const std::u32string& text, const BidiParagraph& p)
{
    std::u32string out;
    for (size_t i : visual_order(p, 0, text.size())) {
        if (is_removed_by_x9(p.classes[i]))
            continue;
        char32_t mirror = mirroring_glyph(text[i]);
        out += displays_mirrored(text[i], p.levels[i]) && mirror ? mirror : text[i];
    }
    return out;
}

}

TEST_CASE("bidi: BidiCharacterTest.txt, every line")
{
    std::ifstream in = open_ucd_file("BidiCharacterTest.txt");
    size_t total = 0;
    size_t passed = 0;
    std::vector<std::string> failures;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        // Fields: code points; paragraph direction (0 LTR, 1 RTL, 2 auto); resolved
        // paragraph level; resolved levels; visual order.
        std::vector<std::string> fields = split(line, ';');
        REQUIRE(fields.size() == 5);
        std::u32string text;
        for (const auto& cp : words(fields[0]))
            text += char32_t(std::stoul(cp, nullptr, 16));
        Direction direction = fields[1] == "0" ? Direction::LTR : fields[1] == "1" ? Direction::RTL : Direction::Auto;
        BidiParagraph p = analyze(text, direction);
        total++;
        bool ok = std::to_string(p.paragraph_level) == fields[2] && levels_text(p) == normalize_spaces(fields[3])
            && order_text(p) == normalize_spaces(fields[4]) && runs_match_order(p);
        if (ok)
            passed++;
        else if (failures.size() < 20)
            failures.push_back(line + "\n  got: " + std::to_string(p.paragraph_level) + ";" + levels_text(p) + ";" + order_text(p));
    }
    std::string first_failures;
    for (const auto& f : failures)
        first_failures += f + "\n";
    INFO(first_failures);
    WARN("BidiCharacterTest: " << passed << " of " << total);
    CHECK(total > 90000);
    CHECK(passed == total);
}

TEST_CASE("bidi: BidiTest.txt, every line and paragraph direction")
{
    std::ifstream in = open_ucd_file("BidiTest.txt");
    const std::pair<const char*, BidiClass> names[] = {
        { "L", BidiClass::L }, { "R", BidiClass::R }, { "AL", BidiClass::AL }, { "EN", BidiClass::EN },
        { "ES", BidiClass::ES }, { "ET", BidiClass::ET }, { "AN", BidiClass::AN }, { "CS", BidiClass::CS },
        { "NSM", BidiClass::NSM }, { "BN", BidiClass::BN }, { "B", BidiClass::B }, { "S", BidiClass::S },
        { "WS", BidiClass::WS }, { "ON", BidiClass::ON }, { "LRE", BidiClass::LRE }, { "LRO", BidiClass::LRO },
        { "RLE", BidiClass::RLE }, { "RLO", BidiClass::RLO }, { "PDF", BidiClass::PDF }, { "LRI", BidiClass::LRI },
        { "RLI", BidiClass::RLI }, { "FSI", BidiClass::FSI }, { "PDI", BidiClass::PDI },
    };
    auto class_named = [&](const std::string& name) {
        for (const auto& [n, c] : names)
            if (name == n)
                return c;
        FAIL("BidiTest.txt: unknown class " << name);
        return BidiClass::L;
    };
    size_t total = 0;
    size_t passed = 0;
    std::vector<std::string> failures;
    std::string expected_levels, expected_order, line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line.rfind("@Levels:", 0) == 0) {
            expected_levels = normalize_spaces(line.substr(8));
            continue;
        }
        if (line.rfind("@Reorder:", 0) == 0) {
            expected_order = normalize_spaces(line.substr(9));
            continue;
        }
        if (line[0] == '@')
            continue;
        std::vector<std::string> fields = split(line, ';');
        REQUIRE(fields.size() == 2);
        std::vector<BidiClass> classes;
        for (const auto& name : words(fields[0]))
            classes.push_back(class_named(name));
        // The bitset: 1 auto (P2–P3), 2 LTR, 4 RTL.
        int bitset = std::stoi(fields[1], nullptr, 16);
        for (auto [bit, direction] : { std::pair { 1, Direction::Auto }, { 2, Direction::LTR }, { 4, Direction::RTL } }) {
            if (!(bitset & bit))
                continue;
            BidiParagraph p = analyze_classes(classes, direction);
            total++;
            if (levels_text(p) == expected_levels && order_text(p) == expected_order && runs_match_order(p))
                passed++;
            else if (failures.size() < 20)
                failures.push_back(line + " (direction bit " + std::to_string(bit) + ")\n  want: " + expected_levels + ";" + expected_order
                    + "\n  got: " + levels_text(p) + ";" + order_text(p));
        }
    }
    std::string first_failures;
    for (const auto& f : failures)
        first_failures += f + "\n";
    INFO(first_failures);
    WARN("BidiTest: " << passed << " of " << total);
    CHECK(total > 400000);
    CHECK(passed == total);
}

TEST_CASE("bidi: inline code in Persian prose stays left-to-right in its own order")
{
    // "برای تأخیر از `code` استفاده کنید." with the code wrapped by isolate_ltr().
    std::u32string before = U"برای تأخیر از ";
    std::u32string after = U" استفاده کنید.";
    for (std::u32string code : { U"setTimeout(() => 0, 100)", U"() => 0" }) {
        std::u32string text = before + isolate_ltr(code) + after;
        BidiParagraph p = analyze(text, Direction::Auto);
        REQUIRE(p.paragraph_level == 1);
        size_t code_start = before.size() + 1; // after the LRI
        for (size_t i = code_start; i < code_start + code.size(); i++)
            CHECK(p.levels[i] == 2);
        // One left-to-right run holds the whole span, so the layout shapes it in one piece.
        bool span_is_one_run = false;
        for (const BidiRun& run : visual_runs(p, 0, text.size()))
            span_is_one_run |= run.start == code_start && run.end == code_start + code.size() && !run.is_rtl();
        CHECK(span_is_one_run);
        // Read from the right: Persian, the code as typed, Persian, the full stop leftmost.
        std::u32string shown = displayed(text, p);
        CHECK(shown.find(code) != std::u32string::npos);
        CHECK(shown.find(U".") == 0);
    }
    // Unwrapped, code that starts with a neutral joins the prose's right-to-left order:
    // its "0" follows Persian letters, so W2 makes it an Arabic number.
    std::u32string bare = before + U"() => 0" + after;
    BidiParagraph q = analyze(bare, Direction::Auto);
    CHECK(displayed(bare, q).find(U"() => 0") == std::u32string::npos);
}

TEST_CASE("bidi: numbers in Persian text")
{
    // "قیمت ۱۲۵ تومان و ۳۰٫۵ درصد": Extended Arabic-Indic digits are EN, the Arabic
    // decimal separator U+066B is AN; the numbers read left to right inside the sentence.
    std::u32string text = U"قیمت ۱۲۵ تومان و ۳۰٫۵ درصد";
    BidiParagraph p = analyze(text, Direction::RTL);
    std::u32string shown = displayed(text, p);
    CHECK(shown.find(U"۱۲۵") != std::u32string::npos);
    CHECK(shown.find(U"۳۰٫۵") != std::u32string::npos);
    CHECK(shown.find(U"۳۰٫۵") < shown.find(U"۱۲۵")); // the second number is further left
    CHECK(p.levels[5] == 2);

    // A zero-width non-joiner (BN, removed by X9) inside a Persian word splits no run.
    std::u32string word = U"می‌خواهم 100";
    BidiParagraph w = analyze(word, Direction::RTL);
    std::vector<BidiRun> runs = visual_runs(w, 0, word.size());
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].start == 9); // "100", leftmost, left to right
    CHECK(runs[0].end == 12);
    CHECK(!runs[0].is_rtl());
    CHECK(runs[1].start == 0); // the word with its ZWNJ and the space, rightmost
    CHECK(runs[1].end == 9);
    CHECK(runs[1].is_rtl());
}

TEST_CASE("bidi: a Persian UI label that begins with a Latin term reads right to left (AnyRtl)")
{
    // timeline_long_tasks in Persian: "Long Taskها: 3". P2 takes the first strong
    // character, the L of "Long", so the paragraph would be left to right and the count
    // would come last on the right; a right-to-left UI lays it out right to left.
    std::u32string text = U"Long Taskها: 3";
    CHECK(analyze(text, Direction::Auto).paragraph_level == 0);
    BidiParagraph p = analyze(text, Direction::AnyRtl);
    REQUIRE(p.paragraph_level == 1);
    // Read from the right: "Long Task", its Persian plural ending, the colon, the count.
    std::u32string shown = displayed(text, p);
    CHECK(shown.find(U"3") == 0);
    CHECK(shown.find(U"Long Task") == shown.size() - 9);
    CHECK(shown.find(U"\u0627\u0647") < shown.find(U"Long Task")); // "ها", its letters from the right
    // "Thread اصلی" (the main thread): the Persian word on the left, after the term.
    std::u32string thread = U"Thread اصلی";
    std::u32string thread_shown = displayed(thread, analyze(thread, Direction::AnyRtl));
    CHECK(thread_shown.find(U"Thread") == thread_shown.size() - 6);
    // Text with no right-to-left character (code, an English fallback) stays left to
    // right, and one inside an isolate does not count.
    CHECK(analyze(U"setTimeout(() => 0)", Direction::AnyRtl).paragraph_level == 0);
    CHECK(analyze(isolate_ltr(U"x = 'ها'") + U" ok", Direction::AnyRtl).paragraph_level == 0);
}

TEST_CASE("bidi: brackets in right-to-left text are mirrored")
{
    // "(سلام) [۱]": the brackets pair (N0) and take the prose's direction.
    std::u32string text = U"(سلام) [۱]";
    BidiParagraph p = analyze(text, Direction::RTL);
    CHECK(p.levels[0] == 1);
    CHECK(p.levels[5] == 1);
    CHECK(displays_mirrored(U'(', p.levels[0]));
    CHECK(mirroring_glyph(U'(') == U')');
    CHECK(mirroring_glyph(U'[') == U']');
    CHECK(mirroring_glyph(U'a') == 0);
    CHECK(!displays_mirrored(U'(', 0));
    // Displayed from left to right: the letters reversed, the brackets mirrored so they
    // still open towards the words they enclose.
    CHECK(displayed(text, p) == U"[۱] (\u0645\u0627\u0644\u0633)");
    // ∛ is mirrored but has no mirror glyph: the font's 'rtlm' form is needed.
    CHECK(is_bidi_mirrored(U'∛'));
    CHECK(mirroring_glyph(U'∛') == 0);
}

TEST_CASE("bidi: Bidi_Class data")
{
    CHECK(bidi_class(U'a') == BidiClass::L);
    CHECK(bidi_class(U'س') == BidiClass::AL);
    CHECK(bidi_class(U'א') == BidiClass::R);
    CHECK(bidi_class(U'۱') == BidiClass::EN);
    CHECK(bidi_class(U'١') == BidiClass::AN);
    CHECK(bidi_class(U'\u200C') == BidiClass::BN);
    CHECK(bidi_class(U'\u2066') == BidiClass::LRI);
    CHECK(bidi_class(U'\u05FF') == BidiClass::R);   // unassigned, Hebrew block default
    CHECK(bidi_class(U'\u20CF') == BidiClass::ET);  // unassigned, currency block default
    CHECK(bidi_class(U'\U0010FFFF') == BidiClass::BN);
}

TEST_CASE("bidi: a line of a paragraph: L1 resets its trailing whitespace")
{
    // "abc אבג דהו" broken after "אבג ": that space sits between two Hebrew words, so its
    // resolved level is 1, but at the end of a line it goes back to the paragraph's 0.
    std::u32string text = U"abc אבג דהו";
    BidiParagraph p = analyze(text, Direction::Auto);
    REQUIRE(p.paragraph_level == 0);
    CHECK(p.levels[7] == 1);
    CHECK(line_levels(p, 0, 8)[7] == 0);
    CHECK(visual_order(p, 0, 8) == std::vector<size_t> { 0, 1, 2, 3, 6, 5, 4, 7 });
    CHECK(visual_order(p, 8, 11) == std::vector<size_t> { 10, 9, 8 });
    std::vector<BidiRun> runs = visual_runs(p, 8, 11);
    REQUIRE(runs.size() == 1);
    CHECK((runs[0].start == 8 && runs[0].end == 11 && runs[0].is_rtl()));
}

TEST_CASE("bidi: P1 splits paragraphs after each separator")
{
    using Ranges = std::vector<std::pair<size_t, size_t>>;
    CHECK(split_paragraphs(U"") == Ranges {});
    CHECK(split_paragraphs(U"ab") == Ranges { { 0, 2 } });
    CHECK(split_paragraphs(U"ab\ncd\u2029") == Ranges { { 0, 3 }, { 3, 6 } });
    CHECK(split_paragraphs(U"a\r\nb") == Ranges { { 0, 3 }, { 3, 4 } });
    CHECK(split_paragraphs(U"a\n\nb") == Ranges { { 0, 2 }, { 2, 3 }, { 3, 4 } });
    // Each paragraph finds its own direction.
    std::u32string text = U"سلام\nhello";
    auto paragraphs = split_paragraphs(text);
    REQUIRE(paragraphs.size() == 2);
    auto [a, b] = paragraphs[0];
    auto [c, d] = paragraphs[1];
    CHECK(analyze(std::u32string_view(text).substr(a, b - a), Direction::Auto).paragraph_level == 1);
    CHECK(analyze(std::u32string_view(text).substr(c, d - c), Direction::Auto).paragraph_level == 0);
}
