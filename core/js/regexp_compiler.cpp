// The regular-expression compiler: pattern text -> syntax tree -> bytecode.
// 22.2.1 Patterns https://tc39.es/ecma262/#sec-patterns (with Annex B.1.2 for patterns
// without the u/v flags: `]`, `{` and `}` as literals, \c outside a control letter,
// legacy octal escapes, identity escapes, quantified lookaheads).
//
// Index:
//   Node                the syntax tree
//   PatternParser       22.2.1 the grammar; errors use V8's wording ("Unterminated group")
//   CodeGenerator       tree -> instructions (lookbehind bodies are emitted backwards)
//   compile, parse_flags
#include "core/js/regexp.h"
#include "core/js/regexp_unicode.h"
#include "core/js/value.h"
#include <climits>
#include <map>
#include <memory>

namespace evloop::js::regexp {

Program::~Program() = default;

namespace {

// --- Node ------------------------------------------------------------------------------

struct Node;
using NodePtr = std::unique_ptr<Node>;

struct Node {
    enum class Kind : uint8_t { Empty, Char, Class, Dot, Sequence, Disjunction, Group, Repeat, Assertion, Look, BackReference, NamedBackReference };
    Kind kind;
    uint32_t cp = 0;
    Ranges ranges;          // Class (before case closure; `negated` applies after it)
    bool negated = false;
    std::vector<NodePtr> children;
    int group = -1;         // Group: capture index or -1; BackReference: the index
    int first_group = 0;    // Repeat/Group: the capture groups inside [first, last)
    int last_group = 0;
    int min = 0, max = 0;   // Repeat (max -1: unbounded)
    bool lazy = false;
    Op assertion = Op::AssertStart; // Assertion
    bool negate = false;    // \B, (?!, (?<!
    bool behind = false;    // Look
    std::u16string name;    // NamedBackReference
    explicit Node(Kind k)
        : kind(k)
    {
    }
};

NodePtr make(Node::Kind k) { return std::make_unique<Node>(k); }

bool is_syntax_character(uint32_t c)
{
    switch (c) {
    case '^': case '$': case '\\': case '.': case '*': case '+': case '?': case '(': case ')': case '[': case ']':
    case '{': case '}': case '|':
        return true;
    default:
        return false;
    }
}

uint32_t hex_value(uint32_t c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 16;
}

Ranges digit_ranges() { return { { '0', '9' } }; }
Ranges word_ranges() { return { { '0', '9' }, { 'A', 'Z' }, { '_', '_' }, { 'a', 'z' } }; }
Ranges space_ranges()
{
    // WhiteSpace and LineTerminator code points (12.2, 12.3).
    return { { 0x09, 0x0D }, { 0x20, 0x20 }, { 0xA0, 0xA0 }, { 0x1680, 0x1680 }, { 0x2000, 0x200A },
        { 0x2028, 0x2029 }, { 0x202F, 0x202F }, { 0x205F, 0x205F }, { 0x3000, 0x3000 }, { 0xFEFF, 0xFEFF } };
}

// --- PatternParser -----------------------------------------------------------------------

class PatternParser {
public:
    PatternParser(std::u16string_view pattern, const Flags& flags)
        : m_flags(flags)
        , m_unicode(flags.either_unicode())
        , m_max_char(m_unicode ? 0x10FFFF : 0xFFFF)
    {
        // In Unicode mode the pattern is read by code points.
        for (size_t i = 0; i < pattern.size(); ++i) {
            uint32_t c = pattern[i];
            if (m_unicode && c >= 0xD800 && c <= 0xDBFF && i + 1 < pattern.size() && pattern[i + 1] >= 0xDC00 && pattern[i + 1] <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (pattern[i + 1] - 0xDC00);
                ++i;
            }
            m_chars.push_back(c);
        }
    }

    NodePtr parse()
    {
        prescan_groups();
        NodePtr n = parse_disjunction();
        if (!at_end()) {
            if (peek() == ')')
                fail("Unmatched ')'");
            fail("Unexpected character"); // not reached: the disjunction stops only at ')' or the end
        }
        for (const std::u16string& name : m_referenced_names) {
            bool found = false;
            for (auto& [n2, index] : m_group_names)
                found = found || n2 == name;
            if (!found)
                fail("Invalid named capture referenced");
        }
        return n;
    }

    int capture_count() const { return m_group_count + 1; }
    const std::string& error() const { return m_error; }
    std::vector<std::pair<std::u16string, int>>& group_names() { return m_group_names; }

private:
    // The first error wins; parsing then runs to the end quickly (no C++ exceptions: the
    // WebAssembly build has them off).
    void fail(const char* message)
    {
        if (m_error.empty())
            m_error = message;
        m_pos = m_chars.size();
    }
    bool at_end() const { return m_pos >= m_chars.size(); }
    uint32_t peek(size_t ahead = 0) const { return m_pos + ahead < m_chars.size() ? m_chars[m_pos + ahead] : UINT32_MAX; }
    bool eat(uint32_t c)
    {
        if (peek() != c)
            return false;
        ++m_pos;
        return true;
    }

