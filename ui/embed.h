#pragma once
// The embed view: one lesson, one block of a lesson or the Playground inside another
// site's <iframe> (#embed&lesson=ID[&block=N], #embed&playground&code=…), and the
// messages it sends to the page around it. This file reads the #embed link without
// trusting any of it and writes the outgoing messages as JSON text ({"evloop": 1,
// "type": …}); the platform posts them (web/embed.js, which also checks and answers the
// host's messages). The App draws the view (ui/app_embed.cpp). README, "Embedding in a
// course page", lists every parameter and message.
#include "core/lesson/lesson.h"
#include "core/tutor/progress.h"
#include "core/util/json_writer.h"
#include "core/util/url_params.h"
#include "ui/block_answer.h"
#include "ui/theme.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace evloop::ui {

inline constexpr int kEmbedApiVersion = 1;

// What a #embed fragment asks for.
struct EmbedRequest {
    enum class Kind { Lesson, Block, Playground };
    Kind kind = Kind::Lesson;
    int lesson = 0;                  // index into the LessonSet (Lesson, Block)
    int block = -1;                  // Block: index into the lesson's document blocks
    std::optional<ThemeMode> theme;  // &theme=light|dark|auto (not saved as the learner's choice)
    std::string parent_origin;       // &parentOrigin=https://host[:port]; "" = any page may talk to it
    bool messages_off = false;       // a malformed parentOrigin: no messages either way
    std::vector<std::string> problems; // sentences for the notice shown inside the frame
};

// Reads "#embed&…" (the params of parse_fragment). Never fails: an unknown lesson shows
// the course's first, a block that is no example, quiz or exercise shows its whole
// lesson, an unknown parameter is ignored; each says so in `problems`.
EmbedRequest parse_embed_request(const UrlParams& params, const LessonSet& lessons);

// "https://example.org" or "http://127.0.0.1:8080": a scheme, a host, an optional port
// and nothing else (what MessageEvent.origin holds).
bool is_origin(const std::string& text);

// The interactive blocks of a lesson a result can come from (quizzes and exercises), in
// document order: (block index, "order" | "choice" | "exercise").
std::vector<std::pair<int, std::string>> graded_blocks(const Lesson& lesson);
bool is_embeddable_block(const Block& block); // an example, a quiz or an exercise

class Embed {
public:
    bool active() const { return m_active; }
    const EmbedRequest& request() const { return m_request; }
    void open(EmbedRequest request, double now_seconds);
    void close() { m_active = false; }
    // The site's address without a fragment (web: origin and path): results name their
    // activity with it, and "Open in evloop" leads there.
    void set_link_base(std::string base) { m_link_base = std::move(base); }
    const std::string& link_base() const { return m_link_base; }
    // The theme the host asked for (&theme= or setTheme), if any.
    std::optional<ThemeMode> theme() const { return m_request.theme; }
    void set_theme(std::optional<ThemeMode> theme) { m_request.theme = theme; }

    // Messages to the host page, oldest first, as JSON text.
    std::vector<std::string> take_outbox();
    // `ready`, once the first frame is drawn: what is shown and which blocks report results.
    void post_ready(const LessonSet& lessons, const std::string& notice);
    // `result` after a submit or a Check, with its xAPI-shaped statement.
    void post_result(const BlockAnswer& answer, double now_seconds);
    // The `progress` message: the shown lesson's (or block's) quizzes and exercises as `progress` says.
    std::string progress_json(const LessonSet& lessons, const tutor::Progress& progress) const;
    // The content's height in CSS pixels after a frame: `resize` (and Canvas's
    // lti.frameResize) when it changed.
    void content_height(float height);
    int last_height() const { return m_last_height; }
    int results_posted() const { return m_results; }

    // The xAPI-shaped statement of an answer (also for tests): verb "answered", the
    // activity <link base>#lesson=ID&block=N, its interaction type and the result.
    std::string statement_json(const BlockAnswer& answer, double duration_seconds) const;

private:
    void blocks_json(JsonWriter& j, const LessonSet& lessons, const tutor::Progress* progress) const;
    bool m_active = false;
    EmbedRequest m_request;
    std::string m_link_base;
    std::vector<std::string> m_outbox;
    double m_opened_at = 0;
    std::map<std::pair<std::string, int>, double> m_last_answer_at; // a duration runs from the previous answer
    int m_last_height = -1;
    int m_results = 0;
};

} // namespace evloop::ui
