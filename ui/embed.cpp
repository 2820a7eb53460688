#include "ui/embed.h"
#include "ui/language.h"
#include "core/util/messages.h"
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace evloop::ui {

namespace {

// A value from a link, shortened for a notice.
std::string shown(const std::string& s) { return s.size() > 40 ? s.substr(0, 40) + "..." : s; }

const char* kind_name(BlockAnswer::Kind kind)
{
    switch (kind) {
    case BlockAnswer::Kind::Order: return "order";
    case BlockAnswer::Kind::Choice: return "choice";
    case BlockAnswer::Kind::Exercise: return "exercise";
    }
    return "order";
}

// xAPI's interactionType for each kind of block.
const char* interaction_type(BlockAnswer::Kind kind)
{
    switch (kind) {
    case BlockAnswer::Kind::Order: return "sequencing";
    case BlockAnswer::Kind::Choice: return "choice";
    case BlockAnswer::Kind::Exercise: return "performance";
    }
    return "other";
}

// ISO 8601 duration, as xAPI wants it: "PT12.4S".
std::string iso_duration(double seconds)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "PT%.1fS", std::max(0.0, seconds));
    return buf;
}

// xAPI's "en-US" language map with one string.
void language_map(JsonWriter& j, const std::string& text) { j.begin_object().key("en-US").value(text).end_object(); }

std::string item_id(BlockAnswer::Kind kind, int i)
{
    const char* prefix = kind == BlockAnswer::Kind::Order ? "line" : kind == BlockAnswer::Kind::Choice ? "choice" : "goal";
    return prefix + std::to_string(i);
}

const std::vector<std::string>& known_keys()
{
    // The embed's own, then those of a Playground link (ui/playground.cpp reads them).
    static const std::vector<std::string> keys { "embed", "lesson", "block", "playground", "theme", "parentOrigin", "lang",
        "host", "module", "refresh", "cpu", "pool", "input", "code", "z" };
    return keys;
}

} // namespace

bool is_origin(const std::string& text)
{
    std::string rest;
    if (text.rfind("https://", 0) == 0)
        rest = text.substr(8);
    else if (text.rfind("http://", 0) == 0)
        rest = text.substr(7);
    else
        return false;
    if (rest.empty() || rest.size() > 253 + 6)
        return false;
    size_t colon = rest.rfind(':');
    std::string host = colon == std::string::npos ? rest : rest.substr(0, colon);
    if (host.empty())
        return false;
    for (char c : host)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.'))
            return false;
    if (colon != std::string::npos) {
        std::string port = rest.substr(colon + 1);
        int v = 0;
        auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), v);
        if (port.empty() || ec != std::errc() || end != port.data() + port.size() || v < 1 || v > 65535)
            return false;
    }
    return true;
}

bool is_embeddable_block(const Block& block)
{
    if (block.kind != BlockKind::Code)
        return false;
    if (block.fence.is_runnable() || block.fence.language == "exercise")
        return true;
    return block.fence.language == "quiz" && (block.fence.has_flag("order") || block.fence.has_flag("choice"));
}

std::vector<std::pair<int, std::string>> graded_blocks(const Lesson& lesson)
{
    std::vector<std::pair<int, std::string>> out;
    const auto& blocks = lesson.document.blocks;
    for (size_t i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks[i];
        if (b.kind != BlockKind::Code)
            continue;
        if (b.fence.language == "quiz" && b.fence.has_flag("order"))
            out.emplace_back(static_cast<int>(i), "order");
        else if (b.fence.language == "quiz" && b.fence.has_flag("choice"))
            out.emplace_back(static_cast<int>(i), "choice");
        else if (b.fence.language == "exercise")
            out.emplace_back(static_cast<int>(i), "exercise");
    }
    return out;
}

