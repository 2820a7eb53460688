// The accessible page's glue (issue 16, README: Accessibility): hands the App's page model
// (ui/page_model.h) to web/a11y.js when its serial moved, and the DOM's actions, editor
// text and focus back to the App. The DOM asks for a frame itself (Module.evloopInputSerial)
// after each action, so an idle page still draws nothing.
#include "web/a11y_web.h"
#include <emscripten.h>
#include <cstdio>
#include <string>

EM_JS(void, js_a11y_update, (const char* json), {
    if (window.evloopA11y) window.evloopA11y.update(UTF8ToString(json));
});

// `cost_ms`: what building the page model took in this frame (bench/ and the tests read
// Module.evloopA11yCost: the last and the largest).
EM_JS(void, js_a11y_frame, (double cost_ms), {
    const c = Module.evloopA11yCost || (Module.evloopA11yCost = { last: 0, max: 0, frames: 0 });
    c.last = cost_ms;
    c.max = Math.max(c.max, cost_ms);
    c.frames++;
    if (window.evloopA11y) window.evloopA11y.frame();
});

namespace {
evloop::ui::App* g_app = nullptr;
long long g_sent_serial = -1;
} // namespace

namespace evloop::web {

void a11y_after_frame(ui::App& app)
{
    g_app = &app;
    double start = emscripten_get_now();
    app.update_page_model();
    double cost = emscripten_get_now() - start;
    if (app.page_model_serial() != g_sent_serial) {
        g_sent_serial = app.page_model_serial();
        js_a11y_update(app.page_model_json().c_str());
    }
    js_a11y_frame(cost);
}

} // namespace evloop::web

extern "C" {

// "block:5:submit", "viz:step", … (App::a11y_action); 1 if the App took it.
EMSCRIPTEN_KEEPALIVE int evloop_a11y_action(const char* action)
{
    return g_app && action && g_app->a11y_action(action) ? 1 : 0;
}

// A DOM editor's text ("playground" or "exercise:<block>").
EMSCRIPTEN_KEEPALIVE int evloop_a11y_set_code(const char* editor, const char* code)
{
    return g_app && editor && code && g_app->a11y_set_code(editor, code) ? 1 : 0;
}

// The canvas control that the DOM's focused element stands for ("" none).
EMSCRIPTEN_KEEPALIVE void evloop_a11y_focus(const char* control)
{
    if (g_app)
        g_app->set_a11y_focus(control ? control : "");
}

// Where a control was drawn in the last frame: "x y w h" in CSS pixels, or "" when it is
// not on screen.
EMSCRIPTEN_KEEPALIVE const char* evloop_a11y_rect(const char* control)
{
    static std::string text;
    text.clear();
    if (g_app && control) {
        for (const evloop::ui::ControlRect& c : g_app->controls()) {
            if (c.name == control) {
                char buf[96];
                std::snprintf(buf, sizeof buf, "%.1f %.1f %.1f %.1f", c.x, c.y, c.w, c.h);
                text = buf;
                break;
            }
        }
    }
    return text.c_str();
}

} // extern "C"
