#pragma once
// The interactive blocks of a lesson page: runnable examples (Run shows the console and
// the metrics, Visualize opens the stepper), guess-the-order quizzes (drag or keyboard,
// Submit, marks, the true order, "Watch why") and choice quizzes. Each block keeps its
// own state here; the runs come from core (the answer of an order quiz is always what
// the simulation printed). Exercises have a file of their own (ui/exercise_block.h).
#include "core/lesson/lesson.h"
#include "core/lesson/quiz.h"
#include "core/tutor/progress.h"
#include "core/tutor/tutor.h"
#include "core/sim/service.h"
#include "ui/block_answer.h"
#include "ui/exercise_block.h"
#include "ui/fonts.h"
#include "ui/page_model.h"
#include "ui/sim_request.h"
#include "ui/theme.h"
#include "ui/visualizer.h"
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace evloop::ui {

struct BlockContext {
    const Fonts& fonts;
    const Theme& theme;
    const Lesson& lesson;
    tutor::Progress& progress;
    std::function<void(const std::string&, bool)> record;
    std::function<void(VisualizerInput)> visualize;
    std::function<void(VisualizerInput, VisualizerInput)> compare; // browser, Node.js (host=both)
    std::function<void()> progress_changed;
    std::function<void(const BlockAnswer&)> answered; // after a submit or a Check (may be empty)
    bool touch = false; // a touch screen: only a line's handle drags it
    // The page reads right to left (fa): a framed block's accent bar is on its right and
    // its kicker starts there (block_frame_layout).
    bool right_to_left = false;
    // The width of the Share button the App draws in a framed block's top corner (0: none,
    // as in an embedded block): the kicker is kept clear of it.
    float share_width = 0;
    // The accessible DOM's actions (ui/page_model.h): a block takes "submit" as if its
    // Submit button had been clicked. May be null.
    A11yActions* dom = nullptr;
    bool dom_action(int block, std::string_view action) const { return dom && dom->take(block, action); }
};

// Where a framed block's top parts go across its width (issue 17). Left to right, the
// accent bar is on the left edge, the kicker starts at the padding and the Share button
// sits in the top right corner; right to left, all three are mirrored. The kicker is
// wrapped short of the Share button, so the two never overlap in either direction.
struct BlockFrameLayout {
    float bar_min_x = 0, bar_max_x = 0; // the accent bar
    float kicker_x = 0, kicker_width = 0;
    float share_x = 0; // the Share button's left edge
};
inline constexpr float kBlockFramePad = 16;      // the frame's inner padding
inline constexpr float kBlockFrameBar = 4;       // the accent bar's width
inline constexpr float kBlockShareInset = 10;    // the Share button from the frame's edge
inline constexpr float kBlockShareGap = 8;       // between the kicker and the Share button
BlockFrameLayout block_frame_layout(float left, float width, float share_width, bool right_to_left);

// A quiz or an exercise is framed (a panel with an accent bar on its reading side's edge)
// so it stands out from the prose. The frame is drawn behind the content once its height
// is known: content goes to channel 1. Construct it at the block's top (it draws the
// kicker), call end() last.
struct BlockFrame {
    ImVec2 start;
    float pad = kBlockFramePad;
    float inner = 0;
    bool right_to_left = false;
    BlockFrame(float width, const Fonts& fonts, const Theme& theme, const char* kicker, const BlockContext& ctx);
    float end(float width, const Theme& theme, ImU32 bar); // the whole block's height
};

class LessonBlocks {
public:
    // Draws block `index` of the lesson if it is interactive; returns its height, or -1.
    float draw(const Block& block, int index, float width, BlockContext& ctx);

    // For tests: the state of every quiz seen so far, as JSON fields.
    struct OrderQuizView {
        std::string lesson;
        int block = 0;
        std::vector<std::string> shown; // lines in the learner's current order
        std::vector<std::string> answer;
        bool submitted = false;
        int right = 0;
        bool answer_shown = false;
        std::string problem;
        // For the accessible page (ui/page_model.h).
        std::vector<int> order;  // each shown line's index into `answer` (its identity)
        std::vector<bool> marks; // after a submit: each position in the right order
        bool loading = false;    // the run that gives the answer has not arrived
        int total = 0;           // lines
        bool all_right = false;
    };
    std::vector<OrderQuizView> order_quizzes() const;
    struct ChoiceQuizView {
        std::string lesson;
        int block = 0;
        int picked = -1;
        bool submitted = false;
        bool right = false;
    };
    std::vector<ChoiceQuizView> choice_quizzes() const;
    // A runnable example as the accessible page shows it: its output once Run was clicked.
    struct ExampleView {
        std::string lesson;
        int block = 0;
        bool pending = false;
        bool shown = false;               // Run was clicked and the output is there
        std::vector<std::string> output;  // the console lines (at most 200)
        std::string summary;              // INP and long tasks, as under the canvas's output
        std::string error;
    };
    std::vector<ExampleView> example_views() const;

    // A line of an order quiz of `lesson` is selected (the arrow keys move it, not the page).
    bool has_selection(const std::string& lesson) const;
    // Where runs come from (the App's simulation service; it outlives the blocks).
    void set_simulations(sim::Service* service)
    {
        m_sims = service;
        m_exercises.set_simulations(service);
    }
    // The ```exercise``` blocks (ui/exercise_block.h).
    ExerciseBlocks& exercises() { return m_exercises; }
    const ExerciseBlocks& exercises() const { return m_exercises; }
    int pending() const;  // runs asked for and not arrived yet
    void cancel_all();    // before the blocks are thrown away
    // Takes every run that has arrived, also those of blocks not drawn now (a quiz of a
    // lesson left before its answer came): the App calls it each frame.
    void poll();

    // Test hook: put the lines of an order quiz in this order (indices into the answer).
    bool set_order(const std::string& lesson, int block, const std::vector<int>& order);
    // The lessons were reloaded in another language (issue 17): choice quizzes and
    // exercises read their words again from the new blocks; answers and runs stay.
    void reread_texts();

private:
    struct ExampleState {
        tutor::Example example;
        std::shared_ptr<loop::RunResult> run;
        std::string error;
        bool show_output = false;
        SimRequest request;       // the run while it is simulated
        SimRequest other_request; // host=both: the Node.js run (`run` is the browser's)
        std::shared_ptr<loop::RunResult> other_run;
        std::string sim_error;    // the simulation failed (a Run tries again)
        bool want_visualize = false; // Visualize was clicked before the run arrived
        int last_drawn_frame = -2;
    };
    struct OrderState {
        tutor::Example example;
        std::shared_ptr<loop::RunResult> run;
        tutor::OrderQuiz quiz;
        SimRequest request;
        bool prepared = false; // the block was read and its run asked for
        std::vector<int> order;
        std::string error;
        int selected = -1;
        int dragging = -1;
        bool submitted = false;
        std::vector<bool> marks; // per position: in the right order relative to the others
        tutor::OrderGrade grade;
        int wrong_tries = 0;
        bool show_answer = false; // the learner asked for the true order
    };
    struct ChoiceState {
        ChoiceQuiz quiz;
        std::string error;
        int picked = -1;
        bool submitted = false;
        std::vector<float> option_h; // each choice's height, as drawn last frame
    };
    void receive(ExampleState& st);
    void receive(OrderState& st);
    float draw_example(const Block& block, int index, float width, BlockContext& ctx);
    float draw_order_quiz(const Block& block, int index, float width, BlockContext& ctx);
    float draw_choice_quiz(const Block& block, int index, float width, BlockContext& ctx);
    static std::string key(const std::string& lesson, int index) { return lesson + "#" + std::to_string(index); }

    std::map<std::string, ExampleState> m_examples;
    std::map<std::string, OrderState> m_orders;
    std::map<std::string, ChoiceState> m_choices;
    ExerciseBlocks m_exercises;
    sim::Service* m_sims = nullptr;
};

} // namespace evloop::ui
