// Touch targets on a phone (WCAG 2.2 SC 2.5.8): every control the page records while it
// is fully on screen at 390×844 is at least 24×24 CSS px — through whole lessons, the
// menu, the Playground and the visualizer after a run. Registered into
// tests/e2e/e2e.mjs's runner (registerTargetCases).

const MIN = 24;

export function registerTargetCases({ test, state, frames, waitForState, assert, clickControl, PHONE }) {
  // Scrolls `page` down the whole view, noting every fully visible control smaller than MIN.
  async function smallControls(page, steps, found) {
    const h = PHONE.viewport.height;
    let seen = 0;
    for (let i = 0; i < steps; i++) {
      const s = await state(page);
      for (const [name, c] of Object.entries(s.controls)) {
        if (c.y < 60 || c.y + c.h > h - 10) continue; // cut by the top bar or the screen's edge
        seen++;
        if (c.w < MIN || c.h < MIN) found.set(name.replace(/\d+/g, 'N'), `${c.w.toFixed(1)}×${c.h.toFixed(1)}`);
      }
      await page.mouse.move(200, 500);
      await page.mouse.wheel(0, 420);
      await frames(page, 2);
    }
    return seen;
  }

  test('touch-targets', async (t) => {
    const found = new Map();
    let seen = 0;
    for (const lesson of ['one-thread', 'long-tasks-inp', 'workers']) {
      const page = await t.open({ hash: `#lesson=${lesson}`, ...PHONE });
      seen += await smallControls(page, 28, found);
      await page.close();
    }
    const menu = await t.open({ hash: '#lesson=one-thread', ...PHONE });
    await clickControl(menu, 'menu');
    await waitForState(menu, 'the menu', (st) => Object.keys(st.controls).some((n) => n.startsWith('lesson:')));
    seen += await smallControls(menu, 1, found);
    await menu.close();
    const play = await t.open({ hash: '#playground', ...PHONE });
    seen += await smallControls(play, 1, found);
    await clickControl(play, 'playground:run');
    await waitForState(play, 'the visualizer', (st) => Object.keys(st.controls).some((n) => n.startsWith('viz:')), null, 60_000);
    seen += await smallControls(play, 10, found);
    await t.screenshot(play, 'touch-targets-visualizer-390x844.png');
    await play.close();
    assert(seen > 100, `only ${seen} controls seen`);
    assert(found.size === 0, `controls under ${MIN}×${MIN} px: ${[...found].map(([n, d]) => `${n} ${d}`).join(', ')}`);
    return `${seen} control sightings, none under ${MIN}×${MIN}`;
  }, 300_000);
}
