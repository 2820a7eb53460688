// UAX #9, the Unicode Bidirectional Algorithm: https://www.unicode.org/reports/tr9/tr9-46.html
// One function per phase, in the order of the rules; step comments quote the rule they
// implement. Characters removed by X9 are left out of the isolating run sequences rather
// than kept as BN (UAX #9 section 5.2 describes the other way), so W1–N2 see only the
// characters that take part and need none of the notes about BN.
//
// Index, in file order:
//   tables ................ bidi_data.inc (scripts/gen-bidi-data.mjs), find_bracket
//   BD9, P2–P3 ............ match_isolates, first_strong_level
//   X1–X8 ................. resolve_explicit_levels
//   X9–X10, BD13 .......... isolating_run_sequences
//   BD16 .................. bracket_pairs
//   W1–W7, N0–N2, I1–I2 ... resolve_sequence
//   the phases in order ... resolve
//   L2 .................... reverse_by_levels
//   public API ............ bidi_class, split_paragraphs (P1), analyze, line_levels (L1),
//                           visual_order, visual_runs, mirroring (L4), isolate_ltr
#include "ui/text/bidi.h"

#include <algorithm>
#include <iterator>

namespace evloop::text {

namespace {

enum class BracketType : uint8_t { Open, Close }; // Bidi_Paired_Bracket_Type o, c

struct BidiClassRange {
    char32_t first, last;
    BidiClass bidi_class;
};
struct BidiBracket {
    char32_t code_point;
    char32_t pair; // the canonical opening bracket of the pair: equal for both brackets
    BracketType type;
};
struct BidiMirrorGlyph {
    char32_t code_point, glyph;
};
struct BidiCodePointRange {
    char32_t first, last;
};

#include "ui/text/bidi_data.inc"

// BD2: "max_depth, the maximum explicit embedding level".
constexpr uint8_t max_depth = 125;
constexpr size_t none = SIZE_MAX;

using enum BidiClass;

bool is_isolate_initiator(BidiClass c) { return c == LRI || c == RLI || c == FSI; }

// N1: "NI" — neutral and isolate formatting characters (BN is gone after X9).
bool is_neutral_or_isolate(BidiClass c)
{
    return c == B || c == S || c == WS || c == ON || is_isolate_initiator(c) || c == PDI;
}

const BidiBracket* find_bracket(char32_t cp)
{
    auto it = std::lower_bound(std::begin(kBidiBrackets), std::end(kBidiBrackets), cp,
        [](const BidiBracket& b, char32_t c) { return b.code_point < c; });
    return it != std::end(kBidiBrackets) && it->code_point == cp ? it : nullptr;
}

// The state of one paragraph while its levels are resolved.
struct Paragraph {
    std::vector<BidiClass> initial;    // Bidi_Class of each character
    std::vector<BidiClass> types;      // the current type, as rules change it
    std::vector<const BidiBracket*> brackets; // BD14/BD15: null for non-brackets; empty
                                              // from analyze_classes()
    std::vector<uint8_t> levels;
    // The levels X1–X8 gave: I1–I2 raise `levels` one sequence at a time, but sos and
    // eos compare the explicit levels on either side of a sequence.
    std::vector<uint8_t> explicit_levels;
    std::vector<size_t> matching_pdi;  // BD9, for isolate initiators; none if unmatched
    std::vector<bool> matched_pdi;     // BD9, for PDIs: whether an initiator matches it
    uint8_t paragraph_level = 0;

