// A framed block's top row (ui/lesson_blocks.h, block_frame_layout): the kicker and the
// Share button never overlap, left to right or right to left, and the accent bar is on
// the edge the page reads from (issue 17: a Persian quiz's kicker ran under Share).
#include "ui/lesson_blocks.h"
#include <catch2/catch.hpp>

using evloop::ui::block_frame_layout;
using evloop::ui::BlockFrameLayout;
using evloop::ui::kBlockFrameBar;
using evloop::ui::kBlockFramePad;

namespace {

// The kicker's span and the Share button's do not meet, and both stay inside the frame.
void check_apart(const BlockFrameLayout& l, float left, float width, float share_w)
{
    const float kicker_min = l.kicker_x, kicker_max = l.kicker_x + l.kicker_width;
    const float share_min = l.share_x, share_max = l.share_x + share_w;
    INFO("kicker " << kicker_min << "…" << kicker_max << ", Share " << share_min << "…" << share_max);
    CHECK((kicker_max <= share_min || share_max <= kicker_min));
    CHECK(kicker_min >= left + kBlockFramePad - 0.01f);
    CHECK(kicker_max <= left + width - kBlockFramePad + 0.01f);
    CHECK(share_min >= left);
    CHECK(share_max <= left + width);
}

} // namespace

TEST_CASE("block frame: left to right, the bar on the left, the kicker left of Share", "[block-frame]")
{
    for (float width : { 358.0f, 640.0f, 900.0f }) { // a 390 px phone's block, a laptop's
        const float left = 16, share_w = 62;
        BlockFrameLayout l = block_frame_layout(left, width, share_w, false);
        check_apart(l, left, width, share_w);
        CHECK(l.bar_min_x == left);
        CHECK(l.bar_max_x == left + kBlockFrameBar);
        CHECK(l.kicker_x == left + kBlockFramePad);
        CHECK(l.share_x > l.kicker_x);
    }
}

TEST_CASE("block frame: right to left, everything mirrored", "[block-frame]")
{
    for (float width : { 358.0f, 640.0f, 900.0f }) {
        const float left = 16, share_w = 70;
        BlockFrameLayout ltr = block_frame_layout(left, width, share_w, false);
        BlockFrameLayout rtl = block_frame_layout(left, width, share_w, true);
        check_apart(rtl, left, width, share_w);
        CHECK(rtl.bar_max_x == left + width); // the accent bar on the right edge
        CHECK(rtl.bar_min_x == left + width - kBlockFrameBar);
        CHECK(rtl.share_x < rtl.kicker_x);   // Share in the top left, the kicker after it
        // The mirror image of the left-to-right layout.
        CHECK(rtl.kicker_width == Approx(ltr.kicker_width));
        CHECK(rtl.kicker_x + rtl.kicker_width == Approx(2 * left + width - ltr.kicker_x));
        CHECK(rtl.share_x == Approx(2 * left + width - (ltr.share_x + share_w)));
    }
}

TEST_CASE("block frame: without a Share button the kicker has the whole padded width", "[block-frame]")
{
    for (bool rtl : { false, true }) {
        BlockFrameLayout l = block_frame_layout(0, 400, 0, rtl);
        CHECK(l.kicker_x == kBlockFramePad);
        CHECK(l.kicker_width == 400 - 2 * kBlockFramePad);
    }
}
