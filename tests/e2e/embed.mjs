// Browser tests of the embed view (#embed&…), its postMessage API and the Share dialog,
// registered into tests/e2e/e2e.mjs's runner (registerEmbedCases). Host pages are served
// from a second server on another port, so the frame and its page have different origins
// as on a real course site.
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.xml': 'application/xml' };

// A server on another port of 127.0.0.1: `pages` maps a path to HTML text; `dirs` maps a
// path prefix ("/pkg/") to a folder whose files it serves.
async function hostServer(pages, dirs = new Map()) {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    for (const [prefix, dir] of dirs) {
      if (!pathname.startsWith(prefix)) continue;
      const file = path.join(dir, path.normalize(pathname.slice(prefix.length)).replace(/^(\.\.[/\\])+/, ''));
      try {
        const data = readFileSync(file);
        res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' }).end(data);
      } catch {
        res.writeHead(404).end('not found');
      }
      return;
    }
    const body = pages.get(pathname);
    if (body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

export function registerEmbedCases(h) {
  const { test, state, frames, waitForState, assert, assertEqual, TestFailure, DESKTOP, PHONE, scrollTo, clickControl } = h;

  // The evloop frame of a host page (by a part of its URL), once its first frame is drawn.
  async function evloopFrame(page, urlPart, timeout = 20_000) {
    const until = Date.now() + timeout;
    for (;;) {
      const frame = page.frames().find((f) => f.url().includes(urlPart));
      if (frame) {
        try {
          await frame.waitForFunction(() => Boolean(window.evloopTest && window.evloopTest.ready()), null, { timeout: Math.max(1000, until - Date.now()) });
          return frame;
        } catch (err) {
          throw new TestFailure(`the frame ${urlPart} drew no first frame: ${String(err.message).split('\n')[0]}`);
        }
      }
      if (Date.now() > until) throw new TestFailure(`no frame with ${urlPart}; frames: ${page.frames().map((f) => f.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
  }

  // Clicks a control of an evloop frame: its rectangle is in the frame's CSS pixels.
  async function clickInFrame(page, frame, name) {
    const s = await state(frame);
    const rect = s.controls?.[name];
    assert(rect, `control "${name}" not in the frame; controls: ${Object.keys(s.controls ?? {}).join(', ')}`);
    assert(!rect.disabled, `control "${name}" is disabled`);
    const box = await (await frame.frameElement()).boundingBox();
    const x = box.x + rect.x + rect.w / 2, y = box.y + rect.y + rect.h / 2;
    await page.mouse.move(x, y);
    await frames(frame, 2);
    await page.mouse.down();
    await frames(frame, 2);
    await page.mouse.up();
    await frames(frame, 2);
  }

  // Scrolls the frame with the wheel until a control matching `match` is on screen.
  async function scrollFrameTo(page, frame, match, what) {
    const box = await (await frame.frameElement()).boundingBox();
    for (let i = 0; i < 60; i++) {
      const s = await state(frame);
      const name = Object.keys(s.controls).find(match);
      if (name && s.controls[name].y + s.controls[name].h < box.height - 10) return name;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 200);
      await frames(frame, 3);
    }
    throw new TestFailure(`${what} never came on screen in the frame`);
  }

  // Waits until the host page heard a message that `predicate` accepts; returns it.
  async function heard(page, description, predicate, timeout = 15_000) {
    try {
      const handle = await page.waitForFunction(`(window.evloopMessages || []).find(${predicate})`, null, { timeout, polling: 100 });
      return handle.jsonValue();
    } catch (err) {
      const got = await page.evaluate(() => (window.evloopMessages || []).map((m) => m.type || m.subject)).catch(() => []);
      throw new TestFailure(`the host page never heard ${description}; it heard: ${got.join(', ')}`);
    }
  }

  // A host page with one evloop frame and a listener that keeps every message.
  function hostPage(src, { width = '100%', height = 500 } = {}) {
    return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
<style>body{margin:0;padding:20px;font:14px sans-serif;background:#e9ebef}iframe{border:0;display:block}</style></head><body>
<iframe id="f" src="${src}" title="evloop" width="${width}" height="${height}"
  sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" allow="clipboard-write"></iframe>
<script>
window.evloopMessages = [];
window.addEventListener('message', (e) => { window.evloopMessages.push({ origin: e.origin, ...(typeof e.data === 'object' ? e.data : { raw: e.data }) }); });
window.send = (m) => document.getElementById('f').contentWindow.postMessage(m, '*');
</script></body></html>`;
  }

  test('embed-views', async (t) => {
    // The whole lesson, one block and the Playground, each alone in the page, with
    // compact chrome; bad parameters give a notice, never an empty frame.
    let page = await t.open({ hash: '#embed&lesson=one-thread' });
    let s = await state(page);
    assertEqual(s.embed.active, true, 'embed.active');
    assertEqual(s.embed.kind, 'lesson', 'embed.kind');
    assertEqual(s.lesson, 'one-thread', 'the lesson');
    assert(s.controls['embed:open'], 'no "Open in evloop" link');
    assert(!s.controls.next && !s.controls['lesson:blocking'] && !s.controls.playground, 'course chrome in an embed');
    assertEqual(s.notice, '', 'notice');
    await page.close();

    page = await t.open({ hash: '#embed&lesson=one-thread&block=17&theme=light' });
    s = await state(page);
    assertEqual(s.embed.kind, 'block', 'embed.kind of &block=17');
    assertEqual(s.theme, 'light', '&theme=light over a dark system');
    assert(s.controls['choice:17:option:0'], 'the choice quiz is not shown');
    assert(!Object.keys(s.controls).some((n) => n.startsWith('quiz:')), 'other blocks are shown');
    // "Open in evloop" opens the lesson in a new tab.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), clickControl(page, 'embed:open')]);
    await popup.waitForLoadState('domcontentloaded');
    assert(popup.url().endsWith('#lesson=one-thread'), `Open in evloop opened ${popup.url()}`);
    await popup.close();
    await page.close();

    const code = "setTimeout(() => console.log('later'), 0);\nconsole.log('now');\n";
    page = await t.open({ hash: `#embed&playground&host=node&code=${Buffer.from(code).toString('base64url')}` });
    s = await state(page);
    assertEqual(s.embed.kind, 'playground', 'embed.kind of a Playground');
    assertEqual(s.playground.code, code, 'the program');
    assertEqual(s.playground.host, 'node', 'the host');
    await clickControl(page, 'playground:run');
    s = await waitForState(page, 'the run', (st) => st.viz.open && st.viz.stdout.length === 2);
    assertEqual(await page.evaluate(() => location.hash.startsWith('#embed&playground')), true, 'the frame kept its link');
    await page.close();

    const notes = [];
    for (const bad of ['#embed&lesson=nope', '#embed&lesson=one-thread&block=9', '#embed&lesson=one-thread&block=x&zoom=3',
      '#embed&lesson=one-thread&parentOrigin=javascript:alert(1)', '#embed&lesson=one-thread&theme=pink', '#embed&playground&code=%%%',
      '#embed']) {
      page = await t.open({ hash: bad });
      s = await state(page);
      assert(s.embed.active, `${bad}: not the embed view`);
      assert(s.notice.length > 20, `${bad}: no notice (${JSON.stringify(s.notice)})`);
      assert(s.controls['notice-close'], `${bad}: the notice is not on screen`);
      notes.push(s.notice.slice(0, 30));
      if (bad.includes('parentOrigin')) assertEqual(s.embed.messagesOff, true, 'a bad parentOrigin turns messages off');
      if (bad === '#embed&lesson=nope') {
        const png = await t.screenshot(page, 'embed-bad-link-1280x800.png');
        assert(png.length > 20_000, 'the bad-link frame looks empty');
      }
      await page.close();
    }
    return `${notes.length} bad links with notices`;
  }, 120_000);

  test('embed-messages', async (t) => {
    // web/examples/course.html on another port embeds two quizzes; clicks inside the
    // frames answer them and the page hears each result.
    const site = new URL(t.baseUrl);
    const course = readFileSync(path.join(REPO_ROOT, 'web', 'examples', 'course.html'), 'utf8');
    const other = hostServer(new Map([['/course.html', course]]));
    const host = await other;
    try {
      const page = await t.open({ ready: false });
      await page.goto(`${host.origin}/course.html?site=${encodeURIComponent(site.origin + '/')}`);
      const choice = await evloopFrame(page, 'block=17');
      const order = await evloopFrame(page, 'block=32');
      await heard(page, 'ready', (m) => m.type === 'ready' && m.frame === 'quiz-choice' && m.view === 'block');
      await heard(page, 'resize', (m) => m.type === 'resize' && m.frame === 'quiz-order');
      await waitForState(order, 'the order quiz', (st) => st.quizzes.some((q) => q.block === 32 && q.shown.length > 0), null, 30_000);
      await frames(order, 4);
      const resize = await page.evaluate(() => window.evloopMessages.filter((m) => m.type === 'resize' && m.frame === 'quiz-order').pop());
      assert(resize.height > 200 && resize.height < 2000, `resize height ${resize.height}`);
      assertEqual(resize.height, (await state(order)).embed.height, 'the last resize is the frame\'s content height');
      // The page set the frame's height from it.
      const frameHeight = await page.evaluate(() => document.getElementById('quiz-order').getBoundingClientRect().height);
      assert(Math.abs(frameHeight - Math.min(resize.height, 2000)) <= 2, `the order frame is ${frameHeight} px, resize said ${resize.height}`);

      // The choice quiz: pick the first option, submit.
      await page.locator('#quiz-choice').scrollIntoViewIfNeeded();
      await scrollFrameTo(page, choice, (n) => n === 'choice:17:submit', 'the Submit button');
      await clickInFrame(page, choice, 'choice:17:option:0');
      await clickInFrame(page, choice, 'choice:17:submit');
      const fs = await state(choice);
      const picked = fs.choices.find((c) => c.block === 17);
      assertEqual(picked.submitted, true, 'the choice quiz was submitted');
      const r1 = await heard(page, 'the choice result', (m) => m.type === 'result' && m.frame === 'quiz-choice');
      assertEqual(r1.statement.verb.id, 'http://adlnet.gov/expapi/verbs/answered', 'verb');
      assertEqual(r1.statement.object.definition.interactionType, 'choice', 'interactionType');
      assertEqual(r1.statement.object.id, `${site.origin}/#lesson=one-thread&block=17`, 'object id');
      assertEqual(r1.statement.result.success, picked.right, 'success');
      assertEqual(r1.statement.result.score.raw, picked.right ? 1 : 0, 'score.raw');
      assertEqual(r1.statement.result.score.max, 1, 'score.max');
      assertEqual(r1.statement.result.response, 'choice0', 'response');
      assert(/^PT\d+(\.\d)?S$/.test(r1.statement.result.duration), `duration ${r1.statement.result.duration}`);

      // The order quiz: submit the order as shown; the score is the lines in relative order.
      await page.locator('#quiz-order').scrollIntoViewIfNeeded();
      await waitForState(order, 'the order quiz', (st) => st.quizzes.some((q) => q.block === 32 && q.shown.length > 0), null, 30_000);
      await scrollFrameTo(page, order, (n) => n === 'quiz:32:submit', 'the Submit button');
      await clickInFrame(page, order, 'quiz:32:submit');
      const q = (await state(order)).quizzes.find((x) => x.block === 32);
      const r2 = await heard(page, 'the order result', (m) => m.type === 'result' && m.frame === 'quiz-order');
      assertEqual(r2.statement.object.definition.interactionType, 'sequencing', 'interactionType');
      assertEqual(r2.statement.result.score.raw, q.right, 'score.raw = lines in relative order');
      assertEqual(r2.statement.result.score.max, q.answer.length, 'score.max');
      const response = q.shown.map((line) => `line${q.answer.indexOf(line)}`).join('[,]');
      assertEqual(r2.statement.result.response, response, 'response');
      const listed = await page.locator('#list li').count();
      assertEqual(listed, 2, 'results listed on the course page');
      await t.screenshot(page, 'embed-course-page.png');

      // From the host: ping → pong, getProgress → progress, setTheme, load; malformed
      // messages → error and no change.
      const send = (frameId, message) => page.evaluate(([id, m, origin]) => document.getElementById(id).contentWindow.postMessage(m, origin),
        [frameId, message, site.origin]);
      await send('quiz-choice', { evloop: 1, type: 'ping', id: 7 });
      const pong = await heard(page, 'pong', (m) => m.type === 'pong');
      assertEqual(pong.id, 7, 'pong carries the ping\'s id');
      await send('quiz-choice', { evloop: 1, type: 'getProgress' });
      const progress = await heard(page, 'progress', (m) => m.type === 'progress');
      assertEqual(progress.total, 1, 'progress.total');
      assertEqual(progress.answered, 1, 'progress.answered');
      // (Chromium does not animate a cross-origin frame out of view: bring it in first.)
      await page.locator('#quiz-choice').scrollIntoViewIfNeeded();
      await send('quiz-choice', { evloop: 1, type: 'setTheme', theme: 'light' });
      await waitForState(choice, 'the light theme', (st) => st.theme === 'light');
      const before = await state(choice);
      for (const bad of [{ evloop: 1, type: 'load', code: 42 }, { evloop: 1, type: 'load', code: 'x', host: 'deno' },
        { evloop: 1, type: 'load', code: 'x', settings: { cpu: 99 } }, { evloop: 1, type: 'load', code: 'x', settings: { eval: 'alert(1)' } },
        { evloop: 1, type: 'setTheme', theme: '<script>' }, { evloop: 1, type: 'format-disk' }, { evloop: 2, type: 'ping' },
        { evloop: 1 }]) {
        await send('quiz-choice', bad);
      }
      await page.waitForFunction(() => window.evloopMessages.filter((m) => m.type === 'error').length >= 8, null, { timeout: 10_000 })
        .catch(() => { throw new TestFailure('not every malformed message got an error reply'); });
      const after = await state(choice);
      assertEqual(after.view, before.view, 'view after malformed messages');
      assertEqual(after.playground.code, before.playground.code, 'Playground program after malformed messages');
      assertEqual(after.theme, 'light', 'theme after malformed messages');
      const errors = await page.evaluate(() => window.evloopMessages.filter((m) => m.type === 'error').map((m) => m.message));
      // Ignored: messages that are not evloop's (other libraries') get no reply at all.
      await send('quiz-choice', 'hello');
      await send('quiz-choice', { type: 'ping' });

      await page.locator('#quiz-order').scrollIntoViewIfNeeded();
      await send('quiz-order', { evloop: 1, type: 'load', code: "console.log('from the course page');", host: 'node', settings: { pool: 2 } });
      await heard(page, 'loaded', (m) => m.type === 'loaded');
      const ran = await waitForState(order, 'the loaded program\'s run', (st) => st.view === 'playground' && st.viz.open
        && st.viz.stdout.length === 1, null, 30_000);
      assertEqual(ran.viz.stdout[0], 'from the course page', 'what the loaded program printed');
      assertEqual(ran.playground.host, 'node', 'the loaded program\'s host');
      const errorsAfter = await page.evaluate(() => window.evloopMessages.filter((m) => m.type === 'error').length);
      assertEqual(errorsAfter, errors.length, 'errors after messages that are not evloop\'s');
      return `${errors.length} malformed messages refused, e.g. "${errors[1]}"`;
    } finally {
      await host.close();
    }
  }, 180_000);

  test('embed-origin-check', async (t) => {
    // A frame whose link names another parentOrigin ignores this page: no pong, no load.
    const site = new URL(t.baseUrl);
    const pages = new Map();
    const host = await hostServer(pages);
    try {
      pages.set('/wrong.html', hostPage(`${site.origin}/#embed&lesson=one-thread&block=17&parentOrigin=${encodeURIComponent('https://course.example.org')}`));
      pages.set('/right.html', hostPage(`${site.origin}/#embed&lesson=one-thread&block=17&parentOrigin=${encodeURIComponent(host.origin)}`));
      const page = await t.open({ ready: false });
      await page.goto(`${host.origin}/wrong.html`);
      const frame = await evloopFrame(page, 'block=17');
      await page.evaluate(() => { window.send({ evloop: 1, type: 'ping' }); window.send({ evloop: 1, type: 'load', code: 'console.log(1)' }); });
      await page.waitForTimeout(1500);
      const got = await page.evaluate(() => window.evloopMessages.map((m) => m.type || m.subject));
      assert(!got.includes('pong') && !got.includes('loaded') && !got.includes('error'), `a wrong origin was answered: ${got.join(', ')}`);
      assertEqual((await state(frame)).view, 'lesson', 'view after a wrong origin\'s load');
      // Nor does it send this page anything (its messages go to the named origin only).
      assert(!got.includes('ready'), 'ready went to a page that is not parentOrigin');

      await page.goto(`${host.origin}/right.html`);
      await evloopFrame(page, 'block=17');
      await page.evaluate(() => window.send({ evloop: 1, type: 'ping' }));
      await heard(page, 'pong', (m) => m.type === 'pong');
      const ready = await page.evaluate(() => window.evloopMessages.find((m) => m.type === 'ready'));
      assert(ready && ready.origin === site.origin, 'ready from the evloop origin');
    } finally {
      await host.close();
    }
  }, 90_000);

  test('embed-share-dialog', async (t) => {
    // A teacher copies a quiz's embed snippet from the lesson, pastes it into a plain page
    // on another port, and the frame shows that quiz and reports its result.
    const page = await t.open({ hash: '#lesson=one-thread' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.baseUrl });
    const share = await scrollTo(page, (n) => n === 'share:25', 'the quiz\'s Share button', { maxSteps: 160 });
    await clickControl(page, share);
    let s = await waitForState(page, 'the Share dialog', (st) => st.share.open);
    assert(s.controls['share:copy-snippet'] && s.controls['share:copy-link'], 'no Copy buttons');
    await t.screenshot(page, 'share-dialog-1280x800.png');
    await clickControl(page, 'share:copy-snippet');
    s = await waitForState(page, 'the copy', (st) => st.share.feedback !== '' && !st.share.feedback.startsWith('Copying'));
    assertEqual(s.share.feedback, 'Copied', 'the copy feedback');
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    assertEqual(snippet, s.share.snippet, 'what reached the clipboard');
    const link = s.share.link;
    assert(/title="evloop: Quiz: /.test(snippet) && /sandbox="allow-scripts allow-same-origin/.test(snippet) && /width="100%"/.test(snippet),
      `snippet: ${snippet}`);
    await clickControl(page, 'share:close');
    await waitForState(page, 'the dialog closed', (st) => !st.share.open);

    // The link opens the whole lesson in the full site, scrolled to the quiz; the snippet's
    // frame shows the quiz alone.
    assert(link.endsWith('#lesson=one-thread&block=25'), `the link: ${link}`);
    const viaLink = await page.context().newPage();
    await viaLink.setViewportSize({ width: 1280, height: 800 });
    await viaLink.goto(link);
    await viaLink.waitForFunction(() => window.evloopTest && window.evloopTest.ready());
    s = await waitForState(viaLink, 'the quiz in view', (st) => st.controls['share:25'] && st.controls['share:25'].y > 0 && st.controls['share:25'].y < 400);
    assert(!s.embed.active && s.lesson === 'one-thread' && s.notice === '', `the link opened ${JSON.stringify({ embed: s.embed, lesson: s.lesson, notice: s.notice })}`);
    await t.screenshot(viaLink, 'share-link-block-1280x800.png');
    const embedUrl = /src="([^"]+)"/.exec(snippet)[1].replace(/&amp;/g, '&');
    // Only the fragment differs from the link's page: the same document takes the new
    // fragment on its hashchange, a frame or more after goto() returns.
    await viaLink.goto(embedUrl);
    await viaLink.waitForFunction(() => window.evloopTest && window.evloopTest.ready());
    s = await waitForState(viaLink, 'the snippet\'s frame', (st) => st.embed.active);
    assert(s.embed.active && s.embed.kind === 'block' && s.embed.block === 25 && s.lesson === 'one-thread', `the snippet's frame opened ${JSON.stringify(s.embed)}`);
    const noBlock = await t.open({ hash: '#lesson=one-thread&block=999' });
    s = await state(noBlock);
    assert(/has no block 999/.test(s.notice) && s.lesson === 'one-thread', `notice for block 999: ${s.notice}`);
    await noBlock.close();

    const pages = new Map([['/pasted.html', `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>My course</title></head><body>
<h1>Quiz of the week</h1>
${snippet}
<p id="out">No result yet.</p>
<script>window.evloopMessages = []; addEventListener('message', (e) => { window.evloopMessages.push(e.data);
  if (e.data && e.data.type === 'result') document.getElementById('out').textContent = 'Score: ' + e.data.statement.result.score.raw + ' / ' + e.data.statement.result.score.max; });</script>
</body></html>`]]);
    const host = await hostServer(pages);
    try {
      const course = await t.open({ ready: false });
      await course.goto(`${host.origin}/pasted.html`);
      const frame = await evloopFrame(course, '#embed');
      s = await state(frame);
      assert(s.embed.kind === 'block' && s.embed.block === 25 && s.lesson === 'one-thread', `the pasted frame shows ${JSON.stringify(s.embed)}`);
      await waitForState(frame, 'the quiz', (st) => st.quizzes.some((q) => q.block === 25 && q.shown.length > 0), null, 30_000);
      await scrollFrameTo(course, frame, (n) => n === 'quiz:25:submit', 'Submit');
      await clickInFrame(course, frame, 'quiz:25:submit');
      const result = await heard(course, 'the result', (m) => m.type === 'result');
      const q = (await state(frame)).quizzes.find((x) => x.block === 25);
      assertEqual(result.statement.result.score.raw, q.right, 'the score the pasted page heard');
      await course.waitForFunction(() => document.getElementById('out').textContent.startsWith('Score:'));
    } finally {
      await host.close();
    }

    // The Playground's Embed… gives a frame with the same program.
    const code = "queueMicrotask(() => console.log('micro'));\nconsole.log('sync');\n";
    const play = await t.open({ hash: `#playground&host=node&code=${Buffer.from(code).toString('base64url')}` });
    await clickControl(play, 'playground:embed');
    s = await waitForState(play, 'the Share dialog', (st) => st.share.open);
    const src = s.share.snippet.match(/src="([^"]*)"/)[1].replace(/&amp;/g, '&');
    assert(src.includes('#embed&playground&host=node'), `the Playground's embed src: ${src}`);
    const reopened = await play.context().newPage();
    await reopened.goto(src);
    await reopened.waitForFunction(() => window.evloopTest && window.evloopTest.ready());
    s = await state(reopened);
    assertEqual(s.playground.code, code, 'the program in the embedded Playground');
    assertEqual(s.embed.kind, 'playground', 'embed.kind');
    return `snippet ${snippet.length} characters`;
  }, 180_000);

  test('scorm-package', async (t) => {
    // scripts/pack-scorm.mjs packs a lesson; scorm-again (npm) stands in for the LMS: its
    // Scorm12API is window.API of the page that frames the package's launcher.
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'evloop-scorm-'));
    try {
      const zipFile = path.join(tmp, 'one-thread.zip');
      execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'pack-scorm.mjs'), 'one-thread', '-o', zipFile, '--site', h.siteDir()]);
      const pkg = path.join(tmp, 'pkg');
      execFileSync('python3', ['-m', 'zipfile', '-e', zipFile, pkg]);
      const manifest = readFileSync(path.join(pkg, 'imsmanifest.xml'), 'utf8');
      assert(manifest.includes('<schemaversion>1.2</schemaversion>') && manifest.includes('href="scorm.html"'), 'imsmanifest.xml');
      const lms = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title>
