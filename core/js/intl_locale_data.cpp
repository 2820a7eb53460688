// The generated CLDR table (intl_locale_data.inc) and the locale negotiation over it.
#include "core/js/intl_locale_data.h"
#include <cstring>

namespace evloop::js {

namespace {

#include "core/js/intl_locale_data.inc"

// The entry for an available tag: a full tag of the table or a bare language ("de").
const LocaleData* find_available(const std::string& tag, bool& is_en_us)
{
    is_en_us = false;
    for (const LocaleData& l : kLocaleData) {
        std::string full = l.tag;
        if (tag == full || tag == full.substr(0, full.find('-'))) {
            is_en_us = full == "en-US";
            return &l;
        }
    }
    return nullptr;
}

} // namespace

ResolvedLocale resolve_intl_locale(const std::vector<std::string>& requested)
{
    // 9.2.3 LookupMatcher: the first requested locale with an available prefix.
    for (const std::string& locale : requested) {
        std::string candidate = locale;
        size_t u = candidate.find("-u-");
        if (u != std::string::npos)
            candidate.resize(u);
        // 9.2.2 BestAvailableLocale: drop subtags from the end until one is available.
        while (!candidate.empty()) {
            bool en_us = false;
            if (const LocaleData* l = find_available(candidate, en_us))
                return { candidate, en_us ? nullptr : l };
            size_t dash = candidate.rfind('-');
            if (dash == std::string::npos)
                break;
            candidate.resize(dash);
            if (dash >= 2 && candidate[dash - 2] == '-')
                candidate.resize(dash - 2);
        }
    }
    return { "en-US", nullptr };
}

} // namespace evloop::js
