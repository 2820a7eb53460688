// The App's embed view (#embed&…) and the Share dialog's entry points: the parts of
// ui::App that only an embedded frame or a shared block uses. ui/embed.h reads the link
// and writes the messages; this file draws.
#include "ui/app.h"
#include "ui/code_view.h"
#include "ui/shaped_text.h"
#include "core/util/messages.h"
#include "core/util/url_params.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>

namespace evloop::ui {

namespace {
constexpr float kEmbedBarHeight = 38.0f;

std::string block_kind_label(const Block& block)
{
    if (block.fence.language == "exercise")
        return msg::text(Msg::ui_label_exercise);
    if (block.fence.language == "quiz")
        return msg::text(Msg::ui_label_quiz);
    return msg::text(Msg::ui_label_example);
}

// The block's own title (title=…), or a choice quiz's question, for the iframe's title.
std::string block_title(const Block& block)
{
    if (const std::string* t = block.fence.option("title"))
        return *t;
    if (block.fence.language == "quiz" && block.fence.has_flag("choice")) {
        std::string first = block.code.substr(0, block.code.find('\n'));
        if (first.size() > 80)
            first = first.substr(0, 77) + "...";
        return first;
    }
    return std::string();
}

int embed_height(const Block& block)
{
    if (block.fence.language == "exercise")
        return 720;
    if (block.fence.language == "quiz")
        return block.fence.has_flag("order") ? 620 : 520;
    return 480;
}
} // namespace

BlockContext App::block_context(const Lesson& lesson, const Theme& theme)
{
    BlockContext ctx { m_fonts, theme, lesson, m_progress,
        [this](const std::string& name, bool disabled) { record_control(name, disabled); },
        [this](VisualizerInput in) { open_visualizer(std::move(in)); },
        [this](VisualizerInput browser, VisualizerInput node) { open_compare(std::move(browser), std::move(node)); },
        [this] { save_progress(); }, [this](const BlockAnswer& answer) { on_block_answered(answer); } };
    ctx.touch = m_platform.touch;
    ctx.right_to_left = right_to_left();
    ctx.share_width = m_embed.active() ? 0.0f : share_button_width(); // draw_share_button's
    ctx.dom = &m_a11y_actions; // the accessible DOM's buttons (ui/page_model.h)
    return ctx;
}

void App::on_block_answered(const BlockAnswer& answer)
{
    if (m_embed.active())
        m_embed.post_result(answer, m_platform.time_seconds);
}

void App::open_embed(const UrlParams& params)
{
    EmbedRequest request = parse_embed_request(params, m_lessons);
    m_notice.clear();
    for (const std::string& p : request.problems)
        m_notice += (m_notice.empty() ? "" : " ") + p;
    m_menu_open = false;
    m_viz_entry_pushed = false;
    if (request.kind == EmbedRequest::Kind::Playground) {
        std::string problem = m_playground.load(params);
        if (!problem.empty())
            m_notice += (m_notice.empty() ? "" : " ") + problem;
        m_view = View::Playground;
        m_playground_seen = m_playground.fragment();
        m_playground_dirty = false;
    } else {
        m_view = View::Lesson;
        if (request.lesson != m_current)
            m_scroll_to_top = true;
        m_current = request.lesson;
    }
    m_embed.open(std::move(request), m_platform.time_seconds);
    m_embed_ready_sent = false;
}

std::string App::embed_load(const std::string& fragment)
{
    UrlParams params = parse_fragment(fragment);
    if (!params.problems.empty())
        return params.problems[0];
    if (!Playground::links_program(params))
        return "load needs a program (code)";
    Playground copy = m_playground;
    std::string problem = copy.load(params);
    if (!problem.empty())
        return problem; // nothing changes
    m_playground = std::move(copy);
    if (m_embed.active()) {
        EmbedRequest request = m_embed.request();
        request.kind = EmbedRequest::Kind::Playground;
        request.problems.clear();
        m_embed.open(std::move(request), m_platform.time_seconds);
    }
    m_notice.clear();
    m_view = View::Playground;
    m_playground_seen = m_playground.fragment();
    m_playground_dirty = false;
    m_playground.run(m_viz);
    return std::string();
}

void App::draw_embed(const PlatformState& platform)
{
    bool narrow = platform.width < metrics::kNarrowBreakpoint;
    draw_embed_bar(platform.width);
    float body_h = platform.height - kEmbedBarHeight;
    m_content_height = 0;
    if (m_view == View::Visualizer && viz_open())
        draw_visualizer_page(0.0f, kEmbedBarHeight, platform.width, body_h, narrow);
    else if (m_view == View::Playground)
        draw_playground_page(0.0f, kEmbedBarHeight, platform.width, body_h, narrow);
    else if (m_embed.request().kind == EmbedRequest::Kind::Block)
        draw_embed_block(0.0f, kEmbedBarHeight, platform.width, body_h, narrow);
    else
        draw_article(0.0f, kEmbedBarHeight, platform.width, body_h, narrow);
    if (!m_embed_ready_sent) {
        m_embed.post_ready(m_lessons, m_notice);
        m_embed_ready_sent = true;
    }
    m_embed.content_height(kEmbedBarHeight + m_content_height);
}

void App::draw_embed_bar(float w)
{
    const Theme& theme = theme_for(m_dark);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = kEmbedBarHeight, pad = 12.0f;
    dl->AddRectFilled(ImVec2(0, 0), ImVec2(w, h), theme.sidebar);
    dl->AddLine(ImVec2(0, h - 1), ImVec2(w, h - 1), theme.border);
    ImGui::PushFont(m_fonts.small_bold);
    float button_h = ImGui::GetFrameHeight();
    float by = (h - button_h) * 0.5f;
    float left = pad;

    // Right: "Open in evloop", a link to the same thing in the whole site (a new tab).
    const std::string open_text = msg::text(Msg::embed_open_in_evloop); // → (a new tab)
    const char* open_label = open_text.c_str();
    float open_w = label_size(open_label).x + 2 * ImGui::GetStyle().FramePadding.x;
    ImGui::SetCursorScreenPos(ImVec2(w - pad - open_w, by));
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0, 0, 0, 0));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme.link));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 0.0f);
    if (button(open_label)) {
        std::string fragment = m_view == View::Playground || m_embed.request().kind == EmbedRequest::Kind::Playground
            ? m_playground.fragment()
            : build_fragment({ { "lesson", m_lessons.lessons.empty() ? std::string() : m_lessons.lessons[m_current].id } });
        m_external_links.push_back(m_embed.link_base() + fragment);
    }
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
    record_control("embed:open");
    float right = w - pad - open_w - 8.0f;

    if (m_view == View::Visualizer) {
        ImGui::SetCursorScreenPos(ImVec2(left, by));
        if (button(msg::text(Msg::embed_back).c_str()))
            close_visualizer();
        record_control("embed:back");
        left = ImGui::GetItemRectMax().x + 10.0f;
    }
    // Left: the wordmark and what is shown, cut to the room there is.
    std::string what;
    if (m_embed.request().kind == EmbedRequest::Kind::Playground)
        what = msg::text(Msg::ui_label_playground);
    else if (!m_lessons.lessons.empty())
        what = msg::text(Msg::ui_document_title, { { "number", m_lessons.lessons[m_current].number }, { "title", m_lessons.lessons[m_current].title } });
    float size = m_fonts.size(m_fonts.small);
    float ty = (h - size) * 0.5f;
    ImVec4 clip(left, 0, std::max(left, right), h);
    dl->AddText(m_fonts.small_bold, size, ImVec2(left, ty), theme.heading, "evloop", nullptr, 0.0f, &clip);
    float word_w = label_size(m_fonts.small_bold, size, "evloop").x;
    dl->PushClipRect(ImVec2(clip.x, clip.y), ImVec2(clip.z, clip.w), true); // a lesson title may need shaping
    draw_label(dl, m_fonts.small, size, ImVec2(left + word_w + 10.0f, ty), theme.text_muted, what);
    dl->PopClipRect();
    ImGui::PopFont();
}

