// Shaped text in the page (issue 17, part "shape"): lesson 01 and its first quiz in
// Bengali, Hindi and Persian at 1280×800 and 390×844 in both themes, screenshots to look
// at (conjuncts whole, Persian joined and right to left, code left to right), and the
// English first load without the shaper module. Registered into tests/e2e/e2e.mjs's
// runner (registerShapedCases).
//
// Test-only means of opening a locale's lessons, until the language choice (#lang=, the
// "lang" part of issue 17) is merged: the page's HTML is served with a script that
// fetches lessons/XX/*.md from the repository (served by this route) and, in Emscripten's
// onRuntimeInitialized (after evloop.data is in the file system, before main() reads the
// lessons), writes them over /lessons/en/; then window.evloopPrepareLocale(XX) (web/
// shaper-loader.js) fetches the shaper module and the locale's font, as the language
// loader will.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function registerShapedCases({ repoRoot, test, state, frames, waitForState, assert, DESKTOP, PHONE, scrollTo }) {
  const LOCALES = ['bn', 'hi', 'fa'];

  function injection(locale) {
    const en = readdirSync(path.join(repoRoot, 'lessons', 'en')).filter((f) => f.endsWith('.md'));
    const files = readdirSync(path.join(repoRoot, 'lessons', locale)).filter((f) => f.endsWith('.md'));
    const lessons = Object.fromEntries(files.map((f) => [f, readFileSync(path.join(repoRoot, 'lessons', locale, f), 'utf8')]));
    return `<script>
  (function () {
    const en = ${JSON.stringify(en)}, lessons = ${JSON.stringify(lessons)};
    Module.onRuntimeInitialized = function () {
      for (const f of en) { try { Module.FS_unlink('/lessons/en/' + f); } catch (e) {} }
      const encoder = new TextEncoder();
      for (const [f, text] of Object.entries(lessons))
        Module.FS_createDataFile('/lessons/en', f, encoder.encode(text), true, true, true);
    };
  })();
</script>`;
  }

  async function openLocale(t, locale, { hash = '#lesson=one-thread', viewport = DESKTOP, colorScheme = 'dark', phone = false } = {}) {
    const ctx = await t.browser.newContext({
      viewport, deviceScaleFactor: phone ? 2 : 1, colorScheme, isMobile: phone, hasTouch: phone,
    });
    t.contexts.push(ctx);
    await ctx.route((url) => url.pathname === '/' || url.pathname.endsWith('/index.html'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<script src="embed.js"></script>', injection(locale) + '\n<script src="embed.js"></script>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    const page = await t.open({ context: ctx, hash });
    await page.evaluate((code) => window.evloopPrepareLocale(code), locale);
    await page.waitForFunction(() => !!window.evloopShaper, null, { timeout: 15_000 });
    await frames(page, 4);
    return page;
  }

  test('shaped-locales', async (t) => {
    const sizes = [{ name: '1280x800', viewport: DESKTOP, phone: false }, { name: '390x844', viewport: PHONE.viewport, phone: true }];
    const shots = [];
    for (const locale of LOCALES) {
      for (const size of sizes) {
        const page = await openLocale(t, locale, { viewport: size.viewport, phone: size.phone });
        const s = await state(page);
        assert(/[^\x00-\x7f]/.test(s.lessonTitle), `${locale}: the lesson title is not the ${locale} one: ${s.lessonTitle}`);
        await t.screenshotThemes(page, `shaped-${locale}-lesson1-${size.name}`);
        await scrollTo(page, (n) => /^quiz:\d+:/.test(n), `the first quiz (${locale})`, { viewport: size.viewport });
        await t.screenshotThemes(page, `shaped-${locale}-quiz-${size.name}`);
        shots.push(`${locale} ${size.name}`);
        await page.close();
      }
    }
    return `screenshots: ${shots.join(', ')}`;
  }, 240_000);

  test('shaper-not-in-english-first-load', async (t) => {
    const requested = [];
    const page = await t.open({ ready: false });
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.waitForFunction(() => window.evloopTest && window.evloopTest.ready(), null, { timeout: 15_000 });
    await frames(page, 3);
    assert(!requested.some((p) => p.endsWith('/shaper.js') || p.endsWith('/shaper.wasm')), `English loaded the shaper: ${requested.join(', ')}`);
    // English resolves at once and loads nothing.
    const t0 = Date.now();
    await page.evaluate(() => window.evloopPrepareLocale('en'));
    assert(Date.now() - t0 < 1000, 'evloopPrepareLocale("en") was slow');
    assert(!(await page.evaluate(() => !!window.evloopShaper)), 'the shaper was loaded for English');
    return 'no shaper.js / shaper.wasm in the English first load';
  });
}
