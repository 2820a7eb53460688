// The course in six languages (issue 17): choosing a language by link, menu, saved choice
// and the browser's languages; a locale's files fetched on demand; the mirrored shell for
// Persian; screenshots of every locale. Registered by tests/e2e/e2e.mjs (registerLangCases).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCALES = ['bn', 'hi', 'fa', 'uz', 'id'];

// A lesson's title in a locale, from its front matter.
function lessonTitle(locale, file) {
  const text = readFileSync(path.join(REPO_ROOT, 'lessons', locale, file), 'utf8');
  return /^title: (.*)$/m.exec(text)[1].trim();
}

export function registerLangCases({ test, state, frames, waitForState, assert, assertEqual, DESKTOP, PHONE, scrollTo, clickControl }) {
  const languageShown = (page, code) => waitForState(page, `the ${code} lessons`,
    (s, want) => s.language === want && s.languageLoading === '', code, 20_000);
  // The URL follows the language in the frame after the switch.
  const hashHas = (page, part) => page.waitForFunction((p) => location.hash.includes(p), part, { timeout: 10_000 })
    .then(() => page.evaluate(() => location.hash));
  const htmlLang = (page) => page.evaluate(() => [document.documentElement.lang, document.getElementById('a11y').dir]);

  test('lang-link-uz', async (t) => {
    const page = await t.open({ hash: '#lang=uz' });
    const s = await languageShown(page, 'uz');
    assertEqual(s.lesson, s.lessons[0], 'the first lesson');
    assertEqual(s.lessonTitle, lessonTitle('uz', '01-one-thread.md'), 'the Uzbek title of lesson 01');
    assert(s.documentTitle.startsWith('1-dars \u00B7 '), `the tab's title in Uzbek: ${s.documentTitle}`);
    assertEqual(s.notice, '', 'notice');
    assert(s.controls.prev && s.controls.next && s.controls.language, 'Prev, Next and the language menu');
    await hashHas(page, 'lang=uz');
    assertEqual((await htmlLang(page)).join(' '), 'uz ltr', '<html lang dir>');
    await t.screenshot(page, 'lang-uz-lesson1-1280x800.png');
    // Uzbek buttons: Next goes on, the URL still names the language.
    await clickControl(page, 'next');
    const next = await waitForState(page, 'lesson 2', (st) => st.lessonIndex === 1);
    assert(next.documentTitle.startsWith('2-dars'), `lesson 2's title: ${next.documentTitle}`);
    await hashHas(page, 'lang=uz');
  });

  test('lang-menu-keeps-lesson-progress-reload', async (t) => {
    const page = await t.open({ hash: '#lesson=blocking' });
    const before = await state(page);
    await clickControl(page, 'language');
    const open = await waitForState(page, 'the language menu', (s) => s.languageMenuOpen && s.controls['language:id']);
    for (const code of ['en', ...LOCALES]) assert(open.controls[`language:${code}`], `language:${code} listed`);
    await clickControl(page, 'language:id');
    const s = await languageShown(page, 'id');
    assertEqual(s.lesson, 'blocking', 'the same lesson');
    assertEqual(s.progress, before.progress, 'progress');
    assertEqual(s.lessonTitle, lessonTitle('id', '02-blocking.md'), 'the Indonesian title');
    await hashHas(page, 'lang=id');
    assertEqual((await htmlLang(page))[0], 'id', '<html lang>');
    await page.reload({ waitUntil: 'load' });
    await waitForState(page, 'the page again', () => true);
    const again = await languageShown(page, 'id');
    assertEqual(again.lesson, 'blocking', 'the lesson after a reload');
    // A reload without lang= in the URL keeps the saved choice too.
    await page.goto(page.url().split('#')[0] + '#lesson=blocking', { waitUntil: 'load' });
    await languageShown(page, 'id');
    // And back to English through the menu.
    await clickControl(page, 'language');
    await waitForState(page, 'the menu', (st) => st.controls['language:en']);
    await clickControl(page, 'language:en');
    const en = await languageShown(page, 'en');
    assertEqual(en.lessonTitle, before.lessonTitle, 'the English title again');
  });

  test('lang-first-visit-browser-language', async (t) => {
    const page = await t.open({ locale: 'id-ID' });
    const s = await languageShown(page, 'id');
    assertEqual(s.lessonTitle, lessonTitle('id', '01-one-thread.md'), 'Indonesian lesson 01');
  });

  test('lang-unknown-notice', async (t) => {
    const page = await t.open({ hash: '#lesson=blocking&lang=xx' });
    const s = await waitForState(page, 'the notice', (st) => st.notice !== '');
    assertEqual(s.language, 'en', 'language');
    assert(s.notice.includes('"xx"'), `the notice names the code: ${s.notice}`);
    assertEqual(s.lesson, 'blocking', 'the lesson still opens');
    await t.screenshot(page, 'lang-unknown-notice.png');
  });

  test('lang-fetch-fails-keeps-page', async (t) => {
    const page = await t.open({ hash: '#lesson=blocking' });
    await page.route('**/lessons/bn/manifest.json', (route) => route.abort('connectionrefused'));
    const before = await state(page);
    await clickControl(page, 'language');
    await waitForState(page, 'the menu', (st) => st.controls['language:bn']);
    await clickControl(page, 'language:bn');
    const s = await waitForState(page, 'the failure notice', (st) => st.notice !== '' && st.languageLoading === '');
    assertEqual(s.language, 'en', 'still English');
    assertEqual(s.lessonTitle, before.lessonTitle, 'the same lesson text');
    assert(s.notice.includes('manifest.json'), `the notice says what failed: ${s.notice}`);
    // The aborted request is this case's doing, not a fault of the page.
    t.errors = t.errors.filter((e) => !e.includes('lessons/bn/manifest.json'));
  });

  test('lang-embed-id', async (t) => {
    const page = await t.open({ hash: '#embed&lesson=blocking&lang=id' });
    const s = await languageShown(page, 'id');
    assertEqual(s.embed.active, true, 'the embed view');
    assertEqual(s.lessonTitle, lessonTitle('id', '02-blocking.md'), 'the Indonesian lesson');
    const bad = await t.open({ hash: '#embed&lesson=blocking&lang=fr' });
    const b = await waitForState(bad, 'the embed notice', (st) => st.embed.active);
    assertEqual(b.language, 'en', 'an unknown embed language');
  });

  test('lang-fa-mirrors-shell', async (t) => {
    const page = await t.open({ hash: '#lesson=blocking&lang=fa' });
    const s = await languageShown(page, 'fa');
    assertEqual(s.rtl, true, 'right to left');
    await hashHas(page, 'lang=fa');
    assertEqual((await htmlLang(page)).join(' '), 'fa rtl', '<html lang dir>');
    const entry = s.controls['lesson:blocking'];
    assert(entry && entry.x > DESKTOP.width - 300, `the sidebar on the right: ${JSON.stringify(entry)}`);
    assert(s.controls.prev.x > s.controls.next.x, 'Prev on the right of Next');
    await t.screenshotThemes(page, 'lang-fa-lesson2-1280x800');
  });

  // A Persian order quiz on a phone: its frame mirrored, Share in the top left corner (the
  // kicker, right-aligned, once ran under it), the lines and Submit inside the phone.
  test('lang-fa-quiz-phone', async (t) => {
    const page = await t.open({ hash: '#lesson=one-thread&lang=fa', ...PHONE });
    await languageShown(page, 'fa');
    const viewport = PHONE.viewport ?? { width: 390, height: 844 };
    const line = await scrollTo(page, (n) => /^quiz:\d+:line:0$/.test(n), 'the first order quiz', { viewport, maxSteps: 200 });
    const s = await state(page);
    const block = /^quiz:(\d+):/.exec(line)[1];
    const share = s.controls[`share:${block}`];
    assert(share, `the quiz's Share button (share:${block})`);
    assert(share.x + share.w < viewport.width / 2, `Share in the top left of a right-to-left quiz: ${JSON.stringify(share)}`);
    assert(share.x >= 0, `Share inside the phone: ${JSON.stringify(share)}`);
    await t.screenshotThemes(page, 'lang-fa-quiz-390x844');
  });

  // Lesson 01 and an order quiz in every locale, wide and on a phone, in both themes.
  test('lang-screenshots', async (t) => {
    for (const code of LOCALES) {
      for (const [size, options] of [['1280x800', {}], ['390x844', PHONE]]) {
        const viewport = options.viewport ?? DESKTOP;
        const page = await t.open({ hash: `#lesson=one-thread&lang=${code}`, ...options });
        await languageShown(page, code);
        await frames(page, 3);
        await t.screenshotThemes(page, `lang-${code}-lesson1-${size}`);
        await page.evaluate((c) => { location.hash = `#lesson=tasks-and-microtasks&lang=${c}`; }, code);
        await waitForState(page, 'lesson 3', (st) => st.lesson === 'tasks-and-microtasks');
        await scrollTo(page, (n) => /^quiz:\d+:line:0$/.test(n), 'the order quiz', { viewport, maxSteps: 200 });
        await t.screenshotThemes(page, `lang-${code}-quiz-${size}`);
        await page.close();
      }
    }
  }, 600_000);
}
