// The embed view's message channel (README: "Embedding in a course page").
//
// evloop, opened as #embed&… inside another page's <iframe>, talks to that page with
// window.postMessage, every message an object { evloop: 1, type: … }:
//   to the page:   ready, resize { height } (and Canvas's { subject: "lti.frameResize" }),
//                  result { statement } after each quiz submit and exercise Check,
//                  progress (the answer to getProgress), pong, loaded, error { message }.
//   from the page: ping, load { code, host, settings }, setTheme { theme },
//                  setLang { lang }, getProgress.
// The app (ui/embed.cpp) writes the outgoing messages; this file posts them, and checks
// every incoming one here, before anything reaches the app: its source (the parent
// page), its origin (&parentOrigin= when the link gives one) and its shape. A message
// from elsewhere is ignored; a malformed one gets an `error` reply and changes nothing.
// Nothing in a message is ever evaluated: a program given by `load` only runs inside
// evloop's simulated JavaScript engine.
'use strict';
(function () {
  const VERSION = 1;
  const MAX_CODE = 64 * 1024; // what the Playground takes (ui/playground.cpp)
  const SETTINGS = {
    refresh: (v) => v === 30 || v === 60 || v === 120,
    cpu: (v) => Number.isInteger(v) && v >= 1 && v <= 6,
    pool: (v) => Number.isInteger(v) && v >= 1 && v <= 16,
    input: (v) => typeof v === 'string' && v.length <= 400,
    module: (v) => typeof v === 'boolean',
  };
  const pending = []; // messages that came before the app's first frame

  function appReady() {
    return typeof Module !== 'undefined' && Module.evloopReady === true;
  }

  // What the app says about the embed view: { active, parentOrigin, messagesOff }.
  function embedState() {
    try {
      return JSON.parse(Module.UTF8ToString(Module._evloop_embed_state_json()));
    } catch (e) {
      return { active: false };
    }
  }

  function framed() {
    try {
      return window.parent && window.parent !== window;
    } catch (e) {
      return true;
    }
  }

  // To the page around the frame, only in the embed view and only to parentOrigin when given.
  function post(message) {
    const s = embedState();
    if (!s.active || s.messagesOff || !framed()) return;
    window.parent.postMessage(message, s.parentOrigin || '*');
  }

  function reply(event, message) {
    const target = event.origin && event.origin !== 'null' ? event.origin : '*';
    try {
      event.source.postMessage(message, target);
    } catch (e) {
      // The page went away: nothing to tell.
    }
  }

  function error(event, request, id, message) {
    const m = { evloop: VERSION, type: 'error', request, message };
    if (id !== undefined) m.id = id;
    reply(event, m);
  }

  function base64url(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function redraw() {
    Module.evloopInputSerial = (Module.evloopInputSerial | 0) + 1;
  }

  // A load message's fields as a Playground fragment, or a sentence saying what is wrong.
  function loadFragment(data) {
    if (typeof data.code !== 'string') return { problem: 'load needs "code", the program as a string' };
    if (data.code.length > MAX_CODE) return { problem: `the program is longer than ${MAX_CODE} characters` };
    const host = data.host === undefined ? 'browser' : data.host;
    if (host !== 'browser' && host !== 'node') return { problem: '"host" must be "browser" or "node"' };
    const parts = ['playground', `host=${host}`];
    if (data.settings !== undefined) {
      if (data.settings === null || typeof data.settings !== 'object' || Array.isArray(data.settings))
        return { problem: '"settings" must be an object' };
      for (const [key, value] of Object.entries(data.settings)) {
        if (!Object.prototype.hasOwnProperty.call(SETTINGS, key))
          return { problem: `unknown setting "${String(key).slice(0, 40)}" (known: ${Object.keys(SETTINGS).join(', ')})` };
        if (!SETTINGS[key](value)) return { problem: `the setting "${key}" has a value evloop cannot use` };
        if (key === 'module') {
          if (value) parts.push('module=1');
        } else {
          parts.push(`${key}=${encodeURIComponent(String(value))}`);
        }
      }
    }
    parts.push(`code=${base64url(data.code)}`);
    return { fragment: '#' + parts.join('&') };
  }

  function handle(event) {
    const s = embedState();
    if (!s.active || s.messagesOff) return;
    if (event.source !== window.parent) return; // only the page that embeds the frame
    if (s.parentOrigin && event.origin !== s.parentOrigin) return; // ignored, as the link asked
    const data = event.data;
    // Other libraries talk over postMessage too: only objects with an "evloop" field are ours.
    if (data === null || typeof data !== 'object' || !('evloop' in data)) return;
    const id = typeof data.id === 'string' || typeof data.id === 'number' ? data.id : undefined;
    const type = typeof data.type === 'string' ? data.type.slice(0, 40) : null;
    if (data.evloop !== VERSION) return error(event, type, id, `this frame speaks version ${VERSION} of the evloop messages`);
    const answer = (m) => reply(event, id === undefined ? m : { ...m, id });
    switch (type) {
      case 'ping':
        return answer({ evloop: VERSION, type: 'pong' });
      case 'getProgress': {
        const progress = JSON.parse(Module.UTF8ToString(Module._evloop_embed_progress_json()));
        return answer(progress);
      }
      case 'setTheme': {
        const themes = { auto: 0, light: 1, dark: 2 };
        if (!Object.prototype.hasOwnProperty.call(themes, data.theme))
          return error(event, type, id, '"theme" must be "light", "dark" or "auto"');
        Module._evloop_embed_set_theme(themes[data.theme]);
        redraw();
        return answer({ evloop: VERSION, type: 'themeSet', theme: data.theme });
      }
      case 'setLang':
        if (data.lang !== 'en') return error(event, type, id, 'only "en" lessons exist so far');
        return answer({ evloop: VERSION, type: 'langSet', lang: 'en' });
      case 'load': {
        const { fragment, problem } = loadFragment(data);
        if (problem) return error(event, type, id, problem);
        const refused = Module.ccall('evloop_embed_load', 'string', ['string'], [fragment]);
        redraw();
        if (refused) return error(event, type, id, refused);
        return answer({ evloop: VERSION, type: 'loaded' });
      }
      default:
        return error(event, type, id, type === null ? 'a message needs a "type"'
          : `unknown type "${type}" (known: ping, load, setTheme, setLang, getProgress)`);
    }
  }

  window.addEventListener('message', (event) => {
    if (!appReady()) {
      if (pending.length < 64) pending.push(event);
      return;
    }
    handle(event);
  });

  // Called by the app (web/main_web.cpp) after each frame with its outgoing messages.
  window.evloopEmbed = {
    post(text) {
      post(JSON.parse(text));
    },
    // The first frame is drawn: what waited is handled now, in order.
    started() {
      while (pending.length) handle(pending.shift());
    },
  };
})();
