#include "ui/trace_labels.h"
#include "core/trace/trace.h"
#include "core/util/messages.h"
#include <optional>
#include <unordered_map>
#include <vector>

namespace evloop::ui {
namespace {

// The label messages, the more specific first: "worker {index} ({script})" before
// "worker {index}", "idle callback" before "{api} callback". The first that matches the
// whole label wins.
constexpr Msg kLabels[] = {
    Msg::label_update_rendering,
    Msg::label_idle_callback,
    Msg::label_the_page,
    Msg::label_window_message,
    Msg::label_port_message,
    Msg::label_port_message_handler,
    Msg::label_anonymous,
    Msg::label_response_body,
    Msg::label_end_of_parsing,
    Msg::label_history_traversal,
    Msg::label_top_level,
    Msg::label_promise_reaction,
    Msg::label_resolve_thenable,
    Msg::label_await_continuation,
    Msg::label_host_callback,
    Msg::thread_main,
    Msg::label_message_from,
    Msg::label_main_script,
    Msg::label_es_module,
    Msg::label_worker_script,
    Msg::label_worker_thread,
    Msg::thread_worker_index,
    Msg::label_dom_event,
    Msg::label_callback_named,
    Msg::label_callback,
    Msg::label_continuation,
};

// One piece of an English text: literal text, or a placeholder's name.
struct Piece {
    std::string_view text;
    bool placeholder = false;
};

std::vector<Piece> pieces_of(std::string_view english)
{
    std::vector<Piece> out;
    size_t literal = 0;
    for (size_t i = 0; i < english.size(); ++i) {
        if (english[i] != '{')
            continue;
        size_t close = english.find('}', i);
        if (close == std::string_view::npos)
            break;
        std::string_view name = english.substr(i + 1, close - i - 1);
        if (msg::placeholders(english.substr(i, close - i + 1)).empty())
            continue; // braces that are not a placeholder
        if (i > literal)
            out.push_back({ english.substr(literal, i - literal), false });
        out.push_back({ name, true });
        literal = close + 1;
        i = close;
    }
    if (literal < english.size())
        out.push_back({ english.substr(literal), false });
    return out;
}

// Matches pieces[k..] against label[at..]; each placeholder takes at least one character.
bool match_from(const std::vector<Piece>& pieces, size_t k, std::string_view label, size_t at, std::vector<std::string>& values)
{
    if (k == pieces.size())
        return at == label.size();
    const Piece& p = pieces[k];
    if (!p.placeholder)
        return label.compare(at, p.text.size(), p.text) == 0 && match_from(pieces, k + 1, label, at + p.text.size(), values);
    for (size_t end = at + 1; end <= label.size(); ++end) {
        // A thread's {index} is a number: "worker message" is no "worker {index}".
        if (p.text == "index" && (label[end - 1] < '0' || label[end - 1] > '9'))
            break;
        values.emplace_back(label.substr(at, end - at));
        if (match_from(pieces, k + 1, label, end, values))
            return true;
        values.pop_back();
    }
    return false;
}

std::optional<std::string> translate(Msg id, std::string_view label)
{
    const std::vector<Piece> pieces = pieces_of(msg::english(id));
    std::vector<std::string> values;
    if (!match_from(pieces, 0, label, 0, values))
        return std::nullopt;
    std::vector<msg::Arg> args;
    size_t v = 0;
    for (const Piece& p : pieces)
        if (p.placeholder) {
            // A sender is a label itself ("the page", "worker 1 (pricing.js)").
            args.emplace_back(p.text, p.text == "sender" ? shown_label(values[v]) : values[v]);
            ++v;
        }
    const std::string text = msg::unfilled_text(id);
    switch (args.size()) {
    case 0: return text;
    case 1: return msg::format(text, { args[0] });
    default: return msg::format(text, { args[0], args[1] });
    }
}

} // namespace

std::string shown_label(std::string_view label)
{
    if (label.empty())
        return {};
    // The timeline asks for every visible slice's label each frame: remember the answers
    // for the current catalogue.
    static const msg::Catalogue* cached_for = nullptr;
    static std::unordered_map<std::string, std::string> cache;
    if (cached_for != msg::current_catalogue() || cache.size() > 4096) {
        cache.clear();
        cached_for = msg::current_catalogue();
    }
    auto found = cache.find(std::string(label));
    if (found != cache.end())
        return found->second;
    std::string shown(label);
    for (Msg id : kLabels)
        if (auto text = translate(id, label)) {
            shown = std::move(*text);
            break;
        }
    cache.emplace(std::string(label), shown);
    return shown;
}

std::string shown_message(const trace::MessageLink& link)
{
    trace::MessageLink shown = link;
    shown.sender = shown_label(link.sender);
    return trace::describe_message(shown);
}

std::string inp_rating(double inp_ms)
{
    const std::string_view rating = trace::Metrics::rating(inp_ms);
    if (rating == "good")
        return msg::unfilled_text(Msg::inp_rating_good);
    if (rating == "needs improvement")
        return msg::unfilled_text(Msg::inp_rating_needs_improvement);
    return msg::unfilled_text(Msg::inp_rating_poor);
}

} // namespace evloop::ui