EmbedRequest parse_embed_request(const UrlParams& params, const LessonSet& lessons)
{
    EmbedRequest r;
    for (const std::string& p : params.problems)
        r.problems.push_back(p + ".");
    for (const UrlParam& p : params.items)
        if (std::find(known_keys().begin(), known_keys().end(), p.key) == known_keys().end())
            r.problems.push_back(msg::text(Msg::embed_unknown_parameter, { { "key", shown(p.key) } }));

    if (const std::string* theme = params.find("theme")) {
        if (*theme == "light")
            r.theme = ThemeMode::Light;
        else if (*theme == "dark")
            r.theme = ThemeMode::Dark;
        else if (*theme == "auto")
            r.theme = ThemeMode::Auto;
        else
            r.problems.push_back(msg::text(Msg::embed_bad_theme, { { "theme", shown(*theme) } }));
    }
    if (const std::string* lang = params.find("lang"); lang && !find_language(*lang)) // App::open_location shows a known one
        r.problems.push_back(msg::text(Msg::embed_no_language, { { "lang", shown(*lang) } }));
    if (const std::string* origin = params.find("parentOrigin")) {
        if (is_origin(*origin)) {
            r.parent_origin = *origin;
        } else {
            r.messages_off = true;
            r.problems.push_back(msg::text(Msg::embed_bad_parent_origin, { { "origin", shown(*origin) } }));
        }
    }

    if (params.find("playground")) {
        r.kind = EmbedRequest::Kind::Playground;
        if (params.find("lesson") || params.find("block"))
            r.problems.push_back(msg::text(Msg::embed_playground_no_lesson));
        return r;
    }
    r.kind = EmbedRequest::Kind::Lesson;
    if (lessons.lessons.empty())
        return r;
    const std::string* id = params.find("lesson");
    int index = id ? lessons.index_of(*id) : -1;
    if (!id)
        r.problems.push_back(msg::text(Msg::embed_no_lesson_named));
    else if (index < 0)
        r.problems.push_back(msg::text(Msg::embed_unknown_lesson, { { "id", shown(*id) } }));
    r.lesson = std::max(index, 0);
    const Lesson& lesson = lessons.lessons[static_cast<size_t>(r.lesson)];
    if (const std::string* block = params.find("block"); block && index >= 0) {
        int n = -1;
        auto [end, ec] = std::from_chars(block->data(), block->data() + block->size(), n);
        bool number = !block->empty() && ec == std::errc() && end == block->data() + block->size();
        if (!number || n < 0 || n >= static_cast<int>(lesson.document.blocks.size()))
            r.problems.push_back(msg::text(Msg::embed_no_such_block, { { "lesson", lesson.title }, { "block", shown(*block) } }));
        else if (!is_embeddable_block(lesson.document.blocks[static_cast<size_t>(n)]))
            r.problems.push_back(msg::text(Msg::embed_block_not_embeddable, { { "block", n }, { "lesson", lesson.title } }));
        else {
            r.kind = EmbedRequest::Kind::Block;
            r.block = n;
        }
    }
    return r;
}

void Embed::open(EmbedRequest request, double now_seconds)
{
    m_active = true;
    m_request = std::move(request);
    m_opened_at = now_seconds;
    m_last_answer_at.clear();
    m_last_height = -1; // the new view's height is sent again
}

std::vector<std::string> Embed::take_outbox()
{
    std::vector<std::string> out;
    out.swap(m_outbox);
    return out;
}

void Embed::blocks_json(JsonWriter& j, const LessonSet& lessons, const tutor::Progress* progress) const
{
    j.key("blocks").begin_array();
    int answered = 0, right = 0, total = 0;
    if (m_request.kind != EmbedRequest::Kind::Playground && m_request.lesson < static_cast<int>(lessons.lessons.size())) {
        const Lesson& lesson = lessons.lessons[static_cast<size_t>(m_request.lesson)];
        for (const auto& [index, kind] : graded_blocks(lesson)) {
            if (m_request.kind == EmbedRequest::Kind::Block && index != m_request.block)
                continue;
            ++total;
            j.begin_object().key("block").value(index).key("kind").value(kind);
            if (progress) {
                bool done = false, ok = false, ever = false;
                int attempts = 0;
                if (kind == "exercise") {
                    if (const tutor::ExerciseState* e = progress->exercise(lesson.id, index)) {
                        done = e->attempts > 0;
                        ok = e->passed;
                        ever = e->ever_passed;
                        attempts = e->attempts;
                    }
                } else if (const tutor::QuizResult* q = progress->result(lesson.id, index)) {
                    done = q->attempts > 0;
                    ok = q->right;
                    ever = q->ever_right;
                    attempts = q->attempts;
                }
                answered += done ? 1 : 0;
                right += ever ? 1 : 0;
                j.key("answered").value(done).key("right").value(ok).key("everRight").value(ever).key("attempts").value(attempts);
            }
            j.end_object();
        }
    }
    j.end_array();
    if (progress) {
        j.key("answered").value(answered).key("right").value(right).key("total").value(total);
        j.key("scaled").value(total > 0 ? static_cast<double>(right) / total : 0.0);
    }
}

void Embed::post_ready(const LessonSet& lessons, const std::string& notice)
{
    JsonWriter j;
    j.begin_object().key("evloop").value(kEmbedApiVersion).key("type").value("ready");
    const char* view = m_request.kind == EmbedRequest::Kind::Playground ? "playground"
        : m_request.kind == EmbedRequest::Kind::Block                   ? "block"
                                                                        : "lesson";
    j.key("view").value(view);
    if (m_request.kind != EmbedRequest::Kind::Playground && m_request.lesson < static_cast<int>(lessons.lessons.size())) {
        const Lesson& lesson = lessons.lessons[static_cast<size_t>(m_request.lesson)];
        j.key("lesson").value(lesson.id).key("title").value(lesson.title);
        if (m_request.kind == EmbedRequest::Kind::Block)
            j.key("block").value(m_request.block);
    }
    blocks_json(j, lessons, nullptr);
    j.key("notice").value(notice);
    j.end_object();
    m_outbox.push_back(j.str());
}