    // Counts capturing groups and notes whether any is named (\k means a named reference
    // then, even without the u flag), skipping classes and escapes.
    void prescan_groups()
    {
        bool in_class = false;
        for (size_t i = 0; i < m_chars.size(); ++i) {
            uint32_t c = m_chars[i];
            if (c == '\\') {
                ++i;
            } else if (in_class) {
                if (c == ']')
                    in_class = false;
            } else if (c == '[') {
                in_class = true;
            } else if (c == '(') {
                if (i + 1 < m_chars.size() && m_chars[i + 1] == '?') {
                    if (i + 2 < m_chars.size() && m_chars[i + 2] == '<' && i + 3 < m_chars.size() && m_chars[i + 3] != '=' && m_chars[i + 3] != '!') {
                        ++m_total_groups;
                        m_has_named_groups = true;
                    }
                } else {
                    ++m_total_groups;
                }
            }
        }
    }

    void enter()
    {
        if (++m_depth > kMaxGroupNesting)
            fail("Regular expression too large");
    }

    // Disjunction :: Alternative | Alternative `|` Disjunction
    NodePtr parse_disjunction()
    {
        NodePtr first = parse_alternative();
        if (peek() != '|')
            return first;
        auto d = make(Node::Kind::Disjunction);
        d->children.push_back(std::move(first));
        while (eat('|'))
            d->children.push_back(parse_alternative());
        return d;
    }

    // Alternative :: [empty] | Alternative Term
    NodePtr parse_alternative()
    {
        auto seq = make(Node::Kind::Sequence);
        while (!at_end() && peek() != '|' && peek() != ')')
            parse_term(seq->children);
        if (seq->children.size() == 1)
            return std::move(seq->children[0]);
        return seq;
    }

    // Term :: Assertion | Atom | Atom Quantifier
    void parse_term(std::vector<NodePtr>& out)
    {
        uint32_t c = peek();
        int groups_before = m_group_count;
        NodePtr atom;
        bool quantifiable = true;
        bool lookbehind = false;
        switch (c) {
        case '^':
        case '$': {
            ++m_pos;
            atom = make(Node::Kind::Assertion);
            atom->assertion = c == '^' ? Op::AssertStart : Op::AssertEnd;
            quantifiable = false;
            break;
        }
        case '\\':
            if (peek(1) == 'b' || peek(1) == 'B') {
                atom = make(Node::Kind::Assertion);
                atom->assertion = Op::WordBoundary;
                atom->negate = peek(1) == 'B';
                m_pos += 2;
                quantifiable = false;
                break;
            }
            ++m_pos;
            atom = parse_atom_escape();
            break;
        case '(':
            if (peek(1) == '?' && (peek(2) == '=' || peek(2) == '!' || (peek(2) == '<' && (peek(3) == '=' || peek(3) == '!')))) {
                bool behind = peek(2) == '<';
                m_pos += behind ? 4 : 3;
                atom = make(Node::Kind::Look);
                atom->behind = behind;
                atom->negate = m_chars[m_pos - 1] == '!';
                enter();
                atom->children.push_back(parse_disjunction());
                --m_depth;
                if (!eat(')'))
                    fail("Unterminated group");
                // Annex B: a lookahead may be quantified without the u flag.
                quantifiable = !behind && !m_unicode;
                lookbehind = true;
                break;
            }
            atom = parse_group();
            break;
        case '.':
            ++m_pos;
            atom = make(Node::Kind::Dot);
            break;
        case '[':
            ++m_pos;
            atom = parse_class();
            break;
        case '*':
        case '+':
        case '?':
            fail("Nothing to repeat");
            return;
        case '{': {
            size_t save = m_pos;
            int min, max;
            if (parse_brace_quantifier(min, max))
                return fail("Nothing to repeat");
            m_pos = save;
            if (m_unicode)
                return fail("Lone quantifier brackets");
            ++m_pos;
            atom = make(Node::Kind::Char);
            atom->cp = '{';
            break;
        }
        case '}':
        case ']':
            if (m_unicode)
                return fail("Lone quantifier brackets");
            [[fallthrough]];
        default:
            ++m_pos;
            atom = make(Node::Kind::Char);
            atom->cp = c;
            break;
        }

        // Quantifier :: QuantifierPrefix | QuantifierPrefix ?
        int min = 0, max = 0;
        size_t before = m_pos;
        uint32_t q = peek();
        if (q == '*') {
            ++m_pos;
            min = 0;
            max = -1;
        } else if (q == '+') {
            ++m_pos;
            min = 1;
            max = -1;
        } else if (q == '?') {
            ++m_pos;
            min = 0;
            max = 1;
        } else if (q == '{') {
            if (!parse_brace_quantifier(min, max)) {
                if (m_unicode)
                    return fail("Incomplete quantifier");
                m_pos = before; // Annex B: a literal `{`
                out.push_back(std::move(atom));
                return;
            }
            if (max != -1 && min > max)
                fail("numbers out of order in {} quantifier");
        } else {
            out.push_back(std::move(atom));
            return;
        }
        if (!quantifiable)
            fail(lookbehind ? "Invalid quantifier" : "Nothing to repeat");
        auto rep = make(Node::Kind::Repeat);
        rep->min = min;
        rep->max = max;
        rep->lazy = eat('?');
        rep->first_group = groups_before;
        rep->last_group = m_group_count;
        rep->children.push_back(std::move(atom));
        out.push_back(std::move(rep));
    }

