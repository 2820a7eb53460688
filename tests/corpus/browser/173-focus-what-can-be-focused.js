// @html <div id="plain">plain</div><div id="tab" tabindex="-1">tab</div><a id="nohref">no href</a><a id="link" href="#x">link</a><button id="off" disabled>off</button><input id="hid" type="hidden"><div hidden><input id="inside"></div><span style="display:none"><button id="none">none</button></span><input id="vis" style="visibility:hidden"><div id="edit" contenteditable>edit</div><button id="ok">ok</button>
// focus() only moves focus to a focusable area: links with href, enabled controls, elements
// with a tabindex or contenteditable; not inside hidden or display:none parents.
const result = [];
for (const id of ['plain', 'tab', 'nohref', 'link', 'off', 'hid', 'inside', 'none', 'vis', 'edit', 'ok']) {
  document.body.focus();
  document.getElementById('ok').focus();
  document.getElementById('ok').blur();
  document.getElementById(id).focus();
  const active = document.activeElement;
  result.push(id + ':' + (active && active.id === id ? 'focused' : 'not'));
}
console.log(result.join(' '));
const detached = document.createElement('button');
detached.focus();
console.log('detached button focused:', document.activeElement === detached);
document.querySelector('[hidden]').hidden = false;
document.getElementById('inside').focus();
console.log('after unhiding:', document.activeElement.id);