std::string Embed::statement_json(const BlockAnswer& a, double duration_seconds) const
{
    JsonWriter j;
    j.begin_object();
    j.key("verb").begin_object().key("id").value("http://adlnet.gov/expapi/verbs/answered").key("display");
    language_map(j, "answered");
    j.end_object();
    j.key("object").begin_object().key("objectType").value("Activity");
    j.key("id").value(m_link_base + build_fragment({ { "lesson", a.lesson }, { "block", std::to_string(a.block) } }));
    j.key("definition").begin_object();
    j.key("type").value("http://adlnet.gov/expapi/activities/cmi.interaction");
    j.key("name");
    language_map(j, a.title);
    j.key("interactionType").value(interaction_type(a.kind));
    j.key(a.kind == BlockAnswer::Kind::Exercise ? "steps" : "choices").begin_array();
    for (size_t i = 0; i < a.items.size(); ++i) {
        j.begin_object().key("id").value(item_id(a.kind, static_cast<int>(i))).key("description");
        language_map(j, a.items[i]);
        j.end_object();
    }
    j.end_array();
    // The right response, in xAPI's response syntax.
    std::string correct;
    if (a.kind == BlockAnswer::Kind::Order) {
        for (size_t i = 0; i < a.items.size(); ++i)
            correct += (i ? "[,]" : "") + item_id(a.kind, static_cast<int>(i));
    } else if (a.kind == BlockAnswer::Kind::Choice) {
        correct = item_id(a.kind, a.correct_choice);
    }
    if (a.kind != BlockAnswer::Kind::Exercise)
        j.key("correctResponsesPattern").begin_array().value(correct).end_array();
    j.end_object(); // definition
    j.end_object(); // object

    std::string response;
    for (size_t i = 0; i < a.response.size(); ++i) {
        if (i)
            response += "[,]";
        if (a.kind == BlockAnswer::Kind::Exercise)
            response += item_id(a.kind, static_cast<int>(i)) + "[.]" + (a.response[i] ? "met" : "not met");
        else
            response += item_id(a.kind, a.response[i]);
    }
    j.key("result").begin_object();
    j.key("success").value(a.success).key("completion").value(true);
    j.key("score").begin_object().key("raw").value(a.raw).key("min").value(0).key("max").value(a.max);
    j.key("scaled").value(a.max > 0 ? static_cast<double>(a.raw) / a.max : 0.0).end_object();
    j.key("response").value(response);
    j.key("duration").value(iso_duration(duration_seconds));
    j.end_object();
    j.end_object();
    return j.str();
}

void Embed::post_result(const BlockAnswer& answer, double now_seconds)
{
    if (!m_active)
        return;
    auto key = std::make_pair(answer.lesson, answer.block);
    auto it = m_last_answer_at.find(key);
    double since = it != m_last_answer_at.end() ? it->second : m_opened_at;
    m_last_answer_at[key] = now_seconds;
    JsonWriter j;
    j.begin_object().key("evloop").value(kEmbedApiVersion).key("type").value("result");
    j.key("lesson").value(answer.lesson).key("block").value(answer.block).key("kind").value(kind_name(answer.kind));
    j.key("success").value(answer.success).key("raw").value(answer.raw).key("max").value(answer.max);
    std::string out = j.str();
    out += ",\"statement\":" + statement_json(answer, now_seconds - since) + "}";
    m_outbox.push_back(std::move(out));
    ++m_results;
}

std::string Embed::progress_json(const LessonSet& lessons, const tutor::Progress& progress) const
{
    JsonWriter j;
    j.begin_object().key("evloop").value(kEmbedApiVersion).key("type").value("progress");
    if (m_request.kind != EmbedRequest::Kind::Playground && m_request.lesson < static_cast<int>(lessons.lessons.size()))
        j.key("lesson").value(lessons.lessons[static_cast<size_t>(m_request.lesson)].id);
    blocks_json(j, lessons, &progress);
    j.end_object();
    return j.str();
}

void Embed::content_height(float height)
{
    int h = static_cast<int>(std::ceil(height));
    if (!m_active || h <= 0 || h == m_last_height)
        return;
    m_last_height = h;
    JsonWriter j;
    j.begin_object().key("evloop").value(kEmbedApiVersion).key("type").value("resize").key("height").value(h).end_object();
    m_outbox.push_back(j.str());
    // Canvas LMS resizes an LTI tool's iframe on this message.
    JsonWriter canvas;
    canvas.begin_object().key("subject").value("lti.frameResize").key("height").value(h).end_object();
    m_outbox.push_back(canvas.str());
}

} // namespace evloop::ui