void App::draw_embed_block(float x, float y, float w, float h, bool narrow)
{
    const Theme& theme = theme_for(m_dark);
    begin_page("embed-block", x, y, w, h, m_scroll_to_top);
    float pad = narrow ? 10.0f : 16.0f;
    float avail = ImGui::GetContentRegionAvail().x;
    float width = std::min(avail - 2 * pad, 900.0f);
    float left = ImGui::GetCursorScreenPos().x + std::max(pad, (avail - width) * 0.5f);
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y + 6.0f));
    if (!m_load_problem.empty() && !draw_notice(m_load_problem, "problem-close", width))
        m_load_problem.clear();
    if (!m_notice.empty() && !draw_notice(m_notice, "notice-close", width))
        m_notice.clear();
    ImGui::SetCursorScreenPos(ImVec2(left, ImGui::GetCursorScreenPos().y));
    const Lesson& lesson = m_lessons.lessons[static_cast<size_t>(m_current)];
    int index = m_embed.request().block;
    if (index >= 0 && index < static_cast<int>(lesson.document.blocks.size())) {
        BlockContext ctx = block_context(lesson, theme);
        m_blocks.draw(lesson.document.blocks[static_cast<size_t>(index)], index, width, ctx);
    }
    ImGui::Dummy(ImVec2(width, 10.0f));
    keyboard_scroll();
    touch_scroll();
    ImGui::EndChild();
}

