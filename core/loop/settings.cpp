#include "core/loop/settings.h"
#include "core/loop/program_files.h"
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace evloop::loop {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool parse_number(std::string_view text, double min, double max, double& out)
{
    std::string s(trim(text));
    if (s.empty() || s.size() > 32)
        return false;
    char* end = nullptr;
    double v = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size() || !std::isfinite(v) || v < min || v > max)
        return false;
    out = v;
    return true;
}

bool parse_bool(std::string_view text, bool& out)
{
    if (text == "1" || text == "true" || text == "yes") {
        out = true;
        return true;
    }
    if (text == "0" || text == "false" || text == "no") {
        out = false;
        return true;
    }
    return false;
}

std::string format_number(double v)
{
    char buf[32];
    auto r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(std::llround(v * 1000)));
    std::string s(buf, r.ptr);
    // thousandths → decimal text without trailing zeros
    bool negative = !s.empty() && s[0] == '-';
    if (negative)
        s.erase(0, 1);
    while (s.size() < 4)
        s.insert(0, "0");
    std::string whole = s.substr(0, s.size() - 3), frac = s.substr(s.size() - 3);
    while (!frac.empty() && frac.back() == '0')
        frac.pop_back();
    return (negative ? "-" : "") + whole + (frac.empty() ? "" : "." + frac);
}

} // namespace

std::string Input::describe() const
{
    const char* verb = type == Type::Click ? "click" : type == Type::Key ? "key" : "";
    std::string head = type == Type::Request ? target : std::string(verb) + " " + target;
    return head + " @ " + format_number(at_ms) + "ms";
}

bool parse_input(std::string_view text, Input& out, std::string& error)
{
    std::string_view t = trim(text);
    size_t at = t.rfind('@');
    if (at == std::string_view::npos) {
        error = "an input needs a time: \"click #order @ 120ms\" (got \"" + std::string(t) + "\")";
        return false;
    }
    std::string_view what = trim(t.substr(0, at));
    std::string_view when = trim(t.substr(at + 1));
    if (when.size() >= 2 && when.substr(when.size() - 2) == "ms")
        when.remove_suffix(2);
    else if (!when.empty() && when.back() == 's') {
        error = "input times are in milliseconds: \"@ 120ms\" (got \"" + std::string(t) + "\")";
        return false;
    }
    if (!parse_number(when, 0, 3'600'000, out.at_ms)) {
        error = "the time of input \"" + std::string(t) + "\" is not a number of milliseconds between 0 and 3600000";
        return false;
    }
    size_t space = what.find(' ');
    std::string verb(what.substr(0, space));
    std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(what.substr(space + 1));
    for (char& c : verb)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (verb == "click") {
        // Any CSS selector, as Playwright takes it ("#order", "th[data-key=age]", "#list li
        // .remove"); the page's querySelector() finds the element when the click comes.
        if (rest.empty()) {
            error = "click needs a CSS selector of the element: \"click #order @ 120ms\" (got \"" + std::string(t) + "\")";
            return false;
        }
        out.type = Input::Type::Click;
        out.target = std::string(rest);
        return true;
    }
    if (verb == "key") {
        if (rest.empty() || rest.find(' ') != std::string_view::npos) {
            error = "key needs one key name: \"key Enter @ 200ms\" (got \"" + std::string(t) + "\")";
            return false;
        }
        // Modifiers as Playwright's keyboard.press names them: "Control+s", "Shift+Tab".
        std::string_view keys = rest;
        for (size_t plus; keys.size() > 1 && (plus = keys.find('+')) != std::string_view::npos && plus + 1 < keys.size();) {
            std::string_view modifier = keys.substr(0, plus);
            if (modifier != "Control" && modifier != "Shift" && modifier != "Alt" && modifier != "Meta") {
                error = "unknown modifier \"" + std::string(modifier) + "\" in \"" + std::string(t)
                    + "\": use Control, Shift, Alt or Meta, as in \"key Control+s @ 200ms\"";
                return false;
            }
            keys = keys.substr(plus + 1);
        }
        out.type = Input::Type::Key;
        out.target = std::string(rest);
        return true;
    }
    if (verb == "get" || verb == "post" || verb == "put" || verb == "delete") {
        if (rest.empty() || rest[0] != '/' || rest.find(' ') != std::string_view::npos) {
            error = "a request needs a path: \"get /slow @ 10ms\" (got \"" + std::string(t) + "\")";
            return false;
        }
        std::string method = verb;
        for (char& c : method)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        out.type = Input::Type::Request;
        out.target = method + " " + std::string(rest);
        return true;
    }
    error = "unknown input \"" + std::string(t) + "\": use \"click SELECTOR @ MSms\", \"key NAME @ MSms\" or \"get /path @ MSms\"";
    return false;
}

