#pragma once
// The UI's languages (issue 17): the six locales the course is written in, each named in
// itself, and the rules for choosing one — a saved choice, a link's #lang=, or on a first
// visit the browser's preferred languages. No ImGui: tested natively (tests/ui).
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::ui {

struct Language {
    const char* code;     // "en", "bn", …: the lessons' folder and the catalogue's locale
    const char* endonym;  // the language's name in itself: "বাংলা", "Oʻzbekcha"
    bool right_to_left;   // the shell is mirrored (the sidebar on the right)
};

std::span<const Language> languages(); // English first, then the order of the menu
const Language* find_language(std::string_view code); // nullptr when unknown

// The first of the browser's preferred languages (navigator.languages: "id-ID", "fa",
// "en-GB", …) that evloop speaks, by its primary subtag and case-insensitively; "" when none.
std::string match_preferred_language(const std::vector<std::string>& preferred);

} // namespace evloop::ui