    // `{` DecimalDigits [`,` [DecimalDigits]] `}`; numbers that overflow saturate.
    bool parse_brace_quantifier(int& min, int& max)
    {
        size_t save = m_pos;
        if (!eat('{'))
            return false;
        auto digits = [&](int& out) {
            if (!(peek() >= '0' && peek() <= '9'))
                return false;
            long long v = 0;
            while (peek() >= '0' && peek() <= '9') {
                v = std::min<long long>(v * 10 + (peek() - '0'), INT_MAX);
                ++m_pos;
            }
            out = static_cast<int>(v);
            return true;
        };
        if (!digits(min)) {
            m_pos = save;
            return false;
        }
        max = min;
        if (eat(',')) {
            if (!digits(max))
                max = -1;
        }
        if (!eat('}')) {
            m_pos = save;
            return false;
        }
        if (max == INT_MAX)
            max = -1;
        return true;
    }

    // `(` Disjunction `)`, `(?:` Disjunction `)`, `(?<` GroupName `>` Disjunction `)`
    NodePtr parse_group()
    {
        ++m_pos; // (
        auto g = make(Node::Kind::Group);
        if (eat('?')) {
            if (eat(':')) {
                g->group = -1;
            } else if (eat('<')) {
                std::u16string name = parse_group_name();
                for (auto& [n, index] : m_group_names)
                    if (n == name)
                        fail("Duplicate capture group name");
                g->group = ++m_group_count;
                m_group_names.push_back({ name, g->group });
            } else {
                fail("Invalid group");
            }
        } else {
            g->group = ++m_group_count;
        }
        enter();
        g->first_group = m_group_count;
        g->children.push_back(parse_disjunction());
        --m_depth;
        if (!eat(')'))
            fail("Unterminated group");
        return g;
    }

    // GroupName :: `<` RegExpIdentifierName `>` (the `<` is already read).
    std::u16string parse_group_name()
    {
        std::u16string name;
        bool first = true;
        for (;;) {
            if (at_end()) {
                fail("Invalid capture group name");
                return {};
            }
            uint32_t c = m_chars[m_pos++];
            if (c == '>')
                break;
            if (c == '\\') {
                // RegExpIdentifierName allows \u escapes.
                uint32_t v = 0;
                if (!eat('u') || !parse_unicode_escape_body(v, true)) {
                    fail("Invalid capture group name");
                    return {};
                }
                c = v;
            } else if (!m_unicode && c >= 0xD800 && c <= 0xDBFF && peek() >= 0xDC00 && peek() <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (m_chars[m_pos++] - 0xDC00);
            }
            if (first ? !is_id_start(c) : !is_id_continue(c)) {
                fail("Invalid capture group name");
                return {};
            }
            first = false;
            if (c > 0xFFFF) {
                c -= 0x10000;
                name += static_cast<char16_t>(0xD800 + (c >> 10));
                name += static_cast<char16_t>(0xDC00 + (c & 0x3FF));
            } else {
                name += static_cast<char16_t>(c);
            }
        }
        if (name.empty())
            fail("Invalid capture group name");
        return name;
    }

    // After `\u`: XXXX (joining an escaped surrogate pair in Unicode mode, or always when
    // `pair_always`) or, in Unicode mode, {X...}. False if malformed.
    bool parse_unicode_escape_body(uint32_t& out, bool names = false)
    {
        bool unicode = m_unicode || names;
        if (unicode && peek() == '{') {
            size_t save = m_pos;
            ++m_pos;
            uint32_t v = 0;
            int n = 0;
            while (hex_value(peek()) < 16) {
                v = v * 16 + hex_value(peek());
                if (v > 0x10FFFF) {
                    m_pos = save;
                    return false;
                }
                ++m_pos;
                ++n;
            }
            if (n == 0 || !eat('}')) {
                m_pos = save;
                return false;
            }
            out = v;
            return true;
        }
        auto four = [&](uint32_t& v) {
            v = 0;
            for (int i = 0; i < 4; ++i)
                if (hex_value(peek(i)) >= 16)
                    return false;
            for (int i = 0; i < 4; ++i)
                v = v * 16 + hex_value(m_chars[m_pos++]);
            return true;
        };
        uint32_t v;
        if (!four(v))
            return false;
        if (unicode && v >= 0xD800 && v <= 0xDBFF && peek() == '\\' && peek(1) == 'u') {
            size_t save = m_pos;
            m_pos += 2;
            uint32_t lo;
            if (four(lo) && lo >= 0xDC00 && lo <= 0xDFFF)
                v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
            else
                m_pos = save;
        }
        out = v;
        return true;
    }

