#include "core/lesson/markdown.h"
#include "core/util/utf8.h"
#include <cstdlib>
#include <md4c.h>

namespace evloop {

namespace {

// Decodes one HTML entity as md4c hands it over ("&amp;", "&#8212;", "&#x2192;").
// Unknown named entities are kept as written.
std::string decode_entity(const char* text, size_t size)
{
    std::string e(text, size);
    auto utf8 = [](unsigned cp) {
        std::string out;
        append_utf8(out, cp == 0 ? 0xFFFD : cp);
        return out;
    };
    if (e.size() > 3 && e[1] == '#') {
        bool hex = e[2] == 'x' || e[2] == 'X';
        unsigned long cp = std::strtoul(e.c_str() + (hex ? 3 : 2), nullptr, hex ? 16 : 10);
        return utf8(static_cast<unsigned>(cp));
    }
    static const struct { const char* name; unsigned cp; } kNamed[] = {
        { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' }, { "&quot;", '"' }, { "&apos;", '\'' },
        { "&nbsp;", 0xA0 }, { "&mdash;", 0x2014 }, { "&ndash;", 0x2013 }, { "&hellip;", 0x2026 },
        { "&rarr;", 0x2192 }, { "&larr;", 0x2190 }, { "&times;", 0xD7 }, { "&middot;", 0xB7 },
        { "&lsquo;", 0x2018 }, { "&rsquo;", 0x2019 }, { "&ldquo;", 0x201C }, { "&rdquo;", 0x201D },
    };
    for (const auto& n : kNamed)
        if (e == n.name)
            return utf8(n.cp);
    return e;
}

struct ListState {
    bool ordered = false;
    bool tight = false;
    unsigned next_number = 1;
};

class Builder {
public:
    Builder(const std::string& text, Document& doc)
        : m_text(text)
        , m_doc(doc)
    {
    }

    int enter_block(MD_BLOCKTYPE type, void* detail)
    {
        switch (type) {
        case MD_BLOCK_DOC:
            break;
        case MD_BLOCK_QUOTE:
            ++m_quote_depth;
            break;
        case MD_BLOCK_UL: {
            close(); // a nested list ends the text of a tight item before it
            auto* d = static_cast<MD_BLOCK_UL_DETAIL*>(detail);
            m_lists.push_back({ false, d->is_tight != 0, 1 });
            break;
        }
        case MD_BLOCK_OL: {
            close();
            auto* d = static_cast<MD_BLOCK_OL_DETAIL*>(detail);
            m_lists.push_back({ true, d->is_tight != 0, d->start });
            break;
        }
        case MD_BLOCK_LI: {
            ++m_list_depth;
            ListState& list = m_lists.back();
            m_pending_marker = list.ordered ? std::to_string(list.next_number++) + "." : "\xE2\x80\xA2"; // •
            break;
        }
        case MD_BLOCK_HR:
            open(BlockKind::Rule);
            close();
            break;
        case MD_BLOCK_H:
            open(BlockKind::Heading).heading_level = static_cast<MD_BLOCK_H_DETAIL*>(detail)->level;
            break;
        case MD_BLOCK_CODE: {
            auto* d = static_cast<MD_BLOCK_CODE_DETAIL*>(detail);
            Block& b = open(BlockKind::Code);
            if (d->info.text && d->info.size > 0) {
                std::string info(d->info.text, d->info.size);
                b.line = line_of(d->info.text);
                std::string error;
                if (auto parsed = parse_fence_info(info, error))
                    b.fence = std::move(*parsed);
                else
                    problem(b.line, error);
            }
            break;
        }
        case MD_BLOCK_P:
            open(BlockKind::Paragraph);
            break;
        case MD_BLOCK_HTML:
            m_in_html = true;
            break;
        case MD_BLOCK_TABLE:
            problem(0, "tables are not supported in lessons; use a list instead");
            m_in_table = true;
            break;
        default:
            break;
        }
        return 0;
    }

    int leave_block(MD_BLOCKTYPE type, void*)
    {
        switch (type) {
        case MD_BLOCK_QUOTE:
            --m_quote_depth;
            break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            m_lists.pop_back();
            break;
        case MD_BLOCK_LI:
            close(); // a tight item's text has no paragraph of its own
            --m_list_depth;
            m_pending_marker.clear();
            break;
        case MD_BLOCK_H:
        case MD_BLOCK_P:
            close();
            break;
        case MD_BLOCK_CODE:
            if (m_current) {
                std::string& code = m_doc.blocks.back().code;
                while (!code.empty() && code.back() == '\n')
                    code.pop_back();
            }
            close();
            break;
        case MD_BLOCK_HTML:
            m_in_html = false;
            break;
        case MD_BLOCK_TABLE:
            m_in_table = false;
            break;
        default:
            break;
        }
        return 0;
    }

    int enter_span(MD_SPANTYPE type, void* detail)
    {
        switch (type) {
        case MD_SPAN_EM: m_style |= kSpanEmphasis; break;
        case MD_SPAN_STRONG: m_style |= kSpanStrong; break;
        case MD_SPAN_CODE: m_style |= kSpanCode; break;
        case MD_SPAN_A: {
            auto* d = static_cast<MD_SPAN_A_DETAIL*>(detail);
            m_style |= kSpanLink;
            m_href = attribute(d->href);
            break;
        }
        case MD_SPAN_IMG:
            problem(0, "images are not supported in lessons");
            ++m_in_image;
            break;
        default:
            break;
        }
        return 0;
    }

    int leave_span(MD_SPANTYPE type, void*)
    {
        switch (type) {
        case MD_SPAN_EM: m_style &= ~kSpanEmphasis; break;
        case MD_SPAN_STRONG: m_style &= ~kSpanStrong; break;
        case MD_SPAN_CODE: m_style &= ~kSpanCode; break;
        case MD_SPAN_A:
            m_style &= ~kSpanLink;
            m_href.clear();
            break;
        case MD_SPAN_IMG: --m_in_image; break;
        default: break;
        }
        return 0;
    }

    int text(MD_TEXTTYPE type, const char* text, size_t size)
    {
        if (m_in_table || m_in_image)
            return 0;
        if (m_in_html || type == MD_TEXT_HTML) {
            problem(line_of(text), "raw HTML is not supported in lessons");
            return 0;
        }
        if (!m_current)
            open(BlockKind::Paragraph); // text of a tight list item
        Block& b = m_doc.blocks.back();
        if (b.line == 0)
            b.line = line_of(text);
        switch (type) {
        case MD_TEXT_NULLCHAR: append("\xEF\xBF\xBD"); break;
        case MD_TEXT_BR: append("\n"); break;
        case MD_TEXT_SOFTBR: append(" "); break;
        case MD_TEXT_ENTITY: append(decode_entity(text, size)); break;
        default: append(std::string(text, size)); break;
        }
        return 0;
    }

private:
    Block& open(BlockKind kind)
    {
        close();
        Block& b = m_doc.blocks.emplace_back();
        b.kind = kind;
        b.list_depth = m_list_depth;
        b.quote_depth = m_quote_depth;
        b.tight = !m_lists.empty() && m_lists.back().tight;
        b.marker = std::move(m_pending_marker);
        m_pending_marker.clear();
        m_current = true;
        return b;
    }

    void close() { m_current = false; }

    void append(const std::string& s)
    {
        Block& b = m_doc.blocks.back();
        if (b.kind == BlockKind::Code) {
            b.code += s;
            return;
        }
        if (!b.spans.empty() && b.spans.back().style == m_style && b.spans.back().href == m_href) {
            b.spans.back().text += s;
            return;
        }
        b.spans.push_back({ s, m_style, m_href });
    }

    std::string attribute(const MD_ATTRIBUTE& a)
    {
        std::string out;
        for (unsigned i = 0; a.substr_offsets[i] < a.size; ++i) {
            const char* p = a.text + a.substr_offsets[i];
            size_t n = a.substr_offsets[i + 1] - a.substr_offsets[i];
            out += a.substr_types[i] == MD_TEXT_ENTITY ? decode_entity(p, n) : std::string(p, n);
        }
        return out;
    }

    // md4c hands out pointers into the source for ordinary text, which gives lines.
    int line_of(const char* p) const
    {
        if (p < m_text.data() || p > m_text.data() + m_text.size())
            return 0;
        return position_of_offset(m_text, static_cast<size_t>(p - m_text.data())).line;
    }

    void problem(int line, std::string message)
    {
        if (line == 0 && !m_doc.blocks.empty())
            line = m_doc.blocks.back().line;
        m_doc.problems.push_back({ {}, line, 0, std::move(message) });
    }

    const std::string& m_text;
    Document& m_doc;
    std::vector<ListState> m_lists;
    int m_list_depth = 0;
    int m_quote_depth = 0;
    std::string m_pending_marker;
    bool m_current = false;
    bool m_in_html = false;
    bool m_in_table = false;
    int m_in_image = 0;
    uint8_t m_style = 0;
    std::string m_href;
};

} // namespace

std::string Document::plain_text() const
{
    std::string out;
    for (const Block& b : blocks) {
        for (const Span& s : b.spans)
            out += s.text;
        if (!b.spans.empty())
            out += '\n';
    }
    return out;
}

Document parse_markdown(const std::string& text, size_t offset)
{
    Document doc;
    if (offset > text.size())
        offset = text.size();
    Builder builder(text, doc);
    MD_PARSER parser {};
    parser.abi_version = 0;
    parser.flags = 0; // plain CommonMark: no tables, no raw-HTML suppression (we report HTML instead)
    parser.enter_block = [](MD_BLOCKTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->enter_block(t, d); };
    parser.leave_block = [](MD_BLOCKTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->leave_block(t, d); };
    parser.enter_span = [](MD_SPANTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->enter_span(t, d); };
    parser.leave_span = [](MD_SPANTYPE t, void* d, void* u) { return static_cast<Builder*>(u)->leave_span(t, d); };
    parser.text = [](MD_TEXTTYPE t, const MD_CHAR* s, MD_SIZE n, void* u) { return static_cast<Builder*>(u)->text(t, s, n); };
    if (md_parse(text.data() + offset, static_cast<MD_SIZE>(text.size() - offset), &parser, &builder) != 0)
        doc.problems.push_back({ {}, 0, 0, "the Markdown parser gave up (out of memory?)" });
    return doc;
}

} // namespace evloop
