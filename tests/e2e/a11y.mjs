// Browser tests of the accessible page beside the canvas (issue 16; web/a11y.js,
// ui/app_a11y.cpp), registered into tests/e2e/e2e.mjs's runner (registerA11yCases):
// axe-core on the main views, a quiz answered with the keyboard alone through the DOM
// (the same result as the canvas's path), the step sentence in the live region, the
// Playground typed and pasted into through its <textarea> on a phone, the accessibility
// tree of a lesson, and screenshots of the focus ring.
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const QUIZ_LESSON = 'tasks-and-microtasks'; // a lesson with an example and an order quiz

export function registerA11yCases(h) {
  const { test, state, frames, waitForState, assert, assertEqual, DESKTOP, PHONE, scrollTo, clickControl, arrangeQuiz } = h;

  // The page model web/a11y.js last rendered.
  const model = (page) => page.evaluate(() => window.evloopA11y && window.evloopA11y.model());
  const waitForModel = async (page, description, predicate, arg = null) => {
    await page.waitForFunction(`(() => { const m = window.evloopA11y && window.evloopA11y.model(); return !!m && (${predicate})(m, ${JSON.stringify(arg)}); })()`,
      null, { timeout: 10_000, polling: 'raf' }).catch(async (err) => {
      throw new h.TestFailure(`timed out waiting for ${description}: ${String(err.message).split('\n')[0]}; view ${(await model(page))?.view}`);
    });
    return model(page);
  };
  const focused = (page) => page.evaluate(() => {
    const e = document.activeElement;
    return e ? { tag: e.tagName, key: e.getAttribute('data-key'), ring: e.getAttribute('data-ring'), text: e.textContent, label: e.getAttribute('aria-label') } : null;
  });

  // Presses Tab until the focused element matches `selector` (at most `max` presses).
  async function tabTo(page, selector, what, { max = 400, back = false } = {}) {
    for (let i = 0; i < max; i++) {
      if (await page.evaluate((sel) => !!document.activeElement && document.activeElement.matches(sel), selector)) return i;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new h.TestFailure(`Tab never reached ${what} (${selector}); focus on ${JSON.stringify(await focused(page))}`);
  }

  async function axe(page, name, artifacts) {
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE_PATH });
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    });
    await writeFile(path.join(artifacts, `a11y-axe-${name}.json`), JSON.stringify(result, null, 2));
    const count = (impact) => result.filter((v) => v.impact === impact).length;
    return { serious: count('serious'), critical: count('critical'), moderate: count('moderate'), minor: count('minor'), result };
  }

  test('a11y-axe', async (t) => {
    const notes = [];
    const check = async (page, name) => {
      const r = await axe(page, name, t.artifacts);
      notes.push(`${name} ${r.critical}/${r.serious}/${r.moderate}/${r.minor}`);
      const bad = r.result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert(!bad.length, `${name}: ${bad.map((v) => `${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(', ')}`).join('; ')}`);
    };
    // Home: the course's first lesson.
    let page = await t.open();
    await waitForModel(page, 'the first lesson', (m) => m.view === 'lesson' && !!m.lesson);
    await check(page, 'home');
    // A lesson whose order quiz has its answer (so its lines and buttons are there).
    page = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    await waitForModel(page, 'the quiz lines', (m) => m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines));
    await check(page, 'lesson');
    // The quiz graded.
    const quiz = (await model(page)).lesson.blocks.find((b) => b.k === 'order');
    await page.evaluate((i) => [...document.querySelectorAll(`#a11y-main [data-quiz="${i}"] button`)]
      .find((b) => b.textContent === 'Submit my order').click(), quiz.i);
    await waitForModel(page, 'the graded quiz', (m, i) => m.lesson.blocks.find((b) => b.i === i).submitted, quiz.i);
    await check(page, 'quiz');
    // The visualizer, opened from the example's button in the DOM.
    const example = (await model(page)).lesson.blocks.find((b) => b.k === 'example');
    await page.evaluate((i) => [...document.querySelectorAll('#a11y-main button')].find((b) => b.getAttribute('data-ring') === `example:${i}:visualize`).click(), example.i);
    await waitForModel(page, 'the visualizer', (m) => m.view === 'visualizer' && !!m.viz);
    await check(page, 'visualizer');
    // The Playground.
    page = await t.open({ hash: '#playground' });
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground');
    await check(page, 'playground');
    return `critical/serious/moderate/minor: ${notes.join(', ')}`;
  }, 120_000);

  test('a11y-quiz-keyboard', async (t) => {
    // The canvas's path first: the true order with its first two lines swapped, Submit.
    const canvas = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    const first = await scrollTo(canvas, (n) => /^quiz:\d+:line:0$/.test(n), 'the order quiz', { maxSteps: 160 });
    const quizId = first.split(':')[1];
    let s = await state(canvas);
    const answer = s.quizzes.find((q) => String(q.block) === quizId).answer;
    const target = answer.slice();
    [target[0], target[1]] = [target[1], target[0]];
    await arrangeQuiz(canvas, quizId, target, DESKTOP);
    await clickControl(canvas, await scrollTo(canvas, (n) => n === `quiz:${quizId}:submit`, 'submit'));
    s = await state(canvas);
    const byCanvas = s.quizzes.find((q) => String(q.block) === quizId);
    const canvasProgress = s.progress;

    // The DOM's path, with the keyboard alone: Tab to a line's Move up, Enter; Submit.
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    await waitForModel(page, 'the quiz lines', (m, i) => { const b = m.lesson.blocks.find((x) => x.i === i); return b && b.lines; }, Number(quizId));
    const section = `#a11y-main [data-quiz="${quizId}"]`;
    let presses = 0;
    for (let p = 0; p < target.length; p++) {
      for (let guard = 0; guard < target.length; guard++) {
        const m = await model(page);
        const lines = m.lesson.blocks.find((b) => b.i === Number(quizId)).lines;
        const at = lines.findIndex((l) => l.t === target[p]);
        if (at === p) break;
        const id = lines[at].id;
        presses += await tabTo(page, `${section} button[data-key="up:${id}"]`, `Move up of "${target[p]}"`);
        await page.keyboard.press('Enter');
        await waitForModel(page, 'the line moved up', (mm, a) => mm.lesson.blocks.find((b) => b.i === a.q).lines.findIndex((l) => l.id === a.id) === a.at - 1,
          { q: Number(quizId), id, at });
        // The focus stays on the moved line's button (its block was rebuilt).
        const f = await focused(page);
        assertEqual(f && f.key, `up:${id}`, 'focus after Move up');
      }
    }
    presses += await tabTo(page, `${section} button[data-ring="quiz:${quizId}:submit"]`, 'Submit');
    await page.keyboard.press('Enter');
    const m = await waitForModel(page, 'the graded quiz', (mm, i) => mm.lesson.blocks.find((b) => b.i === i).submitted, Number(quizId));
    s = await state(page);
    const byDom = s.quizzes.find((q) => String(q.block) === quizId);
    assertEqual(JSON.stringify(byDom.shown), JSON.stringify(byCanvas.shown), 'the order submitted');
    assertEqual(byDom.right, byCanvas.right, 'lines graded right');
    assertEqual(byDom.submitted, true, 'submitted');
    assertEqual(s.progress, canvasProgress, 'the progress saved');
    const verdict = m.lesson.blocks.find((b) => b.i === Number(quizId)).verdict;
    assert(/in the right order/.test(verdict), `verdict in the DOM: ${verdict}`);
    // The verdict is announced and the focus stays in the quiz (on its first button).
    await frames(page, 2);
    const announced = await page.evaluate(() => document.getElementById('a11y-live').textContent);
    assertEqual(announced, verdict, 'the verdict in the live region');
    const after = await focused(page);
    assertEqual(after && after.ring, `quiz:${quizId}:why`, 'focus after Submit');
    // The canvas shows the same graded quiz (and the focus ring on the DOM's focused control).
    await t.screenshot(page, 'a11y-quiz-keyboard-1280x800.png');
    return `${presses} Tab presses; ${byDom.right}/${answer.length} right, as on the canvas`;
  }, 120_000);

  test('a11y-step-live-region', async (t) => {
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    const lesson = (await waitForModel(page, 'the lesson', (m) => !!m.lesson)).lesson;
    const example = lesson.blocks.find((b) => b.k === 'example');
    await tabTo(page, `#a11y-main button[data-ring="example:${example.i}:visualize"]`, 'Visualize');
    await page.keyboard.press('Enter');
    await waitForModel(page, 'the visualizer', (m) => m.view === 'visualizer' && !!m.viz);
    // The focus went to the page's content; Tab reaches Step.
    await tabTo(page, '#a11y-main button[data-ring="viz:step"]', 'Step');
    const before = (await model(page)).viz.step;
    await page.keyboard.press('Enter');
    await waitForModel(page, 'the next step', (m, b) => m.viz.step === b + 1, before);
    await frames(page, 2);
    const live = await page.evaluate(() => {
      const r = document.querySelector('[aria-live="polite"]');
      return { text: r.textContent, polite: r.getAttribute('aria-live') };
    });
    assert(live.text.startsWith(`Step ${before + 1} of `), `live region: "${live.text}"`);
    const s = await state(page);
    assertEqual(s.viz.step, before, 'the canvas visualizer stepped too (0-based step)');
    assert(live.text.includes(s.viz.explanation.slice(0, 20)), `the canvas's sentence "${s.viz.explanation}" in "${live.text}"`);
    // The arrow keys step while a visualizer button has the focus; they never reach the lesson.
    await page.keyboard.press('ArrowRight');
    await waitForModel(page, 'ArrowRight stepped', (m, b) => m.viz.step === b + 2, before);
    await page.keyboard.press('ArrowLeft');
    await waitForModel(page, 'ArrowLeft stepped back', (m, b) => m.viz.step === b + 1, before);
    await t.screenshot(page, 'a11y-step-focus-1280x800.png');
    return `announced: "${live.text.slice(0, 90)}…"`;
  }, 60_000);

  test('a11y-playground-textarea-phone', async (t) => {
    const page = await t.open({ hash: '#playground', ...PHONE, colorScheme: 'light' });
    await t.contexts[t.contexts.length - 1].grantPermissions(['clipboard-read', 'clipboard-write']);
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground');
    await frames(page, 3);
    const rect = (await state(page)).controls['playground:editor'];
    assert(rect, 'the canvas editor is on screen');
    // A tap on the drawn editor lands on the textarea over it: a real text field (the
    // phone's keyboard, IMEs, paste, undo).
    await page.touchscreen.tap(rect.x + rect.w / 2, rect.y + Math.min(rect.h / 2, 60));
    await frames(page, 2);
    let f = await focused(page);
    assertEqual(f && f.tag, 'TEXTAREA', 'focused after a tap on the editor');
    await page.keyboard.press('Control+A');
    await page.keyboard.type("setTimeout(() => console.log('timer'), 0);\n");
    await page.keyboard.press('Tab'); // while typing, Tab indents
    await page.keyboard.type("Promise.resolve().then(() => console.log('micro'));\n");
    await page.evaluate(() => navigator.clipboard.writeText("console.log('pasted');"));
    await page.keyboard.press('Control+V');
    const want = "setTimeout(() => console.log('timer'), 0);\n  Promise.resolve().then(() => console.log('micro'));\nconsole.log('pasted');";
    const s = await waitForState(page, 'the typed program in the app', (st, w) => st.playground.code === w, want);
    f = await focused(page);
    assertEqual(f && f.tag, 'TEXTAREA', 'still in the editor');
    await t.screenshotThemes(page, 'a11y-playground-textarea-390x844');
    // Escape, then Tab leaves the editor (no keyboard trap).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    f = await focused(page);
    assert(f && f.tag !== 'TEXTAREA', `Tab after Escape left the editor (focus on ${JSON.stringify(f)})`);
    assertEqual(f.ring, 'playground:run', 'the next control');
    await page.keyboard.press('Enter');
    await waitForState(page, 'the run', (st) => st.playground.ran && st.viz.open && st.viz.stdout.length === 3, null, 30_000);
    const out = (await state(page)).viz.stdout;
    assertEqual(out.join(','), 'pasted,micro,timer', 'the pasted program ran');
    return `${s.playground.code.length} characters typed and pasted`;
  }, 90_000);

  test('a11y-tree', async (t) => {
    const page = await t.open({ hash: '#lesson=one-thread' });
    const m = await waitForModel(page, 'the lesson', (mm) => !!mm.lesson);
    await frames(page, 2);
    // Playwright's page.accessibility is gone; the ARIA snapshot is its successor, and
    // Chromium's own tree comes through CDP.
    const aria = await page.locator('body').ariaSnapshot();
    await writeFile(path.join(t.artifacts, 'a11y-tree-lesson.yaml'), aria);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const roles = nodes.filter((n) => !n.ignored).map((n) => ({ role: n.role?.value, name: n.name?.value }));
    await writeFile(path.join(t.artifacts, 'a11y-tree-lesson.json'), JSON.stringify(roles, null, 1));
    assert(aria.includes(`heading "${m.lesson.title}" [level=1]`), `no level-1 heading "${m.lesson.title}" in the tree`);
    const headings = roles.filter((r) => r.role === 'heading').length;
    const paragraphs = roles.filter((r) => r.role === 'paragraph').length;
    assert(headings >= 3 && paragraphs >= 5, `${headings} headings, ${paragraphs} paragraphs`);
    assert(!roles.some((r) => r.role === 'canvas' || r.role === 'Canvas'), 'the canvas is hidden from the tree');
    // What keeping the DOM costs: the model in the app's frame, the DOM's update after it.
    const c = await page.evaluate(() => ({ model: Module.evloopA11yCost, dom: window.evloopA11y.cost() }));
    return `${headings} headings, ${paragraphs} paragraphs, ${roles.length} nodes; model ≤ ${c.model.max.toFixed(2)} ms/frame over ${c.model.frames} frames, DOM update ≤ ${c.dom.maxMs.toFixed(1)} ms over ${c.dom.updates} updates`;
  }, 60_000);

  test('a11y-focus-screens', async (t) => {
    for (const [name, opts] of [['1280x800', { viewport: DESKTOP }], ['390x844', PHONE]]) {
      const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}`, ...opts });
      const lesson = (await waitForModel(page, 'the lesson', (m) => !!m.lesson)).lesson;
      const example = lesson.blocks.find((b) => b.k === 'example');
      await tabTo(page, `#a11y-main button[data-ring="example:${example.i}:run"]`, 'Run');
      await frames(page, 4);
      const s = await state(page);
      const run = s.controls[`example:${example.i}:run`];
      assert(run && run.y >= 0 && run.y + run.h <= opts.viewport.height, 'the focused Run button was scrolled into view');
      await t.screenshotThemes(page, `a11y-focus-ring-${name}`);
      // A control with nothing on the canvas (the skip link) shows itself.
      await page.keyboard.press('Shift+Tab');
      await page.close();
    }
  }, 90_000);
}
