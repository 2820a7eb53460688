// ui/trace_labels.h: the trace's English labels shown in the learner's language by the
// message id the hosts record with them (trace::Trace::message), and a guard that every
// label the hosts write is either such a message or a name that stays as it is (an API, a
// file, a function, an event type).
#include "ui/trace_labels.h"
#include "core/loop/run.h"
#include "core/loop/settings.h"
#include "core/sim/run_serialize.h"
#include "core/trace/trace_export.h"
#include "core/trace/trace_state.h"
#include "core/util/messages.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace evloop;

namespace {

msg::Catalogue catalogue_of(const std::string& locale)
{
    std::vector<Diagnostic> problems;
    auto c = msg::load_catalogue_file(std::string(EVLOOP_SOURCE_DIR) + "/lessons/" + locale + "/messages.txt", locale, problems);
    REQUIRE(c);
    REQUIRE(problems.empty());
    return std::move(*c);
}

// Uses a catalogue for one scope.
struct UseCatalogue {
    explicit UseCatalogue(const msg::Catalogue& c) { msg::use_catalogue(&c); }
    ~UseCatalogue() { msg::use_catalogue(nullptr); }
};

std::string read_file(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

loop::RunResult run_program(const std::string& code, const std::string& file)
{
    loop::Settings s;
    s.host = file.ends_with(".js") ? loop::HostKind::Browser : loop::HostKind::Node;
    std::string error;
    REQUIRE(loop::apply_directives(code, s, error));
    return loop::run(code, file, s);
}

// Every label a trace shows: tasks, jobs, host work, call frames, and its threads' names.
void collect_labels(const trace::Trace& t, std::set<std::string>& out)
{
    for (const trace::Event& e : t.events()) {
        switch (e.kind) {
        case trace::EventKind::TaskQueued:
        case trace::EventKind::TaskBegin:
        case trace::EventKind::JobQueued:
        case trace::EventKind::HostAdd:
        case trace::EventKind::CallPush:
            if (!t.string(e.text).empty())
                out.insert(t.string(e.text));
            break;
        default:
            break;
        }
    }
    for (const trace::ThreadTrace& th : t.threads) {
        out.insert(th.name);
        if (th.trace)
            collect_labels(*th.trace, out);
    }
}

// Programs whose traces hold the hosts' labels: rendering, idle callbacks, messages
// between threads, promise jobs, await, timers with and without a name, Node's main
// script and a worker's.
const char* kBrowserLabels = "// @html <p id=\"p\">x</p>\n"
                             "requestAnimationFrame(() => { document.getElementById('p').textContent = 'y'; });\n"
                             "requestIdleCallback(() => {});\n"
                             "setTimeout(function tick() {}, 10);\n"
                             "setTimeout(() => {}, 20);\n"
                             "Promise.resolve().then(() => {});\n"
                             "(async () => { await null; })();\n"
                             "const { port1, port2 } = new MessageChannel();\n"
                             "port2.onmessage = () => {};\n"
                             "port1.postMessage(1);\n"
                             "window.addEventListener('load', () => {});\n";

// The label of `run` (or of one of its threads) that starts with `prefix`.
std::string label_starting(const std::set<std::string>& labels, std::string_view prefix)
{
    for (const std::string& l : labels)
        if (l.starts_with(prefix))
            return l;
    return {};
}

} // namespace

TEST_CASE("labels are shown as they are in English", "[ui][labels]")
{
    msg::use_catalogue(nullptr);
    for (const char* file : { "worker-click.js", "worker-server.cjs", "pbkdf2-waves.cjs" }) {
        loop::RunResult run = run_program(read_file(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios/" + file), file);
        std::set<std::string> labels;
        collect_labels(*run.trace, labels);
        for (const std::string& label : labels) {
            INFO("label: " << label);
            CHECK(ui::shown_label(*run.trace, label) == label);
        }
    }
    loop::RunResult run = run_program(kBrowserLabels, "labels.js");
    for (const char* label : { "update the rendering", "message from the page", "(top level)", "setTimeout 100 ms", "click #order", "" })
        CHECK(ui::shown_label(*run.trace, label) == label);
    CHECK(ui::inp_rating(120) == "good");
    CHECK(ui::inp_rating(300) == "needs improvement");
    CHECK(ui::inp_rating(900) == "poor");
}

TEST_CASE("a label is shown in the catalogue's language by its message id, names in it as they are", "[ui][labels]")
{
    loop::RunResult browser = run_program(kBrowserLabels, "labels.js");
    loop::RunResult node = run_program(read_file(std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios/worker-server.cjs"), "worker-server.cjs");
    std::set<std::string> node_labels;
    collect_labels(*node.trace, node_labels);
    const std::string from_worker = label_starting(node_labels, "message from worker 1");
    const std::string worker = label_starting(node_labels, "worker 1");
    REQUIRE(!from_worker.empty());
    REQUIRE(!worker.empty());
    // The trace says which message each label is.
    const trace::TextMessage* m = trace::find_message(*node.trace, from_worker);
    REQUIRE(m);
    CHECK(m->id == Msg::label_message_from);
    REQUIRE(m->args.size() == 1);
    CHECK(m->args[0].second == from_worker.substr(std::string("message from ").size()));
    const msg::Catalogue bn = catalogue_of("bn");
    {
        UseCatalogue use(bn);
        CHECK(ui::shown_label(*browser.trace, "update the rendering") == "rendering হালনাগাদ");
        CHECK(ui::shown_label(*browser.trace, "(top level)") == "(শীর্ষ স্তর)");
        CHECK(ui::shown_label(*node.trace, "main script worker-server.cjs") == "মূল script worker-server.cjs");
        // The sender is a label itself: a worker thread keeps its number and script.
        CHECK(ui::shown_label(*node.trace, from_worker) == ui::shown_label(*node.trace, worker) + " থেকে message");
        CHECK(ui::shown_label(*node.trace, "setTimeout 100 ms") == "setTimeout 100 ms"); // no message: as it is
        CHECK(ui::inp_rating(900) == "খারাপ");
    }
    const msg::Catalogue fa = catalogue_of("fa");
    {
        UseCatalogue use(fa);
        CHECK(ui::shown_label(*browser.trace, "update the rendering") == "به‌روزرسانی رندر");
        CHECK(ui::shown_label(*browser.trace, "load event") == "رویداد load");
        CHECK(ui::shown_label(*browser.trace, "setTimeout callback") == "Callback setTimeout");
        CHECK(ui::shown_label(*browser.trace, "promise reaction") == "واکنش Promise");
        CHECK(ui::shown_label(*node.trace, worker).starts_with("Worker 1"));
        CHECK(ui::inp_rating(300) == "نیازمند بهبود");
    }
    // Back to English.
    CHECK(ui::shown_label(*browser.trace, "update the rendering") == "update the rendering");
}

TEST_CASE("a text that is no recorded message stays as it is, whatever it reads", "[ui][labels]")
{
    // "network" is only ever a part of "network callback": a function of that name, or a
    // label no host recorded as a message, is shown as it is.
    loop::RunResult run = run_program("// @host node\n"
                                      "const net = require('net');\n"
                                      "function network() {}\n"
                                      "network();\n"
                                      "const server = net.createServer((socket) => { socket.end(); server.close(); });\n"
                                      "server.listen(0, () => { net.connect(server.address().port, function done() {}); });\n",
        "network.cjs");
    const msg::Catalogue fa = catalogue_of("fa");
    UseCatalogue use(fa);
    CHECK(ui::shown_label(*run.trace, "network") == "network");
    CHECK(ui::shown_label(*run.trace, "pesan window") == "pesan window");
    std::set<std::string> labels;
    collect_labels(*run.trace, labels);
    if (labels.count("network callback done"))
        CHECK(ui::shown_label(*run.trace, "network callback done") == "Callback شبکه done");
}

TEST_CASE("the stop reason is shown in the catalogue's language, also after the run crossed a worker boundary", "[ui][labels]")
{
    loop::RunResult run = run_program("setTimeout(() => console.log('done'), 5);\n", "stop.js");
    const auto& events = run.trace->events();
    REQUIRE(!events.empty());
    size_t end = events.size() - 1;
    while (end > 0 && events[end].kind != trace::EventKind::RunEnd)
        --end;
    REQUIRE(events[end].kind == trace::EventKind::RunEnd);
    CHECK(run.trace->string(events[end].text) == "nothing left to run"); // the trace stays English
    const std::string english = trace::explain(*run.trace, end);
    // The simulation worker of the page sends the run as bytes (core/sim/run_serialize.h).
    loop::RunResult copy;
    std::string error;
    REQUIRE(sim::deserialize_run(sim::serialize_run(run), copy, error));
    CHECK(sim::serialize_run(copy) == sim::serialize_run(run));
    CHECK(trace::to_json(*copy.trace) == trace::to_json(*run.trace));
    const msg::Catalogue bn = catalogue_of("bn");
    UseCatalogue use(bn);
    const std::string want = msg::text(Msg::trace_run_end, { { "reason", msg::text(Msg::stop_nothing_left) } });
    CHECK(want != english);
    CHECK(trace::explain(*run.trace, end) == want);
    CHECK(trace::explain(*copy.trace, end) == want);
}

TEST_CASE("every English label the hosts write is a label message or a name kept as it is", "[ui][labels]")
{
    std::set<std::string> labels;
    std::vector<loop::RunResult> runs;
    const std::string scenarios = std::string(EVLOOP_SOURCE_DIR) + "/tests/scenarios/";
    for (const char* file : { "worker-click.js", "worker-server.cjs", "awaiting-server.cjs", "pbkdf2-waves.cjs", "chunked-click.js" }) {
        runs.push_back(run_program(read_file(scenarios + file), file));
        REQUIRE(runs.back().trace);
    }
    runs.push_back(run_program(kBrowserLabels, "labels.js"));
    // Names that read the same in every language: API calls and their timers, files,
    // functions, the program's <script>, event types with their targets, HTTP requests.
    static const std::regex kept(R"(^(<script> .*|[A-Za-z_$][\w$]*(\.[\w$]+)*( \d+(\.\d+)? ms)?|(set\w+|requestAnimationFrame|requestIdleCallback) .*|(click|key|pointerdown|keydown|keyup) .*|(GET|POST|PUT|DELETE) .*|process '\w+'|[\w.]+\(\)|\w+ \w+\.\w+|[\w.]+ \d+)$)");
    const msg::Catalogue fa = catalogue_of("fa");
    UseCatalogue use(fa);
    size_t translated = 0;
    for (const loop::RunResult& run : runs) {
        std::set<std::string> of_run;
        collect_labels(*run.trace, of_run);
        for (const std::string& label : of_run) {
            INFO("label: " << label);
            if (ui::shown_label(*run.trace, label) != label)
                ++translated;
            else
                CHECK(std::regex_match(label, kept));
            labels.insert(label);
        }
    }
    CHECK(translated >= 8);
    // The labels this test exists for are among them.
    for (const char* label : { "update the rendering", "idle callback", "(top level)", "promise reaction", "await continuation" })
        CHECK(labels.count(label) == 1);
}

TEST_CASE("evloop's own output lines are shown in the catalogue's language, the program's as they are", "[ui][labels]")
{
    // The top-level race of a 0 ms timer and an immediate: evloop notes that real Node
    // does not promise its order.
    loop::RunResult run = run_program("setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\n", "race.cjs");
    const loop::OutputLine* note = nullptr;
    const loop::OutputLine* printed = nullptr;
    for (const loop::OutputLine& line : run.output) {
        if (line.is_stderr && line.text.starts_with("evloop: note: "))
            note = &line;
        if (!line.is_stderr && line.text == "timeout")
            printed = &line;
    }
    REQUIRE(note);
    REQUIRE(printed);
    CHECK(ui::shown_output_line(*run.trace, *note) == note->text); // no catalogue: English
    const msg::Catalogue fa = catalogue_of("fa");
    UseCatalogue use(fa);
    const std::string shown = ui::shown_output_line(*run.trace, *note);
    CHECK(shown.starts_with("evloop: note: "));
    CHECK(shown != note->text);
    CHECK(ui::shown_output_line(*run.trace, *printed) == "timeout");
    loop::OutputLine own { true, "evloop: something no message says" };
    CHECK(ui::shown_output_line(*run.trace, own) == own.text);
}

TEST_CASE("a budget stop inside a regular expression or BigInt arithmetic is shown in the catalogue's language", "[ui][labels]")
{
    // What was running in C++ when the budget ran out is a message of its own, inside the
    // host's budget message: both follow the language.
    auto stop_text = [](const std::string& code) {
        loop::Settings s;
        s.host = loop::HostKind::Node;
        s.budget = 20'000'000;
        loop::RunResult run = loop::run(code, "stop.cjs", s);
        for (const trace::Event& e : run.trace->events())
            if (e.kind == trace::EventKind::Error)
                return std::make_pair(std::move(run), run.trace->string(e.text));
        FAIL("no error event");
        return std::make_pair(std::move(run), std::string());
    };
    const msg::Catalogue fa = catalogue_of("fa");
    {
        auto [run, english] = stop_text("const s = 'a'.repeat(40) + 'b';\n/(a+)+$/.test(s);\n");
        CHECK(english.find("The regular expression /(a+)+$/ was still backtracking") != std::string::npos);
        UseCatalogue use(fa);
        const std::string shown = trace::shown_text(*run.trace, english);
        CHECK(shown.find(msg::text(Msg::stop_detail_regexp, { { "regexp", "/(a+)+$/" } })) != std::string::npos);
        CHECK(shown.find("nested quantifiers") == std::string::npos);
        CHECK(shown.find("the event loop is blocked") == std::string::npos);
    }
    {
        auto [run, english] = stop_text("let x = 3n ** 300000n;\nfor (;;) x = x * x % (3n ** 300000n + 1n);\n");
        CHECK(english.find(" on numbers this large needs more work than the budget has left.") != std::string::npos);
        UseCatalogue use(fa);
        const std::string shown = trace::shown_text(*run.trace, english);
        CHECK(shown.find("BigInt") != std::string::npos);
        CHECK(shown.find("on numbers this large") == std::string::npos);
    }
}