    NodePtr char_node(uint32_t cp)
    {
        auto n = make(Node::Kind::Char);
        n->cp = cp;
        return n;
    }
    NodePtr class_node(Ranges r, bool negated = false)
    {
        auto n = make(Node::Kind::Class);
        n->ranges = std::move(r);
        n->negated = negated;
        return n;
    }

    // \d \D \s \S \w \W: the set, or false if `c` is not a class escape letter.
    bool class_escape_set(uint32_t c, Ranges& out)
    {
        switch (c) {
        case 'd': case 'D': out = digit_ranges(); break;
        case 's': case 'S': out = space_ranges(); break;
        case 'w': case 'W':
            out = word_ranges();
            // 22.2.2.9.4 WordCharacters: with u/v and i, also what canonicalises into it.
            if (m_unicode && m_flags.ignore_case)
                close_over_case(out, true);
            break;
        default: return false;
        }
        if (c == 'D' || c == 'S' || c == 'W')
            invert_ranges(out, m_max_char);
        return true;
    }

    // \p{...} / \P{...} after the letter; returns the set.
    Ranges parse_property(bool negated, bool in_class)
    {
        const char* error = in_class ? "Invalid property name in character class" : "Invalid property name";
        if (!eat('{'))
            fail(error);
        std::string name, value;
        bool has_value = false;
        for (;;) {
            if (at_end()) {
                fail(error);
                return {};
            }
            uint32_t c = m_chars[m_pos++];
            if (c == '}')
                break;
            if (c == '=' && !has_value) {
                has_value = true;
                continue;
            }
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) {
                fail(error);
                return {};
            }
            (has_value ? value : name) += static_cast<char>(c);
        }
        Ranges r;
        if (m_flags.unicode_sets && !has_value && (name == "RGI_Emoji" || name == "Basic_Emoji" || name == "Emoji_Keycap_Sequence"
                || name == "RGI_Emoji_Flag_Sequence" || name == "RGI_Emoji_Modifier_Sequence" || name == "RGI_Emoji_Tag_Sequence"
                || name == "RGI_Emoji_ZWJ_Sequence")) {
            fail("properties of strings (\\p{RGI_Emoji} ...) are not supported by evloop yet");
            return {};
        }
        if (name.empty() || (has_value && value.empty()) || !lookup_property(name, value, r)) {
            fail(error);
            return {};
        }
        if (negated)
            invert_ranges(r, 0x10FFFF);
        return r;
    }

    // Legacy octal escape (Annex B): up to three octal digits, at most 0o377.
    uint32_t parse_legacy_octal()
    {
        uint32_t v = m_chars[m_pos++] - '0';
        if (peek() >= '0' && peek() <= '7') {
            v = v * 8 + (m_chars[m_pos++] - '0');
            if (v < 32 && peek() >= '0' && peek() <= '7')
                v = v * 8 + (m_chars[m_pos++] - '0');
        }
        return v;
    }

    // Escapes shared by atoms and classes: control, hex, unicode, identity. `c` is read.
    uint32_t parse_character_escape(uint32_t c, bool in_class)
    {
        switch (c) {
        case 'f': return 0x0C;
        case 'n': return 0x0A;
        case 'r': return 0x0D;
        case 't': return 0x09;
        case 'v': return 0x0B;
        case 'c': {
            uint32_t l = peek();
            if ((l >= 'a' && l <= 'z') || (l >= 'A' && l <= 'Z')) {
                ++m_pos;
                return l % 32;
            }
            // Annex B ClassControlLetter: \c0-\c9 and \c_ inside a class.
            if (!m_unicode && in_class && ((l >= '0' && l <= '9') || l == '_')) {
                ++m_pos;
                return l % 32;
            }
            if (m_unicode) {
                fail("Invalid Unicode escape");
                return 0;
            }
            --m_pos; // Annex B: the backslash is a literal, `c` is read next
            return '\\';
        }
        case 'x': {
            if (hex_value(peek()) < 16 && hex_value(peek(1)) < 16) {
                uint32_t v = hex_value(peek()) * 16 + hex_value(peek(1));
                m_pos += 2;
                return v;
            }
            if (m_unicode)
                fail("Invalid escape");
            return 'x';
        }
        case 'u': {
            uint32_t v;
            if (parse_unicode_escape_body(v))
                return v;
            if (m_unicode)
                fail("Invalid Unicode escape");
            return 'u';
        }
        case '0':
            if (!(peek() >= '0' && peek() <= '9'))
                return 0;
            if (m_unicode) {
                fail(in_class ? "Invalid class escape" : "Invalid decimal escape");
                return 0;
            }
            --m_pos;
            return parse_legacy_octal();
        default:
            break;
        }
        if (m_unicode) {
            if (is_syntax_character(c) || c == '/' || (in_class && c == '-'))
                return c;
            fail(in_class ? "Invalid class escape" : "Invalid escape");
            return 0;
        }
        // Annex B IdentityEscape: any character but `c` (and `k` with named groups).
        if (c >= '1' && c <= '7') {
            --m_pos;
            return parse_legacy_octal();
        }
        return c;
    }

