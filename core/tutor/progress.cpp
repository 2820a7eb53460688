#include "core/tutor/progress.h"
#include "core/util/messages.h"
#include "core/util/base64.h"
#include <sstream>
#include <vector>

namespace evloop::tutor {

namespace {

constexpr const char* kHeader = "evloop-progress 1";
constexpr size_t kMaxBytes = 1024 * 1024; // exercises keep the learner's programs
constexpr size_t kMaxExerciseCode = 64 * 1024;

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

bool is_fingerprint(const std::string& s)
{
    if (s.size() != 16)
        return false;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

// A text field of an exercise line: base64url, or "-" for empty.
std::string field(const std::string& text) { return text.empty() ? std::string("-") : base64url_encode(text); }
bool parse_field(const std::string& f, std::string& out)
{
    if (f == "-") {
        out.clear();
        return true;
    }
    std::optional<std::string> d = base64url_decode(f);
    if (!d || d->empty() || d->size() > kMaxExerciseCode)
        return false;
    out = std::move(*d);
    return true;
}

} // namespace

const ExerciseState* Progress::exercise(const std::string& lesson, int block) const
{
    auto it = exercises.find({ lesson, block });
    return it == exercises.end() ? nullptr : &it->second;
}

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
    for (const auto& [key, e] : exercises)
        n += key.first == lesson && e.ever_passed;
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
    for (const auto& [key, e] : exercises) {
        if (!is_fingerprint(e.fingerprint))
            continue;
        out += "exercise " + key.first + " " + std::to_string(key.second) + " " + e.fingerprint + " " + (e.passed ? "passed" : "failed") + " "
            + (e.ever_passed ? "solved" : "open") + " " + std::to_string(std::min(e.attempts, 99999)) + " " + std::to_string(std::min(e.hints, 99)) + " "
            + field(e.code.substr(0, kMaxExerciseCode)) + " " + field(e.grade.substr(0, kMaxExerciseCode)) + "\n";
    }
    return out;
}

Progress parse_progress(const std::string& text, std::string& problem)
{
    problem.clear();
    Progress fresh;
    if (text.empty())
        return fresh;
    auto reject = [&](const std::string& why) {
        problem = msg::text(Msg::progress_reset, { { "why", why } });
        return Progress {};
    };
    if (text.size() > kMaxBytes)
        return reject(msg::text(Msg::progress_too_large));
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != kHeader) {
        if (line.rfind("evloop-progress ", 0) == 0)
            return reject(msg::text(Msg::progress_other_version));
        return reject(msg::text(Msg::progress_not_ours));
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
        int hints = 0;
        if (f.size() == 10 && f[0] == "exercise" && is_id(f[1]) && parse_int(f[2], 100000, block) && is_fingerprint(f[3])
            && (f[4] == "passed" || f[4] == "failed") && (f[5] == "solved" || f[5] == "open") && parse_int(f[6], 99999, attempts)
            && parse_int(f[7], 99, hints)) {
            ExerciseState e;
            e.fingerprint = f[3];
            e.passed = f[4] == "passed";
            e.ever_passed = f[5] == "solved" || e.passed;
            e.attempts = attempts;
            e.hints = hints;
            if (parse_field(f[8], e.code) && parse_field(f[9], e.grade)) {
                p.exercises[{ f[1], block }] = std::move(e);
                continue;
            }
        }
        return reject(msg::text(Msg::progress_line_damaged, { { "line", line_no } }));
    }
    return p;
}

} // namespace evloop::tutor
