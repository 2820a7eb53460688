// core/ uses only the C++ standard library: no Emscripten, GLFW or ImGui (core/CMakeLists.txt
// puts this folder before the system's, so an include of a platform or UI header lands here).
// The page glue belongs in web/, drawing in ui/.
#error "core/ must not include platform or UI headers (see docs/architecture.md)"
