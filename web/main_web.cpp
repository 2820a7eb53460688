// The WebAssembly page: Emscripten main loop, canvas sizing at the device-pixel ratio,
// the URL fragment (#lesson=…) in both directions, prefers-color-scheme, and the small
// test API the browser tests read (window.evloopTest in index.html).
#include "ui/app.h"
#include "ui/clipboard.h"
#include "web/a11y_web.h"
#include "web/sim_client.h"
#include "core/util/json_writer.h"
#include <GLES3/gl3.h>
#include <GLFW/glfw3.h>
#include <algorithm>
#include <cmath>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include "web/glyph_texture.h" // after the GL header: shaped text's atlas (issue 17)
#include <memory>
#include <string>
#include <vector>

// --- Page glue (JavaScript) ---------------------------------------------------

// Copies location.hash into buf; returns its full UTF-8 length (may exceed cap).
EM_JS(int, js_location_hash, (char* buf, int cap), {
    const h = window.location.hash;
    stringToUTF8(h, buf, cap);
    return lengthBytesUTF8(h);
});

// Watches hashchange (Back / Forward / edited URL); returns 1 once per change.
EM_JS(int, js_take_hash_changed, (), {
    if (!Module.evloopHash) {
        Module.evloopHash = { changed: false };
        window.addEventListener("hashchange", () => { Module.evloopHash.changed = true; });
    }
    const changed = Module.evloopHash.changed;
    Module.evloopHash.changed = false;
    return changed ? 1 : 0;
});

EM_JS(void, js_set_location_hash, (const char* fragment, int replace, int back), {
    const f = UTF8ToString(fragment);
    if (back) { history.back(); return; } // the entry the app pushed (the visualizer's)
    if (window.location.hash === f) return;
    if (replace) {
        history.replaceState(history.state, "", f);
    } else {
        window.location.hash = f; // adds a history entry; our own hashchange is harmless
    }
});

EM_JS(void, js_set_title, (const char* title), { document.title = UTF8ToString(title); });
// The page's oEmbed discovery link names the shown lesson's document (scripts/make-oembed.mjs).
EM_JS(void, js_set_oembed, (const char* lesson_id), {
    const link = document.getElementById('evloop-oembed');
    if (link) link.setAttribute('href', 'oembed/' + encodeURIComponent(UTF8ToString(lesson_id)) + '.json');
});

EM_JS(int, js_prefers_dark, (), {
    if (!Module.evloopDarkQuery) Module.evloopDarkQuery = window.matchMedia("(prefers-color-scheme: dark)");
    return Module.evloopDarkQuery.matches ? 1 : 0;
});

EM_JS(double, js_now, (), { return performance.now(); });

EM_JS(int, js_is_touch, (), {
    return (window.matchMedia && window.matchMedia("(pointer: coarse)").matches) || navigator.maxTouchPoints > 0 ? 1 : 0;
});

// localStorage, which may be missing or refuse (private mode, quota): never throws.
// Copies the value into buf; returns its full UTF-8 length, or -1 if there is none.
EM_JS(int, js_storage_load, (const char* key, char* buf, int cap), {
    let v = null;
    try { v = window.localStorage.getItem(UTF8ToString(key)); } catch (e) { return -1; }
    if (v === null) return -1;
    stringToUTF8(v, buf, cap);
    return lengthBytesUTF8(v);
});

// A button released outside the canvas (after a drag that left it, or when the page
// routes the event elsewhere) never reaches Emscripten's GLFW, which listens on the
// canvas only: ImGui would think the button is still held. Release it here.
EM_JS(void, js_release_buttons_outside_canvas, (), {
    window.addEventListener("mouseup", (e) => {
        if (e.target === Module["canvas"] || typeof GLFW === "undefined" || !GLFW.active) return;
        GLFW.active.buttons &= ~(1 << GLFW.DOMToGLFWMouseButton(e));
    }, true);
});