<script src="/scorm-again/scorm12.js"></script>
<script>window.API = new Scorm12API({ autocommit: false, logLevel: 5 });</script></head>
<body style="margin:0"><iframe id="sco" src="/pkg/scorm.html" style="border:0;width:1000px;height:700px"></iframe></body></html>`;
      const host = await hostServer(new Map([['/lms.html', lms]]),
        new Map([['/pkg/', pkg], ['/scorm-again/', path.join(REPO_ROOT, 'node_modules', 'scorm-again', 'dist')]]));
      try {
        const page = await t.open({ ready: false, viewport: { width: 1000, height: 700 } });
        await page.goto(`${host.origin}/lms.html`);
        const frame = await evloopFrame(page, '#embed&lesson=one-thread');
        const status = () => page.evaluate(() => ({ status: API.LMSGetValue('cmi.core.lesson_status'), raw: API.LMSGetValue('cmi.core.score.raw'),
          suspend: API.LMSGetValue('cmi.suspend_data') }));
        assertEqual((await status()).status, 'incomplete', 'lesson_status once started');
        await scrollFrameTo(page, frame, (n) => n === 'choice:17:submit', 'the first choice quiz');
        await clickInFrame(page, frame, 'choice:17:option:0');
        await clickInFrame(page, frame, 'choice:17:submit');
        const right = (await state(frame)).choices.find((c) => c.block === 17).right;
        const total = 5; // the lesson's quizzes
        await page.waitForFunction((want) => API.LMSGetValue('cmi.core.score.raw') === want, String(right ? 100 / total : 0), { timeout: 10_000 })
          .catch(async () => { throw new TestFailure(`the LMS has ${JSON.stringify(await status())}`); });
        const s = await status();
        assertEqual(s.status, 'incomplete', 'lesson_status with one quiz of five answered');
        const saved = JSON.parse(s.suspend);
        assertEqual(saved.results['17'].success, right, 'suspend_data for block 17');
        await t.screenshot(page, 'scorm-package-in-lms.png');
        return `score.raw ${s.raw}, suspend_data ${s.suspend}`;
      } finally {
        await host.close();
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);

  test('embed-screens', async (t) => {
    // The embed view at 1280x800, in a 700x500 iframe and at 390x844, in both themes.
    const site = new URL(t.baseUrl);
    const pages = new Map();
    const host = await hostServer(pages);
    try {
      for (const theme of ['dark', 'light']) {
        let page = await t.open({ hash: `#embed&lesson=tasks-and-microtasks&theme=${theme}` });
        await t.screenshot(page, `embed-lesson-1280x800-${theme}.png`);
        await page.close();
        page = await t.open({ hash: `#embed&lesson=tasks-and-microtasks&block=32&theme=${theme}`, ...PHONE });
        await waitForState(page, 'the quiz', (st) => st.quizzes.some((q) => q.block === 32 && q.shown.length > 0), null, 30_000);
        await frames(page, 3);
        await t.screenshot(page, `embed-quiz-390x844-${theme}.png`);
        await page.close();
        pages.set(`/frame-${theme}.html`, hostPage(`${site.origin}/#embed&lesson=one-thread&block=17&theme=${theme}`, { width: 700, height: 500 }));
        page = await t.open({ ready: false, viewport: { width: 760, height: 560 } });
        await page.goto(`${host.origin}/frame-${theme}.html`);
        const frame = await evloopFrame(page, 'block=17');
        const s = await state(frame);
        assertEqual(s.width, 700, 'the frame\'s width');
        assertEqual(s.height, 500, 'the frame\'s height');
        assertEqual(s.theme, theme, 'the frame\'s theme');
        await frames(frame, 3);
        await t.screenshot(page, `embed-quiz-iframe-700x500-${theme}.png`);
        await page.close();
      }
    } finally {
      await host.close();
    }
  }, 180_000);

  // oEmbed (scripts/make-oembed.mjs): a document per lesson in the site, named by the
  // page's discovery link, which follows the lesson shown; its iframe opens the lesson's
  // embed view.
  test('embed-oembed', async (t) => {
    const index = await (await fetch(new URL('index.html', t.baseUrl))).text();
    assert(/<link id="evloop-oembed" rel="alternate" type="application\/json\+oembed" href="oembed\/home.json"/.test(index), 'no oEmbed discovery link in index.html');
    const page = await t.open({ hash: '#lesson=blocking' });
    await page.waitForFunction(() => document.getElementById('evloop-oembed').getAttribute('href') === 'oembed/blocking.json', null, { timeout: 10_000 })
      .catch(async () => { throw new TestFailure(`discovery link: ${await page.evaluate(() => document.getElementById('evloop-oembed').getAttribute('href'))}`); });
    const { lessons } = await state(page);
    const docs = [];
    for (const id of lessons) {
      const res = await fetch(new URL(`oembed/${id}.json`, t.baseUrl));
      assertEqual(res.status, 200, `oembed/${id}.json`);
      assert(/^application\/json/.test(res.headers.get('content-type')), `content type ${res.headers.get('content-type')}`);
      const doc = await res.json();
      assert(doc.version === '1.0' && doc.type === 'rich' && doc.provider_name === 'evloop' && Number.isInteger(doc.width) && Number.isInteger(doc.height),
        `oembed/${id}.json: ${JSON.stringify(doc).slice(0, 200)}`);
      assert(doc.html.includes(`#embed&amp;lesson=${id}"`) && / title="evloop: Lesson \d+: /.test(doc.html) && doc.html.includes('sandbox="allow-scripts'),
        `its iframe: ${doc.html}`);
      docs.push(doc);
    }
    const home = await (await fetch(new URL('oembed/home.json', t.baseUrl))).json();
    assertEqual(home.html, docs[0].html, "home.json is the first lesson's");
    // The lesson's iframe, on this test server: the embed view of that lesson.
    await page.evaluate(() => { location.hash = '#lesson=async-await'; });
    await page.waitForFunction(() => document.getElementById('evloop-oembed').getAttribute('href') === 'oembed/async-await.json', null, { timeout: 10_000 });
    const doc = docs[lessons.indexOf('async-await')];
    const src = new URL(/src="([^"]+)"/.exec(doc.html)[1].replace(/&amp;/g, '&'));
    const frame = await t.open({ hash: src.hash, context: page.context() });
    const s = await state(frame);
    assert(s.embed.active && s.embed.kind === 'lesson' && s.lesson === 'async-await' && !s.notice, `the iframe opened ${JSON.stringify({ embed: s.embed, lesson: s.lesson, notice: s.notice })}`);
    await frame.close();
    return `${docs.length} oEmbed documents (${docs[0].width}x${docs[0].height}), discovery link follows the lesson`;
  }, 60_000);
}
