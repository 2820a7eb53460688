# Third-party C/C++ sources compiled as part of the build (fetched by scripts/setup
# from Debian source packages; see IMGUI_DIR / MD4C_DIR / HARFBUZZ_DIR).

# md4c: CommonMark parser (two C files). Used by core to turn lessons into a document model.
add_library(md4c STATIC "${MD4C_DIR}/src/md4c.c" "${MD4C_DIR}/src/entity.c")
target_include_directories(md4c SYSTEM PUBLIC "${MD4C_DIR}/src")
target_compile_definitions(md4c PRIVATE MD4C_USE_UTF8)
set_target_properties(md4c PROPERTIES POSITION_INDEPENDENT_CODE ON)

if(EVLOOP_BUILD_APP)
  # HarfBuzz: turns a run of text into positioned glyphs (Bengali conjuncts, Devanagari
  # vowel-sign reordering, Persian joining), ui/text/shaper.h. One amalgamated file; with
  # no HAVE_* macros it builds only its own OpenType code (hb_ot_font reads the font's
  # tables itself): no FreeType, glib, ICU or graphite, so native and WebAssembly builds
  # are the same code.
  add_library(harfbuzz STATIC "${HARFBUZZ_DIR}/src/harfbuzz.cc")
  target_include_directories(harfbuzz SYSTEM PUBLIC "${HARFBUZZ_DIR}/src")
  target_compile_options(harfbuzz PRIVATE -w) # third-party code: its warnings are not ours to fix
  # HarfBuzz does not use exceptions or RTTI and recommends building without them (smaller wasm).
  target_compile_options(harfbuzz PRIVATE -fno-exceptions -fno-rtti)

  add_library(imgui STATIC
    "${IMGUI_DIR}/imgui.cpp" "${IMGUI_DIR}/imgui_draw.cpp"
    "${IMGUI_DIR}/imgui_tables.cpp" "${IMGUI_DIR}/imgui_widgets.cpp" "${IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp")
  target_include_directories(imgui SYSTEM PUBLIC "${IMGUI_DIR}" "${IMGUI_DIR}/misc/cpp")
  target_compile_options(imgui PRIVATE -w) # third-party code: its warnings are not ours to fix
  # Keep the API lean and the old names out, so nothing relies on obsolete calls.
  target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)

  # Backends for the real app (not needed by the headless UI tests).
  add_library(imgui_backends STATIC
    "${IMGUI_DIR}/backends/imgui_impl_glfw.cpp" "${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp")
  target_include_directories(imgui_backends SYSTEM PUBLIC "${IMGUI_DIR}/backends")
  target_link_libraries(imgui_backends PUBLIC imgui)
  if(EMSCRIPTEN)
    # ImGui 1.86 picks GLES2 on Emscripten; we want WebGL2 ("#version 300 es").
    target_compile_definitions(imgui_backends PUBLIC IMGUI_IMPL_OPENGL_ES3)
    target_link_options(imgui_backends PUBLIC "SHELL:-s USE_GLFW=3")
  else()
    find_package(glfw3 3.3 REQUIRED)
    find_package(OpenGL REQUIRED)
    target_link_libraries(imgui_backends PUBLIC glfw OpenGL::GL ${CMAKE_DL_LIBS})
  endif()
endif()