std::string App::shared_block_name(const Lesson& lesson, const Block& block)
{
    std::string title = block_title(block);
    std::string kind = block_kind_label(block);
    return title.empty() ? msg::text(Msg::share_block_name, { { "kind", kind }, { "number", lesson.number }, { "lesson", lesson.title } })
                         : msg::text(Msg::share_block_name_titled, { { "kind", kind }, { "title", title }, { "number", lesson.number }, { "lesson", lesson.title } });
}

float App::share_button_width() const
{
    return label_size(m_fonts.small, m_fonts.size(m_fonts.small), msg::text(Msg::share_button)).x + 2 * 8.0f;
}

void App::draw_share_button(const Lesson& lesson, const Block& block, int index, ImVec2 block_min, float width)
{
    ImVec2 after = ImGui::GetCursorScreenPos();
    ImGui::PushFont(m_fonts.small);
    const std::string label_text = msg::text(Msg::share_button);
    const char* label = label_text.c_str();
    float bw = share_button_width();
    // A quiz's or an exercise's frame: its top corner at the end of the kicker's row (the
    // top right, or the top left when the page reads right to left).
    ImVec2 at(block_frame_layout(block_min.x, width, bw, right_to_left()).share_x, block_min.y + 8.0f);
    if (block.fence.is_runnable()) {
        // An example: on its caption row, left of the host badge (ui/code_view.cpp draws it).
        const std::string host = host_badge_label(block.fence, lesson_host_name(lesson.host));
        float hw = label_size(m_fonts.small, m_fonts.size(m_fonts.small), host.c_str()).x;
        at = ImVec2(block_min.x + width - hw - 16.0f - bw - 8.0f, block_min.y - 5.0f);
    }
    ImGui::SetCursorScreenPos(at);
    ImGui::PushID(9000 + index);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8.0f, metrics::target_padding_y(m_fonts.size(m_fonts.small), 3.0f)));
    bool clicked = button(label) || m_a11y_actions.take(index, "share"); // or the accessible page's Share
    ImGui::PopStyleVar();
    ImGui::PopID();
    ImGui::PopFont();
    record_control("share:" + std::to_string(index));
    ImGui::SetCursorScreenPos(after);
    if (!clicked)
        return;
    std::string what = shared_block_name(lesson, block);
    std::string fragment = build_fragment({ { "lesson", lesson.id }, { "block", std::to_string(index) } });
    // The link opens the lesson in the full site at this block; the frame shows the block alone.
    std::string embed_url = m_embed.link_base() + "#embed&" + fragment.substr(1);
    m_share.open(what, m_embed.link_base() + fragment, embed_url, "evloop: " + what, embed_height(block));
}

} // namespace evloop::ui
