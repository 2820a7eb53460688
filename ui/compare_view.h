#pragma once
// One program in both hosts, side by side (lesson 13, a ```js run host=both``` block, and
// the Playground's "Run in both"): the two console outputs with the lines where they part
// marked, a sentence saying where, and two visualizers — next to each other on a wide
// screen (the keyboard steps both), one at a time behind a Browser | Node.js switch on a
// phone. Like the Visualizer it only reads the two finished runs.
#include "ui/visualizer.h"
#include <string>
#include <vector>

namespace evloop::ui {

// Where two console outputs part: the first position whose lines differ (or where one
// ends), and how many lines each printed. `same` when both printed the same lines.
struct OutputComparison {
    bool same = true;
    size_t first_difference = 0;
    std::vector<bool> differs[2]; // per line of each output: not at the same place in the other
};
OutputComparison compare_outputs(const std::vector<std::string>& a, const std::vector<std::string>& b);

// The browser's and Node's console lines in two columns (one above the other when
// narrow), lines that differ tinted; an item of `width`, and the cursor goes below it.
struct OutputColumns {
    std::vector<std::string> browser, node;
};
void draw_output_columns(const OutputColumns& lines, const Fonts& fonts, const Theme& theme, float width);

class CompareView {
public:
    // `browser` and `node` are runs of the same program.
    void open(VisualizerInput browser, VisualizerInput node);
    bool is_open() const { return m_viz[0].is_open() && m_viz[1].is_open(); }
    void close();

    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds,
        const std::function<void(const std::string&, bool)>& record);

    Visualizer& side(int i) { return m_viz[i]; } // 0 browser, 1 Node.js
    const Visualizer& side(int i) const { return m_viz[i]; }
    bool playing() const { return is_open() && (m_viz[0].playing() || m_viz[1].playing()); }
    int shown() const { return m_shown; }          // narrow screens: the one drawn
    void show(int side) { m_shown = side == 1 ? 1 : 0; }
    const OutputComparison& comparison() const { return m_comparison; }
    // "<title> — in both hosts", in the language shown.
    std::string heading() const;
    // One sentence: the same lines, or where the orders part and why to look there.
    std::string summary() const;
    // The lesson block it was opened from (-1: none), and its title in a new language.
    int block() const { return m_block; }
    void set_title(std::string title) { m_title = std::move(title); }

private:
    Visualizer m_viz[2];
    std::vector<std::string> m_lines[2];
    OutputComparison m_comparison;
    std::string m_title;
    std::optional<Msg> m_title_message;
    int m_block = -1;
    int m_shown = 0;
};

} // namespace evloop::ui
