// ---------------------------------------------------------------------------------------
// DOM §4.8 Interface ShadowRoot https://dom.spec.whatwg.org/#interface-shadowroot
// A shadow tree hangs off its host (element._shadow), outside the host's children: the
// document's queries and the host's textContent and innerHTML do not see into it.
// SIMPLIFIED: no slotchange events, no focus delegation; composedPath() shows closed
// shadow trees too.

class ShadowRoot extends DocumentFragment {
  constructor(token, host, mode) {
    if (token !== kCreate) throw typeError("Failed to construct 'ShadowRoot': Illegal constructor");
    super();
    hidden(this, '_host', host);
    hidden(this, '_mode', mode);
  }
  get host() { return this._host; }
  get mode() { return this._mode; }
  get delegatesFocus() { return false; }
  get slotAssignment() { return 'named'; }
  get activeElement() { const a = document._active; return a && a.getRootNode() === this ? a : null; }
  get innerHTML() { return this._children.map((c) => serialize(c)).join(''); }
  set innerHTML(html) { setInnerHTML(this, html); }
}
function shadowIncludingRoot(node) {
  let n = node;
  for (;;) {
    while (n._parent) n = n._parent;
    if (n instanceof ShadowRoot) n = n._host; else return n;
  }
}
function isShadowIncludingAncestor(ancestor, node) {
  for (let n = node; n; n = n._parent || (n instanceof ShadowRoot ? n._host : null)) if (n === ancestor) return true;
  return false;
}
// DOM §4.8 "retarget A against B": A, or the host of each shadow tree B is outside of.
function retarget(a, b) {
  for (;;) {
    const root = a.getRootNode();
    if (!(root instanceof ShadowRoot) || (b instanceof Node && isShadowIncludingAncestor(root, b))) return a;
    a = root._host;
  }
}
function retargetsForEvent(target, path) {
  if (!(target instanceof Node) || !(target.getRootNode() instanceof ShadowRoot)) return null;
  return path.map((n) => retarget(target, n));
}
const shadowHostTags = ['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'main', 'nav', 'p', 'section', 'span'];
// HTML §4.12.4 slots, "find a slot" (named slot assignment): the first slot in the host's
// shadow tree whose name is the node's slot attribute ('' for text and unnamed).
function findSlot(node) {
  const host = node._parent;
  if (!(host instanceof Element) || !host._shadow || !(node instanceof Element || node instanceof Text)) return null;
  const name = node instanceof Element ? node.getAttribute('slot') || '' : '';
  return querySelectorAll(host._shadow, 'slot').find((s) => (s.getAttribute('name') || '') === name) || null;
}
function assignedNodesOf(slot, flatten) {
  const root = slot.getRootNode();
  let nodes = root instanceof ShadowRoot ? root._host._children.filter((c) => findSlot(c) === slot) : [];
  if (!flatten) return nodes;
  if (!nodes.length) nodes = slot._children.filter((c) => c instanceof Element || c instanceof Text);
  const out = [];
  for (const n of nodes) {
    if (n instanceof Element && n._tag === 'slot' && n.getRootNode() instanceof ShadowRoot) out.push(...assignedNodesOf(n, true));
    else out.push(n);
  }
  return out;
}
function defineMethods(proto, methods) {
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(methods))) { d.enumerable = false; Object.defineProperty(proto, k, d); }
}
defineMethods(Element.prototype, {
  attachShadow(init) {
    const fail = (what) => "Failed to execute 'attachShadow' on 'Element': " + what;
    const mode = init === undefined || init === null ? undefined : init.mode;
    if (mode === undefined) throw typeError(fail("Failed to read the 'mode' property from 'ShadowRootInit': Required member is undefined."));
    const m = String(mode);
    if (m !== 'open' && m !== 'closed') throw typeError(fail("Failed to read the 'mode' property from 'ShadowRootInit': The provided value '" + m + "' is not a valid enum value of type ShadowRootMode."));
    if (shadowHostTags.indexOf(this._tag) === -1 && !validCustomElementName(this._tag)) throw domException('NotSupportedError', fail('This element does not support attachShadow'));
    if (this._shadow) throw domException('NotSupportedError', fail('Shadow root cannot be created on a host which already hosts a shadow tree.'));
    const root = new ShadowRoot(kCreate, this, m);
    hidden(this, '_shadow', root);
    return root;
  },
  get shadowRoot() { return this._shadow && this._shadow._mode === 'open' ? this._shadow : null; },
  get slot() { return this.getAttribute('slot') || ''; },
  set slot(v) { this.setAttribute('slot', v); },
  get assignedSlot() { return findSlot(this); },
  assignedNodes(options) { return this._tag === 'slot' ? assignedNodesOf(this, !!(options && options.flatten)) : undefined; },
  assignedElements(options) { return this._tag === 'slot' ? assignedNodesOf(this, !!(options && options.flatten)).filter((n) => n instanceof Element) : undefined; },
});
defineMethods(Text.prototype, { get assignedSlot() { return findSlot(this); } });
withReactions(Node.prototype, ['appendChild', 'insertBefore', 'removeChild', 'replaceChild', 'remove', 'append', 'prepend',
  'replaceChildren', 'before', 'after', 'replaceWith', 'cloneNode', 'normalize', 'textContent']);
