// Both palettes of ui/theme.cpp against WCAG 2.1 contrast (SC 1.4.3 text 4.5:1, SC 1.4.11
// controls and graphics 3:1): every pair in contrast_pairs(), the list of colours the UI
// draws on one another.
#include "ui/theme.h"
#include <catch2/catch.hpp>

using evloop::ui::contrast_pairs;
using evloop::ui::contrast_ratio;
using evloop::ui::Theme;
using evloop::ui::theme_for;

TEST_CASE("theme: the contrast formula gives WCAG's reference values", "[theme]")
{
    CHECK(contrast_ratio(IM_COL32(0, 0, 0, 255), IM_COL32(255, 255, 255, 255)) == Approx(21.0));
    CHECK(contrast_ratio(IM_COL32(255, 255, 255, 255), IM_COL32(255, 255, 255, 255)) == Approx(1.0));
    CHECK(contrast_ratio(IM_COL32(0x76, 0x76, 0x76, 255), IM_COL32(255, 255, 255, 255)) == Approx(4.54).epsilon(0.01));
}

TEST_CASE("theme: every colour pair the UI draws meets WCAG AA in both themes", "[theme]")
{
    REQUIRE(contrast_pairs().size() > 50);
    for (bool dark : { true, false }) {
        const Theme& t = theme_for(dark);
        for (const auto& pair : contrast_pairs()) {
            double ratio = contrast_ratio(t.*pair.foreground, t.*pair.background);
            INFO((dark ? "dark: " : "light: ") << pair.what << " is " << ratio << ":1, needs " << pair.minimum << ":1");
            CHECK(ratio >= pair.minimum);
        }
    }
}
