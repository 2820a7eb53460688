// The accessible page in the course's languages (issue 17): a Persian order quiz answered
// by dragging its lines on the canvas and, on another page, by the keyboard alone through
// the accessible page's Move up / Move down buttons, whose names are Persian; the page
// declares its language and direction, and a language switch rebuilds it in the new
// language. Registered by tests/e2e/e2e.mjs (registerLangA11yCases).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clickA11yControl } from './a11y.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const QUIZ_LESSON = 'tasks-and-microtasks'; // an order quiz of four lines or more

// A locale's UI texts (lessons/XX/messages.txt: `key = text`), for the labels a test expects.
function catalogue(locale) {
  const texts = {};
  for (const line of readFileSync(path.join(REPO_ROOT, 'lessons', locale, 'messages.txt'), 'utf8').split('\n')) {
    const m = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    if (m) texts[m[1]] = m[2].replace(/\\s/g, ' ');
  }
  return texts;
}

// English labels the accessible page had as literals: none may be left on a page in
// another language.
const ENGLISH_LABELS = ['Move up', 'Move down', 'Submit my order', 'Try again', 'Watch why', 'Show answer', 'Reset progress',
  'Playground: run any program', 'Lessons', 'Your order of the printed lines', 'Console output', 'Timeline', 'Restart', 'Step'];

