#pragma once
// The gallery: every main widget of the UI drawn from canned runs of the programs in a
// folder (tests/scenarios/): for each, its code view, then the visualizer with its
// controls, thread chooser, code, call stack, queues, console and page panels, timeline
// (with a track per worker) and INP bars. Runs with workers are shown on a worker
// thread, at the moment the main thread hears from it. One page to look over after a
// change (evloop-desktop --gallery); the UI tests draw it in both themes and layouts.
#include "core/loop/run.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/visualizer.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace evloop::ui {

class Gallery {
public:
    struct Entry {
        std::string name; // the program's file name
        std::string code;
        std::shared_ptr<const loop::RunResult> run;
        std::unique_ptr<Visualizer> viz;
        loop::Settings settings; // how load_folder() ran it (rerun() runs it again)
        bool rerunnable = false;
    };
    // Runs every program of `folder`, by name: .js files in the browser, .cjs and .mjs in
    // Node, each with its `// @` directives. Returns how many; false (with `error`) when
    // the folder cannot be read or a program's directives are wrong.
    bool load_folder(const std::string& folder, std::string& error);
    // A run of one program (tests).
    void add(std::string name, std::string code, std::shared_ptr<const loop::RunResult> run);
    // Runs load_folder()'s programs again (after a language switch: the runs' notes, stop
    // messages and thread names in the new language); each visualizer keeps its place.
    void rerun();
    size_t size() const { return m_entries.size(); }
    Entry& entry(size_t i) { return m_entries[i]; }

    // Draws every entry at the cursor, `width` wide. `record` names controls for tests
    // ("gallery:NAME" for each entry's heading; the visualizers' own inside).
    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
        const std::function<void(const std::string&, bool)>& record);

private:
    std::vector<Entry> m_entries;
};

} // namespace evloop::ui
