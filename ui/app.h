#pragma once
// The tutor's UI: a sidebar of lessons, a top bar with Prev / Next, and the lesson as
// an article. Platform code (web/) owns the window and the URL; it tells the App what
// it needs each frame (PlatformState) and applies what the App asks for (URL changes,
// links to open).
#include "core/lesson/lesson.h"
#include "core/sim/service.h"
#include "core/tutor/progress.h"
#include "core/util/json_writer.h"
#include "core/util/messages.h"
#include "ui/fonts.h"
#include "ui/lesson_blocks.h"
#include "ui/page_model.h"
#include "ui/playground.h"
#include "ui/theme.h"
#include "ui/compare_view.h"
#include "ui/embed.h"
#include "ui/gallery.h"
#include "ui/language.h"
#include "ui/share_dialog.h"
#include "ui/visualizer.h"
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::ui {

struct PlatformState {
    float dpr = 1.0f;
    float width = 1280.0f, height = 800.0f; // CSS pixels
    int framebuffer_width = 1280, framebuffer_height = 800;
    bool prefers_dark = true;
    long long frame = 0;          // frames rendered so far
    double first_frame_ms = -1.0; // platform clock at the first frame (web: performance.now())
    double time_seconds = 0.0;    // a monotonic clock (the visualizer's playback)
    bool touch = false;           // a touch screen: dragging the page scrolls it
    double last_frame_cpu_ms = 0; // how long the previous frame's draw and render took (bench/ui.mjs)
};

// Where progress is kept (web: localStorage; desktop: a file; tests: memory).
struct Storage {
    std::function<std::string()> load;
    std::function<void(const std::string&)> save;
};

struct LocationChange {
    std::string fragment; // "#lesson=blocking"
    bool replace = false; // replace the history entry (a correction) instead of adding one
    bool back = false;    // go back one entry (the visualizer's, which the app pushed) instead
};

// A clickable thing, recorded while drawing so tests can find and click it.
struct ControlRect {
    std::string name;
    float x, y, w, h;
    bool disabled;
};

class App {
public:
    // `lessons_dir` is one locale's folder ("/lessons/en"): the other languages are its
    // siblings ("/lessons/bn"), each with its lessons and messages.txt.
    App(const std::string& lessons_dir, std::string font_dir);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // --- The UI's language (issue 17; ui/language.h) ---------------------------------
    // Shows the course in `code` ("en", "bn", …) now: the lessons from the lessons root's
    // `code` folder (the same ids, so the lesson shown, progress and links carry over),
    // that locale's messages.txt as the catalogue (English for "en"; a missing or broken
    // one gives English texts and a notice), the fonts rebuilt for it, the choice saved
    // with the settings and shown in the URL. False, with a notice and nothing changed,
    // for an unknown code or lessons that cannot be loaded.
    bool set_language(const std::string& code);
    const std::string& language() const { return m_language; }
    bool right_to_left() const; // the shell is mirrored (fa)
    // A language the learner or a link asked for. Without a loader it is set at once
    // (desktop, tests); with one (the web page: it fetches the locale's files first) the
    // App shows "Loading …" until the platform calls set_language or language_failed.
    void choose_language(const std::string& code);
    void set_language_loader(std::function<void(const std::string&)> loader) { m_language_loader = std::move(loader); }
    void language_failed(const std::string& code, const std::string& error);
    const std::string& language_loading() const { return m_language_loading; }
    // The browser's preferred languages (navigator.languages): chosen from on a first
    // visit, when the settings name no language and no link does. Call after
    // set_settings_storage and before open_location.
    void set_preferred_languages(const std::vector<std::string>& preferred);

    // Before ImGui::NewFrame(): (re)builds the font atlas when the pixel ratio changed.
    // Returns true when it did, so the renderer can upload the new texture.
    bool prepare_fonts(float dpr);

    // The URL fragment changed: at start-up, or through Back / Forward / a typed link.
    void open_location(std::string_view fragment);

    // Between ImGui::NewFrame() and ImGui::Render().
    void draw(const PlatformState& platform);

    // Reads saved progress (a notice if it was unreadable) and keeps saving to `storage`.
    void set_storage(Storage storage);
    // The learner's settings (the theme), kept apart from progress so a reset keeps them
    // (web: localStorage under kSettingsKey).
    void set_settings_storage(Storage storage);
    static constexpr const char* kSettingsKey = "evloop.settings.v1";
    // Clears progress at once; undo_reset() brings it back for kUndoSeconds after.
    // Where the Playground's program is kept between visits (web: localStorage). A stored
    // program is restored now; a code= in the URL (open_location) wins over it. Anything
    // unreadable is ignored.
    void set_playground_storage(Storage storage);
    // What a shared Playground link starts with (web: the page's origin and path).
    void set_link_base(std::string base)
    {
        m_playground.set_link_base(base);
        m_embed.set_link_base(base);
    }
    void reset_progress();
    void undo_reset();
    static constexpr double kUndoSeconds = 10.0;
    const tutor::Progress& progress() const { return m_progress; }

    enum class View { Lesson, Visualizer, Playground, Gallery };
    View view() const { return m_view; }
    // The gallery (gallery.h) of the programs in `folder`, in place of the lesson; false
    // with `error` if they cannot be run. Back (or Escape) returns to the lesson.
    bool open_gallery(const std::string& folder, std::string& error);
    Gallery* gallery() { return m_gallery.get(); }
    void open_visualizer(VisualizerInput input);
    // The same program's browser and Node.js runs, side by side (a host=both block).
    void open_compare(VisualizerInput browser, VisualizerInput node);
    CompareView& compare_view() { return m_compare; }
    bool comparing() const { return m_comparing; }
    Visualizer& visualizer() { return m_viz; }
    LessonBlocks& blocks() { return m_blocks; }
    Playground& playground() { return m_playground; }

    std::optional<LocationChange> take_location_change();
    std::vector<std::string> take_external_links();

    // Where runs are simulated: the platform's service (web: a Web Worker; desktop: a
    // thread). Without one the App makes a thread service of its own (tests).
    void set_simulations(std::shared_ptr<sim::Service> service);
    int simulations_pending() const;
    // Something on screen moves by itself (a run in progress, the visualizer playing), so
    // the platform must keep drawing frames even without input.
    bool wants_animation() const;

    // The state tests read (web: window.evloopTest.state()).
    std::string test_state_json() const;
    // The page's title: "Lesson 3 · Tasks and microtasks — evloop", "Playground — evloop".
    std::string document_title() const;

    const LessonSet& lessons() const { return m_lessons; }
    int current_lesson() const { return m_current; }
    const std::string& notice() const { return m_notice; }
    bool dark() const { return m_dark; }
    const std::vector<ControlRect>& controls() const { return m_controls; }
    // The one sidebar entry shown as current: "lesson:<id>" or "playground".
    std::string sidebar_selection() const;
    void set_theme_mode(ThemeMode mode); // and saves it
    ThemeMode theme_mode() const { return m_theme_mode; }

    // The embed view (#embed&…, ui/embed.h): messages for the host page, and what the
    // host asks for (web/embed.js has checked each message's shape and origin).
    bool embedded() const { return m_embed.active(); }
    const Embed& embed() const { return m_embed; }
    std::vector<std::string> take_embed_messages() { return m_embed.take_outbox(); }
    // `load`: a Playground fragment ("#playground&host=…&code=…") to show and run; returns
    // why it cannot be used ("" = done). Nothing changes when it cannot.
    std::string embed_load(const std::string& fragment);
    void embed_set_theme(std::optional<ThemeMode> theme) { m_embed.set_theme(theme); }
    std::string embed_progress_json() const { return m_embed.progress_json(m_lessons, m_progress); }
    const ShareDialog& share_dialog() const { return m_share; }

    // --- The accessible page beside the canvas (issue 16; ui/app_a11y.cpp, ui/page_model.h)
    // After each drawn frame: rebuilds the page model (JSON); its serial moves only when
    // the model changed. DOM actions not taken by a block in that frame are dropped.
    void update_page_model();
    const std::string& page_model_json() const { return m_page_model; }
    long long page_model_serial() const { return m_page_model_serial; }
    // An action from the DOM: "block:5:submit", "block:5:up:2", "viz:step", "viz:play",
    // "viz:close", "playground:run", "theme:dark". False when it is unknown or cannot apply.
    bool a11y_action(std::string_view action);
    // A DOM editor's text: "playground", or "exercise:<block>" of the shown lesson.
    bool a11y_set_code(std::string_view editor, const std::string& code);
    // The canvas control the DOM's focused element stands for ("" none): drawn with a
    // focus ring, and scrolled into view once when it changes.
    void set_a11y_focus(std::string control);
    const std::string& a11y_focus() const { return m_a11y_focus; }

private:
    void a11y_control_drawn(const std::string& name); // from record_control
    void write_lesson_model(JsonWriter& j);
    void write_visualizer_model(JsonWriter& j, const Visualizer& viz);
    A11yActions m_a11y_actions;
    std::string m_page_model;
    long long m_page_model_serial = 0;
    // Parts of the page model that change rarely, written once and reused while their key
    // (what they are written from) stays the same: a lesson's static blocks and choice
    // quizzes' Markdown by block index, and a visualizer's transcript lines.
    struct ModelPart {
        std::string key, json;
    };
    std::string m_model_lesson_key;
    std::map<int, std::string> m_model_lesson_parts;
    ModelPart m_model_transcript;
    std::string m_a11y_focus;
    bool m_a11y_reveal = false;
    // --- end of the accessible page

private:
    void save_settings();
    std::string lesson_fragment(const std::string& id, bool viz = false) const; // "#lesson=ID[&viz=1][&lang=XX]"
    float draw_language_menu(float x, float y, float width, float row_h); // at the end of a row of row_h; returns the y below
    std::string m_lessons_root;         // "/lessons": the parent of every locale's folder
    std::string m_language = "en";
    std::string m_language_loading;     // asked of the loader, not there yet
    std::string m_saved_language;       // the settings' "lang XX" line ("" none)
    std::function<void(const std::string&)> m_language_loader;
    // Each locale's catalogue, read once and alive until the App goes: a simulation
    // thread may still be reading the one it started with (msg::use_catalogue).
    std::map<std::string, std::unique_ptr<msg::Catalogue>> m_catalogues;
    bool m_language_menu_open = false;
    std::string m_fonts_locale;         // the locale the font atlas was last built for
    std::string m_preferred_language;   // the browser's first preferred language evloop speaks
    bool m_language_decided = false;    // the first open_location chose the start language

private:
    void go_to(int index);
    // The embed view (ui/app_embed.cpp).
    void open_embed(const UrlParams& params);
    void draw_embed(const PlatformState& platform);
    void draw_embed_bar(float w);
    void draw_embed_block(float x, float y, float w, float h, bool narrow);
    void on_block_answered(const BlockAnswer& answer);
    // A small "Share" button over a block (top right), which opens the Share dialog.
    void draw_share_button(const Lesson& lesson, const Block& block, int index, ImVec2 block_min, float width);
    float share_button_width() const; // a framed block's Share button (BlockContext::share_width)
    // "Quiz: Who cuts in? (lesson 1, One thread, one call stack)": what a block's Share names.
    static std::string shared_block_name(const Lesson& lesson, const Block& block);
    BlockContext block_context(const Lesson& lesson, const Theme& theme);
    void navigate_link(const std::string& href);
    void draw_sidebar(float x, float y, float w, float h, bool overlay);
    void draw_top_bar(float x, float y, float w, bool narrow);
    void draw_article(float x, float y, float w, float h, bool narrow);
    void draw_visualizer_page(float x, float y, float w, float h, bool narrow);
    void draw_playground_page(float x, float y, float w, float h, bool narrow);
    void save_progress();
    void sync_playground_location(bool flush); // the URL and storage follow the editor
    void close_visualizer();                   // back to the lesson (and back in history)
    void push_visualizer_entry();              // the visualizer's own history entry (&viz=1)
    void keyboard_scroll();                    // inside the article: PageDown, Space, arrows, Home, End
    void touch_scroll(); // inside a page's child window, before EndChild; records the scroll
    // A page's scrolling child window at (x, y), w × h, back at its top when `to_top` is
    // set (which it clears); end_page leaves `bottom` of space under the content, takes
    // touch scrolling and closes it.
    void open_linked_block(const UrlParams& params); // &block=N of a lesson link
    void begin_page(const char* id, float x, float y, float w, float h, bool& to_top);
    void end_page(float width, float bottom);
    // The visualizer's and the gallery's page: a padded column below the notice.
    float begin_padded_page(const char* id, float x, float y, float w, float h, bool narrow);
    int quiz_count(const Lesson& lesson) const;
    // A dismissible banner; returns false once the close button was clicked.
    bool draw_notice(const std::string& text, const char* close_control, float width);
    void record_control(const std::string& name, bool disabled = false); // last item's rect
    void set_pointer_cursor(); // the mouse cursor a web page would show over what is hovered

    LessonSet m_lessons;
    std::string m_font_dir;
    Fonts m_fonts;
    int m_current = 0;
    std::string m_notice;       // about the last navigation (bad link); cleared by the next one
    std::string m_load_problem; // lessons or fonts that failed to load; stays until dismissed
    std::optional<LocationChange> m_location_change;
    std::vector<std::string> m_external_links;
    std::vector<ControlRect> m_controls;
    ThemeMode m_theme_mode = ThemeMode::Auto;
    bool m_dark = true;
    bool m_theme_applied = false;
    bool m_menu_open = false;
    bool m_scroll_to_top = false;
    // #lesson=ID&block=N (a Share link): block N is scrolled to and marked in the margin.
    int m_linked_block = -1;
    int m_scroll_to_block_frames = 0;
    PlatformState m_platform;
    std::shared_ptr<sim::Service> m_sims; // first: the views below hold its address
    View m_view = View::Lesson;
    Visualizer m_viz;
    std::unique_ptr<Gallery> m_gallery;
    void draw_gallery_page(float x, float y, float w, float h, bool narrow);
    // The visualized run with the other order of a race Node does not settle (the
    // visualizer's "Show the other order"), while it is being simulated.
    SimRequest m_other_order;
    // After a language switch, the open visualizer's program (or both sides of the
    // side-by-side view) run again, so its notes and stop messages are in the new language.
    SimRequest m_rerun[3]; // the visualizer, the browser side, the Node.js side
    std::string m_other_order_title;
    Msg m_other_order_banner {};
    int m_other_order_block = -1; // the lesson block of the run whose other order is asked for
    void poll_other_order();
    void rerun_open_visualizers();
    void retitle_visualizer();
    void poll_reruns();
    CompareView m_compare;    // the Visualizer view shows this instead while m_comparing
    bool m_comparing = false;
    bool viz_open() const { return m_comparing ? m_compare.is_open() : m_viz.is_open(); }
    Playground m_playground;
    LessonBlocks m_blocks;
    tutor::Progress m_progress;
    Storage m_storage;
    bool m_scroll_viz_to_top = false;
    std::string m_progress_notice; // saved progress was unreadable and was reset
    float m_page_scroll = 0;       // the current page's scroll position (for tests)
    Storage m_settings_storage;
    bool m_confirm_reset = false;  // "Reset progress" asks before it clears anything
    std::optional<tutor::Progress> m_undo_progress; // what the last reset cleared
    std::optional<LessonBlocks> m_undo_blocks;
    double m_undo_until = 0;       // platform time until which Undo is offered
    Storage m_playground_storage;
    std::string m_playground_seen; // the Playground's fragment as last seen
    double m_playground_changed_at = 0;
    bool m_playground_dirty = false; // changed since the URL and storage were updated
    std::string m_playground_link;   // a program opened from a link, not stored until changed
    int m_sidebar_revealed = -1;      // the lesson last scrolled into the sidebar's view
    bool m_viz_entry_pushed = false;  // the visualizer has a history entry of its own (Back closes it)
    Embed m_embed;
    bool m_embed_ready_sent = false;
    float m_content_height = 0;       // the shown page's content, measured while drawing (embed: resize)
    ShareDialog m_share;
};

} // namespace evloop::ui
