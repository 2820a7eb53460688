#pragma once
// The accessible page (issue 16). Everything evloop shows is drawn on one canvas, so a
// screen reader would find nothing there. The App therefore describes what is on screen
// as a compact JSON "page model" — the view, the lessons, the lesson's blocks (headings,
// paragraphs, list items, code, examples, quizzes and exercises with their state), the
// Playground and the visualizer at its cursor — and web/a11y.js keeps a DOM beside the
// canvas from it (README: Accessibility). The model is built from the data the canvas
// draws (the lesson's Document, the blocks' state, the trace at the cursor), never from
// ImGui widgets, and it gets a new serial number only when it changes.
//
// The DOM's buttons come back as actions ("block:5:submit", "viz:step"): a block takes
// its action at its next draw as if its own button had been clicked (A11yActions), so
// the DOM and the canvas change the same state and stay in sync.
#include "core/lesson/lesson.h"
#include "core/util/json_writer.h"
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace evloop::ui {

// Actions from the accessible DOM for the blocks of the shown lesson, waiting for the
// block's next draw. Whatever no block took by the end of a frame is dropped (the block
// is gone), so a stale action never fires later.
class A11yActions {
public:
    void push(int block, std::string action) { m_pending.emplace_back(block, std::move(action)); }
    // True once if `action` is waiting for `block` (and removes it).
    bool take(int block, std::string_view action);
    void clear() { m_pending.clear(); }
    bool empty() const { return m_pending.empty(); }

private:
    std::vector<std::pair<int, std::string>> m_pending;
};

// Inline Markdown spans as [[text, style, href], …] (style: SpanStyle bits).
void write_spans_json(JsonWriter& j, const std::vector<Span>& spans);

// One non-interactive block of a lesson: a heading {"k":"h","l":2,"s":[…]}, a paragraph
// {"k":"p","s":[…]} (with "d" list depth, "m" its list marker, "q" quote depth when
// non-zero), a plain code block {"k":"code","code":…} or a rule {"k":"hr"}. Returns
// false for the interactive blocks (a runnable example, a quiz, an exercise): their state
// lives in the UI and is written there.
bool write_static_block_json(JsonWriter& j, const Block& block, int index);

// A Markdown snippet (a quiz's question, options and explanation) as blocks like above.
void write_markdown_snippet_json(JsonWriter& j, const std::string& markdown);

// Whether a block is one of the interactive kinds (drawn by LessonBlocks).
bool is_interactive_block(const Block& block);

} // namespace evloop::ui
