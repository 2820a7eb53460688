#include "core/tutor/tutor.h"
#include "core/util/messages.h"
#include "core/tutor/exercise.h"
#include "core/trace/trace_export.h"
#include "core/trace/trace_state.h"
#include "core/tutor/translation.h"
#include <algorithm>
#include <filesystem>
#include <set>

namespace evloop::tutor {

bool example_from_block(const Block& block, LessonHost lesson_host, Example& out, std::string& error)
{
    out = {};
    out.code = block.code;
    out.line = block.line;
    loop::Settings& s = out.settings;
    s.host = lesson_host == LessonHost::Node ? loop::HostKind::Node : loop::HostKind::Browser;
    if (const std::string* host = block.fence.option("host")) {
        if (*host == "both" && block.fence.is_runnable()) {
            out.both_hosts = true;
            s.host = loop::HostKind::Browser;
        } else if (!s.set("host", *host, error)) {
            return false;
        }
    }
    if (const std::string* title = block.fence.option("title"))
        out.title = *title;
    loop::Overrides overrides;
    if (const std::string* input = block.fence.option("input"))
        overrides.inputs.push_back(*input);
    return loop::settings_for_program(out.code, s, overrides, s, error);
}

Example other_host(const Example& example)
{
    Example other = example;
    other.settings.host = example.settings.host == loop::HostKind::Node ? loop::HostKind::Browser : loop::HostKind::Node;
    return other;
}

sim::Job example_job(const Example& example)
{
    return { example.code, "main.js", example.settings };
}

loop::RunResult run_example(const Example& example)
{
    sim::Job job = example_job(example);
    return loop::run(job.source, job.file_name, job.settings);
}

bool rerun_job(const trace::Trace& t, sim::Job& job)
{
    job.source = t.source;
    job.file_name = t.file;
    job.settings = loop::Settings {};
    std::string error;
    for (const auto& [key, value] : t.settings)
        if (!job.settings.set(key, value, error))
            return false;
    return true;
}

bool other_order_job(const trace::Trace& t, sim::Job& job, size_t& note, Msg& assumption)
{
    const auto& events = t.events();
    auto it = std::find_if(events.begin(), events.end(),
        [](const trace::Event& e) { return e.kind == trace::EventKind::Note && e.sub == trace::kNoteUnpromisedOrder; });
    if (it == events.end())
        return false;
    note = static_cast<size_t>(it - events.begin());
    if (!rerun_job(t, job))
        return false;
    // The note says which side of the 1 ms timer the run's start-up fell on; take the other.
    bool was_due = t.string(it->text).find(msg::english(Msg::note_timer_already_due)) != std::string::npos;
    job.settings.startup_ms = was_due ? 0.0 : 2.0;
    assumption = was_due ? Msg::tutor_other_order_not_due : Msg::tutor_other_order_due;
    return true;
}

uint64_t quiz_seed(const std::string& program)
{
    uint64_t h = 1469598103934665603ull; // FNV-1a: stable across platforms and runs
    for (unsigned char c : program) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

OrderQuiz make_order_quiz(const loop::RunResult& run, uint64_t seed)
{
    OrderQuiz q;
    q.answer = run.trace->stdout_lines;
    if (run.exit_code == 2)
        q.problem = "the program has a syntax error";
    else if (run.exit_code == 3)
        q.problem = "the program never finishes (it hit the budget)";
    else if (q.answer.size() < 3)
        q.problem = "an order quiz needs at least three console lines; this program prints " + std::to_string(q.answer.size());
    else if (q.answer.size() > 12)
        q.problem = "an order quiz should have at most 12 lines; this program prints " + std::to_string(q.answer.size());
    else if (std::any_of(run.trace->events().begin(), run.trace->events().end(),
                 [](const trace::Event& e) { return e.kind == trace::EventKind::Note && e.sub == trace::kNoteUnpromisedOrder; }))
        q.problem = "the order rests on a race the real platform does not settle (top-level setTimeout 0 against "
                    "setImmediate in Node): a quiz answer must not depend on it";
    else {
        std::vector<std::string> sorted = q.answer;
        std::sort(sorted.begin(), sorted.end());
        auto dup = std::adjacent_find(sorted.begin(), sorted.end());
        if (dup != sorted.end())
            q.problem = "two console lines are identical (\"" + *dup + "\"), so their order cannot be graded";
    }
    size_t n = q.answer.size();
    for (size_t i = 0; i < n; ++i)
        q.start.push_back(static_cast<int>(i));
    if (n < 2)
        return q;
    uint64_t state = seed ? seed : 0x9E3779B97F4A7C15ull;
    auto next = [&] {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ull;
    };
    for (int attempt = 0; attempt < 16; ++attempt) {
        for (size_t i = n - 1; i > 0; --i)
            std::swap(q.start[i], q.start[next() % (i + 1)]);
        bool in_order = true;
        for (size_t i = 0; i < n; ++i)
            in_order &= q.start[i] == static_cast<int>(i);
        if (!in_order)
            return q;
    }
    std::swap(q.start[0], q.start[1]); // never shown already solved
    return q;
}

std::vector<bool> grade(const OrderQuiz& quiz, const std::vector<int>& order)
{
    std::vector<bool> marks;
    for (size_t i = 0; i < quiz.answer.size(); ++i)
        marks.push_back(i < order.size() && order[i] == static_cast<int>(i));
    return marks;
}

OrderGrade grade_relative_order(const OrderQuiz& quiz, const std::vector<int>& order)
{
    OrderGrade g;
    g.total = static_cast<int>(quiz.answer.size());
    const size_t n = order.size();
    g.in_order.assign(n, false);
    // Only valid, first-seen indices take part (a damaged order never crashes).
    std::vector<bool> usable(n, false), seen(quiz.answer.size(), false);
    for (size_t i = 0; i < n; ++i) {
        int v = order[i];
        if (v >= 0 && static_cast<size_t>(v) < quiz.answer.size() && !seen[static_cast<size_t>(v)]) {
            usable[i] = seen[static_cast<size_t>(v)] = true;
        }
    }
    // Longest increasing subsequence, from the back: best[i] is the longest increasing run
    // that starts at i; next[i] the position after i in it. Quizzes have at most 12 lines,
    // so the quadratic walk is cheap; scanning j upwards and taking only a strictly longer
    // run prefers the earliest continuation among equals.
    std::vector<int> best(n, 0);
    std::vector<size_t> next(n, n);
    for (size_t i = n; i-- > 0;) {
        if (!usable[i])
            continue;
        best[i] = 1;
        for (size_t j = i + 1; j < n; ++j)
            if (usable[j] && order[j] > order[i] && best[j] + 1 > best[i]) {
                best[i] = best[j] + 1;
                next[i] = j;
            }
    }
    size_t start = n;
    for (size_t i = 0; i < n; ++i)
        if (usable[i] && (start == n || best[i] > best[start]))
            start = i;
    for (size_t i = start; i < n; i = next[i]) {
        g.in_order[i] = true;
        ++g.kept;
    }
    return g;
}

bool first_divergence(const trace::Trace& trace, const OrderQuiz& quiz, const std::vector<int>& order, Divergence& out)
{
    size_t position = 0;
    while (position < quiz.answer.size() && position < order.size() && order[position] == static_cast<int>(position))
        ++position;
    if (position >= quiz.answer.size())
        return false;
    // The Console event that printed the true line at this position.
    size_t seen = 0;
    const auto& events = trace.events();
    for (size_t i = 0; i < events.size(); ++i) {
        const trace::Event& e = events[i];
        if (e.kind != trace::EventKind::Console || e.sub == 2 || e.sub == 3)
            continue;
        if (seen++ != position)
            continue;
        out.position = position;
        out.event = i;
        // Why now: the task or microtask this line ran in.
        std::string context;
        for (size_t j = i; j-- > 0;) {
            trace::EventKind k = events[j].kind;
            if (k == trace::EventKind::JobBegin || k == trace::EventKind::TaskBegin) {
                context = trace::explain(trace, j);
                break;
            }
        }
        std::string learner = position < order.size() && order[position] >= 0 && static_cast<size_t>(order[position]) < quiz.answer.size()
            ? quiz.answer[static_cast<size_t>(order[position])]
            : std::string("?");
        out.sentence = msg::text(context.empty() ? Msg::quiz_wrong_line : Msg::quiz_wrong_line_because,
            { { "position", position + 1 }, { "expected", quiz.answer[position] }, { "learner", learner }, { "context", context } });
        return true;
    }
    return false;
}

static void check_example(const Example& ex, bool order_quiz, const std::string& where, CheckResult& result);

static void check_lesson_set(const LessonSet& set, const std::string& directory, const std::set<std::string>& not_run, CheckResult& result);

// A locale's messages.txt (core/util/messages.h, parse_catalogue): well formed, and every
// key of the table translated (a missing one would show English in the middle of the page).
static void check_catalogue(const std::filesystem::path& folder, CheckResult& result, bool partial)
{
    std::string locale = folder.filename().string();
    std::vector<Diagnostic> problems;
    std::optional<msg::Catalogue> catalogue = msg::load_catalogue_file((folder / "messages.txt").string(), locale, problems, "messages.txt");
    if (!catalogue) {
        if (partial)
            result.untranslated.push_back(locale + "/messages.txt");
        else
            result.problems.push_back("messages.txt:0: no catalogue of UI texts (evloop messages > " + (folder / "messages.txt").string() + " starts one)");
        return;
    }
    for (const Diagnostic& d : problems)
        result.problems.push_back(d.to_string());
    std::vector<std::string> missing = msg::missing_keys(*catalogue);
    if (missing.empty())
        return;
    std::string count = std::to_string(missing.size()) + " of " + std::to_string(msg::count()) + " texts";
    if (partial)
        result.untranslated.push_back(locale + "/messages.txt (" + count + ")");
    else
        result.problems.push_back("messages.txt:0: " + count + " not translated yet (English is shown), e.g. `" + missing.front() + "`");
}

CheckResult check_lessons(const std::string& directory, bool partial)
{
    namespace fs = std::filesystem;
    CheckResult result;
    fs::path dir(directory);
    std::error_code ec;
    // lessons/: every locale folder, English first, as one check.
    if (fs::is_directory(dir / "en", ec)) {
        std::vector<std::string> locales { "en" };
        std::vector<std::string> others;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_directory(ec) && it->path().filename() != "en")
                others.push_back(it->path().filename().string());
        std::sort(others.begin(), others.end());
        locales.insert(locales.end(), others.begin(), others.end());
        for (const std::string& locale : locales) {
            CheckResult one = check_lessons((dir / locale).string(), partial);
            result.lessons += one.lessons;
            result.examples += one.examples;
            result.quizzes += one.quizzes;
            result.exercises += one.exercises;
            for (const std::string& p : one.problems)
                result.problems.push_back(locale + "/" + p);
            result.untranslated.insert(result.untranslated.end(), one.untranslated.begin(), one.untranslated.end());
        }
        return result;
    }
    LessonSet set = load_lessons(directory);
    // lessons/bn: a translation, held against lessons/en. A translated lesson whose
    // programs, goals and answers are English's, byte for byte, runs exactly as English's
    // does, and English's check runs those: its blocks are not run a second time.
    fs::path folder = dir.lexically_normal();
    if (folder.filename().empty()) // "lessons/bn/"
        folder = folder.parent_path();
    fs::path english = folder.parent_path() / "en";
    std::set<std::string> same_as_english;
    if (folder.filename() != "en" && fs::is_directory(english, ec)) {
        TranslationReport report = compare_translation(load_lessons(english.string()), set);
        for (const Lesson& lesson : set.lessons)
            same_as_english.insert(lesson.file);
        for (const std::string& p : report.problems) {
            same_as_english.erase(p.substr(0, p.find(':')));
            result.problems.push_back(p);
        }
        std::string locale = folder.filename().string();
        for (const std::string& file : report.missing) {
            if (partial)
                result.untranslated.push_back(locale + "/" + file);
            else
                result.problems.push_back(file + ":0: not translated yet (English has this lesson)");
        }
        check_catalogue(folder, result, partial);
    }
    check_lesson_set(set, directory, same_as_english, result);
    return result;
}

// Every lesson of `set`; the blocks of the lessons in `not_run` are counted, not run.
static void check_lesson_set(const LessonSet& set, const std::string& directory, const std::set<std::string>& not_run, CheckResult& result)
{
    for (const Diagnostic& d : set.errors)
        result.problems.push_back(d.file + ":" + std::to_string(d.line) + ": " + d.message);
    if (set.lessons.empty() && set.errors.empty())
        result.problems.push_back(directory + ": no lessons (*.md) found");
    for (const Lesson& lesson : set.lessons) {
        ++result.lessons;
        bool run = !not_run.count(lesson.file);
        for (const Block& b : lesson.document.blocks) {
            if (b.kind != BlockKind::Code)
                continue;
            if (b.fence.language == "exercise") {
                ++result.exercises;
                if (run)
                    check_exercise(b, lesson, result.problems);
                continue;
            }
            bool order_quiz = b.fence.language == "quiz" && b.fence.has_flag("order");
            if (!b.fence.is_runnable() && !order_quiz)
                continue;
            std::string where = lesson.file + ":" + std::to_string(b.line) + ": ";
            Example ex;
            std::string error;
            if (!example_from_block(b, lesson.host, ex, error)) {
                result.problems.push_back(where + error);
                continue;
            }
            (order_quiz ? result.quizzes : result.examples)++;
            if (!run)
                continue;
            std::vector<Example> runs { ex };
            if (ex.both_hosts)
                runs.push_back(other_host(ex));
            for (const Example& run : runs)
                check_example(run, order_quiz, where + (ex.both_hosts ? (run.settings.host == loop::HostKind::Node ? "(node) " : "(browser) ") : ""), result);
        }
    }
}

// One run of a lesson block: it must parse, finish, be deterministic, and (a quiz) be askable.
static void check_example(const Example& ex, bool order_quiz, const std::string& where, CheckResult& result)
{
    loop::RunResult first = run_example(ex);
    loop::RunResult second = run_example(ex);
    if (first.exit_code == 2) {
        std::string message;
        for (const auto& line : first.output)
            if (line.is_stderr)
                message = line.text;
        result.problems.push_back(where + "syntax error: " + message);
        return;
    }
    if (first.exit_code == 3) {
        result.problems.push_back(where + "the program hit the budget (a runaway loop): lessons must finish");
        return;
    }
    if (trace::to_json(*first.trace) != trace::to_json(*second.trace))
        result.problems.push_back(where + "two runs gave different traces (not deterministic)");
    if (order_quiz) {
        OrderQuiz q = make_order_quiz(first, quiz_seed(ex.code));
        if (!q.problem.empty())
            result.problems.push_back(where + "quiz order: " + q.problem);
    }
}

} // namespace evloop::tutor
