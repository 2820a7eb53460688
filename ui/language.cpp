#include "ui/language.h"
#include <array>
#include <cctype>

namespace evloop::ui {

namespace {

constexpr std::array<Language, 6> kLanguages { {
    { "en", "English", false },
    { "bn", "\xE0\xA6\xAC\xE0\xA6\xBE\xE0\xA6\x82\xE0\xA6\xB2\xE0\xA6\xBE", false },                              // বাংলা
    { "hi", "\xE0\xA4\xB9\xE0\xA4\xBF\xE0\xA4\xA8\xE0\xA5\x8D\xE0\xA4\xA6\xE0\xA5\x80", false },                  // हिन्दी
    { "fa", "\xD9\x81\xD8\xA7\xD8\xB1\xD8\xB3\xDB\x8C", true },                                                   // فارسی
    { "uz", "O\xCA\xBBzbekcha", false },                                                                           // Oʻzbekcha (U+02BB)
    { "id", "Bahasa Indonesia", false },
} };

} // namespace

std::span<const Language> languages() { return kLanguages; }

const Language* find_language(std::string_view code)
{
    for (const Language& l : kLanguages)
        if (code == l.code)
            return &l;
    return nullptr;
}

std::string match_preferred_language(const std::vector<std::string>& preferred)
{
    for (const std::string& tag : preferred) {
        // BCP 47: the primary language subtag ends at the first '-' (or '_', as some systems write it).
        std::string primary;
        for (char c : tag) {
            if (c == '-' || c == '_')
                break;
            primary += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        // Persian is also tagged "pes" (ISO 639-3) by some systems; Indonesian's old code is "in".
        if (primary == "pes")
            primary = "fa";
        if (primary == "in")
            primary = "id";
        if (find_language(primary))
            return primary;
    }
    return std::string();
}

} // namespace evloop::ui
