#pragma once
// "Share and embed": a dialog over the page with a link to what is shared (a block of a
// lesson, or the Playground's program) and an <iframe> snippet for a course page, each
// with a Copy button. The snippet carries a title (screen readers name the frame by it),
// width 100 %, the sandbox and allow attributes evloop needs and nothing more.
#include "ui/fonts.h"
#include "ui/theme.h"
#include <functional>
#include <string>

namespace evloop::ui {

// <iframe src="URL" title="TITLE" width="100%" height="H" …></iframe>, with `url` and
// `title` escaped for an HTML attribute.
std::string iframe_snippet(const std::string& url, const std::string& title, int height);

// A link longer than this is cut by some sites (mail, LMS text fields): the dialog says so.
inline constexpr size_t kLongLink = 8000;

class ShareDialog {
public:
    // `what` names it in the dialog ("Quiz: Wrapping a gift"); `link` opens it in evloop;
    // `embed_url` is the iframe's src (#embed&…); `title` the iframe's title.
    void open(std::string what, std::string link, std::string embed_url, std::string title, int height);
    bool is_open() const { return m_open; }
    void close() { m_open = false; }
    // Draws the dialog over a display of `size` when open.
    void draw(const Fonts& fonts, const Theme& theme, float display_w, float display_h, double now_seconds,
        const std::function<void(const std::string&, bool)>& record);

    // The accessible page's buttons (ui/page_model.h): Copy link (1) or Copy embed code
    // (2), and Close (at the next draw, as the dialog's own button).
    void copy(int which, double now_seconds);
    void request_close() { m_close_wanted = m_open; }
    const std::string& what() const { return m_what; }
    bool long_link() const { return m_link.size() > kLongLink; }

    const std::string& link() const { return m_link; }
    const std::string& snippet() const { return m_snippet; }
    const std::string& feedback() const { return m_feedback; }

private:
    bool m_open = false;
    bool m_just_opened = false;
    std::string m_what, m_link, m_snippet;
    int m_link_ticket = 0, m_snippet_ticket = 0;
    int m_last_copied = 0; // 1 the link, 2 the snippet
    bool m_close_wanted = false;
    std::string m_feedback;
};

} // namespace evloop::ui
