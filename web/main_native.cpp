// The desktop build (GLFW + OpenGL 3) for development: the same ui::App as the page.
//
//   evloop-desktop [--lesson ID [--block N]] [--light | --dark] [--frames N] [--lessons DIR] [--fonts DIR] [--lang XX]
//                  [--visualize FILE [--at MS] [--thread N]] [--gallery [--scenarios DIR]] [--size WxH]
//
// --visualize runs a program (its `// @` directives and `// @file` sections; .cjs/.mjs on
// the node host, as the CLI) and opens the visualizer on it: a way to look at, or take a
// screenshot of, any run's timeline (tests/desktop/smoke.sh does the same for a lesson).
// --at MS steps it to that virtual time; --thread N shows thread N there (0: the main
// thread, 1…: the run's workers, as the visualizer's thread chooser lists them).
// --gallery opens the gallery (ui/gallery.h): every widget drawn from runs of the programs
// in tests/scenarios/ (or --scenarios DIR).
//
// --block N opens the lesson at its block N, as a link's #lesson=ID&block=N does.
//
// --lang XX shows the course in that language (en, bn, hi, fa, uz, id: the lessons from the
// lessons folder's sibling XX/, the UI's texts from its messages.txt) and keeps the choice;
// without it the saved one stays.
//
// URL changes the page would make are printed as "location: #lesson=…" on stdout.
#include "core/loop/run.h"
#include "core/util/url_params.h"
#include "ui/app.h"
#include <GLFW/glfw3.h>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <fstream>
#include <filesystem>
#include <cstdlib>
#include <cstring>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include "web/glyph_texture.h" // after the GL header: shaped text's atlas (issue 17)
#include <spawn.h>
#include <string>

extern char** environ;

static void usage()
{
    std::fprintf(stderr, "usage: evloop-desktop [--lesson ID [--block N]] [--light | --dark] [--frames N] [--lessons DIR] [--fonts DIR] [--lang XX]\n"
                         "                      [--visualize FILE [--at MS] [--thread N]] [--gallery [--scenarios DIR]] [--size WxH]\n");
}

// --visualize FILE: the run of a program file, in the visualizer.
static bool open_program(evloop::ui::App& app, const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "evloop-desktop: cannot read %s\n", path.c_str());
        return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string source = text.str();
    std::string name = std::filesystem::path(path).filename().string();
    auto ends_with = [&](const char* ext) { return name.size() >= 4 && name.compare(name.size() - 4, 4, ext) == 0; };
    evloop::loop::Settings base;
    if (ends_with(".cjs") || ends_with(".mjs"))
        base.host = evloop::loop::HostKind::Node;
    base.module = ends_with(".mjs");
    evloop::loop::Settings settings;
    std::string error;
    if (!evloop::loop::settings_for_program(source, base, {}, settings, error)) {
        std::fprintf(stderr, "evloop-desktop: %s: %s\n", path.c_str(), error.c_str());
        return false;
    }
    auto run = std::make_shared<evloop::loop::RunResult>(evloop::loop::run(source, name, settings));
    app.open_visualizer({ run, source, name, "", 0, false });
    return true;
}

static void open_external(const std::string& url)
{
    if (url.rfind("http://", 0) != 0 && url.rfind("https://", 0) != 0)
        return;
    std::printf("open: %s\n", url.c_str());
    std::fflush(stdout);
    // No shell: the URL is passed as one argument.
    const char* argv[] = { "xdg-open", url.c_str(), nullptr };
    pid_t pid;
    posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char**>(argv), environ);
}