// Emscripten 3.1.6's GLFW turns touches into button presses but never into positions (it
// expects SDL's event.touch), so a tap lands where the mouse last was and a drag does not
// move. Touches on the canvas become mouse events instead: one finger is the mouse.
EM_JS(void, js_touch_as_mouse, (), {
    const canvas = Module["canvas"];
    const send = (type, touch) => {
        canvas.dispatchEvent(new MouseEvent(type, {
            bubbles: true, cancelable: true, clientX: touch.clientX, clientY: touch.clientY,
            screenX: touch.screenX, screenY: touch.screenY, button: 0, buttons: type === "mouseup" ? 0 : 1 }));
    };
    const handle = (e) => {
        if (e.target !== canvas) return;
        e.preventDefault();
        e.stopPropagation(); // GLFW's own touch listeners on the canvas would press at a stale spot
        const touch = e.changedTouches[0];
        if (!touch) return;
        if (e.type === "touchstart") { send("mousemove", touch); send("mousedown", touch); }
        else if (e.type === "touchmove") send("mousemove", touch);
        else send("mouseup", touch);
    };
    for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"])
        window.addEventListener(type, handle, { capture: true, passive: false });
});

// The system clipboard. Emscripten 3.1.6's GLFW keeps a clipboard of its own that never
// reaches the browser's, so ImGui's copies (Ctrl/Cmd+C and X, the Copy and Share buttons)
// go to navigator.clipboard (or execCommand("copy") where that is refused), with the
// result kept for js_clipboard_take_status; and Ctrl/Cmd+V, which makes the browser fire
// a paste event (the keydown reaches GLFW first, the paste event comes before the next
// frame), fills the text ImGui reads when it pastes.
EM_JS(void, js_clipboard_install, (), {
    Module.evloopClipboard = { text: "", status: 0 };
    window.addEventListener("paste", (e) => {
        if (!e.clipboardData) return;
        Module.evloopClipboard.text = e.clipboardData.getData("text/plain");
        e.preventDefault();
    }, true);
});

EM_JS(void, js_clipboard_write, (const char* text), {
    const c = Module.evloopClipboard;
    const t = UTF8ToString(text);
    c.text = t;
    const fallback = () => {
        let ok = false;
        const area = document.createElement("textarea");
        area.value = t;
        area.setAttribute("readonly", "");
        area.style.position = "fixed";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
        area.remove();
        if (Module["canvas"]) Module["canvas"].focus();
        c.status = ok ? 1 : 2;
    };
    if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(t).then(() => { c.status = 1; }, fallback);
    else
        fallback();
});

// 0 nothing new, 1 the last copy reached the clipboard, 2 the browser refused it.
EM_JS(int, js_clipboard_take_status, (), {
    const c = Module.evloopClipboard;
    const s = c ? c.status : 0;
    if (c) c.status = 0;
    return s;
});

EM_JS(int, js_clipboard_read, (char* buf, int cap), {
    const t = Module.evloopClipboard ? Module.evloopClipboard.text : "";
    stringToUTF8(t, buf, cap);
    return lengthBytesUTF8(t);
});

// The page's address without its fragment: what a shared Playground link starts with.
EM_JS(int, js_link_base, (char* buf, int cap), {
    const b = window.location.origin + window.location.pathname + window.location.search;
    stringToUTF8(b, buf, cap);
    return lengthBytesUTF8(b);
});

EM_JS(int, js_is_mac, (), {
    return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? 1 : 0;
});

EM_JS(void, js_storage_save, (const char* key, const char* value), {
    try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});

// Emscripten 3.1.6's glfwSetCursor does nothing, so ImGui's wish (a hand over buttons
// and links, the I-beam over text fields) becomes the canvas's CSS cursor here.
EM_JS(void, js_set_cursor, (int shape), {
    const css = ["default", "text", "move", "ns-resize", "ew-resize", "nesw-resize", "nwse-resize", "pointer", "not-allowed"];
    const c = shape < 0 ? "none" : (css[shape] || "default");
    const canvas = Module["canvas"];
    if (canvas && canvas.style.cursor !== c) canvas.style.cursor = c;
});

EM_JS(void, js_open_link, (const char* url), {
    const u = UTF8ToString(url);
    if (u.startsWith("http://") || u.startsWith("https://")) window.open(u, "_blank", "noopener");
});

// Anything that may change what the page shows bumps Module.evloopInputSerial: input,
// resizing, the tab coming back, the colour scheme, a simulation result (sim_client.cpp).
// A frame is drawn only when it moved (or something animates): an idle page costs nothing.
EM_JS(void, js_watch_for_changes, (), {
    Module.evloopInputSerial = Module.evloopInputSerial | 0;
    const bump = () => { Module.evloopInputSerial++; };
    for (const type of ["mousemove", "mousedown", "mouseup", "wheel", "keydown", "keyup", "keypress", "touchstart",
             "touchmove", "touchend", "touchcancel", "pointerdown", "pointerup", "pointermove", "focus", "blur", "resize",
             "hashchange", "paste", "copy", "cut", "compositionend", "input", "pageshow"])
        window.addEventListener(type, bump, { capture: true, passive: true });
    document.addEventListener("visibilitychange", bump);
    if (window.matchMedia) {
        const dark = window.matchMedia("(prefers-color-scheme: dark)");
        if (dark.addEventListener) dark.addEventListener("change", bump);
    }
});

