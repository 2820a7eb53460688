// The accessible page beside the canvas (issue 16; README: Accessibility).
//
// Everything evloop shows is drawn on one WebGL canvas, which a screen reader cannot
// read and a keyboard cannot Tab through. The app describes what is on screen as a
// "page model" (ui/page_model.h, ui/app_a11y.cpp) and hands it over after a drawn frame
// when it changed; this file keeps a DOM from it, beside the canvas: the lessons as
// links, the lesson as headings, paragraphs, lists and <pre><code>, each example with
// Run / Visualize buttons, each order quiz as an ordered list whose lines have Move up /
// Move down buttons, each choice quiz as a radio group, the visualizer's buttons with
// its step sentence in an aria-live region, the Playground's and exercises' editors as
// real <textarea>s. The DOM is visually hidden; the control that has the keyboard focus
// is ringed on the canvas (the app draws the ring), and a focused element with nothing
// on the canvas to ring shows itself.
//
// Beside those: an exercise's Hint / Show solution / Reset, the visualizer's scrubber
// and speed as sliders, its thread chooser and its timeline in words (frames, long
// tasks, INP) and its text transcript, the Playground's host, Run in both hosts and Share link, and the
// sidebar's Reset progress. Issues 15/16's leftovers: each block's Share button and the
// Share and embed dialog (role=dialog: the focus moves in and back, Escape closes it),
// the Playground's run settings and Embed, Cancel of a pending run, the timeline's Fit
// all and the visualizer's Show the other order.
//
// Every word this page shows or announces is in the page's language (issue 17): the
// model's "words" (ui/app_a11y.cpp's write_words, from the message table and the
// locale's catalogue) holds the labels, and templates such as "Move up: {line}" that
// fill() completes; texts that depend on a count (the play speed, the long tasks) come
// made by the app. The model's "lang" and "dir" go on #a11y; when the words change (a
// language switch) the whole page is built again, so no label stays in the old language.
//
// Buttons call back into the app (evloop_a11y_action), which changes the same state the
// canvas's buttons change. Only what changed is rebuilt (per block), never on an idle
// page, in slices of a few milliseconds, and the focused element keeps the focus across
// a rebuild.
'use strict';
(() => {
  const root = document.getElementById('a11y');
  if (!root) return;
  const nav = document.getElementById('a11y-nav');
  const main = document.getElementById('a11y-main');
  const live = document.getElementById('a11y-live');
  const skip = document.getElementById('a11y-skip');
  const canvas = document.getElementById('canvas');

  // ------------------------------------------------------------------ the app

  const ready = () => typeof Module !== 'undefined' && Module.evloopReady === true && typeof Module.ccall === 'function';
  const redraw = () => { if (typeof Module !== 'undefined') Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1; };
  function act(action) {
    if (!ready()) return false;
    const ok = Module.ccall('evloop_a11y_action', 'number', ['string'], [action]) === 1;
    redraw();
    return ok;
  }
  function setCode(editor, code) {
    if (!ready()) return;
    Module.ccall('evloop_a11y_set_code', 'number', ['string', 'string'], [editor, code]);
    redraw();
  }
  function rectOf(control) {
    if (!ready() || !control) return null;
    const text = Module.ccall('evloop_a11y_rect', 'string', ['string'], [control]);
    if (!text) return null;
    const [x, y, w, h] = text.split(' ').map(Number);
    return { x, y, w, h };
  }
  let ringShown = '';
  function setRing(control) {
    if (control === ringShown || !ready()) return;
    ringShown = control;
    Module.ccall('evloop_a11y_focus', null, ['string'], [control]);
    redraw();
  }

  // --------------------------------------------------------------- building

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'text') e.textContent = v;
      else if (k === 'on') for (const [type, fn] of Object.entries(v)) e.addEventListener(type, fn);
      else e.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children) if (c) e.append(c);
    return e;
  }

  // A button that stays focusable when it cannot be used (aria-disabled, not disabled):
  // Step at the end of a run keeps the focus instead of dropping it to the page.
  function button(label, action, ring, { disabled = false, key = ring, pressed } = {}) {
    return el('button', {
      type: 'button', text: label, 'data-key': key, 'data-ring': ring, 'aria-disabled': disabled ? 'true' : null,
      'aria-pressed': pressed === undefined ? null : String(pressed),
      on: { click: () => { if (!disabled) act(action); } },
    });
  }

  // A range input whose value the app owns: each `input` (a key, a drag) sends the value,
  // and the next model sets it back.
  function slider(ring, min, max, send) {
    const input = el('input', { type: 'range', min, max, step: 1, 'data-key': ring.replace(/^cmp:\w+:/, ''), 'data-ring': ring });
    input.addEventListener('input', () => send(Number(input.value)));
    return input;
  }
  function setSlider(input, value, max, text) {
    if (Number(input.max) !== max) input.max = max;
    if (Number(input.value) !== value) input.value = value;
    if (input.getAttribute('aria-valuetext') !== text) input.setAttribute('aria-valuetext', text);
  }

  // A link to a lesson of this page, as a whole URL: a bare "#lesson=…" reads to axe as a
  // skip link whose target is missing (skip-link).
  const pageUrl = (fragment) => location.href.split('#')[0] + fragment;

  // Inline spans [text, style, href]: style bits 1 strong, 2 emphasis, 4 code, 8 link.
  function spans(list) {
    const frag = document.createDocumentFragment();
    for (const [text, style, href] of list) {
      let node = document.createTextNode(text);
      if (style & 4) node = el('code', {}, node);
      if (style & 2) node = el('em', {}, node);
      if (style & 1) node = el('strong', {}, node);
      if (style & 8) {
        const lesson = href.startsWith('#lesson=');
        const a = el('a', { href: lesson ? pageUrl(href) : href }, node);
        if (lesson) {
          a.addEventListener('click', (e) => { e.preventDefault(); act('lesson:' + href.slice(8)); });
        } else {
          a.target = '_blank';
          a.rel = 'noopener';
        }
        node = a;
      }
      frag.append(node);
    }
    return frag;
  }

  // Static blocks (ui/page_model.h): headings, paragraphs (in lists and quotes), code, rules.
  // List items are gathered into <ul>/<ol>, nested by depth.
  function staticBlocks(blocks, headingShift = 0) {
    const frag = document.createDocumentFragment();
    const lists = []; // open lists: { depth, list, item }
    for (const b of blocks) {
      const depth = b.d || 0;
      while (lists.length && lists[lists.length - 1].depth > depth) lists.pop();
      let node;
      if (b.k === 'h') node = el('h' + Math.min(6, b.l + headingShift), {}, spans(b.s));
      else if (b.k === 'p') node = el('p', {}, spans(b.s));
      else if (b.k === 'code') node = el('pre', { dir: 'ltr' }, el('code', { text: b.code }));
      else node = el('hr');
      if (b.q) node = el('blockquote', {}, node);
      if (depth === 0) {
        lists.length = 0;
        frag.append(node);
        continue;
      }
      let top = lists[lists.length - 1];
      if (b.m && (!top || top.depth < depth)) {
        const list = el(/^\d/.test(b.m) ? 'ol' : 'ul');
        if (top) top.item.append(list);
        else frag.append(list);
        top = { depth, list, item: null };
        lists.push(top);
      }
      if (!top) { frag.append(node); continue; }
      if (b.m || !top.item) {
        top.item = el('li');
        top.list.append(top.item);
      }
      top.item.append(node);
    }
    return frag;
  }

  const blockName = (b) => `block ${b.i}`;

  // The page's words in the current language (the model's "words", from the app's message
  // table: ui/app_a11y.cpp's write_words); a template's {placeholders} are filled here.
  let words = {};
  let wordsText = ''; // the words the DOM was built with (JSON)
  const fill = (template, values) => template.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

  // A block's Share button (not in the embed view, where the model has no b.share).
  function shareButton(b) {
    if (!b.share) return null;
    const btn = button(words.share, `block:${b.i}:share`, `share:${b.i}`, { key: `share:${b.i}` });
    btn.setAttribute('aria-label', b.share);
    btn.setAttribute('aria-haspopup', 'dialog');
    return btn;
  }
  // Cancel of a pending simulation, as the canvas's (which shows after 0.3 s).
  const cancelButton = (action, ring) => button(words.cancel, action, ring, { key: ring });

  function exampleBlock(b) {
    const id = `example:${b.i}`;
    const label = b.title || words.example;
    const section = el('div', { role: 'group', 'aria-label': label },
      el('h3', { text: label }),
      el('pre', { dir: 'ltr' }, el('code', { text: b.code })),
      el('div', {},
        button(words.run, `block:${b.i}:run`, `${id}:run`),
        button(b.both ? words.visualizeBoth : words.visualizeSteps, `block:${b.i}:visualize`, `${id}:visualize`),
        shareButton(b)));
    if (b.pending) section.append(el('p', { text: words.simulating }), cancelButton(`block:${b.i}:cancel`, `${id}:cancel`));
    if (b.error) section.append(el('p', { text: b.error }));
    if (b.shown) {
      section.append(el('h4', { text: words.consoleOutput }));
      const out = el('ol', { 'aria-label': words.consoleOutput });
      for (const line of b.output) out.append(el('li', {}, el('code', { text: line })));
      if (!b.output.length) out.append(el('li', { text: words.noOutput }));
      section.append(out);
      if (b.summary) section.append(el('p', { text: b.summary }));
    }
    return section;
  }

  function orderBlock(b) {
    const id = `quiz:${b.i}`;
    const headingId = `a11y-q${b.i}`;
    const section = el('div', { role: 'group', 'aria-labelledby': headingId, 'data-quiz': b.i },
      el('h3', { id: headingId, text: fill(words.quizTitle, { question: b.question }) }),
      el('pre', { dir: 'ltr' }, el('code', { text: b.code })));
    if (b.loading) { section.append(el('p', { text: b.loading + '…' })); return section; }
    if (b.error) { section.append(el('p', { text: b.error })); return section; }
    section.append(el('p', { text: b.submitted ? words.yourOrder : b.how }));
    const list = el('ol', { 'aria-label': words.orderList });
    const n = b.lines.length;
    b.lines.forEach((line, pos) => {
      const item = el('li', {}, el('code', { dir: 'ltr', text: line.t }));
      if (line.mark) item.append(' — ' + line.mark);
      if (!b.submitted) {
        const ring = `${id}:line:${pos}`;
        item.append(' ',
          el('button', { type: 'button', text: words.moveUp, 'aria-label': fill(words.moveUpLine, { line: line.t }), 'data-key': `up:${line.id}`, 'data-ring': ring,
            'aria-disabled': pos === 0 ? 'true' : null, on: { click: () => { if (pos > 0) act(`block:${b.i}:up:${line.id}`); } } }),
          ' ',
          el('button', { type: 'button', text: words.moveDown, 'aria-label': fill(words.moveDownLine, { line: line.t }), 'data-key': `down:${line.id}`, 'data-ring': ring,
            'aria-disabled': pos === n - 1 ? 'true' : null, on: { click: () => { if (pos < n - 1) act(`block:${b.i}:down:${line.id}`); } } }));
      }
      list.append(item);
    });
    section.append(list);
    if (!b.submitted) {
      section.append(button(words.submitOrder, `block:${b.i}:submit`, `${id}:submit`));
    } else {
      section.append(el('p', { text: b.verdict, 'data-announce': '' }));
      if (b.answer) {
        section.append(el('p', { text: words.orderPrinted }));
        const ans = el('ol');
        for (const line of b.answer) ans.append(el('li', {}, el('code', { text: line })));
        section.append(ans);
      }
      section.append(button(b.right ? words.watchItRun : words.watchWhy, `block:${b.i}:why`, `${id}:why`), ' ',
        button(words.tryAgain, `block:${b.i}:retry`, `${id}:retry`));
      if (!b.right && !b.answer) section.append(' ', button(words.showAnswer, `block:${b.i}:show-answer`, `${id}:show-answer`));
    }
    return section;
  }

  function choiceBlock(b) {
    const id = `choice:${b.i}`;
    if (b.error) return el('div', { role: 'group', 'aria-label': words.quiz }, el('p', { text: b.error }));
    const headingId = `a11y-c${b.i}`;
    const section = el('div', { role: 'group', 'aria-labelledby': headingId }, el('h3', { id: headingId, text: words.chooseOne }));
    const legendId = `a11y-cq${b.i}`;
    const question = el('div', { id: legendId }, staticBlocks(b.question, 3));
    section.append(question);
    const group = el('div', { role: 'radiogroup', 'aria-labelledby': legendId });
    b.options.forEach((option, k) => {
      const input = el('input', {
        type: 'radio', name: `a11y-choice-${b.i}`, id: `a11y-choice-${b.i}-${k}`, 'data-key': `pick:${k}`,
        'data-ring': `${id}:option:${k}`, checked: b.picked === k, 'aria-disabled': b.submitted ? 'true' : null,
        on: { change: () => { if (!b.submitted) act(`block:${b.i}:pick:${k}`); } },
      });
      const label = el('label', { for: `a11y-choice-${b.i}-${k}` });
      const text = staticBlocks(option);
      label.append(...Array.from(text.childNodes).map((n) => (n.tagName === 'P' ? el('span', {}, ...n.childNodes) : n)));
      group.append(el('div', {}, input, ' ', label));
    });
    section.append(group);
    if (!b.submitted) {
      section.append(button(words.submitAnswer, `block:${b.i}:submit`, `${id}:submit`, { disabled: b.picked < 0 }));
    } else {
      section.append(el('p', { text: b.verdict, 'data-announce': '' }), el('div', {}, staticBlocks(b.explanation, 3)),
        button(words.tryAgain, `block:${b.i}:retry`, `${id}:retry`));
    }
    return section;
  }

  // ----------------------------------------------------------------- editors

  // One <textarea> per editor, kept across rebuilds (moving a focused element would drop
  // its focus, its selection and an IME's composition). Visually it lies over the
  // canvas's editor: transparent until it has the focus (a tap or click on the editor
  // lands on it, so a phone shows its keyboard), then opaque while the learner types.
  // Tab inserts two spaces only while editing; Escape stops editing, so Tab moves on.
  const editors = new Map(); // editor name → { area, ring, editing }
  let colors = { bg: '#1d2027', text: '#dcdfe5', ring: '#7fb0ff', page: '#15171c' };

  function editor(name, ring, label, code, describedBy) {
    let ed = editors.get(name);
    if (!ed) {
      const area = el('textarea', {
        class: 'a11y-editor', dir: 'ltr', 'aria-label': label, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off',
        autocorrect: 'off', 'data-key': 'editor:' + name, 'data-ring': ring, 'data-editor': name,
      });
      ed = { area, ring, editing: false };
      area.addEventListener('input', () => { ed.editing = true; setCode(name, area.value); });
      area.addEventListener('pointerdown', () => { ed.editing = true; });
      area.addEventListener('blur', () => { ed.editing = false; });
      area.addEventListener('wheel', (e) => {
        if (document.activeElement === area) return;
        // Not editing: the wheel scrolls the page on the canvas, as over the drawn editor.
        e.preventDefault();
        canvas.dispatchEvent(new WheelEvent('wheel', e));
      }, { passive: false });
      editors.set(name, ed);
    }
    ed.ring = ring;
    if (ed.area.getAttribute('aria-label') !== label) ed.area.setAttribute('aria-label', label);
    ed.area.setAttribute('aria-describedby', describedBy);
    if (document.activeElement !== ed.area && ed.area.value !== code) ed.area.value = code;
    return ed.area;
  }

  function onEditorKey(e, ed) {
    const area = ed.area;
    if (e.key === 'Escape') { ed.editing = false; return; }
    if (e.key === 'Tab' && !e.shiftKey && ed.editing && !e.ctrlKey && !e.altKey && !e.metaKey) {
      e.preventDefault();
      // insertText keeps the browser's undo history; setRangeText where it is missing.
      if (!document.execCommand || !document.execCommand('insertText', false, '  ')) {
        area.setRangeText('  ', area.selectionStart, area.selectionEnd, 'end');
        area.dispatchEvent(new Event('input'));
      }
      return;
    }
    if (e.key.length === 1 || e.key === 'Enter' || e.key === 'Backspace' || e.key === 'Delete') ed.editing = true;
  }


  function exerciseBlock(b, section) {
    // Built once per block; later models only refresh its status part, so the editor
    // (with the focus, the selection and an IME's composition) is never rebuilt.
    const id = `exercise:${b.i}`;
    if (!section) {
      const title = fill(words.exerciseTitle, { title: b.title });
      section = el('div', { role: 'group', 'aria-label': title });
      section.append(el('h3', { text: title }));
      const share = shareButton(b);
      if (share) section.append(share);
      if (b.goals) {
        section.append(el('p', { text: words.goals }));
        const goals = el('ul');
        for (const g of b.goals) goals.append(el('li', { text: g }));
        section.append(goals);
      }
      section.append(el('p', { id: `a11y-eh${b.i}`, text: words.editorHelp }));
      section.append(editor(`exercise:${b.i}`, `${id}:editor`, words.yourProgram, b.code || '', `a11y-eh${b.i} a11y-es${b.i}`));
      section.append(el('div', {}, button(words.check, `block:${b.i}:check`, `${id}:check`), ' ',
        button(words.visualize, `block:${b.i}:visualize`, `${id}:visualize`)));
      section.append(el('div', { class: 'tools' }));
      section.append(el('div', { id: `a11y-es${b.i}`, class: 'status' }));
    } else {
      editor(`exercise:${b.i}`, `${id}:editor`, words.yourProgram, b.code || '', `a11y-eh${b.i} a11y-es${b.i}`);
    }
    const status = section.querySelector('.status');
    const parts = [];
    if (b.syntax) parts.push(el('p', { text: b.syntax }));
    if (b.problem) parts.push(el('p', { text: b.problem }));
    if (b.pending) parts.push(el('p', { text: words.checking }), cancelButton(`block:${b.i}:cancel`, `${id}:cancel`));
    if (b.checked) {
      parts.push(el('p', { text: b.passed ? words.allMet : words.notAllMet }));
      if (b.stop) parts.push(el('p', { text: b.stop }));
      const results = el('ul');
      for (const r of b.results || [])
        results.append(el('li', { text: fill(r.passed ? words.goalMet : words.goalNotMet, { goal: r.goal, measured: r.measured }) + (r.why ? '. ' + r.why : '') }));
      parts.push(results);
    }
    const key = JSON.stringify([b.syntax, b.problem, b.pending, b.checked, b.passed, b.stop, b.results, words]);
    if (status.dataset.model !== key) {
      status.dataset.model = key;
      const fresh = el('div', { id: status.id, class: 'status' }, ...parts);
      fresh.dataset.model = key;
      swap(status, fresh); // Cancel, once the check arrives, hands the focus on
    }
    exerciseTools(b, section.querySelector('.tools'));
    return section;
  }

  // An exercise's Hint, Show solution and Reset (or Undo reset), with the hints and the
  // solution they show; rebuilt when they change, the focused button keeping the focus.
  function exerciseTools(b, tools) {
    const key = JSON.stringify([b.hintCount, b.hints, b.solution, b.canUndo, b.atStart, words]);
    if (tools.dataset.model === key) return;
    tools.dataset.model = key;
    const id = `exercise:${b.i}`;
    const fresh = el('div', { class: 'tools' });
    const row = el('div', {});
    const shown = (b.hints || []).length;
    if (b.hintCount > 0) {
      const label = shown === 0 ? words.hint : shown < b.hintCount ? fill(words.anotherHint, { number: shown + 1, total: b.hintCount }) : words.noMoreHints;
      row.append(button(label, `block:${b.i}:hint`, `${id}:hint`, { disabled: shown >= b.hintCount }), ' ');
    }
    row.append(button(b.solution !== undefined ? words.hideSolution : words.showSolution, `block:${b.i}:solution`, `${id}:solution`), ' ');
    // One key for both, so the focus stays on the button that took Reset's place.
    if (b.canUndo) row.append(button(words.undoReset, `block:${b.i}:undo-reset`, `${id}:undo-reset`, { key: `${id}:reset` }));
    else row.append(button(words.resetProgram, `block:${b.i}:reset`, `${id}:reset`, { disabled: b.atStart }));
    fresh.append(row);
    (b.hints || []).forEach((hint, k) => fresh.append(el('h4', { text: fill(words.hintNumber, { number: k + 1 }) }), el('div', {}, staticBlocks(hint, 4))));
    if (b.solution !== undefined) fresh.append(el('h4', { text: words.authorSolution }), el('pre', { dir: 'ltr' }, el('code', { text: b.solution })));
    swap(tools, fresh);
  }

  // --------------------------------------------------------- keyed updating

  // Replaces `old` by `fresh`, moving the focus to the element of `fresh` with the same
  // data-key when the focus was inside `old`.
  function swap(old, fresh) {
    const focused = old && old.contains(document.activeElement) ? document.activeElement.getAttribute('data-key') : null;
    if (old) old.replaceWith(fresh);
    if (focused) {
      // The same control, or (Submit is replaced by the verdict) the part's first button,
      // with the verdict announced.
      const again = fresh.querySelector(`[data-key="${CSS.escape(focused)}"]`) || fresh.querySelector('button:not([aria-disabled])');
      if (again) again.focus({ preventScroll: true });
      const verdict = fresh.querySelector('[data-announce]');
      if (verdict && !fresh.querySelector(`[data-key="${CSS.escape(focused)}"]`)) live.textContent = verdict.textContent;
    }
  }

  let transcriptText = ''; // what the transcript's list was built from
  let liveFromViz = false; // the live region holds a step sentence (cleared when the run is gone)

  // The step sentence is announced (politely) when the step moves. While Play runs, at
  // most one sentence every 2 s (the latest, once the 2 s are over), so a screen reader
  // is not flooded with a dozen steps a second; a manual step, a pause and the last step
  // are announced at once.
  const playAnnounceMs = 2000;
  let announced = { at: -Infinity, timer: 0, sentence: '' };
  function announceStep(sentence, playing) {
    // Only a new sentence: the region may hold another message meanwhile (Share's "Link copied").
    if (announced.sentence === sentence) return;
    clearTimeout(announced.timer);
    const say = () => { live.textContent = sentence; announced.at = performance.now(); announced.sentence = sentence; };
    const wait = announced.at + playAnnounceMs - performance.now();
    if (!playing || wait <= 0) say();
    else announced.timer = setTimeout(say, wait);
  }
  let shown = { view: '', lesson: '', blocks: new Map(), parts: new Map() };

  // A part of the page (the heading, a block, the visualizer's lists), rebuilt only when
  // its model changed.
  function part(container, key, model, build, after) {
    const text = JSON.stringify(model);
    const had = shown.parts.get(key);
    if (had && had.text === text && had.node.isConnected) return had.node;
    const node = build(model, had && had.node);
    sliceBuilt++;
    if (had && had.node !== node && had.node.isConnected) swap(had.node, node);
    else if (!node.isConnected) {
      if (after && after.isConnected) after.after(node);
      else container.append(node);
    }
    shown.parts.set(key, { text, node });
    return node;
  }

  function renderLesson(m) {
    const lesson = m.lesson;
    if (shown.lesson !== lesson.id || shown.view !== 'lesson') {
      main.replaceChildren();
      shown.parts = new Map();
      shown.lesson = lesson.id;
    }
    let last = part(main, 'head', { t: lesson.title, n: lesson.number, s: lesson.summary, h: lesson.host, notice: m.notice }, (x) => {
      const head = el('header', {});
      if (x.notice) head.append(el('p', { role: 'note', text: x.notice }));
      const host = { neutral: words.anyHost, browser: words.browser, node: words.nodejs, both: `${words.browser}, ${words.nodejs}` }[x.h] || x.h;
      head.append(el('p', { text: fill(words.kicker, { number: String(x.n).padStart(2, '0'), host }) }),
        el('h1', { text: x.t }), el('p', { text: x.s }));
      return head;
    });
    // Runs of static blocks form parts of at most staticRun blocks (a part is built in one
    // go, so a long run would be one long slice), cut only between top-level blocks;
    // each interactive block is a part of its own.
    const staticRun = 12;
    const groups = [];
    for (const b of lesson.blocks) {
      const interactive = ['example', 'order', 'choice', 'exercise'].includes(b.k);
      const open = groups.length && groups[groups.length - 1].statics;
      if (interactive) groups.push({ key: `${b.k}:${b.i}`, block: b });
      else if (open && (open.length < staticRun || b.d || b.q)) open.push(b);
      else groups.push({ key: `text:${b.i}`, statics: [b] });
    }
    const keep = new Set(['head', 'foot']);
    for (const g of groups) {
      if (outOfTime()) return false; // the rest in the next slice
      keep.add(g.key);
      if (g.statics) {
        last = part(main, g.key, g.statics, (x) => el('div', {}, staticBlocks(x, 0)), last);
      } else if (g.block.k === 'exercise') {
        const had = shown.parts.get(g.key);
        if (!had) sliceBuilt++;
        const node = exerciseBlock(g.block, had && had.node.isConnected ? had.node : null);
        if (!node.isConnected) last.after(node);
        shown.parts.set(g.key, { text: '', node });
        last = node;
      } else {
        // A quiz's Share comes last, so Submit's verdict hands the focus to the quiz's own buttons.
        const quiz = g.block.k === 'order' ? orderBlock : choiceBlock;
        const build = g.block.k === 'example' ? exampleBlock : (b) => { const s = quiz(b); const share = shareButton(b); if (share) s.append(' ', share); return s; };
        last = part(main, g.key, g.block, build, last);
      }
    }
    last = part(main, 'foot', { next: lesson.next, prev: lesson.prev, embed: m.embed }, (x) => {
      const foot = el('nav', { 'aria-label': words.lessonNav });
      const title = (id) => (m.lessons.find((l) => l[0] === id) || [id, 0, id])[2];
      if (x.prev) foot.append(lessonLink(x.prev, fill(words.prevLesson, { title: title(x.prev) }), 'prev'), ' ');
      if (x.next) foot.append(lessonLink(x.next, fill(words.nextLesson, { title: title(x.next) }).replace(/ {2,}/g, ' '), 'next-bottom'));
      return foot;
    }, last);
    for (const [key, p] of shown.parts) if (!keep.has(key)) { p.node.remove(); shown.parts.delete(key); }
    return true;
  }

  function lessonLink(id, text, ring) {
    return el('a', { href: pageUrl('#lesson=' + id), text, 'data-key': 'lesson:' + id + ':' + ring, 'data-ring': ring,
      on: { click: (e) => { e.preventDefault(); act('lesson:' + id); } } });
  }

  // The visualizer's parts, one after the other; null when the slice's time ran out
  // before the last (the next slice renders the same model, skipping the parts built).
  function vizParts(container, m, after) {
    const v = m.viz;
    // In the two hosts' view the canvas names its controls per side ("cmp:node:viz:step").
    const ring = (name) => (m.compare ? `cmp:${m.side ? 'node' : 'browser'}:${name}` : name);
    let last = after;
    last = part(container, 'viz-controls', { t: v.title, h: v.host, s: v.atStart, e: v.atEnd, p: v.playing, back: m.view === 'visualizer', threads: v.threads, th: v.thread, side: m.side, o: v.otherOrder && words.otherOrder }, (x) => {
      const box = el('section', { 'aria-label': words.visualizer, 'data-viz': '' },
        el(m.view === 'visualizer' ? 'h1' : 'h2', { text: `${x.t} (${x.h})` }),
        el('p', { text: words.vizKeys }));
      const row = el('div', { role: 'group', 'aria-label': words.stepping });
      if (x.back) row.append(button(words.backToLesson, 'viz:close', 'viz:close'), ' ');
      row.append(button(words.restart, 'viz:restart', ring('viz:restart'), { key: 'viz:restart', disabled: x.s }), ' ',
        button(words.back, 'viz:back', ring('viz:back'), { key: 'viz:back', disabled: x.s }), ' ',
        button(words.step, 'viz:step', ring('viz:step'), { key: 'viz:step', disabled: x.e }), ' ',
        button(x.p ? words.pause : words.play, 'viz:play', ring('viz:play'), { disabled: x.e && !x.p, key: 'viz:play' }), ' ',
        button(words.end, 'viz:end', ring('viz:end'), { key: 'viz:end', disabled: x.e }));
      box.append(row);
      if (x.o) { // Node may take either order at this step: the run with the other one
        box.append(el('p', { id: 'a11y-other-order', text: words.otherOrderHelp }));
        const other = button(x.o, 'viz:other-order', ring('viz:other-order'), { key: 'viz:other-order' });
        other.setAttribute('aria-describedby', 'a11y-other-order');
        box.append(other);
      }
      if (x.threads) {
        const threads = el('div', { role: 'group', 'aria-label': words.threadShown });
        x.threads.forEach((name, k) => threads.append(button(name, `viz:thread:${k}`, ring(`viz:thread:${k}`), { key: `viz:thread:${k}`, pressed: k === x.th }), ' '));
        box.append(threads);
      }
      return box;
    }, last);
    // The scrubber and the speed: sliders updated in place (never rebuilt under a
    // keyboard or a pointer that is moving them).
    if (outOfTime()) return null; // the rest in the next slice
    last = part(container, 'viz-sliders', { step: v.step, steps: v.steps, speed: v.speed, speedText: v.speedText, side: m.side }, (x, old) => {
      const box = (old && old.dataset.side === String(x.side)) ? old : el('div', { role: 'group', 'aria-label': words.positionSpeed, 'data-side': String(x.side) },
        el('label', {}, words.step + ' ', slider(ring('viz:scrubber'), 1, 1, (n) => act('viz:seek:' + n))),
        ' ',
        el('label', {}, words.playSpeed + ' ', slider(ring('viz:speed'), 1, 60, (n) => act('viz:speed:' + n))));
      const [scrub, speed] = box.querySelectorAll('input');
      setSlider(scrub, x.step, Math.max(1, x.steps), fill(words.stepOf, { step: x.step, steps: x.steps }));
      setSlider(speed, x.speed, 60, x.speedText);
      return box;
    }, last);
    if (outOfTime()) return null;
    last = part(container, 'viz-timeline', { ...v.timeline, fit: words.fitAll }, (x) => {
      const box = el('section', { 'aria-label': words.timelineSummary }, el(m.view === 'visualizer' ? 'h2' : 'h3', { text: words.timeline }),
        button(x.fit, 'viz:fit', ring('viz:fit'), { key: 'viz:fit' }));
      const facts = el('ul', { 'aria-label': words.timelineSummary });
      if (x.frames !== undefined) facts.append(el('li', { text: fill(words.frames, { presented: x.frames, skipped: x.skipped }) }));
      facts.append(el('li', { text: x.longTitle }));
      if (x.longTasks.length) {
        const tasks = el('ul');
        for (const t of x.longTasks) tasks.append(el('li', { text: t }));
        facts.lastChild.append(tasks);
      }
      if (x.inp) facts.append(el('li', { text: x.inp }));
      box.append(facts);
      return box;
    }, last);
    // The text transcript: every step as a line, the current one marked, and Copy. A new
    // step only moves the mark (a transcript can have 2000 lines).
    if (outOfTime()) return null;
    last = part(container, 'viz-transcript', { shown: v.transcript, lines: v.lines, more: v.more, step: v.step, side: m.side }, (x, old) => {
      const text = JSON.stringify([x.shown, x.lines, x.more, x.side]);
      let box = old && transcriptText === text ? old : null;
      if (!box) {
        transcriptText = text;
        box = el('section', { 'aria-label': words.transcriptSection },
          button(x.shown ? words.hideTranscript : words.showTranscript, 'viz:transcript', ring('viz:transcript'), { key: 'viz:transcript' }));
        if (!x.shown) return box;
        box.append(' ', button(words.copyTranscript, 'viz:copy', ring('viz:copy'), { key: 'viz:copy' }));
        // Its lines are added by fillTranscript, a slice's worth at a time.
        const lines = el('ol', { 'aria-label': words.transcript });
        transcriptFill = { list: lines, lines: x.lines, next: 0 };
        box.append(lines);
        if (x.more) box.append(el('p', { text: x.more }));
      }
      markTranscript(box.querySelector('ol'), x.step);
      return box;
    }, last);
    if (!fillTranscript(v.step)) return null;
    // Copy's "Copied" (or why not) is said once.
    if (v.copied && v.copied !== shown.copied) live.textContent = v.copied;
    shown.copied = v.copied;
    if (outOfTime()) return null;
    last = part(container, 'viz-state', { s: v.sentence, stack: v.stack, t: v.tasks, m: v.microtasks, k: v.ticks, w: v.hostWork, c: v.console }, (x) => {
      const box = el('section', { 'aria-label': words.loopState });
      box.append(el('p', { text: x.s }));
      const list = (title, items, empty) => {
        box.append(el(m.view === 'visualizer' ? 'h2' : 'h3', { text: title })); // under the view's h1, or the Playground's h2
        const ul = el('ul', { 'aria-label': title });
        for (const item of items || []) ul.append(el('li', { text: item }));
        if (!items || !items.length) ul.append(el('li', { text: empty }));
        box.append(ul);
      };
      list(words.callStack, x.stack, words.empty);
      list(words.taskQueue, x.t, words.empty);
      list(words.microtaskQueue, x.m, words.empty);
      if (x.k && x.k.length) list(words.tickQueue, x.k, words.empty);
      list(words.hostWork, x.w, words.none);
      list(words.consoleSoFar, x.c, words.nothingPrinted);
      return box;
    }, last);
    announceStep(v.sentence, v.playing);
    liveFromViz = true;
    return last;
  }

  // The transcript's list (up to 2000 lines) is filled over as many slices as it takes:
  // true once it is whole, with the current step marked.
  let transcriptFill = null; // { list, lines, next }
  function fillTranscript(step) {
    const f = transcriptFill;
    if (!f) return true;
    if (!f.list.isConnected) { transcriptFill = null; return true; }
    while (f.next < f.lines.length) {
      const end = Math.min(f.lines.length, f.next + 100);
      const frag = document.createDocumentFragment();
      for (; f.next < end; f.next++) frag.append(el('li', { text: f.lines[f.next] }));
      f.list.append(frag);
      sliceBuilt++;
      if (f.next < f.lines.length && outOfTime()) return false;
    }
    transcriptFill = null;
    markTranscript(f.list, step);
    return true;
  }
  function markTranscript(list, step) {
    if (!list) return;
    const had = list.querySelector('li[aria-current]');
    const current = list.children[step - 1];
    if (had === current) return;
    if (had) had.removeAttribute('aria-current');
    if (current) current.setAttribute('aria-current', 'step');
  }

  // The two hosts' runs: the sentence that compares them, and which one the visualizer
  // below shows (as the canvas's Browser | Node.js switch on a phone).
  function compareChooser(m, after) {
    return part(main, 'compare', { s: m.compare, side: m.side }, (x) => {
      const box = el('section', { 'aria-label': words.bothHosts }, el('p', { text: x.s }));
      const group = el('div', { role: 'group', 'aria-label': words.runShown });
      [words.browser, words.nodejs].forEach((label, k) =>
        group.append(button(label, `compare:side:${k}`, `cmp:show-${k ? 'node' : 'browser'}`, { pressed: x.side === k }), ' '));
      box.append(group);
      return box;
    }, after);
  }

  // Brings the visualizer's view up to `m`; false when the slice ran out of time.
  function renderVisualizer(m) {
    if (shown.view !== 'visualizer') { main.replaceChildren(); shown.parts = new Map(); }
    let last = null;
    if (m.compare) last = compareChooser(m, last);
    return !m.viz || vizParts(main, m, last) !== null;
  }

  // The Playground's host, as the canvas's Browser / Node.js radio buttons.
  function hostChoice() {
    const group = el('div', { role: 'radiogroup', 'aria-label': words.host });
    for (const [value, label, ring] of [['browser', words.browser, 'playground:browser'], ['Node.js', words.nodejs, 'playground:node']]) {
      const id = 'a11y-pg-' + ring.split(':')[1];
      group.append(el('input', { type: 'radio', name: 'a11y-pg-host', id, value, 'data-key': ring, 'data-ring': ring,
        on: { change: () => act(ring === 'playground:node' ? 'playground:host:node' : 'playground:host:browser') } }),
      ' ', el('label', { for: id, text: label }), ' ');
    }
    return group;
  }

  // The Playground's run settings, as the canvas offers them for the host: ES module and
  // the threadpool's size (Node.js), the refresh rate and the input events (browser), the
  // CPU slowdown (both). Rebuilt when the host changes; the values are set in place, so a
  // slider or a field being used is never replaced under the keyboard.
  function playgroundSettings(holder, p) {
    const node = p.host === 'Node.js';
    const shape = JSON.stringify([node, p.hz, words.settings, words.module, words.pool, words.refresh, words.cpu, words.input, words.inputHelp]);
    if (holder.dataset.shape !== shape) {
      const group = el('div', { role: 'group', 'aria-label': words.settings });
      if (node) {
        group.append(el('label', {}, el('input', { type: 'checkbox', name: 'module', 'data-key': 'pg:module', 'data-ring': 'playground:module',
          on: { change: (e) => act('playground:module:' + (e.target.checked ? 1 : 0)) } }), ' ', words.module), ' ',
        el('label', {}, words.pool + ' ', slider('playground:pool', 1, 16, (n) => act('playground:pool:' + n))), ' ');
      } else {
        const select = el('select', { name: 'refresh', 'data-key': 'pg:refresh', 'data-ring': 'playground:refresh',
          on: { change: (e) => act('playground:refresh:' + e.target.value) } });
        for (const [hz, text] of p.hz) select.append(el('option', { value: String(hz), text }));
        group.append(el('label', {}, words.refresh + ' ', select), ' ');
      }
      group.append(el('label', {}, words.cpu + ' ', slider('playground:cpu', 1, 6, (n) => act('playground:cpu:' + n))));
      if (!node) {
        group.append(' ', el('label', { for: 'a11y-pg-input', text: words.input }), ' ',
          el('input', { type: 'text', id: 'a11y-pg-input', name: 'input', maxlength: 400, spellcheck: 'false', autocomplete: 'off',
            'aria-describedby': 'a11y-pg-input-help', 'data-key': 'pg:input', 'data-ring': 'playground:input',
            on: { input: (e) => setCode('playground:input', e.target.value) } }),
          el('p', { id: 'a11y-pg-input-help', text: words.inputHelp }));
      }
      const fresh = el('div', { class: 'settings' }, group);
      fresh.dataset.shape = shape;
      swap(holder, fresh);
      holder = fresh;
    }
    const field = (name) => holder.querySelector(`[name="${name}"]`);
    if (node) {
      field('module').checked = p.module;
      setSlider(holder.querySelector('[data-ring="playground:pool"]'), p.pool, 16, String(p.pool));
    } else {
      if (field('refresh').value !== String(p.refresh)) field('refresh').value = String(p.refresh);
      const input = field('input');
      if (document.activeElement !== input && input.value !== p.input) input.value = p.input;
    }
    setSlider(holder.querySelector('[data-ring="playground:cpu"]'), p.cpu, 6, p.cpuText);
  }

  // The Share and embed dialog (the model's "share", over any view): a real dialog beside
  // the canvas's, with the link and the snippet to copy. When it opens from this page the
  // focus moves to its first button, and when it closes the focus goes back to the button
  // that opened it. Escape closes it; Tab leaves it as any part of the page (no trap: the
  // page around it stays usable, as the canvas's dialog is only over the canvas).
  let shareBox = null;
  let shareOpener = null; // { key, node } of the control that had the focus when it opened
  function renderShare(m) {
    const s = m.share;
    if (!s) {
      if (!shareBox) return;
      const had = shareBox.contains(document.activeElement);
      shareBox.remove();
      shareBox = null;
      shown.shareFeedback = '';
      if (had && shareOpener) {
        const again = (shareOpener.key && main.querySelector(`[data-key="${CSS.escape(shareOpener.key)}"]`))
          || (shareOpener.node.isConnected ? shareOpener.node : null);
        if (again) again.focus({ preventScroll: true });
        else main.focus({ preventScroll: true });
      }
      shareOpener = null;
      return;
    }
    const key = JSON.stringify([s.what, s.link, s.snippet, s.long, s.hint, wordsText]);
    if (shareBox && shareBox.dataset.model === key) {
      if (s.feedback && s.feedback !== shown.shareFeedback) live.textContent = s.feedback;
      shown.shareFeedback = s.feedback;
      return;
    }
    const fresh = el('div', { id: 'a11y-share', class: 'a11y-sr', role: 'dialog', 'aria-labelledby': 'a11y-share-h', 'aria-describedby': 'a11y-share-what' },
      el('h2', { id: 'a11y-share-h', text: words.shareTitle }),
      el('p', { id: 'a11y-share-what', text: s.what }),
      el('label', { for: 'a11y-share-link', text: words.linkLabel }), ' ',
      el('input', { type: 'text', id: 'a11y-share-link', dir: 'ltr', readonly: true, value: s.link, 'data-key': 'share:link-text', 'data-ring': 'share:link-text' }), ' ',
      button(words.copyLink, 'share:copy-link', 'share:copy-link'),
      s.long ? el('p', { text: s.long }) : null,
      el('label', { for: 'a11y-share-snippet', text: words.snippetLabel }), ' ',
      el('textarea', { id: 'a11y-share-snippet', dir: 'ltr', readonly: true, rows: 5, 'data-key': 'share:snippet-text', 'data-ring': 'share:snippet-text', text: s.snippet }), ' ',
      button(words.copySnippet, 'share:copy-snippet', 'share:copy-snippet'),
      el('p', { text: s.hint }),
      button(words.close, 'share:close', 'share:close'));
    fresh.dataset.model = key;
    if (shareBox) {
      swap(shareBox, fresh);
    } else {
      const active = document.activeElement;
      const fromPage = active && root.contains(active) && active !== main;
      shareOpener = fromPage ? { key: active.getAttribute('data-key'), node: active } : null;
      root.append(fresh);
      if (fromPage) fresh.querySelector('button').focus({ preventScroll: true });
    }
    shareBox = fresh;
    if (s.feedback && s.feedback !== shown.shareFeedback) live.textContent = s.feedback;
    shown.shareFeedback = s.feedback;
  }

  function renderPlayground(m) {
    if (shown.view !== 'playground') { main.replaceChildren(); shown.parts = new Map(); }
    const p = m.playground;
    let head = shown.parts.get('pg');
    if (!head || !head.node.isConnected) {
      const box = el('section', { 'aria-label': words.playground },
        el('h1', { text: words.playground }),
        el('p', { id: 'a11y-pg-help', text: words.pgHelp + ' ' + words.editorHelp }),
        editor('playground', 'playground:editor', words.program, p.code, 'a11y-pg-help a11y-pg-status'),
        hostChoice(),
        el('div', { class: 'settings' }),
        el('div', {}, button(words.run, 'playground:run', 'playground:run'), ' ',
          button(words.runBoth, 'playground:run-both', 'playground:run-both'), ' ',
          button(words.shareLink, 'playground:share', 'playground:share'), ' ',
          p.embed ? el('button', { type: 'button', text: words.openEmbed, 'data-key': 'playground:embed', 'data-ring': 'playground:embed',
            'aria-haspopup': 'dialog', on: { click: () => act('playground:embed') } }) : null),
        el('div', { class: 'cancel' }),
        el('div', { id: 'a11y-pg-status', class: 'status' }));
      main.replaceChildren(box);
      shown.parts.set('pg', { text: '', node: box });
      head = shown.parts.get('pg');
    } else {
      editor('playground', 'playground:editor', words.program, p.code, 'a11y-pg-help a11y-pg-status');
    }
    for (const radio of head.node.querySelectorAll('input[name="a11y-pg-host"]')) radio.checked = radio.value === p.host;
    playgroundSettings(head.node.querySelector('.settings'), p);
    const cancel = head.node.querySelector('.cancel');
    if (cancel.dataset.pending !== String(p.pending)) {
      cancel.dataset.pending = String(p.pending);
      const fresh = el('div', { class: 'cancel' }, p.pending ? cancelButton('playground:cancel', 'playground:cancel') : null);
      fresh.dataset.pending = String(p.pending);
      swap(cancel, fresh);
    }
    const status = head.node.querySelector('.status');
    const statusText = [p.syntax, p.pending ? words.simulating : '', fill(words.hostIs, { host: p.host === 'Node.js' ? words.nodejs : words.browser })].filter(Boolean).join(' ');
    if (status.textContent !== statusText) status.textContent = statusText;
    // Share's "Link copied" (or why not) is said once, as the canvas shows it beside the button.
    if (p.shared && p.shared !== shown.shared) live.textContent = p.shared;
    shown.shared = p.shared;
    let last = head.node;
    if (m.compare) last = compareChooser(m, last);
    else if (shown.parts.has('compare')) { shown.parts.get('compare').node.remove(); shown.parts.delete('compare'); }
    if (m.viz) return vizParts(main, m, last) !== null;
    for (const k of ['viz-controls', 'viz-sliders', 'viz-timeline', 'viz-transcript', 'viz-state']) if (shown.parts.has(k)) { shown.parts.get(k).node.remove(); shown.parts.delete(k); }
    return true;
  }

  function renderNav(m) {
    const key = JSON.stringify([m.lessons, m.current, m.view, m.theme, m.embed, m.reset, m.resetQuestion, m.lang]);
    if (nav.dataset.model === key) return;
    nav.dataset.model = key;
    const list = el('ul');
    m.lessons.forEach(([id, number, title], k) => {
      const a = lessonLink(id, `${String(number).padStart(2, '0')} ${title}`, 'lesson:' + id);
      if (k === m.current && m.view !== 'playground') a.setAttribute('aria-current', 'page');
      list.append(el('li', {}, a));
    });
    const pg = button(words.playgroundEntry, 'nav:playground', 'playground', { key: 'nav:playground' });
    if (m.view === 'playground') pg.setAttribute('aria-current', 'page');
    list.append(el('li', {}, pg));
    const themes = el('div', { role: 'group', 'aria-label': words.theme });
    for (const [t, label] of [['auto', words.themeAuto], ['light', words.themeLight], ['dark', words.themeDark]])
      themes.append(button(label, 'theme:' + t, 'theme:' + t, { pressed: m.theme === t }), ' ');
    // Reset progress, as the sidebar's: it asks first, then offers Undo for a few seconds.
    const reset = el('div', { role: 'group', 'aria-label': words.progress });
    if (m.reset === 'undo') {
      reset.append(button(words.undoReset, 'progress:undo', 'reset-progress:undo', { key: 'progress' }));
    } else if (m.reset === 'confirm') {
      reset.append(el('p', { text: m.resetQuestion }), button(words.reset, 'progress:confirm', 'reset-progress:confirm', { key: 'progress' }), ' ',
        button(words.cancelReset, 'progress:cancel', 'reset-progress:cancel'));
    } else {
      reset.append(button(words.resetProgress, 'progress:reset', 'reset-progress', { key: 'progress' }));
    }
    const fresh = el('div', {}, el('h2', { text: words.lessons }), list, themes, reset);
    const focused = nav.contains(document.activeElement) ? document.activeElement.getAttribute('data-key') : null;
    nav.replaceChildren(fresh);
    nav.hidden = !!m.embed;
    if (focused) {
      const again = nav.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus({ preventScroll: true });
    }
  }

  // The DOM's work is done in slices of at most ~sliceMs: a lesson's first build (dozens
  // of parts) would otherwise be one long task of 20–50 ms beside the app's frame. A
  // slice that runs out of time leaves the rest to the next animation frame, which
  // renders the same model again: the parts already built are skipped, as unchanged.
  const sliceMs = 8;
  let sliceEnd = Infinity;
  let sliceBuilt = 0; // parts built in this slice (a slice builds at least one)
  const outOfTime = () => sliceBuilt > 0 && performance.now() > sliceEnd;
  let resume = 0; // the next slice's animation frame

  let model = null;
  const cost = { updates: 0, slices: 0, maxMs: 0 }; // what update() and its slices took (the tests report it)
  function update(json) {
    cancelAnimationFrame(resume);
    const started = performance.now();
    sliceEnd = started + sliceMs;
    sliceBuilt = 0;
    let done = true;
    try { done = render(json); } finally {
      cost.slices++;
      cost.maxMs = Math.max(cost.maxMs, performance.now() - started);
    }
    if (done) cost.updates++;
    else resume = requestAnimationFrame(() => update(json));
  }
  // Brings the DOM up to the model `json`; false when the slice's time ran out first.
  function render(json) {
    const next = JSON.parse(json);
    const hadFocus = root.contains(document.activeElement) && document.activeElement !== main;
    // Another language: the whole page is built again in it (no label stays in the old one).
    const nextWords = JSON.stringify(next.words || words);
    if (nextWords !== wordsText) {
      wordsText = nextWords;
      words = next.words || words;
      main.replaceChildren();
      shown = { view: '', lesson: '', blocks: new Map(), parts: new Map(), shared: shown.shared, copied: shown.copied, shareFeedback: shown.shareFeedback };
      nav.dataset.model = '';
      transcriptText = '';
      if (skip) skip.textContent = words.skip;
      nav.setAttribute('aria-label', words.lessons);
    }
    // The page's language and direction (<html lang> is set by the app too; dir only here:
    // on <html> it would mirror the canvas's layout, which Chromium then drew blank).
    if (next.lang && root.lang !== next.lang) root.lang = next.lang;
    if (next.dir && root.dir !== next.dir) root.dir = next.dir;
    const viewChanged = next.view !== shown.view;
    colors = next.colors || colors;
    root.style.setProperty('--a11y-bg', colors.bg);
    root.style.setProperty('--a11y-text', colors.text);
    root.style.setProperty('--a11y-ring', colors.ring);
    root.style.setProperty('--a11y-page', colors.page);
    renderNav(next);
    let done = true;
    if (next.view === 'lesson' && next.lesson) done = renderLesson(next);
    else if (next.view === 'visualizer') done = renderVisualizer(next);
    else if (next.view === 'playground') done = renderPlayground(next);
    else { main.replaceChildren(); shown.parts = new Map(); }
    shown.view = next.view;
    renderShare(next);
    if (!next.viz && liveFromViz) { clearTimeout(announced.timer); announced.sentence = ''; live.textContent = ''; liveFromViz = false; }
    // A button that opened another view (Visualize, Back to the lesson) is gone: the
    // focus goes to the new view's content, so the next Tab starts there.
    if (viewChanged && hadFocus && !root.contains(document.activeElement)) main.focus({ preventScroll: true });
    place();
    if (done) model = next; // the model the DOM now shows, whole
    return done;
  }

  // ------------------------------------------------------- focus and layout

  // After every drawn frame: the editors lie over the canvas's editors, and a focused
  // control with nothing drawn on the canvas to ring shows itself.
  function place() {
    for (const ed of editors.values()) {
      const r = ed.area.isConnected ? rectOf(ed.ring) : null;
      const s = ed.area.style;
      if (r) {
        s.left = r.x + 'px'; s.top = r.y + 'px'; s.width = r.w + 'px'; s.height = r.h + 'px';
        ed.area.classList.remove('a11y-offscreen');
      } else {
        ed.area.classList.add('a11y-offscreen');
      }
    }
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    for (const e of root.querySelectorAll('.a11y-chip')) if (e !== focused) e.classList.remove('a11y-chip');
    if (focused && focused.matches('a, button, input, select, #a11y-share textarea') && focused.id !== 'a11y-skip') {
      const ring = focused.getAttribute('data-ring');
      focused.classList.toggle('a11y-chip', !ring || !rectOf(ring));
    }
  }

  root.addEventListener('focusin', (e) => {
    const ring = e.target.getAttribute && e.target.getAttribute('data-ring');
    setRing(ring || '');
    requestAnimationFrame(place);
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget)) setRing('');
    e.target.classList && e.target.classList.remove('a11y-chip');
  });

  // Keys typed in this DOM are its own: the canvas (Emscripten's GLFW listens on the
  // window, in the capture phase) must not also see them, or Space would scroll the
  // lesson and the arrows change it. This listener is registered before the app's.
  const vizKeys = { ArrowRight: 'viz:step', ArrowLeft: 'viz:back', Home: 'viz:restart', End: 'viz:end' };
  function onKey(e) {
    const t = e.target;
    if (!(t instanceof Element) || !root.contains(t)) {
      // Emscripten's GLFW cancels Tab's default action, which would leave a keyboard user
      // stuck on the canvas or the page: Tab always moves the focus (into this DOM). The
      // canvas needs no Tab: code is typed into the editors' textareas.
      if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey) e.stopImmediatePropagation();
      return;
    }
    e.stopImmediatePropagation();
    if (e.type !== 'keydown') return;
    if (e.key === 'Escape' && t.closest('#a11y-share')) { e.preventDefault(); act('share:close'); return; }
    const ed = t.getAttribute('data-editor') ? editors.get(t.getAttribute('data-editor')) : null;
    if (ed) { onEditorKey(e, ed); return; }
    if (t.closest('[data-viz]') && vizKeys[e.key] && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      act(vizKeys[e.key]);
    }
  }
  for (const type of ['keydown', 'keyup', 'keypress']) window.addEventListener(type, onKey, true);
  // The app's paste handler (for the canvas's editor) would swallow a paste into a textarea.
  window.addEventListener('paste', (e) => {
    if (e.target instanceof Element && root.contains(e.target)) e.stopImmediatePropagation();
  }, true);

  window.evloopA11y = {
    update,
    frame: place,
    model: () => model,
    cost: () => ({ ...cost }),
  };
})();
