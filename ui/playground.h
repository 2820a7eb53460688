#pragma once
// The Playground: any program, typed or pasted, run in either host with the settings a
// learner may want to change (input, refresh rate, CPU slowdown, threadpool size), then
// shown in the visualizer below. Reachable as #playground; the URL always holds the
// program and its settings (&host=node&module=1&z=…, the program compressed with DEFLATE
// then base64url; code=<base64url> of the plain text is read too), so the address bar
// and the Share button give a link that opens the same Playground. The program is also
// kept across visits (App stores fragment()). A syntax error is marked in the editor
// (as the learner types, and before a run) instead of opening the visualizer.
#include "core/loop/settings.h"
#include "core/loop/syntax_check.h"
#include "core/util/url_params.h"
#include "core/sim/service.h"
#include "ui/fonts.h"
#include "ui/compare_view.h"
#include "ui/sim_request.h"
#include "ui/theme.h"
#include "ui/visualizer.h"
#include <functional>
#include <optional>
#include <string>

namespace evloop::ui {

class Playground {
public:
    Playground();
    // From a #playground link; returns a problem sentence (bad code= or option) or "".
    std::string load(const UrlParams& params);
    // The program a link carries (z= or code=): nullopt with too_long false when it is
    // damaged.
    struct LinkedProgram {
        std::optional<std::string> code;
        bool too_long = false;
    };
    static LinkedProgram program_in_link(const UrlParams& params);
    static bool links_program(const UrlParams& params) { return params.find("z") || params.find("code"); }
    // The same from a stored fragment: anything unreadable is ignored (false), never shown.
    bool restore(const std::string& fragment);
    // "#playground&host=…&z=…" for the current program and settings.
    std::string fragment() const;
    // What a shared link starts with (web: origin and path of the page); "" = the fragment alone.
    void set_link_base(std::string base) { m_link_base = std::move(base); }

    // Draws the editor and settings, then `viz` when a run exists.
    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds, Visualizer& viz,
        const std::function<void(const std::string&, bool)>& record);
    void run(Visualizer& viz); // asks for a run; draw() opens it in `viz` when it arrives
    // Runs the program in both hosts; draw() shows the two side by side when both arrived.
    void run_both();
    void set_simulations(sim::Service* service) { m_sims = service; }
    bool pending() const { return m_request.pending() || m_other_request.pending(); }
    bool comparing() const { return m_ran && m_comparing && m_compare->is_open(); }
    const CompareView& compare_view() const { return *m_compare; }
    CompareView& compare_view() { return *m_compare; }
    bool syntax_check_waiting() const { return m_pending_key != m_checked_key; } // due after the typing pause
    bool comparing_plays() const { return comparing() && m_compare->playing(); }
    // Takes a run that arrived while the Playground is not shown; it opens when the
    // Playground is drawn again (the App calls this each frame).
    void poll_background();
    void cancel()
    {
        m_request.cancel(*m_sims);
        m_other_request.cancel(*m_sims);
    }
    bool ran() const { return m_ran; }
    const std::string& code() const { return m_code; }
    bool node() const { return m_node; }
    void set_node(bool node) { m_node = node; }
    // The run settings the canvas's controls change (the accessible page's too, through
    // App::a11y_action): a setter refuses (false) a value the canvas does not offer.
    bool module() const { return m_module; }
    void set_module(bool on) { m_module = on; }
    int pool() const { return m_pool; }
    bool set_pool(int threads);       // 1–16
    int refresh() const { return m_refresh; }
    bool set_refresh(int hz);         // 30, 60 or 120
    int cpu() const { return static_cast<int>(m_cpu); }
    bool set_cpu(int times);          // 1–6
    const std::string& input() const { return m_input; }
    bool set_input(std::string input); // at most kMaxInput bytes
    static constexpr size_t kMaxInput = 400;
    void want_embed() { m_embed_wanted = true; } // as the Embed… button
    // Share link's action: copies the program's link; share_feedback() says how it went.
    void share(double now_seconds);
    void set_code(std::string code);

    // The syntax error marked in the editor, if any (checked as the learner types).
    const std::optional<loop::SyntaxProblem>& syntax_error() const { return m_syntax; }
    std::string syntax_message() const; // "Line 2, column 16: SyntaxError: …", or ""
    const std::string& share_feedback() const { return m_share_feedback; }
    // The Embed button was clicked since the last call (the App opens its Share dialog).
    bool take_embed_wanted()
    {
        bool wanted = m_embed_wanted;
        m_embed_wanted = false;
        return wanted;
    }

private:
    loop::Settings settings_for_check() const;
    // The settings of a run in `host` (the editor's directives, the options); false with
    // m_error set when they cannot be used.
    bool settings_for_run(loop::HostKind host, loop::Settings& s);
    void check_syntax_now();
    void draw_syntax_marker(const Fonts& fonts, const Theme& theme, ImVec2 editor_min, ImVec2 editor_max);

    std::string m_code;
    bool m_node = false;
    bool m_module = false;
    std::string m_input;
    int m_refresh = 60;
    float m_cpu = 1.0f;
    int m_pool = 4;
    std::string m_error;
    bool m_ran = false;
    // The syntax check: of which program (code and kind), and when it last changed.
    std::optional<loop::SyntaxProblem> m_syntax;
    std::string m_checked_key;
    std::string m_pending_key;
    double m_changed_at = 0;
    double m_now = 0;
    bool m_scroll_to_error = false;
    // Share.
    std::string m_link_base;
    // fragment()'s program parameter, made again only when the program changes.
    struct LinkCode {
        std::string program, param;
        bool compressed = false;
    };
    mutable LinkCode m_link_code;
    int m_share_ticket = 0;
    std::string m_share_feedback;
    bool m_embed_wanted = false;
    void poll(Visualizer& viz);
    SimRequest m_request;
    std::shared_ptr<loop::RunResult> m_arrived; // came while another view was shown
    SimRequest m_other_request;                 // Run in both: the Node.js run (m_request: the browser's)
    std::shared_ptr<loop::RunResult> m_other_arrived;
    bool m_both = false;      // the last Run asked for both hosts
    bool m_comparing = false; // the runs shown are the side-by-side pair
    std::shared_ptr<CompareView> m_compare = std::make_shared<CompareView>(); // shared: a Playground is copied by restore()
    std::string m_request_code; // the program as it was when Run was clicked
    sim::Service* m_sims = nullptr;
};

} // namespace evloop::ui