    size_t size() const { return initial.size(); }
};

// BD9: "The matching PDI for a given isolate initiator is the one determined by the
// following algorithm: ... stop at the end of the paragraph" — counting nested isolates.
void match_isolates(Paragraph& p)
{
    p.matching_pdi.assign(p.size(), none);
    p.matched_pdi.assign(p.size(), false);
    std::vector<size_t> open;
    for (size_t i = 0; i < p.size(); i++) {
        BidiClass c = p.initial[i];
        if (is_isolate_initiator(c)) {
            open.push_back(i);
        } else if (c == PDI && !open.empty()) {
            p.matching_pdi[open.back()] = i;
            p.matched_pdi[i] = true;
            open.pop_back();
        } else if (c == B) {
            open.clear();
        }
    }
}

// P2: "find the first character of type L, AL, or R while skipping over any characters
// between an isolate initiator and its matching PDI or, if it has no matching PDI, the
// end of the paragraph." P3: 1 for AL or R, 0 for L or when there is none.
uint8_t first_strong_level(const Paragraph& p, size_t start, size_t end)
{
    for (size_t i = start; i < end; i++) {
        BidiClass c = p.initial[i];
        if (c == L)
            return 0;
        if (c == R || c == AL)
            return 1;
        if (is_isolate_initiator(c)) {
            if (p.matching_pdi[i] == none)
                break;
            i = p.matching_pdi[i];
        } else if (c == B) {
            break;
        }
    }
    return 0;
}

// HL1 (Direction::AnyRtl): 1 if any R or AL lies outside isolates, else 0.
uint8_t any_strong_rtl_level(const Paragraph& p)
{
    for (size_t i = 0; i < p.size(); i++) {
        BidiClass c = p.initial[i];
        if (c == R || c == AL)
            return 1;
        if (is_isolate_initiator(c)) {
            if (p.matching_pdi[i] == none)
                break;
            i = p.matching_pdi[i];
        }
    }
    return 0;
}

// X1–X8: explicit embedding levels and directional overrides.
void resolve_explicit_levels(Paragraph& p)
{
    // X1's "directional status stack": an embedding level, an override status (ON
    // for neutral) and whether the entry was pushed by an isolate initiator.
    struct Status {
        uint8_t level;
        BidiClass override_status;
        bool isolate;
    };
    // X1: "Initialize it to contain one entry: the paragraph embedding level, neutral,
    // false"; the overflow counters and the valid isolate count to zero.
    std::vector<Status> stack;
    stack.reserve(max_depth + 2);
    stack.push_back({ p.paragraph_level, ON, false });
    int overflow_isolate_count = 0;
    int overflow_embedding_count = 0;
    int valid_isolate_count = 0;

    auto next_level = [](uint8_t level, bool rtl) -> uint8_t {
        return rtl ? (level + 1) | 1 : (level + 2) & ~1;
    };
    // X5a–X5c, X6, X6a: the character takes the last entry's level, and its type
    // becomes the override's direction when there is one.
    auto take_last_entry = [&](size_t i) {
        p.levels[i] = stack.back().level;
        if (stack.back().override_status != ON)
            p.types[i] = stack.back().override_status;
    };

    for (size_t i = 0; i < p.size(); i++) {
        BidiClass c = p.initial[i];
        switch (c) {
        // X2–X5: RLE, LRE, RLO, LRO.
        case RLE:
        case LRE:
        case RLO:
        case LRO: {
            uint8_t level = next_level(stack.back().level, c == RLE || c == RLO);
            // The character itself is removed by X9; it keeps the level around it.
            p.levels[i] = stack.back().level;
            if (level <= max_depth && overflow_isolate_count == 0 && overflow_embedding_count == 0) {
                BidiClass override_status = c == RLO ? R : c == LRO ? L : ON;
                stack.push_back({ level, override_status, false });
            } else if (overflow_isolate_count == 0) {
                overflow_embedding_count++;
            }
            break;
        }
        // X5a–X5c: RLI, LRI, FSI.
        case RLI:
        case LRI:
        case FSI: {
            take_last_entry(i);
            bool rtl = c == RLI;
            // X5c: "apply rules P2 and P3 to the sequence of characters between the FSI
            // and its matching PDI, or if there is no matching PDI, the end of the paragraph".
            if (c == FSI) {
                size_t end = p.matching_pdi[i] == none ? p.size() : p.matching_pdi[i];
                rtl = first_strong_level(p, i + 1, end) == 1;
            }
            uint8_t level = next_level(stack.back().level, rtl);
            if (level <= max_depth && overflow_isolate_count == 0 && overflow_embedding_count == 0) {
                valid_isolate_count++;
                stack.push_back({ level, ON, true });
            } else {
                overflow_isolate_count++;
            }
            break;
        }
        // X6a: PDI.
        case PDI:
            if (overflow_isolate_count > 0) {
                overflow_isolate_count--;
            } else if (valid_isolate_count > 0) {
                overflow_embedding_count = 0;
                while (!stack.back().isolate)
                    stack.pop_back();
                stack.pop_back();
                valid_isolate_count--;
            }
            take_last_entry(i);
            break;
        // X7: PDF.
        case PDF:
            p.levels[i] = stack.back().level;
            if (overflow_isolate_count > 0) {
                // An overflow isolate's PDFs match nothing.
            } else if (overflow_embedding_count > 0) {
                overflow_embedding_count--;
            } else if (!stack.back().isolate && stack.size() >= 2) {
                stack.pop_back();
            }
            break;
        // X8: "All explicit directional embeddings, overrides and isolates are
        // completely terminated at the end of each paragraph." B gets the paragraph level.
        case B:
            p.levels[i] = p.paragraph_level;
            stack.resize(1);
            overflow_isolate_count = overflow_embedding_count = valid_isolate_count = 0;
            break;
        // X9 removes BN; like the embedding codes it keeps the level around it.
        case BN:
            p.levels[i] = stack.back().level;
            break;
        // X6: everything else.
        default:
            take_last_entry(i);
            break;
        }
    }
}

// X9–X10 (BD13): the isolating run sequences, each a list of character indices in
// logical order, characters removed by X9 left out.
std::vector<std::vector<size_t>> isolating_run_sequences(const Paragraph& p)
{
    // BD7: level runs, over the characters X9 keeps.
    std::vector<std::vector<size_t>> runs;
    std::vector<size_t> run_of(p.size(), none);
    for (size_t i = 0; i < p.size(); i++) {
        if (is_removed_by_x9(p.initial[i]))
            continue;
        if (runs.empty() || p.levels[runs.back().back()] != p.levels[i])
            runs.emplace_back();
        runs.back().push_back(i);
        run_of[i] = runs.size() - 1;
    }
    // BD13: a sequence continues past an isolate initiator at the run containing its
    // matching PDI, which begins that run (the isolate between them is deeper).
    std::vector<std::vector<size_t>> sequences;
    for (const auto& run : runs) {
        size_t first = run.front();
        if (p.initial[first] == PDI && p.matched_pdi[first])
            continue; // already appended to its initiator's sequence
        std::vector<size_t> sequence = run;
        for (;;) {
            size_t last = sequence.back();
            if (!is_isolate_initiator(p.initial[last]) || p.matching_pdi[last] == none)
                break;
            const auto& next = runs[run_of[p.matching_pdi[last]]];
            sequence.insert(sequence.end(), next.begin(), next.end());
        }
        sequences.push_back(std::move(sequence));
    }
    return sequences;
}

// N0: "Within this scope, bidirectional types EN and AN are treated as R."
BidiClass strong_direction(BidiClass c)
{
    if (c == L)
        return L;
    if (c == R || c == AL || c == EN || c == AN)
        return R;
    return ON;
}

// BD16: the bracket pairs of a sequence, as positions in it, sorted by opening bracket.
std::vector<std::pair<size_t, size_t>> bracket_pairs(const Paragraph& p, const std::vector<size_t>& sequence,
    const std::vector<BidiClass>& types)
{
    // "a stack with room for 63 elements"
    constexpr size_t stack_size = 63;
    struct Opener {
        char32_t pair;
        size_t position;
    };
    std::vector<Opener> openers;
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t k = 0; k < sequence.size(); k++) {
        const BidiBracket* bracket = p.brackets.empty() ? nullptr : p.brackets[sequence[k]];
        // BD14/BD15: only a bracket whose current type is ON (not overridden) pairs.
        if (!bracket || types[k] != ON)
            continue;
        if (bracket->type == BracketType::Open) {
            // "If an opening paired bracket is found and there is no room in the stack,
            // stop processing BD16 for the remainder of the isolating run sequence."
            if (openers.size() == stack_size)
                break;
            openers.push_back({ bracket->pair, k });
            continue;
        }
        // "compare the closing paired bracket ... to the opening paired bracket in the
        // current stack element"; on a match pop it and the elements above it; when none
        // matches, the closing bracket pairs with nothing.
        for (size_t j = openers.size(); j-- > 0;) {
            if (openers[j].pair == bracket->pair) {
                pairs.push_back({ openers[j].position, k });
                openers.resize(j);
                break;
            }
        }
    }
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

// W1–W7, N0–N2 and I1–I2 for one isolating run sequence.
void resolve_sequence(Paragraph& p, const std::vector<size_t>& sequence)
{
    size_t n = sequence.size();
    std::vector<BidiClass> t(n);
    for (size_t k = 0; k < n; k++)
        t[k] = p.types[sequence[k]];
    uint8_t level = p.explicit_levels[sequence.front()];
    BidiClass embedding_direction = level % 2 ? R : L;

    // X10: "determine the start-of-sequence (sos) and end-of-sequence (eos) types,
    // either L or R ... the higher of the two levels on either side of the boundary".
    size_t before = sequence.front();
    while (before > 0 && is_removed_by_x9(p.initial[before - 1]))
        before--;
    uint8_t level_before = before == 0 ? p.paragraph_level : p.explicit_levels[before - 1];
    size_t after = sequence.back() + 1;
    while (after < p.size() && is_removed_by_x9(p.initial[after]))
        after++;
    // "... and if there is none or the last character of the sequence is an isolate
    // initiator (lacking a matching PDI), with the paragraph embedding level."
    uint8_t level_after = after == p.size() || is_isolate_initiator(t[n - 1]) ? p.paragraph_level : p.explicit_levels[after];
    BidiClass sos = std::max(level, level_before) % 2 ? R : L;
    BidiClass eos = std::max(level, level_after) % 2 ? R : L;

    // N0 looks back at the types W1 started from.
    std::vector<BidiClass> before_w1 = t;

    // W1: "Examine each nonspacing mark (NSM) ... change the type of the NSM to
    // Other Neutral if the previous character is an isolate initiator or PDI, and to the
    // type of the previous character otherwise. If the NSM is at the start of the
    // isolating run sequence, it will get the type of sos."
    for (size_t k = 0; k < n; k++) {
        if (t[k] != NSM)
            continue;
        if (k == 0)
            t[k] = sos;
        else
            t[k] = is_isolate_initiator(t[k - 1]) || t[k - 1] == PDI ? ON : t[k - 1];
    }
    // W2: "Search backward from each instance of a European number until the first
    // strong type (R, L, AL, or sos) is found. If an AL is found, change the type of the
    // European number to Arabic number."
    BidiClass last_strong = sos;
    for (size_t k = 0; k < n; k++) {
        if (t[k] == R || t[k] == L || t[k] == AL)
            last_strong = t[k];
        else if (t[k] == EN && last_strong == AL)
            t[k] = AN;
    }
    // W3: "Change all ALs to R."
    for (auto& c : t)
        if (c == AL)
            c = R;
    // W4: "A single European separator between two European numbers changes to a
    // European number. A single common separator between two numbers of the same type
    // changes to that type."
    for (size_t k = 1; k + 1 < n; k++) {
        if (t[k] == ES && t[k - 1] == EN && t[k + 1] == EN)
            t[k] = EN;
        else if (t[k] == CS && (t[k - 1] == EN || t[k - 1] == AN) && t[k + 1] == t[k - 1])
            t[k] = t[k - 1];
    }
    // W5: "A sequence of European terminators adjacent to European numbers changes to
    // all European numbers."
    for (size_t k = 0; k < n;) {
        if (t[k] != ET) {
            k++;
            continue;
        }
        size_t end = k;
        while (end < n && t[end] == ET)
            end++;
        if ((k > 0 && t[k - 1] == EN) || (end < n && t[end] == EN))
            std::fill(t.begin() + k, t.begin() + end, EN);
        k = end;
    }
    // W6: "Otherwise, separators and terminators change to Other Neutral."
    for (auto& c : t)
        if (c == ES || c == ET || c == CS)
            c = ON;
    // W7: "Search backward from each instance of a European number until the first
    // strong type (R, L, or sos) is found. If an L is found, then change the type of the
    // European number to L."
    last_strong = sos;
    for (size_t k = 0; k < n; k++) {
        if (t[k] == R || t[k] == L)
            last_strong = t[k];
        else if (t[k] == EN && last_strong == L)
            t[k] = L;
    }

    // N0: "Process bracket pairs in an isolating run sequence sequentially in the
    // logical order of the opening paired brackets".
    for (auto [open, close] : bracket_pairs(p, sequence, t)) {
        // N0 b–c: a strong type inside matching the embedding direction wins; else the
        // opposite direction inside wins if the context before the pair has it too.
        BidiClass inside = ON;
        for (size_t k = open + 1; k < close; k++) {
            BidiClass d = strong_direction(t[k]);
            if (d == embedding_direction) {
                inside = d;
                break;
            }
            if (d != ON)
                inside = d;
        }
        // N0 d: "Otherwise, there are no strong types within the bracket pair ... Do not
        // set the type for that bracket pair."
        if (inside == ON)
            continue;
        BidiClass resolved = embedding_direction;
        if (inside != embedding_direction) {
            // N0 c: "check backwards before the opening paired bracket until the first
            // strong type (L, R, or sos) is found".
            BidiClass context = sos;
            for (size_t k = open; k-- > 0;) {
                if (BidiClass d = strong_direction(t[k]); d != ON) {
                    context = d;
                    break;
                }
            }
            if (context == inside)
                resolved = inside;
        }
        // "Any number of characters that had original bidirectional character type NSM
        // prior to the application of W1 that immediately follow a paired bracket which
        // changed to L or R under N0 should change to match the type of their paired
        // bracket."
        for (size_t bracket : { open, close }) {
            t[bracket] = resolved;
            for (size_t k = bracket + 1; k < n && before_w1[k] == NSM; k++)
                t[k] = resolved;
        }
    }

    // N1: "A sequence of NIs takes the direction of the surrounding strong text if the
    // text on both sides has the same direction. European and Arabic numbers act as if
    // they were R in terms of their influence on NIs. The start-of-sequence (sos) and
    // end-of-sequence (eos) types are used at isolating run sequence boundaries."
    // N2: "Any remaining NIs take the embedding direction."
    for (size_t k = 0; k < n;) {
        if (!is_neutral_or_isolate(t[k])) {
            k++;
            continue;
        }
        size_t end = k;
        while (end < n && is_neutral_or_isolate(t[end]))
            end++;
        BidiClass leading = k == 0 ? sos : strong_direction(t[k - 1]);
        BidiClass trailing = end == n ? eos : strong_direction(t[end]);
        std::fill(t.begin() + k, t.begin() + end, leading == trailing ? leading : embedding_direction);
        k = end;
    }

    // I1: "For all characters with an even (left-to-right) embedding level, those of
    // type R go up one level and those of type AN or EN go up two levels."
    // I2: "For all characters with an odd (right-to-left) embedding level, those of
    // type L, EN or AN go up one level."
    for (size_t k = 0; k < n; k++) {
        uint8_t& l = p.levels[sequence[k]];
        if (l % 2 == 0) {
            if (t[k] == R)
                l += 1;
            else if (t[k] == AN || t[k] == EN)
                l += 2;
        } else if (t[k] == L || t[k] == EN || t[k] == AN) {
            l += 1;
        }
    }
}

BidiParagraph resolve(Paragraph& p, Direction direction)
{
    p.types = p.initial;
    p.levels.assign(p.size(), 0);
    match_isolates(p);
    // P2–P3, or HL1: the caller's direction.
    if (direction == Direction::Auto)
        p.paragraph_level = first_strong_level(p, 0, p.size());
    else if (direction == Direction::AnyRtl)
        p.paragraph_level = any_strong_rtl_level(p);
    else
        p.paragraph_level = direction == Direction::RTL ? 1 : 0;

    resolve_explicit_levels(p);
    p.explicit_levels = p.levels;
    for (const auto& sequence : isolating_run_sequences(p))
        resolve_sequence(p, sequence);
    // X9's removed characters have no level in UAX #9; the one before them (or the
    // paragraph's) keeps them inside their neighbours' runs.
    for (size_t i = 0; i < p.size(); i++) {
        if (is_removed_by_x9(p.initial[i]))
            p.levels[i] = i == 0 ? p.paragraph_level : p.levels[i - 1];
    }
    return { p.paragraph_level, std::move(p.initial), std::move(p.levels) };
}

// L2: "From the highest level found in the text to the lowest odd level on each line,
// including intermediate levels not actually present in the text, reverse any contiguous
// sequence of characters that are at that level or higher." `items` and `levels` are
// parallel; items are reordered.
template<typename T>
void reverse_by_levels(std::vector<T>& items, std::vector<uint8_t> levels)
{
    if (levels.empty())
        return;
    uint8_t highest = *std::max_element(levels.begin(), levels.end());
    uint8_t lowest_odd = max_depth + 2;
    for (uint8_t l : levels)
        if (l % 2)
            lowest_odd = std::min(lowest_odd, l);
    for (uint8_t level = highest; level >= lowest_odd && level > 0; level--) {
        for (size_t k = 0; k < levels.size();) {
            if (levels[k] < level) {
                k++;
                continue;
            }
            size_t end = k;
            while (end < levels.size() && levels[end] >= level)
                end++;
            std::reverse(items.begin() + k, items.begin() + end);
            std::reverse(levels.begin() + k, levels.begin() + end);
            k = end;
        }
    }
}

}

BidiClass bidi_class(char32_t cp)
{
    auto it = std::upper_bound(std::begin(kBidiClassRanges), std::end(kBidiClassRanges), cp,
        [](char32_t c, const BidiClassRange& r) { return c < r.first; });
    if (it == std::begin(kBidiClassRanges) || cp > std::prev(it)->last)
        return L;
    return std::prev(it)->bidi_class;
}

bool is_removed_by_x9(BidiClass c)
{
    return c == RLE || c == LRE || c == RLO || c == LRO || c == PDF || c == BN;
}

std::vector<std::pair<size_t, size_t>> split_paragraphs(std::u32string_view text)
{
    std::vector<std::pair<size_t, size_t>> paragraphs;
    size_t start = 0;
    for (size_t i = 0; i < text.size(); i++) {
        if (bidi_class(text[i]) != B)
            continue;
        // A CR LF pair ends one paragraph, not two (the second empty).
        if (text[i] == U'\r' && i + 1 < text.size() && text[i + 1] == U'\n')
            i++;
        paragraphs.push_back({ start, i + 1 });
        start = i + 1;
    }
    if (start < text.size())
        paragraphs.push_back({ start, text.size() });
    return paragraphs;
}

BidiParagraph analyze(std::u32string_view text, Direction direction)
{
    Paragraph p;
    p.initial.reserve(text.size());
    p.brackets.reserve(text.size());
    for (char32_t cp : text) {
        BidiClass c = bidi_class(cp);
        p.initial.push_back(c);
        // Every paired bracket is ON (BidiBrackets.txt); only those need the lookup.
        p.brackets.push_back(c == ON ? find_bracket(cp) : nullptr);
    }
    return resolve(p, direction);
}

BidiParagraph analyze_classes(std::span<const BidiClass> classes, Direction direction)
{
    Paragraph p;
    p.initial.assign(classes.begin(), classes.end());
    return resolve(p, direction);
}

std::vector<uint8_t> line_levels(const BidiParagraph& paragraph, size_t line_start, size_t line_end)
{
    std::vector<uint8_t> levels(paragraph.levels.begin() + line_start, paragraph.levels.begin() + line_end);
    // L1: "On each line, reset the embedding level of the following characters to the
    // paragraph embedding level: 1. Segment separators, 2. Paragraph separators, 3. Any
    // sequence of whitespace characters and/or isolate formatting characters preceding a
    // segment separator or paragraph separator, and 4. Any sequence of whitespace
    // characters and/or isolate formatting characters at the end of the line." X9's
    // removed characters count as whitespace here ("retaining BNs and explicit
    // formatting characters", 5.2).
    auto is_whitespace = [&](size_t i) {
        BidiClass c = paragraph.classes[i];
        return c == WS || is_isolate_initiator(c) || c == PDI || is_removed_by_x9(c);
    };
    auto reset_whitespace_before = [&](size_t end) {
        for (size_t i = end; i > line_start && is_whitespace(i - 1); i--)
            levels[i - 1 - line_start] = paragraph.paragraph_level;
    };
    for (size_t i = line_start; i < line_end; i++) {
        BidiClass c = paragraph.classes[i];
        if (c == S || c == B) {
            levels[i - line_start] = paragraph.paragraph_level;
            reset_whitespace_before(i);
        }
    }
    reset_whitespace_before(line_end);
    return levels;
}

std::vector<size_t> visual_order(const BidiParagraph& paragraph, size_t line_start, size_t line_end)
{
    std::vector<size_t> order(line_end - line_start);
    for (size_t i = 0; i < order.size(); i++)
        order[i] = line_start + i;
    reverse_by_levels(order, line_levels(paragraph, line_start, line_end));
    return order;
}

std::vector<BidiRun> visual_runs(const BidiParagraph& paragraph, size_t line_start, size_t line_end)
{
    std::vector<uint8_t> levels = line_levels(paragraph, line_start, line_end);
    std::vector<BidiRun> runs;
    std::vector<uint8_t> run_levels;
    for (size_t i = line_start; i < line_end; i++) {
        uint8_t level = levels[i - line_start];
        if (runs.empty() || runs.back().level != level) {
            runs.push_back({ i, i, level });
            run_levels.push_back(level);
        }
        runs.back().end = i + 1;
    }
    // L2 on whole runs: reversing a sequence of runs reverses the characters within each,
    // which is what an odd level means for the run's own characters.
    reverse_by_levels(runs, std::move(run_levels));
    return runs;
}

bool is_bidi_mirrored(char32_t cp)
{
    auto it = std::upper_bound(std::begin(kBidiMirroredRanges), std::end(kBidiMirroredRanges), cp,
        [](char32_t c, const BidiCodePointRange& r) { return c < r.first; });
    return it != std::begin(kBidiMirroredRanges) && cp <= std::prev(it)->last;
}

char32_t mirroring_glyph(char32_t cp)
{
    auto it = std::lower_bound(std::begin(kBidiMirrorGlyphs), std::end(kBidiMirrorGlyphs), cp,
        [](const BidiMirrorGlyph& m, char32_t c) { return m.code_point < c; });
    return it != std::end(kBidiMirrorGlyphs) && it->code_point == cp ? it->glyph : 0;
}

// L4: "A character is depicted by a mirrored glyph if and only if (a) the resolved
// directionality of that character is R, and (b) the Bidi_Mirrored property value of
// that character is Yes."
bool displays_mirrored(char32_t cp, uint8_t level)
{
    return level % 2 == 1 && is_bidi_mirrored(cp);
}

std::u32string isolate_ltr(std::u32string_view span)
{
    std::u32string wrapped;
    wrapped.reserve(span.size() + 2);
    wrapped += U'\u2066'; // LEFT-TO-RIGHT ISOLATE
    wrapped += span;
    wrapped += U'\u2069'; // POP DIRECTIONAL ISOLATE
    return wrapped;
}

}
