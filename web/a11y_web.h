#pragma once
// The accessible page's glue (issue 16): after each drawn frame the App's page model
// goes to web/a11y.js when it changed; the DOM's actions come back through the
// evloop_a11y_* exports (web/a11y_web.cpp).
#include "ui/app.h"

namespace evloop::web {

void a11y_after_frame(ui::App& app);

} // namespace evloop::web
