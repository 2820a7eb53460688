// core/tutor/translation: a locale's lessons held against English.
#include "core/tutor/translation.h"
#include "core/tutor/tutor.h"
#include "core/util/messages.h"
#include "tests/core/temp_folder.h"
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace evloop;

namespace {

const char* kEnglish = R"(---
id: timers
title: Timers
host: browser
summary: A timer waits for the stack.
---
A `setTimeout` of `0` ms still waits.

```js run title="Zero"
setTimeout(() => console.log('timer'), 0);
console.log('script');
```

```quiz choice
What prints first?
- [x] `script`
- [ ] `timer`
- [ ] neither
> The script is one task.
```

```exercise title="On time"
goal: finishes-by 1050 ms
hint: Use `performance.now()`.
setTimeout(() => {}, 2000);
~~~ solution
setTimeout(() => {}, 1000);
~~~
```
)";

LessonSet set_of(const std::string& file, const std::string& text)
{
    LessonSet set;
    auto lesson = parse_lesson(file, text, set.errors);
    REQUIRE(lesson);
    set.lessons.push_back(*lesson);
    return set;
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("a faithful translation passes - only words and titles change", "[tutor][translation]")
{
    std::string fr = kEnglish;
    fr = replaced(fr, "title: Timers", "title: Minuteries");
    fr = replaced(fr, "A `setTimeout` of `0` ms still waits.", "Même de `0` ms, un `setTimeout` attend.");
    fr = replaced(fr, "title=\"Zero\"", "title=\"Zéro\"");
    fr = replaced(fr, "What prints first?", "Qu'est-ce qui s'affiche d'abord ?");
    fr = replaced(fr, "> The script is one task.", "> Le script est une tâche.");
    fr = replaced(fr, "hint: Use `performance.now()`.", "hint: Servez-vous de `performance.now()`.");
    auto report = tutor::compare_translation(set_of("03-timers.md", kEnglish), set_of("03-timers.md", fr));
    CHECK(report.problems.empty());
    CHECK(report.missing.empty());
}

TEST_CASE("a translation that changes what is run, measured or answered is refused", "[tutor][translation]")
{
    LessonSet english = set_of("03-timers.md", kEnglish);
    auto problems_of = [&](const std::string& text) { return tutor::compare_translation(english, set_of("03-timers.md", text)).problems; };
    auto says = [](const std::vector<std::string>& problems, const std::string& what) {
        for (const std::string& p : problems)
            if (p.find(what) != std::string::npos)
                return true;
        return false;
    };
    CHECK(says(problems_of(replaced(kEnglish, "id: timers", "id: minuteries")), "id \"minuteries\""));
    CHECK(says(problems_of(replaced(kEnglish, "host: browser", "host: node")), "host node"));
    CHECK(says(problems_of(replaced(kEnglish, "console.log('script')", "console.log('le script')")), "the program differs"));
    CHECK(says(problems_of(replaced(kEnglish, "```js run title", "```js run host=node title")), "info string"));
    CHECK(says(problems_of(replaced(replaced(kEnglish, "- [x] `script`", "- [ ] `script`"), "- [ ] `timer`", "- [x] `timer`")), "right answer is option 2"));
    CHECK(says(problems_of(replaced(kEnglish, "- [ ] `timer`\n", "")), "2 options but English has 3"));
    CHECK(says(problems_of(replaced(kEnglish, "goal: finishes-by 1050 ms", "goal: finishes-by 2000 ms")), "goals are measured"));
    CHECK(says(problems_of(replaced(kEnglish, "}, 1000);", "}, 900);")), "solution differs"));
    CHECK(says(problems_of(replaced(kEnglish, "hint: Use `performance.now()`.\n", "")), "0 hints but English has 1"));
    // Inline code is code: translated, it no longer names the API.
    auto renamed = problems_of(replaced(kEnglish, "A `setTimeout` of", "A `définirDélai` of"));
    CHECK(says(renamed, "inline code `définirDélai` is not in the English lesson"));
    CHECK(says(renamed, "`setTimeout` of the English lesson (line 7) appears nowhere"));
}

TEST_CASE("lessons a locale lacks are missing, lessons English lacks are problems", "[tutor][translation]")
{
    LessonSet english = set_of("03-timers.md", kEnglish);
    LessonSet extra = set_of("04-more.md", replaced(kEnglish, "id: timers", "id: more"));
    auto report = tutor::compare_translation(english, extra);
    CHECK(report.missing == std::vector<std::string> { "03-timers.md" });
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].find("04-more.md:1: no English lesson") == 0);
}

TEST_CASE("evloop check on a locale folder holds it against en, and --partial lists what is untranslated", "[tutor][translation]")
{
    namespace fs = std::filesystem;
    fs::path root = fresh_temp_folder("evloop-translation-test");
    fs::create_directories(root / "en");
    fs::create_directories(root / "xx");
    std::ofstream(root / "en" / "03-timers.md") << kEnglish;
    std::ofstream(root / "en" / "04-more.md") << replaced(kEnglish, "id: timers", "id: more");
    std::ofstream(root / "xx" / "03-timers.md") << replaced(kEnglish, "title: Timers", "title: Minuteries");

    tutor::CheckResult strict = tutor::check_lessons((root / "xx").string());
    CHECK(strict.problems == std::vector<std::string> { "04-more.md:0: not translated yet (English has this lesson)",
                                 "messages.txt:0: no catalogue of UI texts (evloop messages > " + (root / "xx" / "messages.txt").string()
                                     + " starts one)" });
    tutor::CheckResult partial = tutor::check_lessons((root / "xx").string() + "/", true);
    CHECK(partial.problems.empty());
    CHECK(partial.untranslated == std::vector<std::string> { "xx/04-more.md", "xx/messages.txt" });
    // The catalogue's own problems come with their lines; a partial one says how much is left.
    std::ofstream(root / "xx" / "messages.txt") << "# xx\nthread_main = le fil principal\nthread_mian = x\n";
    partial = tutor::check_lessons((root / "xx").string(), true);
    CHECK(partial.problems == std::vector<std::string> { "messages.txt:3: unknown key `thread_mian`" });
    REQUIRE(partial.untranslated.size() == 2);
    CHECK(partial.untranslated[1] == "xx/messages.txt (" + std::to_string(msg::count() - 1) + " of " + std::to_string(msg::count()) + " texts)");
    // The folder of locales: English first, then each locale, problems named by locale.
    tutor::CheckResult all = tutor::check_lessons(root.string(), true);
    CHECK(all.lessons == 3);
    CHECK(all.problems == std::vector<std::string> { "xx/messages.txt:3: unknown key `thread_mian`" });
    fs::remove_all(root);
}
