// The course in another language (issue 17; README "Languages"). English is preloaded
// with the page (evloop.data); every other locale is a set of plain files next to it —
// lessons/XX/*.md, lessons/XX/messages.txt and, for bn, hi and fa, fonts/XX/*.ttf — listed
// with their sizes in lessons/XX/manifest.json, which the build writes
// (cmake/locale_manifest.cmake). When the app asks for XX (the language menu, #lang=XX, the
// saved choice or the browser's languages), this script fetches that locale's files,
// writes them into Emscripten's in-memory file system at the same paths (/lessons/XX/…,
// /fonts/XX/…), lets the text shaper prepare (window.evloopPrepareLocale, the shape part's
// script), and then tells the app to switch. Any failure is reported to the app, which
// keeps the page in the language it was in and says why.
'use strict';
(function () {
  const loaded = new Set(); // locales whose files are in the file system already
  let pending = null;       // the locale being fetched

  const redraw = () => { Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1; };

  async function fetchBytes(url, expectedSize) {
    let response;
    try {
      response = await fetch(url, { cache: 'no-cache' });
    } catch (e) {
      throw new Error(`${url} could not be fetched (${e && e.message ? e.message : e})`);
    }
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (expectedSize !== undefined && bytes.length !== expectedSize)
      throw new Error(`${url} has ${bytes.length} bytes, not the ${expectedSize} its manifest lists`);
    return bytes;
  }

  // A manifest: {"locale": "bn", "files": [{"path": "lessons/bn/01-one-thread.md", "size": 1234}, …]}.
  function checkManifest(manifest, code) {
    if (!manifest || manifest.locale !== code || !Array.isArray(manifest.files) || manifest.files.length === 0)
      throw new Error(`lessons/${code}/manifest.json is not a manifest of ${code}`);
    for (const f of manifest.files) {
      const ok = f && typeof f.path === 'string' && Number.isInteger(f.size) && f.size >= 0
        && (f.path.startsWith(`lessons/${code}/`) || f.path.startsWith(`fonts/${code}/`))
        && !f.path.includes('..') && !f.path.includes('//');
      if (!ok) throw new Error(`lessons/${code}/manifest.json lists a file outside lessons/${code}/ and fonts/${code}/`);
    }
    return manifest.files;
  }

  async function fetchLocale(code) {
    const manifestBytes = await fetchBytes(`lessons/${code}/manifest.json`);
    let manifest;
    try {
      manifest = JSON.parse(new TextDecoder().decode(manifestBytes));
    } catch (e) {
      throw new Error(`lessons/${code}/manifest.json is not JSON`);
    }
    const files = checkManifest(manifest, code);
    const contents = await Promise.all(files.map((f) => fetchBytes(f.path, f.size)));
    // Only once everything arrived: a failed fetch leaves nothing half-written.
    files.forEach((f, i) => {
      const path = '/' + f.path;
      Module.FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
      Module.FS.writeFile(path, contents[i]);
    });
  }

  // Called by the app (web/main_web.cpp) with a locale code it knows ("bn", …, never "en").
  window.evloopLoadLocale = function (code) {
    if (pending === code) return;
    pending = code;
    (async () => {
      try {
        if (!loaded.has(code)) {
          await fetchLocale(code);
          loaded.add(code);
        }
        if (window.evloopPrepareLocale) await window.evloopPrepareLocale(code);
        if (pending !== code) return; // the learner chose another one meanwhile
        Module.ccall('evloop_set_language', null, ['string'], [code]);
      } catch (e) {
        if (pending !== code) return;
        Module.ccall('evloop_language_failed', null, ['string', 'string'], [code, String(e && e.message ? e.message : e)]);
      } finally {
        if (pending === code) pending = null;
        redraw();
      }
    })();
  };
})();