    // AtomEscape (after the backslash).
    NodePtr parse_atom_escape()
    {
        if (at_end()) {
            fail("\\ at end of pattern");
            return char_node(0);
        }
        uint32_t c = m_chars[m_pos++];
        Ranges set;
        if (class_escape_set(c, set))
            return class_node(std::move(set));
        if ((c == 'p' || c == 'P') && m_unicode)
            return class_node(parse_property(c == 'P', false));
        if (c >= '1' && c <= '9') {
            // DecimalEscape: a backreference when there are that many groups.
            size_t save = m_pos - 1;
            long long n = c - '0';
            while (peek() >= '0' && peek() <= '9') {
                n = std::min<long long>(n * 10 + (m_chars[m_pos++] - '0'), INT_MAX);
            }
            if (n <= m_total_groups) {
                auto b = make(Node::Kind::BackReference);
                b->group = static_cast<int>(n);
                return b;
            }
            if (m_unicode) {
                fail("Invalid escape");
                return char_node(0);
            }
            m_pos = save + 1;
            if (c >= '8')
                return char_node(c);
            --m_pos;
            return char_node(parse_legacy_octal());
        }
        if (c == 'k' && (m_unicode || m_has_named_groups)) {
            if (!eat('<')) {
                fail("Invalid named reference");
                return char_node(0);
            }
            std::u16string name = parse_group_name();
            if (!m_error.empty()) {
                m_error = "Invalid named reference";
                return char_node(0);
            }
            auto b = make(Node::Kind::NamedBackReference);
            b->name = name;
            m_referenced_names.push_back(name);
            return b;
        }
        return char_node(parse_character_escape(c, false));
    }

    // ClassAtom: a character, or a set (class escape) in `set` (returns false then).
    bool parse_class_atom(uint32_t& cp, Ranges& set)
    {
        uint32_t c = m_chars[m_pos++];
        if (c != '\\') {
            cp = c;
            return true;
        }
        if (at_end()) {
            fail("\\ at end of pattern");
            cp = 0;
            return true;
        }
        c = m_chars[m_pos++];
        if (c == 'b') {
            cp = 0x08;
            return true;
        }
        if (m_unicode && c == '-') {
            cp = '-';
            return true;
        }
        if (class_escape_set(c, set))
            return false;
        if ((c == 'p' || c == 'P') && m_unicode) {
            set = parse_property(c == 'P', true);
            return false;
        }
        if (!m_unicode && (c == '8' || c == '9')) {
            cp = c;
            return true;
        }
        if (m_unicode && ((c >= '1' && c <= '9') || c == 'k')) {
            fail("Invalid class escape");
            cp = 0;
            return true;
        }
        cp = parse_character_escape(c, true);
        return true;
    }

    // --- v flag: ClassSetExpression (22.2.1 ClassContents[+UnicodeSetsMode]) ---------------

    static Ranges set_intersection(Ranges a, Ranges b)
    {
        // a ∩ b = ¬(¬a ∪ ¬b)
        invert_ranges(a, 0x10FFFF);
        invert_ranges(b, 0x10FFFF);
        a.insert(a.end(), b.begin(), b.end());
        invert_ranges(a, 0x10FFFF);
        return a;
    }
    static Ranges set_subtraction(Ranges a, Ranges b)
    {
        invert_ranges(b, 0x10FFFF);
        return set_intersection(std::move(a), std::move(b));
    }

    // ClassSetOperand: a nested class, a class escape, \q{...} or a ClassSetCharacter
    // (then `is_char` is set and `ch` holds it). False after an error.
    bool parse_class_set_operand(Ranges& out, uint32_t& ch, bool& is_char)
    {
        is_char = false;
        uint32_t c = peek();
        if (c == '[') {
            ++m_pos;
            bool negated = eat('^');
            out = parse_class_set_contents();
            if (negated)
                invert_ranges(out, 0x10FFFF);
            return m_error.empty();
        }
        if (c == '\\') {
            ++m_pos;
            if (at_end()) {
                fail("\\ at end of pattern");
                return false;
            }
            uint32_t e = m_chars[m_pos++];
            if (class_escape_set(e, out))
                return true;
            if (e == 'p' || e == 'P') {
                out = parse_property(e == 'P', true);
                return m_error.empty();
            }
            if (e == 'q') {
                // ClassStringDisjunction: only single characters are supported.
                if (!eat('{')) {
                    fail("Invalid escape");
                    return false;
                }
                size_t length = 0;
                for (;;) {
                    if (at_end()) {
                        fail("Unterminated character class");
                        return false;
                    }
                    uint32_t q = m_chars[m_pos++];
                    if (q == '}' || q == '|') {
                        if (length != 1) {
                            fail("class string disjunctions (\\q{...}) with strings other than single characters are not supported by evloop yet");
                            return false;
                        }
                        length = 0;
                        if (q == '}')
                            return true;
                        continue;
                    }
                    if (q == '\\' && !at_end())
                        q = parse_character_escape(m_chars[m_pos++], true);
                    out.push_back({ q, q });
                    ++length;
                }
            }
            if (e == 'b') {
                ch = 0x08;
            } else if (std::u16string_view(u"&-!#%,:;<=>@`~").find(static_cast<char16_t>(e)) != std::u16string_view::npos) {
                ch = e; // ClassSetReservedPunctuator
            } else {
                ch = parse_character_escape(e, true);
                if (!m_error.empty())
                    return false;
            }
            is_char = true;
            return true;
        }
        if (std::u16string_view(u"()[]{}/-|").find(static_cast<char16_t>(c)) != std::u16string_view::npos) {
            fail("Invalid character in character class");
            return false;
        }
        if (c == peek(1) && std::u16string_view(u"&!#$%*+,.:;<=>?@^`~").find(static_cast<char16_t>(c)) != std::u16string_view::npos) {
            fail("Invalid set operation in character class");
            return false;
        }
        ++m_pos;
        ch = c;
        is_char = true;
        return true;
    }

