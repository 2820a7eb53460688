#pragma once
// The Playground: any program, typed or pasted, run in either host with the settings a
// learner may want to change (input, refresh rate, CPU slowdown, threadpool size), then
// shown in the visualizer below. Reachable as #playground (with &host=node and
// &code=<base64url> to share a program).
#include "core/loop/settings.h"
#include "core/sim/service.h"
#include "ui/fonts.h"
#include "ui/sim_request.h"
#include "ui/theme.h"
#include "ui/visualizer.h"
#include <functional>
#include <string>

namespace evloop::ui {

class Playground {
public:
    Playground();
    // From a #playground link; returns a problem sentence (bad code= parameter) or "".
    std::string load(const std::string* code_b64, const std::string* host);
    std::string fragment() const; // "#playground&host=…&code=…" for the current program

    // Draws the editor and settings, then `viz` when a run exists.
    void draw(const Fonts& fonts, const Theme& theme, float width, bool narrow, double now_seconds, Visualizer& viz,
        const std::function<void(const std::string&, bool)>& record);
    void run(Visualizer& viz); // asks for a run; draw() opens it in `viz` when it arrives
    void set_simulations(sim::Service* service) { m_sims = service; }
    bool pending() const { return m_request.pending(); }
    void cancel() { m_request.cancel(*m_sims); }
    bool ran() const { return m_ran; }
    const std::string& code() const { return m_code; }
    bool node() const { return m_node; }
    void set_code(std::string code) { m_code = std::move(code); }

private:
    std::string m_code;
    bool m_node = false;
    bool m_module = false;
    std::string m_input;
    int m_refresh = 60;
    float m_cpu = 1.0f;
    int m_pool = 4;
    std::string m_error;
    bool m_ran = false;
    void poll(Visualizer& viz);
    SimRequest m_request;
    std::string m_request_code; // the program as it was when Run was clicked
    sim::Service* m_sims = nullptr;
};

} // namespace evloop::ui
