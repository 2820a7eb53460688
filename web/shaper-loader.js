'use strict';
// shape (issue 17): the text shaper for Bengali, Hindi and Persian, fetched only when it
// is needed, so the English page's first load does not carry HarfBuzz.
//
// window.evloopPrepareLocale(code) is what the language loader awaits before switching
// to a language: for bn, hi and fa it fetches the shaper module (shaper.js / shaper.wasm,
// web/shaper_module.cpp), instantiates it on the main thread as window.evloopShaper
// (web/shaper_remote.cpp calls it synchronously) and puts the language's font into the
// app's file system at /fonts/XX/ if it is not there yet. It resolves, never rejects:
// at once for every other language, and after a failure (logged) too; text is then
// drawn unshaped. The app also asks for the shaper by itself (window.evloopLoadShaper)
// the first time it meets text that needs shaping in any language, and then gets the
// three scripts' fonts too.
(function () {
  const kFonts = {
    bn: 'NotoSansBengali-Regular.ttf',
    hi: 'NotoSansDevanagari-Regular.ttf',
    fa: 'NotoSansArabic-Regular.ttf',
  };
  let shaper = null; // the promise of the module, once asked for

  function redraw() {
    // The page draws only when something changed: count this as a change.
    if (typeof Module !== 'undefined') Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1;
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = resolve;
      script.onerror = () => reject(new Error('could not load ' + src));
      document.head.appendChild(script);
    });
  }

  function loadShaper() {
    if (!shaper) {
      shaper = loadScript('shaper.js')
        .then(() => window.createEvloopShaper())
        .then((instance) => {
          window.evloopShaper = instance;
          redraw();
          return true;
        })
        .catch((error) => {
          console.warn('evloop: the text shaper could not be loaded; text is drawn unshaped.', error);
          shaper = null; // asked again next time
          return false;
        });
    }
    return shaper;
  }

  // The app's Emscripten file system, once the app has started.
  function waitForApp() {
    return new Promise((resolve) => {
      const check = () => (typeof Module !== 'undefined' && Module.FS_createDataFile ? resolve() : setTimeout(check, 50));
      check();
    });
  }

  async function loadFont(code) {
    const file = kFonts[code];
    const response = await fetch('fonts/' + code + '/' + file);
    if (!response.ok) throw new Error('fonts/' + code + '/' + file + ': HTTP ' + response.status);
    const bytes = new Uint8Array(await response.arrayBuffer());
    await waitForApp();
    Module.FS_createPath('/', 'fonts/' + code, true, true);
    try {
      Module.FS_createDataFile('/fonts/' + code, file, bytes, true, true, true); // writable: the language loader may write it again
    } catch (error) {
      // Already there (the language loader put it there): nothing to do.
    }
    redraw();
  }

  // Each script's font, fetched once (a failure is logged and asked again next time).
  const fonts = {};
  function ensureFont(code) {
    if (!fonts[code]) {
      fonts[code] = loadFont(code).catch((error) => {
        console.warn('evloop: the ' + code + ' font could not be loaded.', error);
        delete fonts[code];
      });
    }
    return fonts[code];
  }

  // The app met text to shape without a language that needs it (the language menu's
  // বাংলা, हिन्दी, فارسی on the English page): the shaper and all three scripts' fonts
  // (the app looks for missing fonts again each second and draws them when they arrive).
  window.evloopLoadShaper = function () {
    for (const code of Object.keys(kFonts)) ensureFont(code);
    return loadShaper();
  };
  window.evloopPrepareLocale = async function (code) {
    if (!Object.prototype.hasOwnProperty.call(kFonts, code)) return;
    await Promise.all([loadShaper(), ensureFont(code)]);
  };
})();
