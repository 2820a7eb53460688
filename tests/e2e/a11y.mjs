// Browser tests of the accessible page beside the canvas (issue 16; web/a11y.js,
// ui/app_a11y.cpp), registered into tests/e2e/e2e.mjs's runner (registerA11yCases):
// axe-core on the main views, a quiz answered with the keyboard alone through the DOM
// (the same result as the canvas's path), the step sentence in the live region, the
// Playground typed and pasted into through its <textarea> on a phone, the accessibility
// tree of a lesson, and screenshots of the focus ring.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const QUIZ_LESSON = 'tasks-and-microtasks'; // a lesson with an example and an order quiz
const EXERCISE_LESSON = 'blocking'; // a lesson with an exercise that has hints
const WORKER_PROGRAM = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'scenarios', 'worker-click.js'), 'utf8');

// Clicks the accessible page's control (a button, a radio) whose data-ring is `ring`, as a
// keyboard's Enter or Space would: through the DOM only.
export async function clickA11yControl(page, ring, TestFailure) {
  const found = await page.evaluate((r) => {
    const e = document.querySelector(`#a11y [data-ring="${CSS.escape(r)}"]`);
    if (!e) return false;
    e.focus();
    e.click();
    return true;
  }, ring);
  if (!found) throw new TestFailure(`no DOM control ${ring}`);
}

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

  // axe on the accessible page in Persian (right to left) and Bengali: a lesson, its quiz
  // graded and the visualizer (issue 17). Every violation counts here, whatever its impact.
  test('a11y-axe-locales', async (t) => {
    const notes = [];
    for (const code of ['fa', 'bn']) {
      const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}&lang=${code}` });
      await waitForModel(page, `the ${code} quiz lines`, (m, c) => m.lang === c && m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines), code);
      const check = async (name) => {
        const r = await axe(page, `${code}-${name}`, t.artifacts);
        notes.push(`${code} ${name} ${r.critical}/${r.serious}/${r.moderate}/${r.minor}`);
        assert(!r.result.length, `${code} ${name}: ${r.result.map((v) => `${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(', ')}`).join('; ')}`);
      };
      await check('lesson');
      const quiz = (await model(page)).lesson.blocks.find((b) => b.k === 'order');
      await page.evaluate((i) => document.querySelector(`#a11y-main [data-quiz="${i}"] button[data-ring$=":submit"]`).click(), quiz.i);
      await waitForModel(page, 'the graded quiz', (m, i) => m.lesson.blocks.find((b) => b.i === i).submitted, quiz.i);
      await check('quiz');
      const example = (await model(page)).lesson.blocks.find((b) => b.k === 'example');
      await page.evaluate((i) => document.querySelector(`#a11y-main button[data-ring="example:${i}:visualize"]`).click(), example.i);
      await waitForModel(page, 'the visualizer', (m) => m.view === 'visualizer' && !!m.viz);
      await check('visualizer');
      await page.close();
    }
    return `critical/serious/moderate/minor: ${notes.join(', ')}`;
  }, 180_000);

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
    assertEqual(f.ring, 'playground:browser', 'the next control (the host, as on the canvas)');
    await page.keyboard.press('Tab'); // out of the radio group
    assertEqual((await focused(page)).ring, 'playground:refresh', 'the control after the host (the run settings, as on the canvas)');
    await tabTo(page, '[data-ring="playground:run"]', 'Run, after the settings', { max: 6 });
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
    return `${headings} headings, ${paragraphs} paragraphs, ${roles.length} nodes; model ≤ ${c.model.max.toFixed(2)} ms/frame over ${c.model.frames} frames, DOM slice ≤ ${c.dom.maxMs.toFixed(1)} ms over ${c.dom.slices} slices (${c.dom.updates} updates)`;
  }, 60_000);

  const clickDom = (page, ring) => clickA11yControl(page, ring, h.TestFailure);
  // Focuses the DOM's slider `ring` and presses `key` on it.
  const keyOnSlider = async (page, ring, key) => {
    await page.focus(`#a11y input[type=range][data-ring="${ring}"]`);
    await page.keyboard.press(key);
  };
  const openVisualizer = async (page) => {
    const lesson = (await waitForModel(page, 'the lesson', (m) => !!m.lesson)).lesson;
    const example = lesson.blocks.find((b) => b.k === 'example');
    await clickDom(page, `example:${example.i}:visualize`);
    return waitForModel(page, 'the visualizer', (m) => m.view === 'visualizer' && !!m.viz);
  };

  test('a11y-exercise-tools', async (t) => {
    const page = await t.open({ hash: `#lesson=${EXERCISE_LESSON}` });
    const m = await waitForModel(page, 'the exercise', (mm) => mm.lesson && mm.lesson.blocks.some((b) => b.k === 'exercise' && b.hintCount > 0));
    const ex = m.lesson.blocks.find((b) => b.k === 'exercise');
    const id = `exercise:${ex.i}`;
    const exState = async () => (await state(page)).exercises.find((e) => e.block === ex.i);
    // Hint: the canvas shows the first hint, the DOM its text under "Hint 1".
    await clickDom(page, `${id}:hint`);
    await waitForState(page, 'a hint shown', (st, i) => st.exercises.find((e) => e.block === i).hintsShown === 1, ex.i);
    let mm = await waitForModel(page, 'the hint in the model', (x, i) => x.lesson.blocks.find((b) => b.i === i).hints.length === 1, ex.i);
    assert(await page.evaluate(() => [...document.querySelectorAll('#a11y-main h4')].some((e) => e.textContent === 'Hint 1')), 'no "Hint 1" in the DOM');
    assertEqual((await focused(page)).ring, `${id}:hint`, 'focus after Hint');
    // Show solution, then Hide solution.
    await clickDom(page, `${id}:solution`);
    await waitForState(page, 'the solution shown', (st, i) => st.exercises.find((e) => e.block === i).solutionShown, ex.i);
    mm = await waitForModel(page, 'the solution in the model', (x, i) => x.lesson.blocks.find((b) => b.i === i).solution !== undefined, ex.i);
    const solution = mm.lesson.blocks.find((b) => b.i === ex.i).solution;
    assert(await page.evaluate((sol) => [...document.querySelectorAll('#a11y-main pre code')].some((e) => e.textContent === sol), solution), 'no solution in the DOM');
    await clickDom(page, `${id}:solution`);
    await waitForState(page, 'the solution hidden', (st, i) => !st.exercises.find((e) => e.block === i).solutionShown, ex.i);
    // Reset: disabled at the start program; after an edit it resets, then Undo brings the edit back.
    const start = (await exState()).code;
    assertEqual(await page.evaluate((r) => document.querySelector(`#a11y [data-ring="${r}"]`).getAttribute('aria-disabled'), `${id}:reset`), 'true', 'Reset at the start program');
    const edited = start + '\n// mine\n';
    await page.fill(`#a11y textarea[data-editor="${id}"]`, edited);
    await waitForState(page, 'the edit', (st, a) => st.exercises.find((e) => e.block === a.i).code === a.code, { i: ex.i, code: edited });
    await waitForModel(page, 'Reset enabled', (x, i) => !x.lesson.blocks.find((b) => b.i === i).atStart, ex.i);
    await clickDom(page, `${id}:reset`);
    await waitForState(page, 'the reset', (st, a) => st.exercises.find((e) => e.block === a.i).code === a.code, { i: ex.i, code: start });
    await waitForModel(page, 'Undo offered', (x, i) => x.lesson.blocks.find((b) => b.i === i).canUndo, ex.i);
    assertEqual((await focused(page)).ring, `${id}:undo-reset`, 'focus after Reset');
    await clickDom(page, `${id}:undo-reset`);
    await waitForState(page, 'the undo', (st, a) => st.exercises.find((e) => e.block === a.i).code === a.code, { i: ex.i, code: edited });
    return `hint, solution, reset and undo through the DOM; the canvas's exercise followed`;
  }, 90_000);

  test('a11y-viz-sliders', async (t) => {
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    const m = await openVisualizer(page);
    const steps = m.viz.steps;
    // The scrubber: End, Home and the arrows move the canvas's visualizer.
    await keyOnSlider(page, 'viz:scrubber', 'End');
    await waitForState(page, 'the last step', (st, n) => st.viz.step === n - 1, steps);
    await keyOnSlider(page, 'viz:scrubber', 'Home');
    await waitForState(page, 'the first step', (st) => st.viz.step === 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForState(page, 'step 3', (st) => st.viz.step === 2);
    const text = await page.evaluate(() => document.querySelector('#a11y input[data-ring="viz:scrubber"]').getAttribute('aria-valuetext'));
    assertEqual(text, `Step 3 of ${steps}`, 'the scrubber says the step');
    await frames(page, 3);
    await t.screenshot(page, 'a11y-scrubber-focus-1280x800.png'); // the canvas's ring on its scrubber
    // The speed.
    const before = (await state(page)).viz.speed;
    await keyOnSlider(page, 'viz:speed', 'ArrowRight');
    await waitForState(page, 'a faster speed', (st, b) => st.viz.speed === b + 1, before);
    await keyOnSlider(page, 'viz:speed', 'End');
    await waitForState(page, 'the top speed', (st) => st.viz.speed === 60);
    // The timeline in words.
    const timeline = await page.evaluate(() => document.querySelector('#a11y section[aria-label="Timeline summary"]')?.textContent || '');
    assert(/frames presented/.test(timeline) && /long task/i.test(timeline), `timeline summary: "${timeline}"`);
    // The text transcript: a list with a line per step, the current one marked; Copy.
    await clickDom(page, 'viz:transcript');
    const lines = await waitForModel(page, 'the transcript', (x) => !!x.viz.lines);
    assertEqual(lines.viz.lines.length, steps, 'transcript lines');
    const marked = await page.evaluate(() => document.querySelector('#a11y section[aria-label="Text transcript"] li[aria-current="step"]')?.textContent);
    assertEqual(marked, lines.viz.lines[2], 'the current step marked in the transcript');
    await clickDom(page, 'viz:transcript');
    await waitForModel(page, 'the transcript hidden', (x) => !x.viz.transcript);
    // Play at 60 steps/s: the live region speaks at most once per 2 s, and the last step.
    await clickDom(page, 'viz:restart');
    await waitForState(page, 'the first step', (st) => st.viz.step === 0);
    await page.evaluate(() => {
      window.a11yAnnouncements = 0;
      new MutationObserver(() => window.a11yAnnouncements++).observe(document.getElementById('a11y-live'), { childList: true, characterData: true, subtree: true });
    });
    const started = Date.now();
    await clickDom(page, 'viz:play');
    await waitForState(page, 'the end of Play', (st, n) => !st.viz.playing && st.viz.step === n - 1, steps, 30_000);
    await frames(page, 3);
    const seconds = (Date.now() - started) / 1000;
    const said = await page.evaluate(() => window.a11yAnnouncements);
    const live = await page.evaluate(() => document.getElementById('a11y-live').textContent);
    assert(said <= 2 + Math.ceil(seconds / 2), `${said} announcements in ${seconds.toFixed(1)} s of Play`);
    assert(live.startsWith(`Step ${steps} of ${steps}`), `the last step announced: "${live}"`);
    return `${steps} steps played in ${seconds.toFixed(1)} s, ${said} announcements`;
  }, 90_000);

  test('a11y-viz-threads', async (t) => {
    const page = await t.open({ hash: `#playground&code=${Buffer.from(WORKER_PROGRAM).toString('base64url')}` });
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground');
    await clickDom(page, 'playground:run');
    const m = await waitForModel(page, 'the worker run', (mm) => !!mm.viz && !!mm.viz.threads, null);
    assert(m.viz.threads.length >= 2, `threads: ${m.viz.threads}`);
    await clickDom(page, 'viz:thread:1');
    await waitForState(page, 'the worker shown', (st) => st.viz.thread === 1);
    const pressed = await page.evaluate(() => document.querySelector('#a11y [data-ring="viz:thread:1"]').getAttribute('aria-pressed'));
    assertEqual(pressed, 'true', 'the shown thread is pressed');
    await clickDom(page, 'viz:thread:0');
    await waitForState(page, 'the main thread shown', (st) => st.viz.thread === 0);
    return `threads: ${m.viz.threads.join(', ')}`;
  }, 90_000);

  test('a11y-playground-settings', async (t) => {
    const page = await t.open({ hash: '#playground', permissions: ['clipboard-read', 'clipboard-write'] });
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground');
    await clickDom(page, 'playground:node');
    await waitForState(page, 'the Node.js host', (st) => st.playground.host === 'node');
    assert(await page.evaluate(() => document.getElementById('a11y-pg-node').checked), 'the Node.js radio is checked');
    await clickDom(page, 'playground:browser');
    await waitForState(page, 'the browser host', (st) => st.playground.host === 'browser');
    // Run in both hosts: the side-by-side view, summed up in the DOM.
    await clickDom(page, 'playground:run-both');
    const s = await waitForState(page, 'both runs', (st) => st.compare.open, null, 30_000);
    const m = await waitForModel(page, 'the comparison', (mm) => !!mm.compare);
    assertEqual(m.compare, s.compare.summary, 'the comparison in the DOM');
    // The DOM shows one host's run at a time: Node.js, stepped through its own buttons.
    await clickDom(page, 'cmp:show-node');
    await waitForState(page, 'the Node.js side shown', (st) => st.compare.shown === 'node');
    const nodeStep = (await state(page)).compare.node.step;
    await clickDom(page, 'cmp:node:viz:step');
    await waitForState(page, 'the Node.js side stepped', (st, b) => st.compare.node.step === b + 1, nodeStep);
    // Share link: the link copied, and said so in the live region.
    await clickDom(page, 'playground:share');
    const shared = await waitForState(page, 'the link copied', (st) => st.playground.shareFeedback === 'Link copied');
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    assert(clip.includes('#playground'), `clipboard: ${clip}`);
    await waitForModel(page, 'the feedback in the model', (mm) => mm.playground.shared === 'Link copied');
    await frames(page, 2);
    const live = await page.evaluate(() => document.getElementById('a11y-live').textContent);
    assertEqual(live, shared.playground.shareFeedback, 'the share feedback announced');
    return `host, Run in both, Share through the DOM ("${live}")`;
  }, 90_000);

  // The Playground's run settings as DOM controls (issue 16's leftovers): each changes the
  // canvas's Playground (its link says so), and Cancel stops a pending run.
  test('a11y-playground-run-settings', async (t) => {
    const page = await t.open({ hash: '#playground' });
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground' && !!m.playground);
    const fragment = async () => new URLSearchParams((await state(page)).playground.fragment.slice(1));
    // The browser host: refresh rate, CPU slowdown, input events.
    await page.selectOption('#a11y select[name="refresh"]', '30');
    await waitForState(page, 'refresh=30', (st) => st.playground.fragment.includes('refresh=30'));
    await keyOnSlider(page, 'playground:cpu', 'ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForState(page, 'cpu=3', (st) => st.playground.fragment.includes('cpu=3'));
    let m = await waitForModel(page, 'the CPU slowdown in the model', (x) => x.playground.cpu === 3);
    const cpuText = await page.evaluate(() => document.querySelector('#a11y input[data-ring="playground:cpu"]').getAttribute('aria-valuetext'));
    assertEqual(cpuText, m.playground.cpuText, 'the CPU slider says its value');
    await page.fill('#a11y input[name="input"]', 'click #go @ 120ms');
    await waitForState(page, 'the input events', (st) => st.playground.fragment.includes('input='));
    assertEqual((await fragment()).get('input'), 'click #go @ 120ms', 'input= in the link');
    // Node.js: ES module and the threadpool's size.
    await clickDom(page, 'playground:node');
    await waitForModel(page, 'the Node.js settings', (x) => x.playground.host === 'Node.js');
    await frames(page, 2);
    await page.focus('#a11y input[name="module"]');
    await page.keyboard.press('Space');
    await waitForState(page, 'module=1', (st) => st.playground.fragment.includes('module=1'));
    await keyOnSlider(page, 'playground:pool', 'End');
    await waitForState(page, 'pool=16', (st) => st.playground.fragment.includes('pool=16'));
    const f = await fragment();
    assertEqual([f.get('module'), f.get('pool'), f.get('cpu')].join(' '), '1 16 3', 'module, pool and cpu in the link');
    assertEqual((await focused(page)).ring, 'playground:pool', 'the focus stays on the threadpool slider');
    await frames(page, 2);
    await t.screenshotThemes(page, 'a11y-playground-settings-1280x800'); // the ring on the threadpool slider
    const phone = await t.open({ hash: '#playground', ...PHONE });
    await waitForModel(phone, 'the Playground on a phone', (x) => x.view === 'playground' && !!x.playground);
    await keyOnSlider(phone, 'playground:cpu', 'ArrowRight');
    await waitForState(phone, 'cpu=2 on a phone', (st) => st.playground.fragment.includes('cpu=2'));
    await frames(phone, 3);
    await t.screenshotThemes(phone, 'a11y-playground-settings-390x844');
    await phone.close();
    // The canvas's own controls show what the DOM set: its link reopens with them.
    const again = await t.open({ hash: (await state(page)).playground.fragment, context: page.context() });
    m = await waitForModel(again, 'the reopened Playground', (x) => x.view === 'playground' && !!x.playground);
    assertEqual([m.playground.module, m.playground.pool, m.playground.cpu].join(' '), 'true 16 3', 'settings from the link');
    await again.close();
    // Cancel: a long program, cancelled from the DOM while it is pending.
    await clickDom(page, 'playground:browser');
    await page.fill('#a11y textarea[data-editor="playground"]', 'let x = 0;\nfor (let i = 0; i < 3e9; i++) x += i;\nconsole.log(x);\n');
    await waitForState(page, 'the long program', (st) => st.playground.code.includes('3e9'));
    await clickDom(page, 'playground:run');
    await waitForModel(page, 'the pending run', (x) => x.playground.pending);
    await clickDom(page, 'playground:cancel');
    const s = await waitForState(page, 'the run cancelled', (st) => !st.simulationsPending && !st.playground.ran);
    await waitForModel(page, 'no pending run in the model', (x) => !x.playground.pending);
    return `refresh, CPU (${cpuText}), input, module, pool through the DOM; Cancel stopped the run (pending ${s.simulationsPending})`;
  }, 90_000);

  // Share and embed in the DOM: each block's Share button opens a labelled dialog, the
  // focus moves in, Copy link copies, Escape closes it and the focus returns; Tab leaves
  // it (no trap); the Playground's Share and embed… opens it with the program's link.
  test('a11y-share-dialog', async (t) => {
    const page = await t.open({ hash: '#lesson=one-thread', permissions: ['clipboard-read', 'clipboard-write'] });
    await waitForModel(page, 'the lesson', (m) => m.lesson && m.lesson.blocks.some((b) => b.i === 25 && b.share));
    const label = await page.evaluate(() => document.querySelector('#a11y [data-ring="share:25"]').getAttribute('aria-label'));
    assert(/^Share Quiz/.test(label), `the Share button's name: ${label}`);
    await clickDom(page, 'share:25');
    await waitForState(page, 'the canvas dialog', (st) => st.share.open);
    await waitForModel(page, 'the dialog in the model', (m) => !!m.share);
    await frames(page, 2);
    const dialog = await page.evaluate(() => {
      const d = document.querySelector('#a11y [role="dialog"]');
      return d && { name: document.getElementById(d.getAttribute('aria-labelledby')).textContent, focusIn: d.contains(document.activeElement),
        link: d.querySelector('input').value, snippet: d.querySelector('textarea').value };
    });
    assert(dialog && dialog.name === 'Share and embed' && dialog.focusIn, `the dialog: ${JSON.stringify(dialog)}`);
    assert(dialog.link.endsWith('#lesson=one-thread&block=25'), `the link: ${dialog.link}`);
    assertEqual(dialog.snippet, (await state(page)).share.snippet, 'the snippet');
    await t.screenshotThemes(page, 'a11y-share-dialog-1280x800'); // the canvas's ring on Copy link
    const phone = await t.open({ hash: '#lesson=one-thread', ...PHONE });
    await waitForModel(phone, 'the lesson', (x) => x.lesson && x.lesson.blocks.some((b) => b.i === 25 && b.share));
    await clickDom(phone, 'share:25');
    await waitForState(phone, 'the dialog on a phone', (st) => st.share.open);
    await frames(phone, 3);
    await t.screenshotThemes(phone, 'a11y-share-dialog-390x844');
    await phone.close();
    const axeResult = await axe(page, 'share-dialog', t.artifacts);
    assert(!axeResult.serious && !axeResult.critical, `axe on the dialog: ${JSON.stringify(axeResult.result.filter((v) => v.impact === 'serious' || v.impact === 'critical'))}`);
    await clickDom(page, 'share:copy-link');
    await waitForState(page, 'the link copied', (st) => st.share.feedback === 'Copied');
    assertEqual(await page.evaluate(() => navigator.clipboard.readText()), dialog.link, 'the clipboard');
    await frames(page, 2);
    assertEqual(await page.evaluate(() => document.getElementById('a11y-live').textContent), 'Copied', 'the feedback announced');
    // No trap: Tab from Close leaves the dialog.
    await page.focus('#a11y [data-ring="share:close"]');
    await page.keyboard.press('Tab');
    assert(!(await page.evaluate(() => document.querySelector('#a11y [role="dialog"]').contains(document.activeElement))), 'Tab stays in the dialog');
    // Escape closes it (inside the dialog), and the focus goes back to the block's Share.
    await page.focus('#a11y [data-ring="share:copy-snippet"]');
    await page.keyboard.press('Escape');
    await waitForState(page, 'the dialog closed', (st) => !st.share.open);
    await waitForModel(page, 'no dialog in the model', (m) => !m.share);
    assertEqual((await focused(page)).ring, 'share:25', 'the focus back on Share');
    assert(!(await page.evaluate(() => document.querySelector('#a11y [role="dialog"]'))), 'the dialog left the DOM');
    // The Playground's Share and embed…, closed with its Close button.
    const pg = await t.open({ hash: '#playground', context: page.context() });
    await waitForModel(pg, 'the Playground', (m) => m.view === 'playground');
    await clickDom(pg, 'playground:embed');
    let m = await waitForModel(pg, 'the Playground dialog', (x) => !!x.share);
    assert(m.share.link.includes('#playground') && /#embed&amp;playground/.test(m.share.snippet), `the Playground's link: ${m.share.link}`);
    await clickDom(pg, 'share:close');
    await waitForState(pg, 'the dialog closed', (st) => !st.share.open);
    m = await waitForModel(pg, 'no dialog', (x) => !x.share);
    assertEqual((await focused(pg)).ring, 'playground:embed', 'the focus back on Share and embed…');
    await pg.close();
    return `"${label}": dialog labelled, focus in and back, Copy announced, Esc and Close; axe ${axeResult.serious}/${axeResult.critical}`;
  }, 90_000);

  // The visualizer's Fit all and Show the other order in the DOM.
  test('a11y-viz-fit-other-order', async (t) => {
    const program = "setTimeout(() => console.log('timeout'), 0);\nsetImmediate(() => console.log('immediate'));\n";
    const page = await t.open({ hash: `#playground&host=node&code=${Buffer.from(program).toString('base64url')}` });
    await waitForModel(page, 'the Playground', (m) => m.view === 'playground');
    await clickDom(page, 'playground:run');
    let m = await waitForModel(page, 'the run', (x) => !!x.viz && x.viz.steps > 0);
    // Fit all: zoom the canvas's timeline in, then fit it from the DOM.
    await scrollTo(page, (n) => n === 'timeline', 'the timeline', { maxSteps: 30 });
    let s = await state(page);
    const full = s.viz.timelineView;
    const tl = s.controls.timeline;
    await page.evaluate(() => document.activeElement && document.activeElement.blur()); // Control goes to the canvas
    await page.mouse.move(tl.x + tl.w / 2, tl.y + tl.h / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -400);
    await page.keyboard.up('Control');
    s = await waitForState(page, 'the timeline zoomed in', (st, f) => st.viz.timelineView[1] - st.viz.timelineView[0] < (f[1] - f[0]) * 0.9, full);
    const zoomed = s.viz.timelineView;
    await clickDom(page, 'viz:fit');
    s = await waitForState(page, 'the whole run again', (st, f) => st.viz.timelineView[0] === f[0] && st.viz.timelineView[1] === f[1], full);
    // Show the other order: at the step where Node may take either order.
    const firstOutput = s.viz.stdout.join(',');
    for (let i = 0; i < m.viz.steps && !m.viz.otherOrder; i++) {
      const before = m.viz.step;
      await clickDom(page, 'viz:step');
      m = await waitForModel(page, 'the next step', (x, b) => x.viz.step !== b, before);
    }
    assert(m.viz.otherOrder, 'no step offered the other order');
    assert(await page.evaluate(() => !!document.querySelector('#a11y [data-ring="viz:other-order"][aria-describedby]')), 'the button and its help');
    await clickDom(page, 'viz:other-order');
    s = await waitForState(page, 'the other order', (st, f) => st.viz.open && st.viz.stdout.join(',') !== f, firstOutput, 30_000);
    return `Fit all ${zoomed.map((x) => x.toFixed(2)).join('–')} → ${full.map((x) => x.toFixed(2)).join('–')} ms; other order ${firstOutput} → ${s.viz.stdout.join(',')}`;
  }, 90_000);

  test('a11y-reset-progress', async (t) => {
    const page = await t.open({ hash: '#lesson=async-await' });
    await waitForModel(page, 'the lesson', (m) => !!m.lesson);
    const before = (await state(page)).progress;
    await clickDom(page, 'reset-progress');
    let m = await waitForModel(page, 'the question', (mm) => mm.reset === 'confirm');
    let s = await state(page);
    assert(s.controls['reset-progress:confirm'], 'the canvas asks too');
    assertEqual(s.progress, before, 'nothing cleared before confirming');
    assertEqual((await focused(page)).ring, 'reset-progress:confirm', 'focus on the confirming Reset');
    await clickDom(page, 'reset-progress:confirm');
    m = await waitForModel(page, 'Undo offered', (mm) => mm.reset === 'undo');
    assertEqual((await state(page)).progress, 'evloop-progress 1\n', 'progress after Reset');
    await clickDom(page, 'reset-progress:undo');
    await waitForModel(page, 'Reset progress again', (mm) => mm.reset === 'ask');
    assertEqual((await state(page)).progress, before, 'progress after Undo');
    return 'asked, reset and undone through the DOM';
  }, 60_000);

  test('a11y-reduced-motion', async (t) => {
    // With prefers-reduced-motion nothing moves on its own: a run opens at its first
    // step and stays there; Play moves only when asked, and Pause stops it.
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}`, reducedMotion: 'reduce' });
    assert(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'reduced motion emulated');
    await openVisualizer(page);
    const opened = (await state(page)).viz.step;
    await page.waitForTimeout(1500);
    let s = await state(page);
    assertEqual(s.viz.playing, false, 'not playing on its own');
    assertEqual(s.viz.step, opened, 'the step did not move on its own');
    await keyOnSlider(page, 'viz:speed', 'Home'); // one step a second: Pause comes before the end
    await clickDom(page, 'viz:play');
    await waitForState(page, 'playing', (st) => st.viz.playing);
    await clickDom(page, 'viz:play');
    s = await waitForState(page, 'paused', (st) => !st.viz.playing);
    const paused = s.viz.step;
    await page.waitForTimeout(1200);
    assertEqual((await state(page)).viz.step, paused, 'no step after Pause');
    const animations = await page.evaluate(() => document.getAnimations().length);
    assertEqual(animations, 0, 'CSS animations or transitions on the page');
    return `paused at step ${paused + 1}; no CSS animations`;
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