withReactions(Element.prototype, ['setAttribute', 'removeAttribute', 'toggleAttribute', 'innerHTML', 'insertAdjacentElement',
  'insertAdjacentHTML', 'insertAdjacentText', 'remove']);
withReactions(ShadowRoot.prototype, ['innerHTML']);
withReactions(CustomElementRegistry.prototype, ['define', 'upgrade'], true);

// DOM §4.9.1 Interface NamedNodeMap https://dom.spec.whatwg.org/#interface-namednodemap
// and §4.9.2 Interface Attr: element.attributes, in the element's attribute order.
// SIMPLIFIED: each read of .attributes is a snapshot of the names (index properties are
// own properties fixed at that moment); an Attr's value reads and writes the element.
class Attr {
  constructor(element, name) { hidden(this, '_el', element); hidden(this, '_name', name); }
  get nodeType() { return 2; }
  get name() { return this._name; }
  get localName() { return this._name; }
  get nodeName() { return this._name; }
  get value() { const v = this._el.getAttribute(this._name); return v === null ? '' : v; }
  set value(v) { this._el.setAttribute(this._name, v); }
  get nodeValue() { return this.value; }
  set nodeValue(v) { this.value = v; }
  get textContent() { return this.value; }
  set textContent(v) { this.value = v; }
  get ownerElement() { return this._el; }
  get namespaceURI() { return null; }
  get prefix() { return null; }
  get specified() { return true; }
}
class NamedNodeMap {
  constructor(element) {
    hidden(this, '_el', element);
    const names = element.getAttributeNames();
    names.forEach((name, i) => Object.defineProperty(this, i, { value: new Attr(element, name), enumerable: true, configurable: true }));
  }
  get length() { return this._el._attrs.size; }
  item(i) { const name = this._el.getAttributeNames()[Number(i) >>> 0]; return name === undefined ? null : new Attr(this._el, name); }
  getNamedItem(name) { name = String(name).toLowerCase(); return this._el.hasAttribute(name) ? new Attr(this._el, name) : null; }
  removeNamedItem(name) {
    const a = this.getNamedItem(name);
    if (!a) throw domException('NotFoundError', "Failed to execute 'removeNamedItem' on 'NamedNodeMap': No item with name '" + name + "' was found.");
    this._el.removeAttribute(a.name);
    return a;
  }
  *[Symbol.iterator]() { for (const name of this._el.getAttributeNames()) yield new Attr(this._el, name); }
}
const inputTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'checkbox', 'radio', 'button', 'submit', 'reset',
  'hidden', 'range', 'color', 'date', 'time', 'file', 'image', 'datetime-local', 'month', 'week'];
// Reflected URL attributes (href, src) read back resolved against the page's URL, and
// HTMLHyperlinkElementUtils (a.pathname, a.search, …) read that URL's parts.
function resolvedURLAttribute(el, attr) {
  const v = el.getAttribute(attr);
  if (v === null) return '';
  try { return new W.URL(v, currentEntry().url).href; } catch (e) { return v; }
}
for (const attr of ['href', 'src'])
  Object.defineProperty(Element.prototype, attr, { configurable: true, enumerable: true,
    get() { return resolvedURLAttribute(this, attr); }, set(v) { this.setAttribute(attr, v); } });
for (const part of ['origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'])
  Object.defineProperty(Element.prototype, part, { configurable: true, enumerable: true,
    get() {
      if (this._tag !== 'a' && this._tag !== 'area') return undefined;
      const v = this.getAttribute('href');
      let u = null;
      if (v !== null) { try { u = new W.URL(v, currentEntry().url); } catch (e) { u = null; } }
      return u ? u[part] : '';
    } });