    // ClassSetExpression up to and including the closing `]`: a union (with ranges), an
    // intersection (&&) or a subtraction (--), never mixed.
    Ranges parse_class_set_contents()
    {
        enter();
        enum class SetOp { None, Union, Intersection, Subtraction } op = SetOp::None;
        Ranges result;
        bool first = true;
        bool first_was_range = false;
        for (;;) {
            if (at_end()) {
                fail("Unterminated character class");
                break;
            }
            if (eat(']'))
                break;
            bool intersect = peek() == '&' && peek(1) == '&';
            bool subtract = peek() == '-' && peek(1) == '-';
            if (intersect || subtract) {
                SetOp wanted = intersect ? SetOp::Intersection : SetOp::Subtraction;
                if (first || first_was_range || (op != SetOp::None && op != wanted)) {
                    fail("Invalid set operation in character class");
                    break;
                }
                m_pos += 2;
                op = wanted;
                if (intersect && peek() == '&') { // ClassIntersection :: ... && [lookahead ≠ &] ClassSetOperand
                    fail("Invalid character in character class");
                    break;
                }
                Ranges operand;
                uint32_t ch = 0;
                bool is_char = false;
                if (!parse_class_set_operand(operand, ch, is_char))
                    break;
                if (is_char)
                    operand = { { ch, ch } };
                result = intersect ? set_intersection(std::move(result), std::move(operand)) : set_subtraction(std::move(result), std::move(operand));
                continue;
            }
            if (op == SetOp::Intersection || op == SetOp::Subtraction) {
                fail("Invalid set operation in character class");
                break;
            }
            Ranges operand;
            uint32_t ch = 0;
            bool is_char = false;
            if (!parse_class_set_operand(operand, ch, is_char))
                break;
            bool range = false;
            if (is_char) {
                operand = { { ch, ch } };
                if (peek() == '-' && peek(1) != '-') {
                    // ClassSetRange
                    ++m_pos;
                    Ranges ignored;
                    uint32_t hi = 0;
                    bool hi_is_char = false;
                    if (!parse_class_set_operand(ignored, hi, hi_is_char))
                        break;
                    if (!hi_is_char) {
                        fail("Invalid character class");
                        break;
                    }
                    if (ch > hi) {
                        fail("Range out of order in character class");
                        break;
                    }
                    operand = { { ch, hi } };
                    range = true;
                }
            }
            if (!first)
                op = SetOp::Union;
            else
                first_was_range = range;
            first = false;
            result.insert(result.end(), operand.begin(), operand.end());
            normalize_ranges(result);
        }
        --m_depth;
        return result;
    }

    // CharacterClass :: `[` [^] ClassContents `]` (the `[` is read).
    NodePtr parse_class()
    {
        // SIMPLIFIED: with v and i, case closure is applied to the whole set at the end
        // (the spec folds each operand), which only differs for nested negations.
        if (m_flags.unicode_sets) {
            bool negated_set = eat('^');
            Ranges set = parse_class_set_contents();
            return class_node(std::move(set), negated_set);
        }
        bool negated = eat('^');
        Ranges ranges;
        for (;;) {
            if (at_end()) {
                fail("Unterminated character class");
                break;
            }
            if (eat(']'))
                break;
            uint32_t a = 0;
            Ranges a_set;
            bool a_char = parse_class_atom(a, a_set);
            if (peek() == '-' && peek(1) != ']' && peek(1) != UINT32_MAX) {
                ++m_pos; // -
                uint32_t b = 0;
                Ranges b_set;
                bool b_char = parse_class_atom(b, b_set);
                if (!a_char || !b_char) {
                    if (m_unicode)
                        fail("Invalid character class");
                    // Annex B: [\d-x] is \d, `-` and x.
                    ranges.insert(ranges.end(), a_set.begin(), a_set.end());
                    if (a_char)
                        ranges.push_back({ a, a });
                    ranges.push_back({ '-', '-' });
                    ranges.insert(ranges.end(), b_set.begin(), b_set.end());
                    if (b_char)
                        ranges.push_back({ b, b });
                    continue;
                }
                if (a > b) {
                    fail("Range out of order in character class");
                    break;
                }
                ranges.push_back({ a, b });
                continue;
            }
            if (a_char)
                ranges.push_back({ a, a });
            else
                ranges.insert(ranges.end(), a_set.begin(), a_set.end());
        }
        return class_node(std::move(ranges), negated);
    }

