// The regular-expression matcher: runs a compiled Program over a UTF-16 string with
// backtracking. 22.2.2 Pattern Semantics https://tc39.es/ecma262/#sec-pattern-semantics
//
// The continuation-passing matchers of the spec become bytecode plus an explicit
// backtrack stack: a choice point records where to resume and at which position, and
// every change to a capture or loop register records its old value, so failing pops
// entries until the newest choice point (undoing changes on the way). Lookarounds run
// their body as a nested match on the same stack (the only C++ recursion, bounded by the
// pattern's nesting). Every instruction executed is one step of the StepBudget.
#include "core/js/regexp.h"

namespace evloop::js::regexp {

namespace {

bool is_line_terminator(uint32_t c) { return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029; }
bool is_basic_word_char(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

struct BacktrackEntry {
    enum class Kind : uint8_t { Choice, RestoreCapture, RestoreRegister, GreedyCharLoop, LazyCharLoop };
    Kind kind;
    int32_t a; // Choice: pc; Restore*: index; CharLoop: pc of the CharLoop
    int32_t b; // Choice: position; Restore*: old value; GreedyCharLoop: lowest position; LazyCharLoop: position
    int32_t c; // GreedyCharLoop: current position; LazyCharLoop: count
};

class Matcher {
public:
    Matcher(const Program& program, std::u16string_view input, StepBudget& budget)
        : m_program(program)
        , m_input(input)
        , m_budget(budget)
        , m_unicode(program.flags.either_unicode())
        , m_ignore_case(program.flags.ignore_case)
        , m_end(static_cast<int32_t>(input.size()))
    {
    }

    MatchStatus run(size_t start, bool sticky, std::vector<int>& captures)
    {
        m_captures.assign(static_cast<size_t>(m_program.capture_count) * 2, -1);
        m_registers.assign(static_cast<size_t>(m_program.register_count), 0);
        for (size_t index = start; index <= m_input.size();) {
            m_stack.clear();
            std::fill(m_captures.begin(), m_captures.end(), -1);
            int32_t end = 0;
            if (execute(0, static_cast<int32_t>(index), 0, end)) {
                m_captures[0] = static_cast<int>(index);
                m_captures[1] = end;
                captures = m_captures;
                return MatchStatus::Match;
            }
            if (m_status != MatchStatus::NoMatch)
                return m_status;
            if (sticky)
                break;
            // AdvanceStringIndex: by code point in Unicode mode.
            index += m_unicode && index + 1 < m_input.size() && is_high(m_input[index]) && is_low(m_input[index + 1]) ? 2 : 1;
            if (!charge())
                return m_status;
        }
        return MatchStatus::NoMatch;
    }

private:
    static bool is_high(char16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
    static bool is_low(char16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

    bool charge()
    {
        ++m_budget.used;
        if (m_budget.limit && m_budget.used >= m_budget.limit) {
            m_status = MatchStatus::BudgetExceeded;
            return false;
        }
        return true;
    }

    // The character after `pos` (forward) or before it (backward), and where it ends.
    // False at the end (start) of the input.
    bool read(int32_t pos, bool backward, uint32_t& c, int32_t& next) const
    {
        if (!backward) {
            if (pos >= m_end)
                return false;
            c = m_input[static_cast<size_t>(pos)];
            next = pos + 1;
            if (m_unicode && is_high(static_cast<char16_t>(c)) && next < m_end && is_low(m_input[static_cast<size_t>(next)])) {
                c = 0x10000 + ((c - 0xD800) << 10) + (m_input[static_cast<size_t>(next)] - 0xDC00);
                ++next;
            }
            return true;
        }
        if (pos <= 0)
            return false;
        c = m_input[static_cast<size_t>(pos - 1)];
        next = pos - 1;
        if (m_unicode && is_low(static_cast<char16_t>(c)) && next > 0 && is_high(m_input[static_cast<size_t>(next - 1)])) {
            c = 0x10000 + ((m_input[static_cast<size_t>(next - 1)] - 0xD800) << 10) + (c - 0xDC00);
            --next;
        }
        return true;
    }

    uint32_t canonical(uint32_t c) const { return m_ignore_case ? canonicalize(c, m_unicode) : c; }

    // One single-character instruction at `pos`: the new position, or -1.
    int32_t match_one(const Instruction& i, int32_t pos) const
    {
        uint32_t c;
        int32_t next;
        if (!read(pos, i.backward, c, next))
            return -1;
        switch (i.op) {
        case Op::Char:
            return canonical(c) == static_cast<uint32_t>(i.a) ? next : -1;
        case Op::Class:
            return m_program.classes[static_cast<size_t>(i.a)].contains(c) ? next : -1;
        case Op::Any:
            return is_line_terminator(c) ? -1 : next;
        case Op::AnyAll:
            return next;
        default:
            return -1;
        }
    }

    // 22.2.2.9.2 IsWordChar ( rer, Input, e )
    bool is_word_char(int32_t e) const
    {
        if (e < 0 || e >= m_end)
            return false;
        uint32_t c = m_input[static_cast<size_t>(e)];
        if (is_basic_word_char(c))
            return true;
        // WordCharacters with u/v and i: also what canonicalises into [A-Za-z0-9_] (ſ, K).
        return m_unicode && m_ignore_case && is_basic_word_char(canonicalize(c, true));
    }

    bool push(BacktrackEntry e)
    {
        if (m_stack.size() >= kMaxBacktrackEntries) {
            m_status = MatchStatus::BacktrackOverflow;
            return false;
        }
        m_stack.push_back(e);
        return true;
    }
    bool set_capture(int32_t index, int32_t value)
    {
        if (!push({ BacktrackEntry::Kind::RestoreCapture, index, m_captures[static_cast<size_t>(index)], 0 }))
            return false;
        m_captures[static_cast<size_t>(index)] = value;
        return true;
    }
    bool set_register(int32_t index, int32_t value)
    {
        if (!push({ BacktrackEntry::Kind::RestoreRegister, index, m_registers[static_cast<size_t>(index)], 0 }))
            return false;
        m_registers[static_cast<size_t>(index)] = value;
        return true;
    }

    // 22.2.2.7.2 BackreferenceMatcher ( rer, ns, direction )
    int32_t match_backreference(const Instruction& i, int32_t pos) const
    {
        int32_t s = m_captures[static_cast<size_t>(i.a) * 2];
        int32_t e = m_captures[static_cast<size_t>(i.a) * 2 + 1];
        if (s < 0 || e < 0)
            return pos; // an undefined group matches the empty string
        int32_t len = e - s;
        int32_t from = i.backward ? pos - len : pos;
        if (from < 0 || from + len > m_end)
            return -1;
        if (!m_ignore_case) {
            for (int32_t k = 0; k < len; ++k)
                if (m_input[static_cast<size_t>(s + k)] != m_input[static_cast<size_t>(from + k)])
                    return -1;
        } else {
            int32_t p = s, q = from;
            while (p < e) {
                uint32_t a = 0, b = 0;
                int32_t pn = p + 1, qn = q + 1;
                read(p, false, a, pn);
                if (!read(q, false, b, qn) || canonicalize(a, m_unicode) != canonicalize(b, m_unicode))
                    return -1;
                p = pn;
                q = qn;
            }
            if (q != from + len)
                return -1;
        }
        return i.backward ? from : from + len;
    }

    // Runs from `pc` at `pos` until a Match instruction (true, with `end` set) or until
    // every choice above `base` failed (false). Lookaround bodies are nested calls.
    bool execute(int32_t pc, int32_t pos, size_t base, int32_t& end, int depth = 0)
    {
        const std::vector<Instruction>& code = m_program.code;
        for (;;) {
            if (!charge())
                return false;
            const Instruction& i = code[static_cast<size_t>(pc)];
            bool ok = true;
            switch (i.op) {
            case Op::Char:
            case Op::Class:
            case Op::Any:
            case Op::AnyAll: {
                int32_t next = match_one(i, pos);
                if (next < 0) {
                    ok = false;
                } else {
                    pos = next;
                    ++pc;
                }
                break;
            }
            case Op::Split:
                if (!push({ BacktrackEntry::Kind::Choice, i.b, pos, 0 }))
                    return false;
                pc = i.a;
                break;
            case Op::Jump:
                pc = i.a;
                break;
            case Op::Save:
                if (!set_capture(i.a, pos))
                    return false;
                ++pc;
                break;
            case Op::ResetCaptures:
                for (int32_t k = i.a; k < i.b; ++k)
                    if (m_captures[static_cast<size_t>(k)] != -1 && !set_capture(k, -1))
                        return false;
                ++pc;
                break;
            case Op::AssertStart:
                // 22.2.2.6 Assertion :: ^
                ok = pos == 0 || (i.a && is_line_terminator(m_input[static_cast<size_t>(pos - 1)]));
                ++pc;
                break;
            case Op::AssertEnd:
                // Assertion :: $
                ok = pos == m_end || (i.a && is_line_terminator(m_input[static_cast<size_t>(pos)]));
                ++pc;
                break;
            case Op::WordBoundary: {
                // Assertion :: \b and \B
                bool boundary = is_word_char(pos - 1) != is_word_char(pos);
                ok = boundary != static_cast<bool>(i.a);
                ++pc;
                break;
            }
            case Op::BackReference: {
                int32_t next = match_backreference(i, pos);
                if (next < 0) {
                    ok = false;
                } else {
                    pos = next;
                    ++pc;
                }
                break;
            }
            case Op::Look: {
                // 22.2.2.4 Lookahead / lookbehind assertions: the body matches on its own
                // (its choice points are dropped once it succeeded); a positive one keeps
                // the captures it set.
                size_t look_base = m_stack.size();
                int32_t ignored = 0;
                bool matched = execute(pc + 1, pos, look_base, ignored, depth + 1);
                if (m_status != MatchStatus::NoMatch)
                    return false;
                if (matched) {
                    // Keep only the undo entries of the body.
                    size_t out = look_base;
                    for (size_t k = look_base; k < m_stack.size(); ++k) {
                        auto kind = m_stack[k].kind;
                        if (kind == BacktrackEntry::Kind::RestoreCapture || kind == BacktrackEntry::Kind::RestoreRegister)
                            m_stack[out++] = m_stack[k];
                    }
                    m_stack.resize(out);
                    if (i.b) {
                        // Negative and the body matched: undo what it set, then fail.
                        unwind_to(look_base);
                        ok = false;
                    }
                } else {
                    ok = i.b; // the body failed: fine for a negative lookaround
                }
                pc = i.c;
                break;
            }
            case Op::SetRegister:
                if (!set_register(i.a, i.b))
                    return false;
                ++pc;
                break;
            case Op::LoopHead: {
                int32_t count = m_registers[static_cast<size_t>(i.a)];
                if (count < i.b) {
                    ++pc;
                } else if (i.c != -1 && count >= i.c) {
                    pc = i.d;
                } else if (!i.lazy) {
                    if (!push({ BacktrackEntry::Kind::Choice, i.d, pos, 0 }))
                        return false;
                    ++pc;
                } else {
                    if (!push({ BacktrackEntry::Kind::Choice, pc + 1, pos, 0 }))
                        return false;
                    pc = i.d;
                }
                break;
            }
            case Op::SavePosition:
                if (!set_register(i.a, pos))
                    return false;
                ++pc;
                break;
            case Op::CheckProgress:
                // RepeatMatcher step 2.b: an optional iteration that matched the empty
                // string fails (so x* cannot loop forever on an empty match).
                ok = !(m_registers[static_cast<size_t>(i.b)] >= i.c && pos == m_registers[static_cast<size_t>(i.a)]);
                ++pc;
                break;
            case Op::Increment:
                if (!set_register(i.a, m_registers[static_cast<size_t>(i.a)] + 1))
                    return false;
                ++pc;
                break;
            case Op::CharLoop: {
                const Instruction& atom = code[static_cast<size_t>(pc + 1)];
                int32_t count = 0;
                while (count < i.b) {
                    int32_t next = match_one(atom, pos);
                    if (next < 0)
                        break;
                    pos = next;
                    ++count;
                    if (!charge())
                        return false;
                }
                if (count < i.b) {
                    ok = false;
                    break;
                }
                if (!i.lazy) {
                    int32_t lowest = pos;
                    while (i.c == -1 || count < i.c) {
                        int32_t next = match_one(atom, pos);
                        if (next < 0)
                            break;
                        pos = next;
                        ++count;
                        if (!charge())
                            return false;
                    }
                    if (pos > lowest && !push({ BacktrackEntry::Kind::GreedyCharLoop, pc, lowest, pos }))
                        return false;
                } else if (i.c == -1 || count < i.c) {
                    if (!push({ BacktrackEntry::Kind::LazyCharLoop, pc, pos, count }))
                        return false;
                }
                pc = i.d;
                break;
            }
            case Op::Match:
                end = pos;
                return true;
            }
            if (ok)
                continue;
            // Backtrack: undo changes down to the newest choice point above `base`.
            if (!backtrack(base, pc, pos))
                return false;
        }
    }

    void unwind_to(size_t base)
    {
        while (m_stack.size() > base) {
            BacktrackEntry e = m_stack.back();
            m_stack.pop_back();
            if (e.kind == BacktrackEntry::Kind::RestoreCapture)
                m_captures[static_cast<size_t>(e.a)] = e.b;
            else if (e.kind == BacktrackEntry::Kind::RestoreRegister)
                m_registers[static_cast<size_t>(e.a)] = e.b;
        }
    }

    bool backtrack(size_t base, int32_t& pc, int32_t& pos)
    {
        while (m_stack.size() > base) {
            BacktrackEntry& e = m_stack.back();
            switch (e.kind) {
            case BacktrackEntry::Kind::RestoreCapture:
                m_captures[static_cast<size_t>(e.a)] = e.b;
                m_stack.pop_back();
                break;
            case BacktrackEntry::Kind::RestoreRegister:
                m_registers[static_cast<size_t>(e.a)] = e.b;
                m_stack.pop_back();
                break;
            case BacktrackEntry::Kind::Choice:
                pc = e.a;
                pos = e.b;
                m_stack.pop_back();
                return true;
            case BacktrackEntry::Kind::GreedyCharLoop: {
                // Give back one character.
                const Instruction& loop = m_program.code[static_cast<size_t>(e.a)];
                int32_t p = e.c - 1;
                if (m_unicode && p > e.b && is_low(m_input[static_cast<size_t>(p)]) && is_high(m_input[static_cast<size_t>(p - 1)]))
                    --p;
                pc = loop.d;
                pos = p;
                if (p <= e.b)
                    m_stack.pop_back();
                else
                    e.c = p;
                return true;
            }
            case BacktrackEntry::Kind::LazyCharLoop: {
                // Take one more character, if the atom matches.
                const Instruction& loop = m_program.code[static_cast<size_t>(e.a)];
                int32_t next = match_one(m_program.code[static_cast<size_t>(e.a + 1)], e.b);
                if (next < 0) {
                    m_stack.pop_back();
                    break;
                }
                pc = loop.d;
                pos = next;
                e.b = next;
                ++e.c;
                if (loop.c != -1 && e.c >= loop.c)
                    m_stack.pop_back();
                return true;
            }
            }
        }
        return false;
    }

    const Program& m_program;
    std::u16string_view m_input;
    StepBudget& m_budget;
    bool m_unicode;
    bool m_ignore_case;
    int32_t m_end;
    MatchStatus m_status = MatchStatus::NoMatch;
    std::vector<int32_t> m_captures;
    std::vector<int32_t> m_registers;
    std::vector<BacktrackEntry> m_stack;
};

} // namespace

MatchStatus match(const Program& program, std::u16string_view input, size_t start, bool sticky,
    std::vector<int>& captures, StepBudget& budget)
{
    if (start > input.size())
        return MatchStatus::NoMatch;
    Matcher matcher(program, input, budget);
    return matcher.run(start, sticky, captures);
}

} // namespace evloop::js::regexp
