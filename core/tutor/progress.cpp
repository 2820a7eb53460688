#include "core/tutor/progress.h"
#include <sstream>
#include <vector>

namespace evloop::tutor {

namespace {

constexpr const char* kHeader = "evloop-progress 1";
constexpr size_t kMaxBytes = 64 * 1024;

bool is_id(const std::string& s)
{
    if (s.empty() || s.size() > 64)
        return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return false;
    return true;
}

bool parse_int(const std::string& s, int max, int& out)
{
    if (s.empty() || s.size() > 6)
        return false;
    int v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    if (v > max)
        return false;
    out = v;
    return true;
}

} // namespace

void Progress::record(const std::string& lesson, int block, bool right)
{
    QuizResult& r = quizzes[{ lesson, block }];
    r.right = right;
    r.ever_right = r.ever_right || right;
    if (r.attempts < 99999)
        ++r.attempts;
}

const QuizResult* Progress::result(const std::string& lesson, int block) const
{
    auto it = quizzes.find({ lesson, block });
    return it == quizzes.end() ? nullptr : &it->second;
}

int Progress::solved_in(const std::string& lesson) const
{
    int n = 0;
    for (const auto& [key, r] : quizzes)
        n += key.first == lesson && r.ever_right;
    return n;
}

std::string Progress::serialize() const
{
    std::string out = std::string(kHeader) + "\n";
    if (!last_lesson.empty())
        out += "last " + last_lesson + "\n";
    for (const auto& [key, r] : quizzes)
        out += "quiz " + key.first + " " + std::to_string(key.second) + " " + (r.right ? "right" : "wrong") + " "
            + (r.ever_right ? "solved" : "open") + " " + std::to_string(r.attempts) + "\n";
    return out;
}

Progress parse_progress(const std::string& text, std::string& problem)
{
    problem.clear();
    Progress fresh;
    if (text.empty())
        return fresh;
    auto reject = [&](const std::string& why) {
        problem = "Your saved progress could not be read (" + why + "), so it was reset and you start fresh.";
        return Progress {};
    };
    if (text.size() > kMaxBytes)
        return reject("it is larger than any progress evloop writes");
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != kHeader) {
        if (line.rfind("evloop-progress ", 0) == 0)
            return reject("it was saved by another version of evloop");
        return reject("it is not evloop's format");
    }
    Progress p;
    int line_no = 1;
    while (std::getline(in, line)) {
        ++line_no;
        if (line.empty())
            continue;
        std::vector<std::string> f;
        std::istringstream words(line);
        for (std::string w; words >> w;)
            f.push_back(w);
        if (f.size() == 2 && f[0] == "last" && is_id(f[1])) {
            p.last_lesson = f[1];
            continue;
        }
        int block = 0, attempts = 0;
        if (f.size() == 6 && f[0] == "quiz" && is_id(f[1]) && parse_int(f[2], 100000, block) && (f[3] == "right" || f[3] == "wrong")
            && (f[4] == "solved" || f[4] == "open") && parse_int(f[5], 99999, attempts)) {
            QuizResult& r = p.quizzes[{ f[1], block }];
            r.right = f[3] == "right";
            r.ever_right = f[4] == "solved" || r.right;
            r.attempts = attempts;
            continue;
        }
        return reject("line " + std::to_string(line_no) + " is damaged");
    }
    return p;
}

} // namespace evloop::tutor