// Reflected attributes: strings, and booleans (present or not).
for (const [prop, attr] of [['name', 'name'], ['placeholder', 'placeholder'], ['htmlFor', 'for'],
  ['alt', 'alt'], ['lang', 'lang'], ['min', 'min'], ['max', 'max'], ['step', 'step'], ['pattern', 'pattern'], ['autocomplete', 'autocomplete'],
  ['rel', 'rel'], ['target', 'target'], ['action', 'action'], ['method', 'method'], ['role', 'role']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.getAttribute(attr) || ''; }, set(v) { this.setAttribute(attr, v); } });
for (const [prop, attr] of [['required', 'required'], ['readOnly', 'readonly'], ['multiple', 'multiple'], ['autofocus', 'autofocus'],
  ['open', 'open'], ['draggable', 'draggable'], ['inert', 'inert']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.hasAttribute(attr); }, set(v) { this.toggleAttribute(attr, !!v); } });
// maxLength / minLength: a non-negative integer attribute, -1 when absent or invalid.
for (const [prop, attr] of [['maxLength', 'maxlength'], ['minLength', 'minlength']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { const a = this.getAttribute(attr); const v = a === null || !/^\s*\+?\d/.test(a) ? -1 : parseInt(a, 10); return v >= 0 && v <= 2147483647 ? v : -1; },
    set(v) {
      const n = Math.trunc(Number(v)) | 0;
      if (n < 0) throw domException('IndexSizeError', "Failed to set the '" + prop + "' property on '" + nodeInterfaceName(this) + "': The value provided (" + n + ') is negative.');
      this.setAttribute(attr, String(n));
    } });
Object.defineProperty(Element.prototype, 'tabIndex', { configurable: true, enumerable: true,
  get() { const v = parseInt(this.getAttribute('tabindex'), 10); return v === v ? v : ['a', 'button', 'input', 'select', 'textarea'].indexOf(this._tag) !== -1 ? 0 : -1; },
  set(v) { this.setAttribute('tabindex', String(v | 0)); } });

// The select an option belongs to (its parent, or its optgroup's parent); with
// `self`, a select itself or an optgroup's select (where inserting changes its options).
function selectOf(n, self) {
  if (self) return n._tag === 'select' ? n : n._tag === 'optgroup' && n._parent && n._parent._tag === 'select' ? n._parent : null;
  const p = n._parent;
  if (!p) return null;
  if (p._tag === 'select') return p;
  return p._tag === 'optgroup' && p._parent && p._parent._tag === 'select' ? p._parent : null;
}
function selectedOption(select) { return select._selected !== undefined ? select.options[select.selectedIndex] || null : null; }
// HTML's selectedness setting algorithm, in this DOM's terms (a select remembers an index
// once one is chosen): an inserted option that is selected (by its selected attribute or
// new Option(…, true)) becomes the selection; otherwise the one chosen before stays
// chosen at its new index, or the default applies again.
function keepSelection(select, had, inserted) {
  const opts = inserted ? (inserted._tag === 'option' ? [inserted] : inserted._tag === 'optgroup' ? querySelectorAll(inserted, 'option') : []) : [];
  const chosen = opts.filter((o) => (o._selectedness !== undefined ? o._selectedness : o.hasAttribute('selected'))).pop();
  for (const o of opts) delete o._selectedness;
  const keep = chosen || had;
  if (keep) Object.defineProperty(select, '_selected', { value: select.options.indexOf(keep), writable: true, configurable: true });
  else delete select._selected;
}

