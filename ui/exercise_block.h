#pragma once
// The ```exercise``` block of a lesson: goals the simulator checks, an editor with the
// learner's copy of the starting program (syntax errors marked as in the Playground),
// Check (a run through the simulation service, each goal's measured value in green or
// red and the loop rule behind a failure), Visualize, hints one at a time, Show
// solution and Reset. The learner's program and the last result live in the progress
// (tutor::Progress::exercises), so a reload loses nothing.
#include "core/lesson/lesson.h"
#include "core/sim/service.h"
#include "core/tutor/exercise.h"
#include "core/tutor/progress.h"
#include "ui/code_editor.h"
#include "ui/fonts.h"
#include "ui/sim_request.h"
#include "ui/theme.h"
#include "ui/visualizer.h"
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace evloop::ui {

struct BlockContext;

class ExerciseBlocks {
public:
    // Draws block `index` (an ```exercise``` block) of the lesson; returns its height.
    float draw(const Block& block, int index, float width, BlockContext& ctx);
    void set_simulations(sim::Service* service) { m_sims = service; }
    int pending() const;
    void cancel_all();
    // The lessons were reloaded in another language (issue 17): each exercise reads its
    // title and hints again from the new block when next drawn; the learner's program,
    // result and hints shown stay (a translation changes no program and no goal).
    void reread_texts();
    // Something is due after a pause (a syntax check, saving an edit): frames must go on.
    bool waiting() const;

    // For tests and the test state.
    struct View {
        std::string lesson;
        int block = 0;
        std::string code;
        std::string syntax_error;
        bool checked = false;
        bool passed = false;
        bool ever_passed = false;
        bool pending = false;
        int hints_shown = 0;
        int hints = 0;
        bool solution_shown = false;
        bool can_undo_reset = false; // Reset replaced the learner's program, which Undo brings back
        std::string problem; // the block cannot be used (a bad directive, a failed simulation)
        tutor::ExerciseGrade grade;
    };
    std::vector<View> views() const;
    // Test hook: the learner's program, as if typed.
    bool set_code(const std::string& lesson, int block, const std::string& code);

private:
    struct State {
        bool prepared = false;
        bool reread = false;      // reread_texts(): take the words of the block drawn next
        tutor::ExerciseBlock block;
        std::string fingerprint;
        std::string error;        // the block cannot run
        std::string code;         // the learner's program
        std::string undo_code;    // what Reset replaced (Undo brings it back until the next edit)
        SyntaxWatch syntax;
        SimRequest request;
        bool request_is_check = false;
        bool want_visualize = false;
        std::string run_code;     // the program of `run`
        std::shared_ptr<loop::RunResult> run;
        bool checked = false;
        bool ever_passed = false;
        tutor::ExerciseGrade grade;
        std::string run_message;  // a directive error or a failed simulation
        int hints_shown = 0;
        bool solution_shown = false;
        double edited_at = -1;    // an edit not saved to storage yet
        int last_drawn_frame = -2;
    };
    void prepare(State& st, const Block& block, int index, BlockContext& ctx);
    void save(State& st, int index, BlockContext& ctx, bool store);
    bool start_run(State& st, bool check);
    void arrived(State& st, int index, BlockContext& ctx);
    static std::string key(const std::string& lesson, int index) { return lesson + "#" + std::to_string(index); }

    std::map<std::string, State> m_states;
    sim::Service* m_sims = nullptr;
};

} // namespace evloop::ui