int main(int argc, char** argv)
{
    std::string lessons_dir = EVLOOP_DEFAULT_LESSONS_DIR;
    std::string font_dir = EVLOOP_DEFAULT_FONT_DIR;
    std::string lesson;
    std::string language;
    std::string block;
    long long max_frames = -1;
    std::string visualize;
    double visualize_at = -1;
    long visualize_thread = 0;
    bool gallery = false;
    std::string scenarios_dir = EVLOOP_DEFAULT_SCENARIOS_DIR;
    int window_w = 1280, window_h = 800;
    evloop::ui::ThemeMode theme = evloop::ui::ThemeMode::Auto;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        bool has_value = i + 1 < argc;
        if (a == "--lesson" && has_value) lesson = argv[++i];
        else if (a == "--block" && has_value) block = argv[++i];
        else if (a == "--lessons" && has_value) lessons_dir = argv[++i];
        else if (a == "--fonts" && has_value) font_dir = argv[++i];
        else if (a == "--lang" && has_value) {
            language = argv[++i];
            if (!evloop::ui::find_language(language)) {
                std::fprintf(stderr, "evloop-desktop: --lang %s: evloop has en, bn, hi, fa, uz and id\n", language.c_str());
                return 2;
            }
        }
        else if (a == "--frames" && has_value) max_frames = std::atoll(argv[++i]);
        else if (a == "--light") theme = evloop::ui::ThemeMode::Light;
        else if (a == "--dark") theme = evloop::ui::ThemeMode::Dark;
        else if (a == "--visualize" && has_value) visualize = argv[++i];
        else if (a == "--at" && has_value) visualize_at = std::atof(argv[++i]);
        else if (a == "--thread" && has_value) visualize_thread = std::atol(argv[++i]);
        else if (a == "--gallery") gallery = true;
        else if (a == "--scenarios" && has_value) scenarios_dir = argv[++i];
        else if (a == "--size" && has_value) {
            if (std::sscanf(argv[++i], "%dx%d", &window_w, &window_h) != 2 || window_w < 200 || window_h < 200) {
                usage();
                return 2;
            }
        }
        else if (a == "--help" || a == "-h") { usage(); return 0; }
        else { usage(); return 2; }
    }

    glfwSetErrorCallback([](int code, const char* what) { std::fprintf(stderr, "GLFW error %d: %s\n", code, what); });
    if (!glfwInit()) {
        std::fprintf(stderr, "evloop-desktop: cannot start GLFW (is there a display? try xvfb-run)\n");
        return 1;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    GLFWwindow* window = glfwCreateWindow(window_w, window_h, "evloop", nullptr, nullptr);
    if (!window) {
        std::fprintf(stderr, "evloop-desktop: cannot open an OpenGL 3.3 window\n");
        glfwTerminate();
        return 1;
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");

    evloop::ui::App app(lessons_dir, font_dir);
    // Simulations run on a thread of their own; a finished one wakes the event wait below.
    app.set_simulations(evloop::sim::make_thread_service([] { glfwPostEmptyEvent(); }));
    ImGui::GetIO().ConfigInputTextCursorBlink = false;
    // Progress, settings (the theme) and the Playground's program live in files next to
    // the user's other application data, as the web page keeps them in localStorage.
    std::filesystem::path data_dir;
    if (const char* home = std::getenv("HOME")) {
        std::error_code ec;
        std::filesystem::create_directories(std::filesystem::path(home) / ".local" / "share" / "evloop", ec);
        if (!ec)
            data_dir = std::filesystem::path(home) / ".local" / "share" / "evloop";
    }
    auto file_storage = [&data_dir](const char* name) -> evloop::ui::Storage {
        if (data_dir.empty())
            return {};
        std::string file = (data_dir / name).string();
        return { [file] {
                    std::ifstream in(file, std::ios::binary);
                    std::ostringstream s;
                    s << in.rdbuf();
                    return s.str();
                },
            [file](const std::string& text) { std::ofstream(file, std::ios::binary) << text; } };
    };
    app.set_storage(file_storage("progress.txt"));
    app.set_settings_storage(file_storage("settings.txt"));
    app.set_playground_storage(file_storage("playground.txt"));
    // --light / --dark choose the theme (and keep it); without them the saved one stays.
    if (theme != evloop::ui::ThemeMode::Auto)
        app.set_theme_mode(theme);
    std::vector<evloop::UrlParam> location;
    if (!lesson.empty())
        location.push_back({ "lesson", lesson });
    if (!lesson.empty() && !block.empty()) // #lesson=ID&block=N: that block near the top
        location.push_back({ "block", block });
    if (!language.empty())
        location.push_back({ "lang", language });
    app.open_location(location.empty() ? std::string() : evloop::build_fragment(location));
    if (!visualize.empty() && !open_program(app, visualize))
        return 1;
    if (!visualize.empty()) {
        if (visualize_at >= 0)
            app.visualizer().step_to_time(visualize_at);
        if (visualize_thread > 0 && static_cast<size_t>(visualize_thread) >= app.visualizer().thread_count()) {
            std::fprintf(stderr, "evloop-desktop: the run has no thread %ld\n", visualize_thread);
            return 1;
        }
        app.visualizer().show_thread(static_cast<size_t>(visualize_thread));
    }
    if (gallery) {
        std::string error;
        if (!app.open_gallery(scenarios_dir, error)) {
            std::fprintf(stderr, "evloop-desktop: %s\n", error.c_str());
            return 1;
        }
    }

    long long frames = 0;
    int settle_frames = 0;
    evloop::web::GlyphTexture glyph_texture;
    double draw_seconds = 0; // building the UI's frames (not rasterising them), for --frames
    while (!glfwWindowShouldClose(window) && (max_frames < 0 || frames < max_frames)) {
        // Idle frames are skipped: sleep until an event (input, resize, a finished
        // simulation) unless something animates; then draw a few frames for ImGui to settle.
        if (max_frames < 0 && settle_frames == 0 && !app.wants_animation() && frames > 0) {
            glfwWaitEvents();
            settle_frames = 3;
        } else {
            glfwPollEvents();
            if (settle_frames > 0)
                --settle_frames;
        }
        int win_w, win_h, fb_w, fb_h;
        glfwGetWindowSize(window, &win_w, &win_h);
        glfwGetFramebufferSize(window, &fb_w, &fb_h);
        if (win_w <= 0 || win_h <= 0) { // minimised
            glfwWaitEvents();
            continue;
        }
        float dpr = static_cast<float>(fb_w) / static_cast<float>(win_w);
        if (app.prepare_fonts(dpr) && frames > 0) {
            ImGui_ImplOpenGL3_DestroyFontsTexture();
            ImGui_ImplOpenGL3_CreateFontsTexture();
        }
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();

        evloop::ui::PlatformState platform;
        platform.dpr = dpr;
        platform.width = static_cast<float>(win_w);
        platform.height = static_cast<float>(win_h);
        platform.framebuffer_width = fb_w;
        platform.framebuffer_height = fb_h;
        platform.prefers_dark = true;
        platform.frame = frames + 1;
        platform.first_frame_ms = 0.0;
        platform.time_seconds = glfwGetTime();

        glyph_texture.prepare();
        const double draw_start = glfwGetTime();
        ImGui::NewFrame();
        app.draw(platform);
        ImGui::Render();
        if (frames > 0) // the first frame loads and lays out everything
            draw_seconds += glfwGetTime() - draw_start;
        glyph_texture.upload();
        glViewport(0, 0, fb_w, fb_h);
        ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
        glClearColor(bg.x, bg.y, bg.z, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        glfwSwapBuffers(window);

        if (auto change = app.take_location_change()) {
            std::printf("location: %s\n", change->fragment.c_str());
            std::fflush(stdout);
        }
        for (const std::string& link : app.take_external_links())
            open_external(link);
        ++frames;
    }

    if (max_frames > 1) { // a measured run: what the frames cost the UI, and shaping's caches
        const evloop::ui::ShapedTextStats stats = evloop::ui::shaped_text_stats();
        std::printf("frames: %lld, UI build %.3f ms per frame after the first; shaped paragraphs laid out %zu, "
                    "from the cache %zu; shaped runs cached %zu\n",
            frames, frames > 1 ? draw_seconds * 1000.0 / static_cast<double>(frames - 1) : 0.0, stats.layouts,
            stats.layout_hits, stats.shaped_runs);
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(window);
    glfwTerminate();
    return 0;
}