// HTML §4.10.10 new Option(text, value, defaultSelected, selected)
// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
function Option(text, value, defaultSelected, selected) { // its prototype is the elements' (instanceof works)
  if (!new.target) throw typeError("Failed to construct 'Option': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
  const el = makeElement('option');
  if (text !== undefined && String(text) !== '') el.appendChild(new Text(String(text)));
  if (value !== undefined) el.setAttribute('value', value);
  if (defaultSelected) el.setAttribute('selected', '');
  hidden(el, '_selectedness', !!selected);
  return el;
}
Option.prototype = HTMLElement.prototype;

// A radio button's group: other radios with the same name in the same form (or document).
function setChecked(el, value) {
  Object.defineProperty(el, '_checked', { value, writable: true, configurable: true });
  if (value && el._tag === 'input' && el.type === 'radio' && el.name) {
    const root = el.form || document;
    for (const other of querySelectorAll(root, 'input')) if (other !== el && other.type === 'radio' && other.name === el.name) setChecked(other, false);
  }
}
// DOM §2.9 dispatch, the activation steps https://dom.spec.whatwg.org/#concept-event-dispatch
// A click (a MouseEvent named 'click', from el.click(), a simulated user click or
// dispatchEvent) has an activation target: the target if it has activation behavior,
// else (when the event bubbles) the nearest ancestor that has. Before the dispatch its
// legacy-pre-activation behavior runs (a checkbox toggles, a radio is checked); after it
// the activation behavior runs, or, when a listener canceled the click, the
// legacy-canceled-activation behavior puts the checkedness back.
function hasActivationBehavior(el) {
  if (!(el instanceof Element)) return false;
  if (el._tag === 'input') return ['checkbox', 'radio', 'submit', 'image', 'reset'].indexOf(el.type) !== -1;
  if (el._tag === 'button') return true;
  if (el._tag === 'a' || el._tag === 'area') return el.hasAttribute('href');
  return el._tag === 'label' || isSummaryForDetails(el);
}
function activationTarget(el, event) {
  for (let n = el; n instanceof Element; n = n._parent) {
    if (hasActivationBehavior(n)) return n;
    if (!event.bubbles) break;
  }
  return null;
}
function isCheckable(el) { return el instanceof Element && el._tag === 'input' && (el.type === 'checkbox' || el.type === 'radio'); }
function activate(el, event, trusted) {
  const target = activationTarget(el, event);
  const checkable = isCheckable(target);
  const before = checkable ? target.checked : false;
  const beforeIndeterminate = checkable ? target.indeterminate : false;
  // A radio remembers the group's checked button, to give its checkedness back on cancel.
  const previousRadio = checkable && target.type === 'radio' ? radioGroup(target).find((r) => r.checked) || null : null;
  if (checkable) {
    // HTML §4.10.5.1.15/16 legacy-pre-activation behavior.
    setChecked(target, target.type === 'checkbox' ? !before : true);
    if (target.type === 'checkbox') target._indeterminate = false;
  }
  const notCanceled = dispatch(el, event, trusted);
  if (!target) return notCanceled;
  if (checkable) {
    if (!notCanceled) {
      // Legacy-canceled-activation behavior.
      if (previousRadio && previousRadio !== target && radioGroup(target).indexOf(previousRadio) !== -1) setChecked(previousRadio, true);
      else setChecked(target, before);
      target._indeterminate = beforeIndeterminate;
      changed(target);
      return notCanceled;
    }
    // HTML: a disconnected checkbox toggles but fires no input or change events.
    if (target.checked !== before && target.isConnected) {
      dispatch(target, new Event('input', { bubbles: true, composed: true }), trusted);
      dispatch(target, new Event('change', { bubbles: true }), trusted);
    }
    changed(target);
    return notCanceled;
  }
  if (!notCanceled) return notCanceled;
  if (isSubmitButton(target)) { if (target.form && !target.disabled) submitForm(target.form, target, trusted); }
  else if ((target._tag === 'button' && target.type === 'reset') || (target._tag === 'input' && target.type === 'reset')) { if (target.form && !target.disabled) target.form.reset(); }
  else if (target._tag === 'a' || target._tag === 'area') followHyperlink(target);
  else if (target._tag === 'label') labelActivation(target, el, event, trusted);
  else if (target._tag === 'summary') target._parent.open = !target._parent.open;
  return notCanceled;
}
// HTML §6.6.2 Data model: a focusable area is a connected, rendered element (no ancestor
// with display: none, not inert, not visibility: hidden) that is a link with href, an
// enabled form control (not a hidden input), a summary for its details, editable, or has
// a tabindex attribute. https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
const formControlTags = ['button', 'input', 'select', 'textarea'];
function isFocusable(el) {
  if (!el.isConnected) return false;
  for (let n = el; n instanceof Element; n = n._parent)
    if (n.hasAttribute('inert') || computedValue(n, 'display', 0) === 'none') return false;
  if (computedValue(el, 'visibility', 0) === 'hidden') return false;
  if (formControlTags.indexOf(el._tag) !== -1) return !el.disabled && !(el._tag === 'input' && el.type === 'hidden');
  if (el.hasAttribute('tabindex') || (el.getAttribute('contenteditable') !== null && el.getAttribute('contenteditable') !== 'false')) return true;
  if ((el._tag === 'a' || el._tag === 'area') && el.hasAttribute('href')) return true;
  return isSummaryForDetails(el) || el._tag === 'iframe' || ((el._tag === 'audio' || el._tag === 'video') && el.hasAttribute('controls'));
}
// HTML §4.11.1 The details element https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element
// The summary for its parent details is the parent's first summary child; its activation
// behavior toggles the parent's open attribute.
function isSummaryForDetails(el) {
  const d = el._parent;
  return el._tag === 'summary' && d instanceof Element && d._tag === 'details' && d._children.find((c) => c instanceof Element && c._tag === 'summary') === el;
}
// A change of open queues one toggle event task (ToggleEvent with oldState/newState); a
// second change while it waits only changes its newState. Opening a details that has a
// name closes the other open details of that name (the exclusive accordion).
function detailsOpenChanged(d, wasOpen) {
  const open = !wasOpen;
  if (d._toggleTask) d._toggleTask.newState = open ? 'open' : 'closed';
  else {
    const task = d._toggleTask = { oldState: wasOpen ? 'open' : 'closed', newState: open ? 'open' : 'closed' };
    B.queueTask('DOM manipulation', 'details toggle event', () => {
      d._toggleTask = null;
      dispatch(d, new ToggleEvent('toggle', { oldState: task.oldState, newState: task.newState }), true);
    }, 0, -1, []);
  }
  // "Ensure details exclusivity by closing other elements if needed", after the task.
  const name = d.getAttribute('name');
  if (open && name) {
    const root = d.getRootNode();
    for (const other of root.querySelectorAll ? Array.from(root.querySelectorAll('details[open]')) : [])
      if (other !== d && other.getAttribute('name') === name) other.removeAttribute('open');
  }
}
// HTML §6.12 ToggleEvent https://html.spec.whatwg.org/multipage/interaction.html#the-toggleevent-interface
class ToggleEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.oldState = init && init.oldState !== undefined ? String(init.oldState) : ''; this._s.newState = init && init.newState !== undefined ? String(init.newState) : ''; }
  get oldState() { return this._s.oldState; }
  get newState() { return this._s.newState; }
}
// HTML §4.10.4 The label element: a click on the label (not on its control or on other
// interactive content inside it) focuses the control and clicks it, as Chromium does
// (HTMLLabelElement::DefaultEventHandler).
const interactiveTags = ['button', 'select', 'textarea', 'details', 'embed', 'iframe', 'label'];
function labelActivation(label, origin, event, trusted) {
  const control = label.control;
  if (!control || control.disabled) return;
  for (let n = origin; n && n !== label; n = n._parent) {
    if (n === control) return;
    if (interactiveTags.indexOf(n._tag) !== -1 || (n._tag === 'input' && n.type !== 'hidden') || (n._tag === 'a' && n.hasAttribute('href'))) return;
  }
  if (origin === control) return;
  control.focus();
  activate(control, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, view: win, detail: event.detail }), trusted);
}
const labelableTags = ['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea'];
function isLabelable(el) { return el instanceof Element && labelableTags.indexOf(el._tag) !== -1 && !(el._tag === 'input' && el.type === 'hidden'); }
function isSubmitButton(el) {
  return el instanceof Element && ((el._tag === 'button' && el.type === 'submit') || (el._tag === 'input' && (el.type === 'submit' || el.type === 'image')));
}
// HTML §4.10.18.6 SubmitEvent https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
class SubmitEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.submitter = init && init.submitter || null; }
  get submitter() { return this._s.submitter; }
}
// HTML §4.10.21.3 Form submission algorithm, steps up to firing 'submit': the SubmitEvent
// (submitter = the button, or null), after interactive constraint validation; the navigation
// that follows an uncanceled submit is not simulated (a note on stderr says so).
function submitForm(form, submitter, trusted) {
  // Step 6.3: unless the form's no-validate state is true, interactively validate first.
  const noValidate = (submitter && submitter.hasAttribute('formnovalidate')) || form.hasAttribute('novalidate');
  if (!noValidate && !interactivelyValidate(form)) return;
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter || null });
  if (dispatch(form, submit, trusted)) B.report('evloop: the form was submitted; evloop does not simulate navigation (call event.preventDefault() in the submit listener)');
}
const formMembers = {
  requestSubmit(submitter) {
    if (submitter !== undefined && submitter !== null) {
      if (!isSubmitButton(submitter)) throw typeError("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not a submit button.");
      if (submitter.form !== this) throw domException('NotFoundError', "Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not owned by this form element.");
    }
    submitForm(this, submitter, false);
  },
  submit() { B.report('evloop: form.submit() would navigate away; evloop does not simulate navigation'); },
};
for (const name of ['onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'onkeydown', 'onkeyup', 'onkeypress',
  'oninput', 'onchange', 'onfocus', 'onblur', 'onsubmit', 'onload', 'onerror', 'onscroll', 'onmouseover', 'ondblclick'])
  defineHandler(Element.prototype, name);