    const Flags& m_flags;
    bool m_unicode;
    uint32_t m_max_char;
    std::vector<uint32_t> m_chars;
    size_t m_pos = 0;
    int m_depth = 0;
    int m_group_count = 0;
    int m_total_groups = 0;
    bool m_has_named_groups = false;
    std::vector<std::pair<std::u16string, int>> m_group_names;
    std::vector<std::u16string> m_referenced_names;
    std::string m_error;
};

// --- CodeGenerator ---------------------------------------------------------------------

class CodeGenerator {
public:
    CodeGenerator(Program& program)
        : m_program(program)
        , m_unicode(program.flags.either_unicode())
        , m_ignore_case(program.flags.ignore_case)
    {
    }

    bool too_large = false;

    void generate(const Node& root)
    {
        emit_node(root, false);
        emit({ Op::Match });
    }

private:
    int emit(Instruction i)
    {
        if (m_program.code.size() > 4'000'000) {
            too_large = true;
            return 0;
        }
        m_program.code.push_back(i);
        return static_cast<int>(m_program.code.size() - 1);
    }
    int here() const { return static_cast<int>(m_program.code.size()); }
    Instruction& at(int pc) { return m_program.code[static_cast<size_t>(pc)]; }

    int add_class(const Node& n)
    {
        Ranges r = n.ranges;
        normalize_ranges(r);
        if (m_ignore_case)
            close_over_case(r, m_unicode);
        if (n.negated)
            invert_ranges(r, m_unicode ? 0x10FFFF : 0xFFFF);
        CharClass cls;
        cls.ranges = std::move(r);
        m_program.classes.push_back(std::move(cls));
        return static_cast<int>(m_program.classes.size() - 1);
    }

    static bool is_single_character(const Node& n) { return n.kind == Node::Kind::Char || n.kind == Node::Kind::Class || n.kind == Node::Kind::Dot; }

    void emit_single_character(const Node& n, bool backward)
    {
        Instruction i { Op::Char };
        i.backward = backward;
        if (n.kind == Node::Kind::Char) {
            i.a = static_cast<int32_t>(m_ignore_case ? canonicalize(n.cp, m_unicode) : n.cp);
        } else if (n.kind == Node::Kind::Class) {
            i.op = Op::Class;
            i.a = add_class(n);
        } else {
            i.op = m_program.flags.dot_all ? Op::AnyAll : Op::Any;
        }
        emit(i);
    }

    void emit_node(const Node& n, bool backward)
    {
        switch (n.kind) {
        case Node::Kind::Empty:
            break;
        case Node::Kind::Char:
        case Node::Kind::Class:
        case Node::Kind::Dot:
            emit_single_character(n, backward);
            break;
        case Node::Kind::Sequence:
            if (backward) {
                for (size_t i = n.children.size(); i-- > 0;)
                    emit_node(*n.children[i], backward);
            } else {
                for (const NodePtr& c : n.children)
                    emit_node(*c, backward);
            }
            break;
        case Node::Kind::Disjunction: {
            std::vector<int> jumps;
            for (size_t k = 0; k < n.children.size(); ++k) {
                if (k + 1 < n.children.size()) {
                    int split = emit({ Op::Split });
                    at(split).a = here();
                    emit_node(*n.children[k], backward);
                    jumps.push_back(emit({ Op::Jump }));
                    at(split).b = here();
                } else {
                    emit_node(*n.children[k], backward);
                }
            }
            for (int j : jumps)
                at(j).a = here();
            break;
        }
        case Node::Kind::Group:
            if (n.group < 0) {
                emit_node(*n.children[0], backward);
                break;
            }
            {
                Instruction save { Op::Save };
                save.a = n.group * 2 + (backward ? 1 : 0);
                emit(save);
                emit_node(*n.children[0], backward);
                save.a = n.group * 2 + (backward ? 0 : 1);
                emit(save);
            }
            break;
        case Node::Kind::Assertion: {
            Instruction i { n.assertion };
            i.a = n.assertion == Op::WordBoundary ? n.negate : m_program.flags.multiline;
            emit(i);
            break;
        }
        case Node::Kind::BackReference:
        case Node::Kind::NamedBackReference: {
            Instruction i { Op::BackReference };
            i.backward = backward;
            i.a = n.group;
            if (n.kind == Node::Kind::NamedBackReference)
                for (auto& [name, index] : m_program.group_names)
                    if (name == n.name)
                        i.a = index;
            emit(i);
            break;
        }
        case Node::Kind::Look: {
            Instruction i { Op::Look };
            i.a = n.behind;
            i.b = n.negate;
            int look = emit(i);
            emit_node(*n.children[0], n.behind);
            emit({ Op::Match });
            at(look).c = here();
            break;
        }
        case Node::Kind::Repeat:
            emit_repeat(n, backward);
            break;
        }
    }