// The simulation's own English labels (the trace's task, job and thread labels, the INP
// rating), which the visualizer shows through the label messages (ui/trace_labels.cpp).
const CORE_ENGLISH = [/\bupdate the rendering\b/, /\bmessage from\b/, /\(top level\)/, /\bpromise reaction\b/, /\bawait continuation\b/,
  /\bidle callback\b/, /\bthe page\b/, /\bthe main thread\b/, /\bmain script\b/, /\bworker script\b/, /\((good|poor|needs improvement)\b/,
  /\bresponse body\b/, /\bwindow message\b/];

export function registerLangA11yCases({ test, state, frames, waitForState, assert, assertEqual, TestFailure, DESKTOP, scrollTo, clickControl, dragControl }) {
  const languageShown = (page, code) => waitForState(page, `the ${code} lessons`,
    (s, want) => s.language === want && s.languageLoading === '', code, 20_000);
  const model = (page) => page.evaluate(() => window.evloopA11y && window.evloopA11y.model());
  const waitForModel = async (page, description, predicate, arg = null) => {
    await page.waitForFunction(`(() => { const m = window.evloopA11y && window.evloopA11y.model(); return !!m && (${predicate})(m, ${JSON.stringify(arg)}); })()`,
      null, { timeout: 15_000, polling: 'raf' }).catch(async (err) => {
      throw new TestFailure(`timed out waiting for ${description}: ${String(err.message).split('\n')[0]}; view ${(await model(page))?.view}`);
    });
    return model(page);
  };
  const clickDom = (page, ring) => clickA11yControl(page, ring, TestFailure);
  const quizOf = (s, id) => s.quizzes.find((q) => String(q.block) === String(id));
  const focused = (page) => page.evaluate(() => {
    const e = document.activeElement;
    return e ? { tag: e.tagName, key: e.getAttribute('data-key'), ring: e.getAttribute('data-ring'), text: e.textContent } : null;
  });
  async function tabTo(page, selector, what, { max = 400 } = {}) {
    for (let i = 0; i < max; i++) {
      if (await page.evaluate((sel) => !!document.activeElement && document.activeElement.matches(sel), selector)) return i;
      await page.keyboard.press('Tab');
    }
    throw new TestFailure(`Tab never reached ${what} (${selector}); focus on ${JSON.stringify(await focused(page))}`);
  }
  // The accessible page's texts that are not the lesson's own (buttons, labels, headings
  // the page adds), for the check that none is left in English.
  const pageLabels = (page) => page.evaluate(() => {
    const out = [];
    for (const e of document.querySelectorAll('#a11y button, #a11y [aria-label], #a11y h2, #a11y label, #a11y-main header p'))
      out.push(e.getAttribute('aria-label') || e.textContent.trim());
    return out;
  });
  const englishLeft = (labels) => labels.filter((l) => ENGLISH_LABELS.some((en) => l === en || l.startsWith(en + ':')));

  // (a) Persian: the order quiz put right by dragging its lines on the canvas, then Submit.
  test('lang-fa-quiz-drag', async (t) => {
    const fa = catalogue('fa');
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}&lang=fa` });
    await languageShown(page, 'fa');
    const first = await scrollTo(page, (n) => /^quiz:\d+:line:0$/.test(n), 'the order quiz', { maxSteps: 200 });
    const quizId = first.split(':')[1];
    let s = await state(page);
    const answer = quizOf(s, quizId).answer;
    assert(answer.length >= 3, `a quiz of ${answer.length} lines`);
    assert(JSON.stringify(quizOf(s, quizId).shown) !== JSON.stringify(answer), 'the quiz starts already solved');
    // Every line on screen, then each line dragged from where it is up to its place.
    await scrollTo(page, (n) => n === `quiz:${quizId}:line:${answer.length - 1}`, 'the last line');
    let drags = 0;
    for (let p = 0; p < answer.length; p++) {
      for (let tries = 0; tries < 4; tries++) {
        s = await state(page);
        const at = quizOf(s, quizId).shown.indexOf(answer[p]);
        if (at === p) break;
        await dragControl(page, `quiz:${quizId}:line:${at}`, `quiz:${quizId}:line:${p}`, { middle: true });
        drags++;
      }
      assertEqual(quizOf(await state(page), quizId).shown[p], answer[p], `line ${p + 1} after dragging`);
    }
    await t.screenshot(page, 'lang-fa-quiz-dragged-1280x800.png');
    await clickControl(page, await scrollTo(page, (n) => n === `quiz:${quizId}:submit`, 'Submit'));
    s = await state(page);
    const graded = quizOf(s, quizId);
    assert(graded.submitted, 'submitted');
    assertEqual(JSON.stringify(graded.shown), JSON.stringify(answer), 'the order submitted');
    assertEqual(graded.right, answer.length, 'every line right');
    assert(s.progress.includes(`quiz ${QUIZ_LESSON} ${quizId} right`), `progress: ${s.progress}`);
    // The accessible page says so in Persian.
    const m = await waitForModel(page, 'the graded quiz in the model', (mm, i) => mm.lesson.blocks.find((b) => b.i === i).submitted, Number(quizId));
    const verdict = m.lesson.blocks.find((b) => b.i === Number(quizId)).verdict;
    assertEqual(verdict, fa.quiz_order_all_right.replace('{count}', String(answer.length)), 'the Persian verdict');
    await frames(page, 2);
    const dom = await page.evaluate((i) => {
      const q = document.querySelector(`#a11y-main [data-quiz="${i}"]`);
      return { text: q.textContent, buttons: [...q.querySelectorAll('button')].map((b) => b.textContent) };
    }, quizId);
    assert(dom.text.includes(verdict), 'the verdict in the accessible quiz');
    assert(dom.buttons.includes(fa.ui_label_watch_it_run) && dom.buttons.includes(fa.ui_label_try_again),
      `the graded quiz's buttons in Persian: ${dom.buttons.join(' | ')}`);
    await t.screenshot(page, 'lang-fa-quiz-drag-graded-1280x800.png');
    return `quiz ${quizId}: ${answer.length} lines right after ${drags} drags`;
  }, 120_000);

  // (b) Persian: the same quiz with the keyboard alone, through the accessible page (Tab to
  // a line's Move up, Enter; Tab to Submit, Enter); then Try again and the canvas's own
  // keyboard path (a selected line moves with ↑ / ↓), graded right both times.
  test('lang-fa-quiz-keyboard', async (t) => {
    const fa = catalogue('fa');
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}&lang=fa` });
    await languageShown(page, 'fa');
    const m0 = await waitForModel(page, 'the quiz lines', (m) => m.lang === 'fa' && m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines));
    const quiz = m0.lesson.blocks.find((b) => b.k === 'order');
    const quizId = quiz.i;
    const section = `#a11y-main [data-quiz="${quizId}"]`;
    // The accessible page is Persian: its language, direction and labels.
    const labels = await page.evaluate((sel) => {
      const q = document.querySelector(sel);
      const up = q.querySelector('button[data-key^="up:"]');
      return {
        lang: document.getElementById('a11y').lang, dir: document.getElementById('a11y').dir, html: document.documentElement.lang,
        heading: q.querySelector('h3').textContent, list: q.querySelector('ol').getAttribute('aria-label'),
        up: up.textContent, upName: up.getAttribute('aria-label'),
        down: q.querySelector('button[data-key^="down:"]').textContent,
        submit: q.querySelector(`button[data-ring$=":submit"]`).textContent, how: q.querySelector('p').textContent,
        title: document.title,
      };
    }, section);
    assertEqual(`${labels.lang} ${labels.dir} ${labels.html}`, 'fa rtl fa', 'lang and dir of the accessible page, <html lang>');
    assertEqual(labels.up, fa.a11y_move_up, 'Move up in Persian');
    assertEqual(labels.down, fa.a11y_move_down, 'Move down in Persian');
    assert(labels.upName.startsWith(fa.a11y_move_up + ': '), `Move up's name: ${labels.upName}`);
    assertEqual(labels.submit, fa.ui_label_submit_order, 'Submit in Persian');
    assertEqual(labels.list, fa.a11y_order_list, "the list's name in Persian");
    assert(labels.heading.startsWith(fa.a11y_quiz_title.replace('{question}', '')), `the quiz's heading: ${labels.heading}`);
    assertEqual(labels.how, fa.a11y_order_how, 'the help in Persian');
    assert(labels.title.startsWith(fa.ui_document_title.split('{')[0]), `the document's title in Persian: ${labels.title}`);
    const left = englishLeft(await pageLabels(page));
    assert(!left.length, `English labels left on the Persian page: ${left.join(' | ')}`);

    // The answer, from the canvas's state (the same quiz).
    let s = await state(page);
    const answer = quizOf(s, quizId).answer;
    let presses = 0;
    for (let p = 0; p < answer.length; p++) {
      for (let guard = 0; guard < answer.length; guard++) {
        const lines = (await model(page)).lesson.blocks.find((b) => b.i === quizId).lines;
        const at = lines.findIndex((l) => l.t === answer[p]);
        if (at === p) break;
        const id = lines[at].id;
        presses += await tabTo(page, `${section} button[data-key="up:${id}"]`, `Move up of "${answer[p]}"`);
        await page.keyboard.press('Enter');
        await waitForModel(page, 'the line moved up', (mm, a) => mm.lesson.blocks.find((b) => b.i === a.q).lines.findIndex((l) => l.id === a.id) === a.at - 1,
          { q: quizId, id, at });
        const f = await focused(page);
        assertEqual(f && f.key, `up:${id}`, 'focus after Move up');
      }
    }
    presses += await tabTo(page, `${section} button[data-ring="quiz:${quizId}:submit"]`, 'Submit');
    await page.keyboard.press('Enter');
    const m = await waitForModel(page, 'the graded quiz', (mm, i) => mm.lesson.blocks.find((b) => b.i === i).submitted, quizId);
    const verdict = m.lesson.blocks.find((b) => b.i === quizId).verdict;
    assertEqual(verdict, fa.quiz_order_all_right.replace('{count}', String(answer.length)), 'the Persian verdict');
    s = await state(page);
    const byDom = quizOf(s, quizId);
    assertEqual(byDom.right, answer.length, 'every line right (the accessible page)');
    assertEqual(JSON.stringify(byDom.shown), JSON.stringify(answer), 'the order submitted');
    await frames(page, 2);
    assertEqual(await page.evaluate(() => document.getElementById('a11y-live').textContent), verdict, 'the verdict announced');
    const after = await focused(page);
    assertEqual(after && after.ring, `quiz:${quizId}:why`, 'focus after Submit');
    assertEqual(after.text, fa.ui_label_watch_it_run, 'Watch it run in Persian');
    await t.screenshot(page, 'lang-fa-quiz-keyboard-1280x800.png');

    // Try again (Tab, Enter) and the canvas's keyboard path: a line selected on the canvas
    // moves with ↑ / ↓ (vertical, so the same in a right-to-left page).
    presses += await tabTo(page, `${section} button[data-ring="quiz:${quizId}:retry"]`, 'Try again');
    await page.keyboard.press('Enter');
    await waitForModel(page, 'the quiz open again', (mm, i) => !mm.lesson.blocks.find((b) => b.i === i).submitted, quizId);
    await scrollTo(page, (n) => n === `quiz:${quizId}:line:${answer.length - 1}`, 'the last line', { maxSteps: 200 });
    // Try again keeps the order submitted: the first line goes down first (↓ on the canvas).
    await clickControl(page, `quiz:${quizId}:line:0`);
    for (let tries = 0; tries < 10 && quizOf(await state(page), quizId).shown[0] === answer[0]; tries++) {
      await page.keyboard.down('ArrowDown');
      await frames(page, 1);
      await page.keyboard.up('ArrowDown');
      await frames(page, 2);
    }
    s = await state(page);
    assert(JSON.stringify(quizOf(s, quizId).shown) !== JSON.stringify(answer), 'the order changed by ↓');
    await clickControl(page, `quiz:${quizId}:line:1`); // no line selected again
    let keys = 0;
    for (let p = 0; p < answer.length; p++) {
      s = await state(page);
      const j = quizOf(s, quizId).shown.indexOf(answer[p]);
      if (j === p) continue;
      await clickControl(page, `quiz:${quizId}:line:${j}`);
      for (let tries = 0; tries < 40; tries++) {
        s = await state(page);
        const at = quizOf(s, quizId).shown.indexOf(answer[p]);
        if (at === p) break;
        const key = at > p ? 'ArrowUp' : 'ArrowDown';
        await page.keyboard.down(key);
        await frames(page, 1);
        await page.keyboard.up(key);
        await frames(page, 2);
        keys++;
      }
      assertEqual(quizOf(await state(page), quizId).shown[p], answer[p], `line ${p + 1} after the arrow keys`);
    }
    await clickControl(page, await scrollTo(page, (n) => n === `quiz:${quizId}:submit`, 'Submit'));
    s = await state(page);
    assertEqual(quizOf(s, quizId).right, answer.length, 'every line right (the canvas, ↑ / ↓)');
    return `quiz ${quizId}: right by the accessible page (${presses} Tab presses) and by the canvas's arrow keys (${keys} presses)`;
  }, 150_000);

  // A language switch rebuilds the accessible page in the new language: English, then
  // বাংলা through the canvas's language menu, then back.
  test('lang-a11y-switch-rebuilds', async (t) => {
    const bn = catalogue('bn');
    const page = await t.open({ hash: `#lesson=${QUIZ_LESSON}` });
    await waitForModel(page, 'the English quiz', (m) => m.lang === 'en' && m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines));
    const english = await pageLabels(page);
    assert(english.some((l) => l.startsWith('Move up')) && english.includes('Submit my order'), `the English labels: ${english.join(' | ')}`);
    await clickControl(page, 'language');
    await waitForState(page, 'the language menu', (s) => s.languageMenuOpen && s.controls['language:bn']);
    await clickControl(page, 'language:bn');
    await languageShown(page, 'bn');
    await waitForModel(page, 'the Bengali quiz', (m) => m.lang === 'bn' && m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines));
    await page.waitForFunction(() => !!document.querySelector('#a11y-main [data-quiz] ol'), null, { timeout: 10_000 });
    const bengali = await pageLabels(page);
    const left = englishLeft(bengali);
    assert(!left.length, `English labels left after the switch: ${left.join(' | ')}`);
    for (const want of [bn.a11y_move_up, bn.ui_label_submit_order, bn.ui_label_reset_progress])
      assert(bengali.some((l) => l === want || l.startsWith(want + ': ')), `"${want}" on the Bengali page`);
    const declared = await page.evaluate(() => [document.getElementById('a11y').lang, document.getElementById('a11y').dir,
      document.documentElement.lang, document.getElementById('a11y-skip').textContent, document.getElementById('a11y-nav').getAttribute('aria-label')]);
    assertEqual(declared.join(' | '), ['bn', 'ltr', 'bn', bn.a11y_skip_link, bn.ui_label_lessons].join(' | '), 'lang, dir, skip link and nav name');
    // Back to English: the English labels again.
    await clickControl(page, 'language');
    await waitForState(page, 'the menu', (s) => s.controls['language:en']);
    await clickControl(page, 'language:en');
    await languageShown(page, 'en');
    await waitForModel(page, 'the English model', (m) => m.lang === 'en' && m.lesson && m.lesson.blocks.some((b) => b.k === 'order' && b.lines));
    await page.waitForFunction(() => [...document.querySelectorAll('#a11y-main button')].some((b) => b.textContent === 'Move up'), null, { timeout: 10_000 });
    assertEqual(await page.evaluate(() => document.getElementById('a11y').lang), 'en', 'lang after the switch back');
    return `${bengali.length} labels, none left in English`;
  }, 120_000);

  // The visualizer in Bengali and Persian, stepped through a rendering example and the
  // workers lesson's: what it shows of the run (the call stack, the queues, the threads,
  // the timeline's long tasks and INP, the step sentence) has no English label of the
  // simulation's left. Screenshots of the Persian and Bengali visualizer, wide and on a
  // phone, in both themes.
  test('lang-viz-labels-translated', async (t) => {
    const shown = [];
    for (const [code, lesson] of [['bn', 'rendering-and-raf'], ['fa', 'rendering-and-raf'], ['fa', 'workers'], ['hi', 'long-tasks-and-inp']]) {
      const page = await t.open({ hash: `#lesson=${lesson}&lang=${code}` });
      await languageShown(page, code);
      const m0 = await waitForModel(page, 'the lesson', (m, c) => m.lang === c && !!m.lesson, code);
      const example = m0.lesson.blocks.find((b) => b.k === 'example');
      assert(example, `an example in ${lesson}`);
      await clickDom(page, `example:${example.i}:visualize`);
      let m = await waitForModel(page, 'the visualizer', (x) => x.view === 'visualizer' && !!x.viz && x.viz.steps > 0);
      const words = new Set();
      const steps = Math.min(m.viz.steps, 120);
      for (let i = 0; ; i++) {
        const v = m.viz;
        for (const w of [v.title, v.sentence, ...(v.stack || []), ...(v.tasks || []), ...(v.microtasks || []), ...(v.ticks || []),
          ...(v.hostWork || []), ...(v.threads || []), ...(v.timeline.longTasks || []), v.timeline.inp || '']) if (w) words.add(w);
        if (i + 1 >= steps) break;
        if (v.atEnd || !(await page.evaluate(() => !!document.querySelector('#a11y [data-ring="viz:step"]')))) break;
        const before = v.step;
        await clickDom(page, 'viz:step');
        m = await waitForModel(page, 'the next step', (x, b) => x.viz.step !== b, before);
      }
      // The step sentences cite the standards by their section titles, in English on
      // purpose: "(HTML: update the rendering)".
      const english = [...words].map((w) => w.replace(/\((HTML|ECMA-262)[^)]*\)/g, ''))
        .filter((w) => CORE_ENGLISH.some((re) => re.test(w)));
      assert(!english.length, `${code} ${lesson}: English labels of the simulation: ${english.join(' | ')}`);
      shown.push(`${code}/${lesson}: ${words.size} texts over ${steps} steps`);
      if (lesson === 'rendering-and-raf' && code !== 'hi') {
        await frames(page, 3);
        await t.screenshotThemes(page, `lang-${code}-visualizer-1280x800`);
        await page.setViewportSize({ width: 390, height: 844 });
        await frames(page, 5);
        await t.screenshotThemes(page, `lang-${code}-visualizer-390x844`);
      }
      await page.close();
    }
    return shown.join('; ');
  }, 300_000);

  // After a language switch the open visualizer is the new language's: its heading is the
  // lesson block's title in that language, the run is read again (its notes), and the
  // stop reason in the last step's sentence ("nothing left to run", recorded in the trace
  // with its message id) is in that language, though the simulation ran in the page's
  // worker, which has no catalogue.
  // A side-by-side view's heading and its sides' titles follow a language switch: the lesson
  // block's title read again from the lesson in the new language, "Browser" and the
  // Playground's "Your program" from the catalogue.
  test('lang-switch-compare-headings', async (t) => {
    const code = 'uz';
    const texts = catalogue(code);
    const headingOf = (title) => texts.compare_heading.replace('{title}', title);
    const switchTo = async (page) => {
      await clickControl(page, 'language');
      await waitForState(page, 'the language menu', (s, c) => s.languageMenuOpen && s.controls['language:' + c], code);
      await clickControl(page, 'language:' + code);
      await languageShown(page, code);
    };
    const page = await t.open({ hash: '#lesson=browser-vs-node' });
    const run = await scrollTo(page, (n) => /^example:\d+:run$/.test(n), 'the first example', { maxSteps: 160 });
    await clickControl(page, run);
    await waitForState(page, 'both outputs', (st, o) => Boolean(st.controls[o]) && st.simulationsPending === 0, run.replace(/:run$/, ':output'));
    await clickControl(page, await scrollTo(page, (n) => n === run.replace(/:run$/, ':visualize'), 'Visualize both'));
    let s = await waitForState(page, 'the side-by-side view', (st) => st.view === 'visualizer' && st.compare.open);
    const english = s.compare.heading.replace(/ \u2014 in both hosts$/, '');
    assert(english !== s.compare.heading, `an English heading: ${s.compare.heading}`);
    assertEqual(s.compare.browser.title, 'Browser', 'the left side');
    const fenceTitles = (locale) => readFileSync(path.join(REPO_ROOT, 'lessons', locale, '13-browser-vs-node.md'), 'utf8')
      .split('\n').filter((l) => l.startsWith('```')).map((l) => (/title="([^"]*)"/.exec(l) || [])[1]);
    const title = fenceTitles(code)[fenceTitles('en').indexOf(english)];
    assert(title && title !== english, `the ${code} block title for "${english}": ${title}`);
    await switchTo(page);
    s = await waitForState(page, `the ${code} heading`, (st, want) => st.compare.open && st.compare.heading === want, headingOf(title))
      .catch(async (e) => { throw new TestFailure(`${e.message}; shown "${(await state(page)).compare.heading}"`); });
    assertEqual(s.compare.browser.title, texts.ui_host_browser, 'the left side');
    assertEqual(s.compare.node.title, 'Node.js', 'the right side');
    const shown = [s.compare.heading, s.compare.browser.title];
    await frames(page, 3);
    await t.screenshotThemes(page, 'lang-uz-switched-compare-1280x800');
    await page.setViewportSize({ width: 390, height: 844 });
    await frames(page, 5);
    await t.screenshotThemes(page, 'lang-uz-switched-compare-390x844');
    await page.close();

    const play = await t.open({ hash: `#playground&code=${Buffer.from("setTimeout(() => console.log('timeout'), 0);\nconsole.log('sync');\n").toString('base64url')}` });
    await clickControl(play, 'playground:run-both');
    s = await waitForState(play, 'Run in both', (st) => st.compare.open);
    assertEqual(s.compare.heading, 'Your program \u2014 in both hosts', 'the Playground\'s heading');
    await switchTo(play);
    s = await waitForState(play, `the ${code} Playground heading`, (st, want) => st.compare.open && st.compare.heading === want, headingOf(texts.playground_your_program))
      .catch(async (e) => { throw new TestFailure(`${e.message}; shown "${(await state(play)).compare.heading}"`); });
    shown.push(s.compare.heading);
    await play.close();
    return shown.join(' / ');
  }, 120_000);

  test('lang-switch-viz-heading-stop-reason', async (t) => {
    const shown = [];
    for (const code of ['fa', 'bn']) {
      const texts = catalogue(code);
      const page = await t.open({ hash: '#lesson=rendering-and-raf' });
      const m0 = await waitForModel(page, 'the English lesson', (m) => m.lang === 'en' && !!m.lesson);
      const example = m0.lesson.blocks.find((b) => b.k === 'example');
      assert(example && example.title, 'a titled example in rendering-and-raf');
      await clickDom(page, `example:${example.i}:visualize`);
      let m = await waitForModel(page, 'the visualizer', (x) => x.view === 'visualizer' && !!x.viz && x.viz.steps > 0);
      assertEqual(m.viz.title, example.title, 'the English heading');
      await clickDom(page, 'viz:end');
      m = await waitForModel(page, 'the last step', (x) => x.viz && x.viz.atEnd);
      const stops = ['stop_nothing_left', 'stop_time_limit'];
      const english = { stop_nothing_left: 'nothing left to run', stop_time_limit: 'stopped at the time limit' };
      const stop = stops.find((k) => m.viz.sentence.includes(english[k]));
      assert(stop, `an English stop reason in the last sentence: ${m.viz.sentence}`);
      await clickControl(page, 'language');
      await waitForState(page, 'the language menu', (s, c) => s.languageMenuOpen && s.controls['language:' + c], code);
      await clickControl(page, 'language:' + code);
      await languageShown(page, code);
      await waitForModel(page, `the ${code} visualizer`, (x, c) => x.lang === c && x.view === 'visualizer' && !!x.viz, code);
      // The same block's title in the lesson's file in that language (the blocks are the same).
      const fenceTitles = (locale) => readFileSync(path.join(REPO_ROOT, 'lessons', locale, '05-rendering-and-raf.md'), 'utf8')
        .split('\n').filter((l) => l.startsWith('```')).map((l) => (/title="([^"]*)"/.exec(l) || [])[1]);
      const at = fenceTitles('en').indexOf(example.title);
      const title = fenceTitles(code)[at];
      assert(at >= 0 && title && title !== example.title, `the ${code} block title: ${title}`);
      m = await waitForModel(page, `the ${code} heading "${title}"`, (x, want) => x.viz && x.viz.title === want, title)
        .catch(async (e) => { throw new TestFailure(`${e.message}; shown "${(await model(page))?.viz?.title}"`); });
      await clickDom(page, 'viz:end');
      m = await waitForModel(page, `the ${code} stop reason`, (x, want) => x.viz && x.viz.atEnd && x.viz.sentence.includes(want), texts[stop]);
      assert(!m.viz.sentence.includes(english[stop]), `English left in the ${code} sentence: ${m.viz.sentence}`);
      shown.push(`${code}: "${m.viz.title}" / ${m.viz.sentence}`);
      if (code === 'fa') {
        await frames(page, 3);
        await t.screenshotThemes(page, 'lang-fa-switched-viz-end-1280x800');
        await page.setViewportSize({ width: 390, height: 844 });
        await frames(page, 5);
        await t.screenshotThemes(page, 'lang-fa-switched-viz-end-390x844');
      }
      await page.close();
    }
    return shown.join('; ');
  }, 180_000);
}
