#include "core/lesson/exercise.h"
#include <cstdio>
#include <sstream>

namespace evloop {

namespace {

constexpr size_t kMaxHints = 8;
constexpr size_t kMaxGoals = 8;

std::string trim(const std::string& s)
{
    size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string::npos)
        return "";
    size_t b = s.find_last_not_of(" \t\r");
    return s.substr(a, b - a + 1);
}

// A plain decimal number ("200", "12.5"): no sign, exponent or locale.
bool parse_number(const std::string& s, double& out)
{
    if (s.empty() || s.size() > 12)
        return false;
    double v = 0, scale = 0;
    bool digits = false;
    for (char c : s) {
        if (c >= '0' && c <= '9') {
            digits = true;
            if (scale == 0)
                v = v * 10 + (c - '0');
            else {
                v += (c - '0') * scale;
                scale /= 10;
            }
        } else if (c == '.' && scale == 0) {
            scale = 0.1;
        } else {
            return false;
        }
    }
    if (!digits)
        return false;
    out = v;
    return true;
}

std::vector<std::string> words_of(const std::string& s)
{
    std::vector<std::string> w;
    std::istringstream in(s);
    for (std::string x; in >> x;)
        w.push_back(x);
    return w;
}

const char* kGoalList = "inp <= N, inp click #id <= N, long-tasks == N, longest-task <= N, frames-dropped <= N, no-starvation [<= N ms], "
                        "order: a, b, c, response /path <= N, loop-delay-p99 <= N, finishes-by N";

// "<= 200 ms" (the words after the measure's name): the comparison and the limit.
bool parse_comparison(const std::vector<std::string>& w, size_t at, bool allow_ms, ExerciseGoal& out, std::string& error)
{
    if (at >= w.size()) {
        error = "goal '" + out.text + "' needs a comparison such as <= 200";
        return false;
    }
    const std::string& op = w[at];
    if (op == "<=")
        out.compare = ExerciseGoal::Compare::AtMost;
    else if (op == "<")
        out.compare = ExerciseGoal::Compare::Below;
    else if (op == "==")
        out.compare = ExerciseGoal::Compare::Equal;
    else {
        error = "goal '" + out.text + "': '" + op + "' is not a comparison (use <=, < or ==)";
        return false;
    }
    if (at + 1 >= w.size() || !parse_number(w[at + 1], out.limit)) {
        error = "goal '" + out.text + "' needs a number after " + op;
        return false;
    }
    size_t end = at + 2;
    if (end < w.size() && w[end] == "ms" && allow_ms)
        ++end;
    if (end != w.size()) {
        error = "goal '" + out.text + "': unexpected '" + w[end] + "'";
        return false;
    }
    return true;
}

// "a, b, \"c, d\"": comma-separated lines, a line with a comma in double quotes.
bool parse_order_lines(const std::string& s, std::vector<std::string>& out, std::string& error)
{
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::string item;
        if (i < s.size() && s[i] == '"') {
            size_t close = s.find('"', i + 1);
            if (close == std::string::npos) {
                error = "an order line in quotes has no closing quote";
                return false;
            }
            item = s.substr(i + 1, close - i - 1);
            i = close + 1;
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
                ++i;
            if (i < s.size() && s[i] != ',') {
                error = "expected a comma after \"" + item + "\"";
                return false;
            }
        } else {
            size_t comma = s.find(',', i);
            item = trim(s.substr(i, comma == std::string::npos ? std::string::npos : comma - i));
            i = comma == std::string::npos ? s.size() : comma;
        }
        if (item.empty()) {
            error = "an order goal has an empty line";
            return false;
        }
        out.push_back(item);
        if (i < s.size())
            ++i; // the comma
    }
    if (out.empty()) {
        error = "an order goal needs at least one line";
        return false;
    }
    return true;
}

} // namespace

bool ExerciseGoal::holds(double measured) const
{
    // Measurements are rounded to 0.1 ms first, as they are shown.
    double m = static_cast<double>(static_cast<long long>(measured * 10 + 0.5)) / 10;
    switch (compare) {
    case Compare::AtMost: return m <= limit;
    case Compare::Below: return m < limit;
    case Compare::Equal: return m == limit;
    }
    return false;
}

std::string ExerciseGoal::limit_text() const
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%g", limit);
    const char* op = compare == Compare::AtMost ? "\xE2\x89\xA4 " : compare == Compare::Below ? "< " : "= ";
    bool ms = kind == Kind::Inp || kind == Kind::LongestTask || kind == Kind::NoStarvation || kind == Kind::Response
        || kind == Kind::LoopDelayP99 || kind == Kind::FinishesBy;
    if (kind == Kind::FinishesBy)
        op = "by ";
    return op + std::string(buf) + (ms ? " ms" : "");
}