    // 22.2.2.3.1 RepeatMatcher ( m, min, max, greedy, x, c, parenIndex, parenCount )
    void emit_repeat(const Node& n, bool backward)
    {
        const Node& atom = *n.children[0];
        if (n.max == 0)
            return;
        if (is_single_character(atom) && !backward) {
            Instruction loop { Op::CharLoop };
            loop.lazy = n.lazy;
            loop.b = n.min;
            loop.c = n.max;
            int head = emit(loop);
            emit_single_character(atom, false);
            at(head).d = here();
            return;
        }
        int counter = m_program.register_count++;
        int position = m_program.register_count++;
        Instruction set { Op::SetRegister };
        set.a = counter;
        set.b = 0;
        emit(set);
        Instruction head_i { Op::LoopHead };
        head_i.a = counter;
        head_i.b = n.min;
        head_i.c = n.max;
        head_i.lazy = n.lazy;
        int head = emit(head_i);
        Instruction savepos { Op::SavePosition };
        savepos.a = position;
        emit(savepos);
        // 4. Each iteration starts with the atom's captures undefined.
        if (n.last_group > n.first_group) {
            Instruction reset { Op::ResetCaptures };
            reset.a = (n.first_group + 1) * 2;
            reset.b = (n.last_group + 1) * 2;
            emit(reset);
        }
        emit_node(atom, backward);
        Instruction check { Op::CheckProgress };
        check.a = position;
        check.b = counter;
        check.c = n.min;
        emit(check);
        Instruction inc { Op::Increment };
        inc.a = counter;
        emit(inc);
        Instruction jump { Op::Jump };
        jump.a = head;
        emit(jump);
        at(head).d = here();
    }

    Program& m_program;
    bool m_unicode;
    bool m_ignore_case;
};

} // namespace

bool parse_flags(std::u16string_view text, Flags& flags)
{
    flags = Flags {};
    for (char16_t c : text) {
        bool* f = nullptr;
        switch (c) {
        case 'd': f = &flags.has_indices; break;
        case 'g': f = &flags.global; break;
        case 'i': f = &flags.ignore_case; break;
        case 'm': f = &flags.multiline; break;
        case 's': f = &flags.dot_all; break;
        case 'u': f = &flags.unicode; break;
        case 'v': f = &flags.unicode_sets; break;
        case 'y': f = &flags.sticky; break;
        default: return false;
        }
        if (*f)
            return false;
        *f = true;
    }
    return !(flags.unicode && flags.unicode_sets);
}

std::string flags_to_string(const Flags& f)
{
    std::string s;
    if (f.has_indices) s += 'd';
    if (f.global) s += 'g';
    if (f.ignore_case) s += 'i';
    if (f.multiline) s += 'm';
    if (f.dot_all) s += 's';
    if (f.unicode) s += 'u';
    if (f.unicode_sets) s += 'v';
    if (f.sticky) s += 'y';
    return s;
}

CompileResult compile(std::u16string_view pattern, const Flags& flags)
{
    CompileResult result;
    auto program = std::make_shared<Program>();
    program->flags = flags;
    PatternParser parser(pattern, flags);
    NodePtr root = parser.parse();
    if (!parser.error().empty()) {
        result.error = parser.error();
        return result;
    }
    program->capture_count = parser.capture_count();
    program->group_names = std::move(parser.group_names());
    CodeGenerator generator(*program);
    generator.generate(*root);
    if (generator.too_large) {
        result.error = "Regular expression too large";
        return result;
    }
    result.program = std::move(program);
    return result;
}

std::shared_ptr<const Program> compile_cached(std::u16string_view pattern, const Flags& flags, std::string& error)
{
    // Programs are immutable; the cache is cleared when full (nothing depends on its order).
    // One cache per thread: simulations may run on a service thread beside the page's VM.
    static thread_local std::map<std::u16string, std::shared_ptr<const Program>> cache;
    std::u16string key;
    for (char c : flags_to_string(flags))
        key += static_cast<char16_t>(c);
    key += u'/';
    key += pattern;
    if (auto it = cache.find(key); it != cache.end())
        return it->second;
    CompileResult r = compile(pattern, flags);
    if (!r.program) {
        error = r.error;
        return nullptr;
    }
    if (cache.size() >= 512)
        cache.clear();
    cache[key] = r.program;
    return r.program;
}

std::string literal_syntax_error(std::u16string_view pattern, std::string_view flags)
{
    std::u16string wide_flags(flags.begin(), flags.end());
    Flags parsed;
    if (!parse_flags(wide_flags, parsed))
        return "Invalid regular expression flags";
    std::string error;
    if (compile_cached(pattern, parsed, error))
        return "";
    // V8: "Invalid regular expression: /(/: Unterminated group" (the pattern as written).
    std::string text = utf16_to_utf8(pattern);
    return "Invalid regular expression: /" + text + "/" + std::string(flags) + ": " + error;
}

} // namespace evloop::js::regexp
