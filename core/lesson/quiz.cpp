#include "core/lesson/quiz.h"

namespace evloop {

namespace {

std::string trim(const std::string& s)
{
    size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string::npos)
        return {};
    size_t b = s.find_last_not_of(" \t\r");
    return s.substr(a, b - a + 1);
}

void append_line(std::string& to, const std::string& line)
{
    if (!to.empty())
        to += ' ';
    to += line;
}

} // namespace

std::optional<ChoiceQuiz> parse_choice_quiz(const std::string& body, std::string& error)
{
    ChoiceQuiz quiz;
    int correct = 0;
    int line_no = 0;
    size_t pos = 0;
    enum { Question, Options, Explanation } part = Question;
    while (pos <= body.size()) {
        size_t end = body.find('\n', pos);
        std::string line = trim(body.substr(pos, end == std::string::npos ? std::string::npos : end - pos));
        pos = end == std::string::npos ? body.size() + 1 : end + 1;
        ++line_no;
        if (line.empty())
            continue;
        bool is_option = line.size() >= 5 && line[0] == '-' && line[1] == ' ' && line[2] == '[' && line[4] == ']';
        if (is_option) {
            if (part == Explanation) {
                error = "line " + std::to_string(line_no) + " of the block: an option after the explanation";
                return std::nullopt;
            }
            part = Options;
            char mark = line[3];
            if (mark != ' ' && mark != 'x' && mark != 'X') {
                error = "line " + std::to_string(line_no) + " of the block: an option starts with \"- [ ]\" or \"- [x]\"";
                return std::nullopt;
            }
            std::string text = trim(line.substr(5));
            if (text.empty()) {
                error = "line " + std::to_string(line_no) + " of the block: an option has no text";
                return std::nullopt;
            }
            if (mark != ' ') {
                quiz.answer = static_cast<int>(quiz.options.size());
                ++correct;
            }
            quiz.options.push_back(text);
            continue;
        }
        if (line[0] == '>') {
            if (part == Question) {
                error = "line " + std::to_string(line_no) + " of the block: the explanation comes after the options";
                return std::nullopt;
            }
            part = Explanation;
            append_line(quiz.explanation, trim(line.substr(1)));
            continue;
        }
        if (part != Question) {
            error = "line " + std::to_string(line_no) + " of the block: after the options only \"> explanation\" lines may follow";
            return std::nullopt;
        }
        append_line(quiz.question, line);
    }
    if (quiz.question.empty()) {
        error = "the quiz has no question (the first lines of the block)";
        return std::nullopt;
    }
    if (quiz.options.size() < 2 || quiz.options.size() > 6) {
        error = "a choice quiz needs 2 to 6 options (\"- [ ] …\"), it has " + std::to_string(quiz.options.size());
        return std::nullopt;
    }
    if (correct != 1) {
        error = "exactly one option must be marked \"- [x]\" (the key), " + std::to_string(correct) + " are";
        return std::nullopt;
    }
    if (quiz.explanation.empty()) {
        error = "the quiz has no explanation (\"> …\" lines after the options)";
        return std::nullopt;
    }
    return quiz;
}

} // namespace evloop