EM_JS(int, js_input_serial, (), { return Module.evloopInputSerial | 0; });
// For comparisons (tests/e2e idle-frames): Module.evloopAlwaysDraw = true draws every frame.
EM_JS(int, js_always_draw, (), { return Module.evloopAlwaysDraw ? 1 : 0; });

// The embed view's outgoing messages (ui/embed.h) go to web/embed.js, which posts them.
EM_JS(void, js_embed_post, (const char* json), {
    if (window.evloopEmbed) window.evloopEmbed.post(UTF8ToString(json));
});

EM_JS(void, js_embed_started, (), {
    if (window.evloopEmbed) window.evloopEmbed.started();
});

EM_JS(void, js_first_frame, (), {
    Module.evloopReady = true;
    const loading = document.getElementById("loading");
    if (loading) loading.remove();
});

// --- The UI's language (issue 17): web/locale-loader.js fetches a locale's files ----

EM_JS(void, js_load_language, (const char* code), {
    if (window.evloopLoadLocale) window.evloopLoadLocale(UTF8ToString(code));
    else Module.ccall("evloop_language_failed", null, ["string", "string"], [UTF8ToString(code), "locale-loader.js is missing"]);
});

// navigator.languages, one a line ("id-ID\nen").
EM_JS(int, js_preferred_languages, (char* buf, int cap), {
    const list = (navigator.languages && navigator.languages.length ? Array.from(navigator.languages) : [navigator.language || ""]).join("\n");
    stringToUTF8(list, buf, cap);
    return lengthBytesUTF8(list);
});

// <html lang> and the accessible page's dir (web/a11y.js's #a11y): screen readers read
// it in that language and direction. Not dir on <html>: the fixed canvas and the
// off-screen editors (left: -10000px) would then be laid out from the right, and
// Chromium showed a blank canvas.
EM_JS(void, js_set_document_language, (const char* code, int rtl), {
    document.documentElement.lang = UTF8ToString(code);
    const dom = document.getElementById("a11y");
    if (dom) dom.dir = rtl ? "rtl" : "ltr";
});

// --- State --------------------------------------------------------------------

