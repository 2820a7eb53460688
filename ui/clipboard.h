#pragma once
// Copies to the system clipboard with feedback a learner can see ("Copied"). The copy
// itself goes through ImGui's clipboard hook, which the platform sets (web: the browser's
// async clipboard API; desktop: GLFW). A platform whose copies finish later says so with
// set_async(true) and reports each result with report().
#include <string>

namespace evloop::ui::clipboard {

enum class State { None, Pending, Copied, Failed };

// Starts a copy and returns its ticket (> 0).
int copy(const std::string& text, double now_seconds);
// What to show for `ticket` now: Pending until the platform answers, then Copied or
// Failed for a few seconds, then None.
State state(int ticket, double now_seconds);

// Platform side.
void set_async(bool async);
void report(bool ok, double now_seconds); // the result of the latest copy

} // namespace evloop::ui::clipboard
