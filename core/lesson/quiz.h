#pragma once
// The text of a ```quiz choice``` block: a question, options, the author's key and an
// explanation.
//
//   ```quiz choice
//   Which runs first after the script ends?
//   - [ ] the setTimeout(…, 0) callback
//   - [x] the promise reaction
//   > Microtasks run as soon as the stack is empty, before the next task.
//   ```
//
// (```quiz order``` blocks hold a program; their answer is computed by running it, see
// core/tutor.)
#include <optional>
#include <string>
#include <vector>

namespace evloop {

struct ChoiceQuiz {
    std::string question;
    std::vector<std::string> options;
    int answer = -1; // index into options
    std::string explanation;
};

// Nullopt with `error` ("line N of the block: …") when the text is malformed: no
// question, fewer than 2 or more than 6 options, not exactly one [x], no explanation.
std::optional<ChoiceQuiz> parse_choice_quiz(const std::string& body, std::string& error);

} // namespace evloop
