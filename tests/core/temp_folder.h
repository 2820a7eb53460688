#pragma once
// A fresh folder under the system's temporary folder for one test. Several checkouts'
// tests (git worktrees, the native and the WebAssembly build) run at once on one
// machine, and with a fixed name one test deleted another's files mid-run.
#include <filesystem>
#include <random>
#include <string>

inline std::filesystem::path fresh_temp_folder(const std::string& name)
{
    std::random_device random;
    std::filesystem::path dir = std::filesystem::temp_directory_path() / (name + "-" + std::to_string(random()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}
