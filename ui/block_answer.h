#pragma once
// What a learner's quiz submit or exercise Check produced, as the lesson blocks report it
// (BlockContext::answered). The embed view turns it into a `result` message with an
// xAPI-shaped statement (ui/embed.h); nothing else depends on it.
#include <string>
#include <vector>

namespace evloop::ui {

struct BlockAnswer {
    enum class Kind { Order, Choice, Exercise };
    Kind kind = Kind::Order;
    std::string lesson; // lesson id
    int block = 0;      // index into the lesson's document blocks
    std::string title;  // the quiz's title or question; the exercise's first goal
    bool success = false;
    int raw = 0; // lines in the right relative order / 1 for the right choice / goals met
    int max = 0;
    // Order: the lines in their true order; choice: the options; exercise: the goals.
    std::vector<std::string> items;
    // Order: the learner's order (indices into items); choice: { picked };
    // exercise: one 1/0 per goal (met or not).
    std::vector<int> response;
    int correct_choice = -1;           // choice: the right option
    std::vector<std::string> measured; // exercise: each goal's measured value
};

} // namespace evloop::ui