bool parse_exercise_goal(const std::string& raw, ExerciseGoal& out, std::string& error)
{
    out = {};
    out.text = trim(raw);
    const std::string& t = out.text;
    if (t.rfind("order:", 0) == 0) {
        out.kind = ExerciseGoal::Kind::Order;
        return parse_order_lines(t.substr(6), out.lines, error);
    }
    std::vector<std::string> w = words_of(t);
    if (w.empty()) {
        error = std::string("an empty goal (goals are: ") + kGoalList + ")";
        return false;
    }
    const std::string& name = w[0];
    if (name == "inp") {
        out.kind = ExerciseGoal::Kind::Inp;
        size_t op = 1;
        while (op < w.size() && w[op].find_first_of("<>=!") != 0)
            ++op;
        for (size_t i = 1; i < op; ++i)
            out.target += (i > 1 ? " " : "") + w[i];
        return parse_comparison(w, op, true, out, error);
    }
    if (name == "long-tasks") {
        out.kind = ExerciseGoal::Kind::LongTasks;
        return parse_comparison(w, 1, false, out, error);
    }
    if (name == "longest-task") {
        out.kind = ExerciseGoal::Kind::LongestTask;
        return parse_comparison(w, 1, true, out, error);
    }
    if (name == "frames-dropped") {
        out.kind = ExerciseGoal::Kind::FramesDropped;
        return parse_comparison(w, 1, false, out, error);
    }
    if (name == "no-starvation") {
        out.kind = ExerciseGoal::Kind::NoStarvation;
        if (w.size() == 1) {
            out.limit = 50;
            return true;
        }
        return parse_comparison(w, 1, true, out, error);
    }
    if (name == "response") {
        out.kind = ExerciseGoal::Kind::Response;
        if (w.size() < 2 || w[1].empty() || w[1][0] != '/') {
            error = "goal '" + t + "' needs a path such as /health after 'response'";
            return false;
        }
        out.target = w[1];
        return parse_comparison(w, 2, true, out, error);
    }
    if (name == "loop-delay-p99") {
        out.kind = ExerciseGoal::Kind::LoopDelayP99;
        return parse_comparison(w, 1, true, out, error);
    }
    if (name == "finishes-by") {
        out.kind = ExerciseGoal::Kind::FinishesBy;
        if (w.size() < 2 || !parse_number(w[1], out.limit) || w.size() > 3 || (w.size() == 3 && w[2] != "ms")) {
            error = "goal '" + t + "' is 'finishes-by N ms'";
            return false;
        }
        return true;
    }
    error = "unknown goal '" + t + "' (goals are: " + kGoalList + ")";
    return false;
}

std::optional<Exercise> parse_exercise(const std::string& body, std::string& error)
{
    Exercise ex;
    std::vector<std::string> lines;
    {
        std::istringstream in(body);
        for (std::string l; std::getline(in, l);)
            lines.push_back(l);
    }
    auto fail = [&](size_t index, const std::string& message) {
        error = "line " + std::to_string(index + 1) + " of the block: " + message;
        return std::nullopt;
    };
    size_t i = 0;
    for (; i < lines.size(); ++i) {
        std::string l = trim(lines[i]);
        if (l.empty())
            continue;
        if (l.rfind("goal:", 0) == 0) {
            ExerciseGoal g;
            std::string why;
            if (!parse_exercise_goal(l.substr(5), g, why))
                return fail(i, why);
            if (ex.goals.size() >= kMaxGoals)
                return fail(i, "an exercise has at most " + std::to_string(kMaxGoals) + " goals");
            ex.goals.push_back(std::move(g));
        } else if (l.rfind("hint:", 0) == 0) {
            std::string hint = trim(l.substr(5));
            if (hint.empty())
                return fail(i, "an empty hint");
            if (ex.hints.size() >= kMaxHints)
                return fail(i, "an exercise has at most " + std::to_string(kMaxHints) + " hints");
            ex.hints.push_back(hint);
        } else {
            break;
        }
    }
    if (ex.goals.empty())
        return fail(0, "an exercise starts with at least one 'goal:' line");
    size_t program_start = i;
    size_t marker = lines.size();
    for (size_t k = i; k < lines.size(); ++k) {
        std::string l = trim(lines[k]);
        if (l.rfind("~~~", 0) == 0 && trim(l.substr(3)) == "solution") {
            marker = k;
            break;
        }
        if (l.rfind("goal:", 0) == 0 || l.rfind("hint:", 0) == 0)
            return fail(k, "'goal:' and 'hint:' lines come before the program");
    }
    if (marker == lines.size())
        return fail(lines.empty() ? 0 : lines.size() - 1, "an exercise needs the author's solution after a line '~~~ solution', closed by '~~~'");
    size_t close = lines.size();
    for (size_t k = marker + 1; k < lines.size(); ++k)
        if (trim(lines[k]) == "~~~") {
            close = k;
            break;
        }
    if (close == lines.size())
        return fail(marker, "the solution is not closed by a line '~~~'");
    for (size_t k = close + 1; k < lines.size(); ++k)
        if (!trim(lines[k]).empty())
            return fail(k, "nothing may follow the solution's closing '~~~'");
    auto join = [&](size_t a, size_t b) {
        while (a < b && trim(lines[a]).empty())
            ++a;
        while (b > a && trim(lines[b - 1]).empty())
            --b;
        std::string out;
        for (size_t k = a; k < b; ++k)
            out += lines[k] + "\n";
        return std::make_pair(out, a);
    };
    auto [start, start_at] = join(program_start, marker);
    auto [solution, solution_at] = join(marker + 1, close);
    if (start.empty())
        return fail(program_start, "an exercise needs a starting program before '~~~ solution'");
    if (solution.empty())
        return fail(marker, "the solution is empty");
    if (solution == start)
        return fail(marker, "the solution is the starting program itself");
    ex.start = std::move(start);
    ex.solution = std::move(solution);
    ex.start_line = static_cast<int>(start_at) + 1;
    ex.solution_line = static_cast<int>(solution_at) + 1;
    return ex;
}

} // namespace evloop