bool Settings::set(std::string_view key_in, std::string_view value_in, std::string& error)
{
    std::string_view key = trim(key_in), value = trim(value_in);
    double n = 0;
    auto number = [&](double min, double max, double& target) {
        if (!parse_number(value, min, max, n)) {
            error = "setting " + std::string(key) + " takes a number from " + format_number(min) + " to " + format_number(max)
                + " (got \"" + std::string(value) + "\")";
            return false;
        }
        target = n;
        return true;
    };
    if (key == "host") {
        if (value == "browser")
            host = HostKind::Browser;
        else if (value == "node")
            host = HostKind::Node;
        else {
            error = "setting host takes browser or node (got \"" + std::string(value) + "\")";
            return false;
        }
        return true;
    }
    if (key == "module" || key == "hidden") {
        if (!parse_bool(value, key == "module" ? module : hidden)) {
            error = "setting " + std::string(key) + " takes true or false (got \"" + std::string(value) + "\")";
            return false;
        }
        return true;
    }
    if (key == "until")
        return number(1, 3'600'000, until_ms);
    if (key == "cpu" || key == "cpu_slowdown")
        return number(0.25, 20, cpu_slowdown);
    if (key == "refresh" || key == "refresh_hz") {
        double hz = 0;
        if (!number(1, 240, hz))
            return false;
        refresh_hz = static_cast<int>(hz);
        return true;
    }
    if (key == "UV_THREADPOOL_SIZE" || key == "threadpool") {
        double size = 0;
        if (!number(1, 1024, size))
            return false;
        threadpool_size = static_cast<int>(size);
        return true;
    }
    if (key == "cores") {
        double count = 0;
        if (!number(1, 64, count) || count != std::floor(count)) {
            error = "setting cores takes a whole number from 1 to 64 (got \"" + std::string(value) + "\")";
            return false;
        }
        cores = static_cast<int>(count);
        return true;
    }
    if (key == "disk_ms")
        return number(0, 10'000, disk_ms);
    if (key == "network_ms")
        return number(0, 10'000, network_ms);
    if (key == "fetch_ms")
        return number(0, 60'000, fetch_ms);
    if (key == "startup_ms")
        return number(0, 1'000, startup_ms);
    if (key == "task_limit_ms")
        return number(1, 3'600'000, task_limit_ms);
    if (key == "starve_ms")
        return number(1, 3'600'000, starve_ms);
    if (key == "seed" || key == "budget" || key == "microtask_cap") {
        double v = 0;
        if (!number(key == "budget" ? 1000 : 0, 1e12, v))
            return false;
        (key == "seed" ? seed : key == "budget" ? budget : microtask_cap) = static_cast<uint64_t>(v);
        return true;
    }
    if (key == "detail") {
        if (value == "full")
            detail = trace::Detail::Full;
        else if (value == "jobs")
            detail = trace::Detail::Jobs;
        else if (value == "tasks")
            detail = trace::Detail::Tasks;
        else {
            error = "setting detail takes full, jobs or tasks (got \"" + std::string(value) + "\")";
            return false;
        }
        return true;
    }
    if (key == "input") {
        Input in;
        if (!parse_input(value, in, error))
            return false;
        inputs.push_back(in);
        return true;
    }
    if (key == "html") {
        html += std::string(value);
        return true;
    }
    error = "unknown setting \"" + std::string(key) + "\"; known: host, module, until, cpu, refresh, hidden, "
            "UV_THREADPOOL_SIZE, cores, disk_ms, network_ms, fetch_ms, startup_ms, seed, budget, task_limit_ms, starve_ms, microtask_cap, detail, input, html";
    return false;
}

std::vector<std::pair<std::string, std::string>> Settings::describe() const
{
    Settings d;
    std::vector<std::pair<std::string, std::string>> out;
    out.emplace_back("host", host == HostKind::Node ? "node" : "browser");
    out.emplace_back("module", module ? "true" : "false");
    if (until_ms != d.until_ms)
        out.emplace_back("until", format_number(until_ms));
    if (cpu_slowdown != d.cpu_slowdown)
        out.emplace_back("cpu", format_number(cpu_slowdown));
    if (cores != d.cores)
        out.emplace_back("cores", std::to_string(cores));
    if (host == HostKind::Browser) {
        out.emplace_back("refresh", std::to_string(refresh_hz));
        if (hidden)
            out.emplace_back("hidden", "true");
        out.emplace_back("fetch_ms", format_number(fetch_ms));
    } else {
        out.emplace_back("UV_THREADPOOL_SIZE", std::to_string(threadpool_size));
        out.emplace_back("disk_ms", format_number(disk_ms));
        out.emplace_back("network_ms", format_number(network_ms));
        out.emplace_back("startup_ms", format_number(startup_ms));
    }
    out.emplace_back("seed", std::to_string(seed));
    if (task_limit_ms != d.task_limit_ms)
        out.emplace_back("task_limit_ms", format_number(task_limit_ms));
    if (starve_ms != d.starve_ms)
        out.emplace_back("starve_ms", format_number(starve_ms));
    if (microtask_cap != d.microtask_cap)
        out.emplace_back("microtask_cap", std::to_string(microtask_cap));
    for (const auto& [name, value] : env)
        out.emplace_back("env", name + "=" + value);
    for (const Input& in : inputs)
        out.emplace_back("input", in.describe());
    return out;
}

bool apply_directives(std::string_view source, Settings& settings, std::string& error)
{
    size_t pos = 0;
    int line_no = 0;
    while (pos < source.size()) {
        size_t end = source.find('\n', pos);
        std::string_view raw = source.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        if (is_file_line(raw))
            break; // the main file ends here (program_files.h); the other files' comments are theirs
        std::string_view line = trim(raw);
        pos = end == std::string_view::npos ? source.size() : end + 1;
        ++line_no;
        if (line.empty() || (line_no == 1 && line.substr(0, 2) == "#!"))
            continue;
        if (line.substr(0, 2) != "//")
            break; // directives live in the leading comment block only
        std::string_view body = trim(line.substr(2));
        if (body.empty() || body[0] != '@')
            continue;
        size_t space = body.find(' ');
        std::string_view name = body.substr(1, space == std::string_view::npos ? std::string_view::npos : space - 1);
        std::string_view arg = space == std::string_view::npos ? std::string_view() : trim(body.substr(space + 1));
        std::string problem;
        bool ok = true;
        if (name == "html")
            settings.html += std::string(arg);
        else if (name == "input")
            ok = settings.set("input", arg, problem);
        else if (name == "until")
            ok = settings.set("until", arg, problem);
        else if (name == "set") {
            size_t eq = arg.find('=');
            if (eq == std::string_view::npos) {
                ok = false;
                problem = "@set needs NAME=VALUE";
            } else {
                ok = settings.set(arg.substr(0, eq), arg.substr(eq + 1), problem);
            }
        } else if (name == "env") {
            // One or more NAME=VALUE words: UV_THREADPOOL_SIZE is a setting, the others
            // are in the program's process.env.
            for (size_t at = 0; ok && at < arg.size();) {
                size_t stop = arg.find_first_of(" \t", at);
                std::string_view word = arg.substr(at, stop == std::string_view::npos ? std::string_view::npos : stop - at);
                at = stop == std::string_view::npos ? arg.size() : arg.find_first_not_of(" \t", stop);
                if (at == std::string_view::npos)
                    at = arg.size();
                size_t eq = word.find('=');
                if (eq == std::string_view::npos || eq == 0) {
                    ok = false;
                    problem = "@env needs NAME=VALUE";
                } else if (word.substr(0, eq) == "UV_THREADPOOL_SIZE") {
                    ok = settings.set(word.substr(0, eq), word.substr(eq + 1), problem);
                } else {
                    settings.env.emplace_back(std::string(word.substr(0, eq)), std::string(word.substr(eq + 1)));
                }
            }
        } else {
            continue; // "@param" and friends in ordinary comments are not ours
        }
        if (!ok) {
            error = "line " + std::to_string(line_no) + ": " + problem;
            return false;
        }
    }
    return true;
}

bool settings_for_program(std::string_view source, const Settings& base, const Overrides& overrides, Settings& out, std::string& error)
{
    Settings s = base;
    if (!apply_directives(source, s, error))
        return false;
    if (!overrides.inputs.empty())
        s.inputs.clear();
    std::string problem;
    for (const std::string& text : overrides.inputs)
        if (!s.set("input", text, problem)) {
            error = "input \"" + text + "\": " + problem;
            return false;
        }
    for (const auto& [key, value] : overrides.sets)
        if (!s.set(key, value, problem)) {
            error = key + "=" + value + ": " + problem;
            return false;
        }
    out = std::move(s);
    return true;
}

} // namespace evloop::loop