namespace {

struct Page {
    GLFWwindow* window = nullptr;
    std::unique_ptr<evloop::ui::App> app;
    long long frames = 0;
    double first_frame_ms = -1.0;
    int framebuffer_w = 0, framebuffer_h = 0;
    std::string test_state;
    double last_frame_cpu_ms = 0;
    std::string title; // document.title as last set
    std::string language; // <html lang> as last set
    std::shared_ptr<evloop::sim::Service> sims;
    // Idle frames are skipped: what was seen at the last drawn frame, and how many more
    // frames to draw after a change (ImGui needs a couple to settle hover, clicks, layout).
    int input_serial = -1;
    uint64_t sim_changes = 0;
    int settle_frames = 0;
    float last_dpr = 0;
    double last_css_w = 0, last_css_h = 0;
    bool last_dark = false;
};
Page g_page;
constexpr int kSettleFrames = 3; // after a change: ImGui reacts to input a frame late, then lays out

// A string from a js_* function that copies into (buf, cap) and returns the full length.
std::string js_string(int (*read)(char*, int))
{
    std::string buf(256, '\0');
    int n = read(buf.data(), static_cast<int>(buf.size()));
    if (n >= static_cast<int>(buf.size())) {
        buf.assign(static_cast<size_t>(n) + 1, '\0');
        n = read(buf.data(), static_cast<int>(buf.size()));
    }
    buf.resize(static_cast<size_t>(std::max(n, 0)));
    return buf;
}

std::string g_clipboard_text; // what ImGui's GetClipboardTextFn returns (kept alive here)

const char* get_clipboard_text(void*)
{
    g_clipboard_text = js_string(js_clipboard_read);
    return g_clipboard_text.c_str();
}

void set_clipboard_text(void*, const char* text) { js_clipboard_write(text); }

std::string storage_load(const char* key)
{
    std::string buf(4096, '\0');
    int n = js_storage_load(key, buf.data(), static_cast<int>(buf.size()));
    if (n < 0)
        return std::string();
    if (n >= static_cast<int>(buf.size())) {
        buf.assign(static_cast<size_t>(n) + 1, '\0');
        n = js_storage_load(key, buf.data(), static_cast<int>(buf.size()));
    }
    buf.resize(static_cast<size_t>(std::max(n, 0)));
    return buf;
}

// A Storage on one localStorage key.
evloop::ui::Storage local_storage(const char* key)
{
    return { [key] { return storage_load(key); }, [key](const std::string& text) { js_storage_save(key, text.c_str()); } };
}

std::string location_hash()
{
    std::string buf(256, '\0');
    int n = js_location_hash(buf.data(), static_cast<int>(buf.size()));
    if (n >= static_cast<int>(buf.size())) {
        buf.assign(static_cast<size_t>(n) + 1, '\0');
        n = js_location_hash(buf.data(), static_cast<int>(buf.size()));
    }
    buf.resize(static_cast<size_t>(n));
    return buf;
}

// The mouse cursor ImGui asked for this frame (ImGuiMouseCursor: Arrow 0 … NotAllowed 8).
void apply_mouse_cursor()
{
    static_assert(ImGuiMouseCursor_TextInput == 1 && ImGuiMouseCursor_Hand == 7 && ImGuiMouseCursor_NotAllowed == 8);
    js_set_cursor(ImGui::GetMouseCursor());
}

// A key pressed and released between two drawn frames (an idle page draws none, and a
// quick tap sends both before the next) would never be seen down by ImGui 1.86, which
// reads io.KeysDown once per frame: such a release waits until a frame has seen the press.
struct DeferredRelease {
    int key, scancode, mods;
};
std::vector<DeferredRelease> g_deferred_releases;
bool g_pressed_since_frame[GLFW_KEY_LAST + 1] = {};

void on_key(GLFWwindow* window, int key, int scancode, int action, int mods)
{
    bool known = key >= 0 && key <= GLFW_KEY_LAST;
    if (known && action == GLFW_RELEASE && g_pressed_since_frame[key]) {
        g_deferred_releases.push_back({ key, scancode, mods });
        return;
    }
    if (known && action == GLFW_PRESS)
        g_pressed_since_frame[key] = true;
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

// After ImGui::NewFrame() has read the keys: the held-back releases happen now.
void apply_deferred_releases(GLFWwindow* window)
{
    std::fill(std::begin(g_pressed_since_frame), std::end(g_pressed_since_frame), false);
    std::vector<DeferredRelease> releases;
    releases.swap(g_deferred_releases);
    for (const DeferredRelease& r : releases)
        ImGui_ImplGlfw_KeyCallback(window, r.key, r.scancode, GLFW_RELEASE, r.mods);
    if (!releases.empty())
        g_page.settle_frames = std::max(g_page.settle_frames, 2); // a frame shows the release
}

// Emscripten's GLFW forwards the raw DOM deltaY (inverted, ~100× too strong).
EM_BOOL on_wheel(int, const EmscriptenWheelEvent* e, void*)
{
    double scale = e->deltaMode == DOM_DELTA_PIXEL ? 1.0 / 100.0 : e->deltaMode == DOM_DELTA_LINE ? 1.0 / 3.0 : 1.0;
    ImGuiIO& io = ImGui::GetIO();
    io.MouseWheel -= static_cast<float>(e->deltaY * scale);
    io.MouseWheelH -= static_cast<float>(e->deltaX * scale);
    return EM_TRUE;
}

void frame()
{
    Page& page = g_page;
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    float dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
    if (css_w < 1 || css_h < 1 || dpr <= 0)
        return; // hidden or not laid out yet
    int fb_w = static_cast<int>(std::lround(css_w * dpr)), fb_h = static_cast<int>(std::lround(css_h * dpr));
    if (fb_w != page.framebuffer_w || fb_h != page.framebuffer_h) {
        // Not glfwSetWindowSize: at screen size it requests fullscreen in this Emscripten.
        emscripten_set_canvas_element_size("#canvas", fb_w, fb_h);
        page.framebuffer_w = fb_w;
        page.framebuffer_h = fb_h;
    }

    // Draw only when something changed or moves by itself.
    bool dark = js_prefers_dark() != 0;
    int serial = js_input_serial();
    bool changed = page.frames == 0 || serial != page.input_serial || page.sims->changes() != page.sim_changes || dpr != page.last_dpr
        || css_w != page.last_css_w || css_h != page.last_css_h || dark != page.last_dark;
    if (changed) {
        page.input_serial = serial;
        page.sim_changes = page.sims->changes();
        page.last_dpr = dpr;
        page.last_css_w = css_w;
        page.last_css_h = css_h;
        page.last_dark = dark;
        page.settle_frames = kSettleFrames;
    }
    if (page.settle_frames == 0 && !page.app->wants_animation() && !js_always_draw())
        return;
    if (page.settle_frames > 0)
        --page.settle_frames;

    if (js_take_hash_changed())
        page.app->open_location(location_hash());
    if (page.app->prepare_fonts(dpr) && page.frames > 0) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(static_cast<float>(css_w), static_cast<float>(css_h));
    io.DisplayFramebufferScale = ImVec2(dpr, dpr);
    if (io.MousePos.x != -FLT_MAX) // GLFW reports backing-store pixels
        io.MousePos = ImVec2(io.MousePos.x / dpr, io.MousePos.y / dpr);

    evloop::ui::PlatformState platform;
    platform.dpr = dpr;
    platform.width = static_cast<float>(css_w);
    platform.height = static_cast<float>(css_h);
    platform.framebuffer_width = fb_w;
    platform.framebuffer_height = fb_h;
    platform.prefers_dark = dark;
    platform.frame = page.frames + 1;
    platform.first_frame_ms = page.frames == 0 ? js_now() : page.first_frame_ms;
    platform.time_seconds = js_now() / 1000.0;
    platform.touch = js_is_touch() != 0;
    platform.last_frame_cpu_ms = page.last_frame_cpu_ms;
    double frame_start = js_now();

    static evloop::web::GlyphTexture glyph_texture; // shaped text's glyphs (issue 17)
    glyph_texture.prepare();
    ImGui::NewFrame();
    apply_deferred_releases(page.window);
    page.app->draw(platform);
    ImGui::Render();
    glyph_texture.upload();
    apply_mouse_cursor();

    glViewport(0, 0, fb_w, fb_h);
    ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    page.last_frame_cpu_ms = js_now() - frame_start;

    if (int status = js_clipboard_take_status())
        evloop::ui::clipboard::report(status == 1, js_now() / 1000.0);
    if (auto change = page.app->take_location_change())
        js_set_location_hash(change->fragment.c_str(), change->replace ? 1 : 0, change->back ? 1 : 0);
    if (page.app->language() != page.language) {
        page.language = page.app->language();
        js_set_document_language(page.language.c_str(), page.app->right_to_left() ? 1 : 0);
    }
    if (std::string title = page.app->document_title(); title != page.title) {
        js_set_title(title.c_str());
        page.title = title;
        const auto& lessons = page.app->lessons().lessons;
        int current = page.app->current_lesson();
        if (current >= 0 && current < static_cast<int>(lessons.size()))
            js_set_oembed(lessons[static_cast<size_t>(current)].id.c_str());
    }
    for (const std::string& link : page.app->take_external_links())
        js_open_link(link.c_str());
    for (const std::string& message : page.app->take_embed_messages())
        js_embed_post(message.c_str());
    evloop::web::a11y_after_frame(*page.app); // the accessible DOM beside the canvas (web/a11y.js)

    if (page.frames == 0) {
        page.first_frame_ms = platform.first_frame_ms;
        js_first_frame();
        js_embed_started(); // host messages that came before the first frame
    }
    ++page.frames;
}

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* evloop_test_state_json()
{
    if (!g_page.app)
        return "{}";
    g_page.test_state = g_page.app->test_state_json();
    return g_page.test_state.c_str();
}

EMSCRIPTEN_KEEPALIVE int evloop_frame_count() { return static_cast<int>(g_page.frames); }

// The embed view, for web/embed.js (which has checked each host message's origin and shape).
EMSCRIPTEN_KEEPALIVE const char* evloop_embed_state_json()
{
    static std::string text;
    evloop::JsonWriter j;
    j.begin_object();
    bool active = g_page.app && g_page.app->embedded();
    j.key("active").value(active);
    if (active) {
        const evloop::ui::EmbedRequest& r = g_page.app->embed().request();
        j.key("parentOrigin").value(r.parent_origin).key("messagesOff").value(r.messages_off);
    }
    j.end_object();
    text = j.str();
    return text.c_str();
}

// `load`: a "#playground&…" fragment; returns why it was refused, or "" (it runs).
EMSCRIPTEN_KEEPALIVE const char* evloop_embed_load(const char* fragment)
{
    static std::string problem;
    problem = g_page.app ? g_page.app->embed_load(fragment ? fragment : "") : std::string("evloop has not started");
    return problem.c_str();
}

// `setTheme`: 0 auto, 1 light, 2 dark.
EMSCRIPTEN_KEEPALIVE void evloop_embed_set_theme(int theme)
{
    using evloop::ui::ThemeMode;
    if (g_page.app)
        g_page.app->embed_set_theme(theme == 1 ? ThemeMode::Light : theme == 2 ? ThemeMode::Dark : ThemeMode::Auto);
}

// From web/locale-loader.js: the files of locale `code` are in the file system (switch
// now, if the app still wants it), or could not be fetched (it stays as it was).
EMSCRIPTEN_KEEPALIVE void evloop_set_language(const char* code)
{
    if (g_page.app && code && g_page.app->language_loading() == code)
        g_page.app->set_language(code);
}

EMSCRIPTEN_KEEPALIVE void evloop_language_failed(const char* code, const char* error)
{
    if (g_page.app && code && error)
        g_page.app->language_failed(code, error);
}

EMSCRIPTEN_KEEPALIVE const char* evloop_embed_progress_json()
{
    static std::string text;
    text = g_page.app ? g_page.app->embed_progress_json() : std::string("{}");
    return text.c_str();
}

} // extern "C"

int main()
{
    if (!glfwInit()) {
        EM_ASM({ Module.evloopFatal && Module.evloopFatal('GLFW could not start.'); });
        return 1;
    }
    glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    g_page.window = glfwCreateWindow(std::max(1, static_cast<int>(css_w)), std::max(1, static_cast<int>(css_h)), "evloop", nullptr, nullptr);
    if (!g_page.window) {
        EM_ASM({ Module.evloopFatal && Module.evloopFatal('This browser could not create a WebGL 2 context, which evloop needs.'); });
        return 1;
    }
    glfwMakeContextCurrent(g_page.window);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // nothing written to the virtual disk
    io.ConfigWindowsMoveFromTitleBarOnly = true;
    ImGui_ImplGlfw_InitForOpenGL(g_page.window, true);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    glfwSetScrollCallback(g_page.window, nullptr);
    glfwSetKeyCallback(g_page.window, on_key);
    emscripten_set_wheel_callback("#canvas", nullptr, EM_TRUE, on_wheel);

    g_page.app = std::make_unique<evloop::ui::App>("/lessons/en", "/fonts");
    g_page.app->set_language_loader([](const std::string& code) { js_load_language(code.c_str()); });
    g_page.app->set_storage(local_storage(evloop::tutor::kProgressKey));
    g_page.app->set_settings_storage(local_storage(evloop::ui::App::kSettingsKey));
    {
        std::vector<std::string> preferred;
        std::string list = js_string(js_preferred_languages);
        for (size_t pos = 0; pos <= list.size();) {
            size_t end = std::min(list.find('\n', pos), list.size());
            preferred.push_back(list.substr(pos, end - pos));
            pos = end + 1;
        }
        g_page.app->set_preferred_languages(preferred);
    }
    static const char* kPlaygroundKey = "evloop.playground.v1";
    g_page.app->set_playground_storage(local_storage(kPlaygroundKey));
    g_page.app->set_link_base(js_string(js_link_base));
    js_clipboard_install();
    io.SetClipboardTextFn = set_clipboard_text;
    io.GetClipboardTextFn = get_clipboard_text;
    io.ClipboardUserData = nullptr;
    io.ConfigMacOSXBehaviors = js_is_mac() != 0; // Cmd+C / Cmd+V / Cmd+X, as a Mac user expects
    evloop::ui::clipboard::set_async(true);
    g_page.sims = evloop::web::make_worker_service();
    g_page.app->set_simulations(g_page.sims);
    g_page.app->open_location(location_hash());
    js_take_hash_changed(); // start listening
    js_release_buttons_outside_canvas();
    js_touch_as_mouse();
    js_watch_for_changes();
    io.ConfigInputTextCursorBlink = false; // a blinking caret would need a frame every half second
    emscripten_set_main_loop(frame, 0, true);
    return 0;
}
