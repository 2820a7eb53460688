#include "ui/page_model.h"
#include "core/lesson/markdown.h"

namespace evloop::ui {

bool A11yActions::take(int block, std::string_view action)
{
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->first == block && it->second == action) {
            m_pending.erase(it);
            return true;
        }
    }
    return false;
}

void write_spans_json(JsonWriter& j, const std::vector<Span>& spans)
{
    j.begin_array();
    for (const Span& s : spans) {
        j.begin_array().value(s.text).value(static_cast<int>(s.style));
        if (s.style & kSpanLink)
            j.value(s.href);
        j.end_array();
    }
    j.end_array();
}

bool is_interactive_block(const Block& block)
{
    if (block.kind != BlockKind::Code)
        return false;
    const FenceInfo& f = block.fence;
    return f.is_runnable() || (f.language == "quiz" && (f.has_flag("order") || f.has_flag("choice"))) || f.language == "exercise";
}

bool write_static_block_json(JsonWriter& j, const Block& block, int index)
{
    if (is_interactive_block(block))
        return false;
    j.begin_object();
    switch (block.kind) {
    case BlockKind::Heading:
        j.key("k").value("h").key("l").value(block.heading_level);
        j.key("s");
        write_spans_json(j, block.spans);
        break;
    case BlockKind::Paragraph:
        j.key("k").value("p").key("s");
        write_spans_json(j, block.spans);
        break;
    case BlockKind::Code:
        j.key("k").value("code").key("code").value(block.code);
        if (!block.fence.language.empty())
            j.key("lang").value(block.fence.language);
        if (const std::string* title = block.fence.option("title"))
            j.key("title").value(*title);
        break;
    case BlockKind::Rule:
        j.key("k").value("hr");
        break;
    }
    j.key("i").value(index);
    if (block.list_depth > 0)
        j.key("d").value(block.list_depth);
    if (!block.marker.empty())
        j.key("m").value(block.marker);
    if (block.quote_depth > 0)
        j.key("q").value(block.quote_depth);
    j.end_object();
    return true;
}

void write_markdown_snippet_json(JsonWriter& j, const std::string& markdown)
{
    Document doc = parse_markdown(markdown);
    j.begin_array();
    for (size_t i = 0; i < doc.blocks.size(); ++i)
        write_static_block_json(j, doc.blocks[i], static_cast<int>(i));
    j.end_array();
}

} // namespace evloop::ui
