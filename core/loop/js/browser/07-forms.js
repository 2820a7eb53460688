// ---------------------------------------------------------------------------------------
// Forms: form.elements and FormData (XHR §4.3) https://xhr.spec.whatwg.org/#interface-formdata

const listedTags = ['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea'];
// HTMLFormControlsCollection: SIMPLIFIED: an array with the controls' ids and names as
// extra properties (not live).
function formElements(form) {
  const list = querySelectorAll(form, '*').filter((el) => listedTags.indexOf(el._tag) !== -1 && !(el._tag === 'input' && el.type === 'image'));
  const named = new Map();
  for (const el of list) for (const key of [el.id, el.getAttribute('name') || '']) {
    if (key === '' || String(Number(key)) === key || named.has(key)) continue;
    named.set(key, el);
  }
  for (const [key, el] of named) if (!(key in list)) Object.defineProperty(list, key, { value: el, enumerable: false, configurable: true });
  Object.defineProperty(list, 'namedItem', { value: (name) => named.get(String(name)) || null, enumerable: false, configurable: true });
  Object.defineProperty(list, 'item', { value: (i) => list[i] || null, enumerable: false, configurable: true });
  return list;
}
// HTML §4.10.20 Constraints https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints
// willValidate, validity (a ValidityState), validationMessage in Chromium's English
// wording, setCustomValidity, checkValidity / reportValidity (the 'invalid' event), and
// the interactive validation of a form's submission.
// SIMPLIFIED: tooLong/tooShort only after a simulated user edit (as the spec says: a
// script's value never triggers them); dates and times check range as strings only.
const validityFlags = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'];
class ValidityState {
  constructor() { throw typeError('Illegal constructor'); }
}
for (const flag of validityFlags.concat(['valid']))
  Object.defineProperty(ValidityState.prototype, flag, { configurable: true, enumerable: true, get() { return validityOf(this._el)[flag]; } });
Object.defineProperty(ValidityState.prototype, Symbol.toStringTag, { value: 'ValidityState', configurable: true });
const numericTypes = ['number', 'range'];
const dateTypes = ['date', 'month', 'week', 'time', 'datetime-local'];
const requiredTypes = ['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'checkbox', 'radio', 'file', 'date', 'month', 'week', 'time', 'datetime-local'];
const floatPattern = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
function parseFloatingPoint(v) { return floatPattern.test(v) ? Number(v) : NaN; }
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
function emailAddresses(el) { return el.multiple ? el.value.split(',').map((a) => a.trim()) : [el.value]; }
function willValidate(el) {
  if (!(el instanceof Element)) return false;
  if (['input', 'select', 'textarea', 'button'].indexOf(el._tag) === -1) return false;
  if (el.disabled || el.closest('datalist') || inDisabledFieldset(el)) return false;
  if (el._tag === 'button') return el.type === 'submit';
  if (el._tag === 'input') {
    if (['hidden', 'reset', 'button'].indexOf(el.type) !== -1) return false;
    if (el.readOnly && ['checkbox', 'radio', 'file', 'range', 'color', 'submit', 'image'].indexOf(el.type) === -1) return false;
  }
  if (el._tag === 'textarea' && el.readOnly) return false;
  return true;
}
function inDisabledFieldset(el) {
  for (let n = el._parent; n instanceof Element; n = n._parent) {
    if (n._tag === 'fieldset' && n.disabled) {
      const legend = elementChildren(n).find((c) => c._tag === 'legend');
      return !(legend && legend.contains(el));
    }
  }
  return false;
}
// The step of a number or range input (null when step="any"), its base and bounds.
function stepInfo(el) {
  const range = el.type === 'range';
  const min = parseFloatingPoint(el.getAttribute('min') || '');
  const max = parseFloatingPoint(el.getAttribute('max') || '');
  const stepAttr = el.getAttribute('step');
  let step = 1;
  if (stepAttr !== null) {
    if (stepAttr.trim().toLowerCase() === 'any') step = null;
    else { const n = parseFloatingPoint(stepAttr); if (n > 0) step = n; }
  }
  let base = min;
  if (Number.isNaN(base)) base = parseFloatingPoint(el.getAttribute('value') || '');
  if (Number.isNaN(base)) base = range ? 0 : 0;
  return { step, base, min: Number.isNaN(min) && range ? 0 : min, max: Number.isNaN(max) && range ? 100 : max };
}
function decimalsOf(n) {
  const s = String(n);
  const e = s.match(/e-(\d+)$/);
  if (e) return Number(e[1]) + ((s.split('e')[0].split('.')[1] || '').length);
  return (s.split('.')[1] || '').length;
}
// Arithmetic on the step grid, rounded to the inputs' decimal places (Chromium computes
// in decimal).
function roundTo(n, digits) { return Number(n.toFixed(Math.min(20, digits))); }
function stepDigits(info, v) { return Math.max(decimalsOf(info.step || 1), decimalsOf(info.base), decimalsOf(v)); }
function isStepMismatch(info, v) {
  if (info.step === null) return false;
  const q = (v - info.base) / info.step;
  return Math.abs(q - Math.round(q)) > 1e-7;
}
function validityOf(el) {
  const f = { valueMissing: false, typeMismatch: false, patternMismatch: false, tooLong: false, tooShort: false, rangeUnderflow: false,
    rangeOverflow: false, stepMismatch: false, badInput: false, customError: !!el._customValidity };
  if (willValidate(el)) {
    const tag = el._tag, type = el.type, value = el.value;
    if (el.required) {
      if (tag === 'select') f.valueMissing = selectValueMissing(el);
      else if (tag === 'textarea') f.valueMissing = value === '';
      else if (tag === 'input' && requiredTypes.indexOf(type) !== -1) {
        if (type === 'checkbox') f.valueMissing = !el.checked;
        else if (type === 'radio') f.valueMissing = !radioGroup(el).some((r) => r.checked);
        else f.valueMissing = value === '';
      }
    } else if (tag === 'input' && type === 'radio' && radioGroup(el).some((r) => r.required)) f.valueMissing = !radioGroup(el).some((r) => r.checked);
    if (tag === 'input' && value !== '') {
      if (type === 'email') f.typeMismatch = emailAddresses(el).some((a) => !emailPattern.test(a));
      if (type === 'url') { try { new W.URL(value); } catch (e) { f.typeMismatch = true; } }
      const pattern = el.getAttribute('pattern');
      if (pattern !== null && ['text', 'search', 'url', 'tel', 'email', 'password'].indexOf(type) !== -1) {
        let re = null;
        try { re = new RegExp('^(?:' + pattern + ')$', 'v'); } catch (e) { re = null; }
        if (re) f.patternMismatch = (type === 'email' ? emailAddresses(el) : [value]).some((v) => !re.test(v));
      }
      if (numericTypes.indexOf(type) !== -1) {
        const v = parseFloatingPoint(value);
        if (!Number.isNaN(v)) {
          const info = stepInfo(el);
          if (!Number.isNaN(info.min) && v < info.min) f.rangeUnderflow = true;
          if (!Number.isNaN(info.max) && v > info.max) f.rangeOverflow = true;
          f.stepMismatch = isStepMismatch(info, v);
        }
      }
      if (dateTypes.indexOf(type) !== -1) {
        const min = el.getAttribute('min'), max = el.getAttribute('max');
        if (min && min.length === value.length && value < min) f.rangeUnderflow = true;
        if (max && max.length === value.length && value > max) f.rangeOverflow = true;
      }
    }
    if ((tag === 'textarea' || (tag === 'input' && ['text', 'search', 'url', 'tel', 'email', 'password'].indexOf(type) !== -1)) && el._userEdited && value !== '') {
      const maxLength = parseInt(el.getAttribute('maxlength'), 10), minLength = parseInt(el.getAttribute('minlength'), 10);
      if (maxLength >= 0 && value.length > maxLength) f.tooLong = true;
      if (minLength >= 0 && value.length < minLength) f.tooShort = true;
    }
  } else f.customError = f.customError && willValidate(el);
  f.valid = !validityFlags.some((k) => f[k]);
  return f;
}
function selectValueMissing(el) {
  const options = el.options;
  const selected = options.filter((o) => o.selected);
  if (el.multiple) return selected.length === 0;
  if (selected.length === 0) return true;
  // The placeholder label option: the first option, empty value, of a single select of size 1.
  const first = options[0];
  return selected[0] === first && first.value === '' && first._parent === el;
}
function radioGroup(el) {
  if (!el.name) return [el];
  const root = el.form || el.getRootNode();
  return querySelectorAll(root, 'input').filter((r) => r.type === 'radio' && r.name === el.name && r.form === el.form);
}
// Chromium's messages (third_party/blink/renderer/platform/text/locale.cc strings).
function emailMismatchMessage(el) {
  const address = emailAddresses(el).find((a) => !emailPattern.test(a));
  if (address === undefined || address === '') return 'Please enter an email address.';
  const at = address.indexOf('@');
  if (at === -1) return "Please include an '@' in the email address. '" + address + "' is missing an '@'.";
  const local = address.slice(0, at), domain = address.slice(at + 1);
  if (local === '') return "Please enter a part followed by '@'. '" + address + "' is incomplete.";
  if (domain === '') return "Please enter a part following '@'. '" + address + "' is incomplete.";
  const badLocal = /[^a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]/.exec(local);
  if (badLocal) return "A part followed by '@' should not contain the symbol '" + badLocal[0] + "'.";
  const badDomain = /[^a-zA-Z0-9.-]/.exec(domain);
  if (badDomain) return "A part following '@' should not contain the symbol '" + badDomain[0] + "'.";
  if (domain[0] === '.' || domain[domain.length - 1] === '.' || domain.indexOf('..') !== -1) return "'.' is used at a wrong position in '" + domain + "'.";
  return 'Please enter an email address.';
}
function plural(n, one, many) { return n === 1 ? one : many; }
function validationMessageOf(el) {
  if (!willValidate(el)) return '';
  const f = validityOf(el);
  if (f.customError) return el._customValidity;
  if (f.valueMissing) {
    if (el._tag === 'select') return 'Please select an item in the list.';
    if (el.type === 'checkbox') return 'Please check this box if you want to proceed.';
    if (el.type === 'radio') return 'Please select one of these options.';
    if (el.type === 'file') return 'Please select a file.';
    return 'Please fill out this field.';
  }
  if (f.typeMismatch) return el.type === 'email' ? emailMismatchMessage(el) : 'Please enter a URL.';
  if (f.patternMismatch) return 'Please match the requested format.';
  if (f.tooLong) { const n = parseInt(el.getAttribute('maxlength'), 10); return 'Please shorten this text to ' + n + ' ' + plural(n, 'character', 'characters') + ' or less (you are currently using ' + el.value.length + ' ' + plural(el.value.length, 'character', 'characters') + ').'; }
  if (f.tooShort) { const n = parseInt(el.getAttribute('minlength'), 10); return 'Please lengthen this text to ' + n + ' ' + plural(n, 'character', 'characters') + ' or more (you are currently using ' + el.value.length + ' ' + plural(el.value.length, 'character', 'characters') + ').'; }
  // FIXME: Chromium writes a date or time bound in the locale's format (01/31/2020), not
  // as the attribute's text.
  if (f.rangeUnderflow) return dateTypes.indexOf(el.type) !== -1 ? 'Value must be ' + el.getAttribute('min') + ' or later.' : 'Value must be greater than or equal to ' + formatNumber(stepInfo(el).min) + '.';
  if (f.rangeOverflow) return dateTypes.indexOf(el.type) !== -1 ? 'Value must be ' + el.getAttribute('max') + ' or earlier.' : 'Value must be less than or equal to ' + formatNumber(stepInfo(el).max) + '.';
  if (f.stepMismatch) {
    const info = stepInfo(el);
    const v = parseFloatingPoint(el.value);
    const digits = stepDigits(info, v);
    const below = roundTo(info.base + Math.floor((v - info.base) / info.step) * info.step, digits);
    const above = roundTo(below + info.step, digits);
    if (!Number.isNaN(info.max) && above > info.max) return 'Please enter a valid value. The nearest valid value is ' + formatNumber(below) + '.';
    return 'Please enter a valid value. The two nearest valid values are ' + formatNumber(below) + ' and ' + formatNumber(above) + '.';
  }
  if (f.badInput) return 'Please enter a number.';
  return '';
}
// Chromium prints the numbers of its messages with the locale's grouping (en-US).
function formatNumber(n) { return n.toLocaleString('en-US', { maximumFractionDigits: 20 }); }
// "check validity": false (after an 'invalid' event) for a candidate that is not valid.
function checkValidityOf(el, unhandled) {
  if (!willValidate(el) || validityOf(el).valid) return true;
  const notCanceled = dispatch(el, new Event('invalid', { cancelable: true }), false);
  if (notCanceled && unhandled) unhandled.push(el);
  return false;
}
function submittableElements(form) {
  return querySelectorAll(form.getRootNode(), '*').filter((el) => ['button', 'input', 'select', 'textarea'].indexOf(el._tag) !== -1 && el.form === form);
}
// HTML §4.10.20.2 statically validate the constraints of a form: every invalid control
// gets an 'invalid' event; the ones whose event was not canceled are "unhandled".
function staticallyValidate(form, unhandled) {
  let ok = true;
  for (const el of submittableElements(form)) if (!checkValidityOf(el, unhandled)) ok = false;
  return ok;
}
// Interactive validation: the first unhandled invalid control is focused (Chromium then
// shows its message in a bubble).
function interactivelyValidate(form) {
  const unhandled = [];
  if (staticallyValidate(form, unhandled)) return true;
  if (unhandled.length) unhandled[0].focus();
  return false;
}
Object.defineProperty(Element.prototype, 'willValidate', { configurable: true, enumerable: true, get() { return willValidate(this); } });
Object.defineProperty(Element.prototype, 'validity', { configurable: true, enumerable: true,
  get() {
    if (['input', 'select', 'textarea', 'button', 'fieldset', 'output', 'object'].indexOf(this._tag) === -1) return undefined;
    if (!this._validity) { const v = Object.create(ValidityState.prototype); hidden(v, '_el', this); hidden(this, '_validity', v); }
    return this._validity;
  } });
Object.defineProperty(Element.prototype, 'validationMessage', { configurable: true, enumerable: true, get() { return validationMessageOf(this); } });
Object.defineProperty(Element.prototype, 'noValidate', { configurable: true, enumerable: true,
  get() { return this.hasAttribute('novalidate'); }, set(v) { this.toggleAttribute('novalidate', !!v); } });
Object.defineProperty(Element.prototype, 'formNoValidate', { configurable: true, enumerable: true,
  get() { return this.hasAttribute('formnovalidate'); }, set(v) { this.toggleAttribute('formnovalidate', !!v); } });
Object.assign(formMembers, {
  setCustomValidity(message) { hidden(this, '_customValidity', String(message)); changed(this); },
  checkValidity() {
    if (this._tag === 'form') return staticallyValidate(this, null);
    return checkValidityOf(this, null);
  },
  reportValidity() {
    if (this._tag === 'form') return interactivelyValidate(this);
    const unhandled = [];
    if (checkValidityOf(this, unhandled)) return true;
    if (unhandled.length) this.focus();
    return false;
  },
  // HTML §4.10.21.2 reset: a cancelable 'reset' event, then every control's reset algorithm.
  reset() {
    if (this._tag !== 'form') return;
    if (!dispatch(this, new Event('reset', { bubbles: true, cancelable: true }), false)) return;
    for (const el of submittableElements(this)) {
      delete el._value; delete el._checked; delete el._selected; delete el._userEdited;
      changed(el);
    }
  },
});
// HTML §4.10.5.1.13 Range state: the value is a number between min (default 0) and max
// (default 100, never below min) on the step grid, the midpoint by default.
function sanitizeRange(el, raw) {
  const info = stepInfo(el);
  const max = info.max < info.min ? info.min : info.max;
  let v = parseFloatingPoint(raw);
  if (Number.isNaN(v)) v = info.min + (max - info.min) / 2;
  v = Math.min(Math.max(v, info.min), max);
  if (info.step !== null && isStepMismatch(info, v)) {
    const digits = stepDigits(info, v);
    v = roundTo(info.base + Math.round((v - info.base) / info.step) * info.step, digits);
    if (v > max) v = roundTo(v - info.step, digits);
  }
  return String(v);
}
// HTML §4.10.5.4 Common input element APIs: valueAsNumber, stepUp, stepDown.
function notSteppable(el, method) {
  return domException('InvalidStateError', "Failed to execute '" + method + "' on 'HTMLInputElement': This form element is not steppable.");
}
function stepBy(el, n, method) {
  if (!(el._tag === 'input' && numericTypes.indexOf(el.type) !== -1)) throw notSteppable(el, method);
  const info = stepInfo(el);
  if (info.step === null) throw domException('InvalidStateError', "Failed to execute '" + method + "' on 'HTMLInputElement': This form element does not have an allowed value step.");
  if (!Number.isNaN(info.min) && !Number.isNaN(info.max) && info.min > info.max) return;
  n = n === undefined ? 1 : Math.trunc(Number(n)) || 0;
  const up = method === 'stepUp';
  let value = parseFloatingPoint(el.value);
  if (Number.isNaN(value)) value = 0;
  const before = value;
  const digits = stepDigits(info, value);
  if (isStepMismatch(info, value)) {
    const k = (value - info.base) / info.step;
    value = info.base + (up ? Math.ceil(k) : Math.floor(k)) * info.step;
  } else value = value + (up ? n : -n) * info.step;
  value = roundTo(value, digits);
  if (!Number.isNaN(info.min) && value < info.min) value = roundTo(info.base + Math.ceil((info.min - info.base) / info.step) * info.step, digits);
  if (!Number.isNaN(info.max) && value > info.max) value = roundTo(info.base + Math.floor((info.max - info.base) / info.step) * info.step, digits);
  if ((!up && value > before) || (up && value < before)) return;
  el._setValue(String(value));
  hidden(el, '_userEdited', false);
}
Object.assign(formMembers, {
  stepUp(n) { stepBy(this, n, 'stepUp'); },
  stepDown(n) { stepBy(this, n, 'stepDown'); },
});
Object.defineProperty(Element.prototype, 'valueAsNumber', { configurable: true, enumerable: true,
  get() {
    if (this._tag !== 'input') return undefined;
    if (numericTypes.indexOf(this.type) !== -1) return parseFloatingPoint(this.value);
    if (this.type === 'date' && /^\d{4,}-\d\d-\d\d$/.test(this.value)) return Date.parse(this.value + 'T00:00:00Z');
    if (this.type === 'time' && /^\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(this.value)) { const [h, m, sec] = this.value.split(':'); return ((+h * 60 + +m) * 60 + (+sec || 0)) * 1000; }
    return NaN;
  },
  set(v) {
    if (this._tag !== 'input') return;
    v = Number(v);
    if (v === Infinity || v === -Infinity) throw typeError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value provided is infinite.");
    if (numericTypes.indexOf(this.type) !== -1) { this.value = Number.isNaN(v) ? '' : String(v); return; }
    if (this.type === 'date') { this.value = Number.isNaN(v) ? '' : new Date(v).toISOString().slice(0, 10); return; }
    throw domException('InvalidStateError', "Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input element does not support Number values.");
  } });
for (const key of Object.keys(formMembers)) if (!(key in Element.prototype))
  Object.defineProperty(Element.prototype, key, { value: formMembers[key], writable: true, configurable: true, enumerable: false });
Object.defineProperty(Element.prototype, 'elements', { configurable: true, enumerable: false,
  get() { return this._tag === 'form' || this._tag === 'fieldset' ? formElements(this) : undefined; } });
// HTML §4.10.21.4 Constructing the entry list https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
function constructEntryList(form, submitter) {
  const entries = [];
  for (const field of querySelectorAll(form, 'button, input, select, textarea')) {
    if (field.closest('datalist') || isDisabled(field)) continue;
    const name = field.getAttribute('name');
    const type = field.type;
    if (field._tag === 'button' || (field._tag === 'input' && ['submit', 'reset', 'button', 'image'].indexOf(type) !== -1)) {
      if (field !== submitter || !name) continue;
    }
    if ((type === 'checkbox' || type === 'radio') && !field.checked) continue;
    if (!name) continue;
    if (field._tag === 'select') { for (const o of field.options) if (o.selected && !isDisabled(o)) entries.push([name, o.value]); continue; }
    if (type === 'file') { entries.push([name, '']); continue; } // SIMPLIFIED: no File objects
    entries.push([name, field.value]);
  }
  return entries;
}
class FormData {
  constructor(form, submitter) {
    if (form !== undefined && !(form instanceof Element && form._tag === 'form'))
      throw typeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
    Object.defineProperty(this, '_entries', { value: form ? constructEntryList(form, submitter || null) : [] });
  }
  append(name, value) {
    if (arguments.length < 2) throw typeError("Failed to execute 'append' on 'FormData': 2 arguments required, but only " + arguments.length + ' present.');
    this._entries.push([String(name), String(value)]);
  }
  delete(name) { name = String(name); for (let i = this._entries.length - 1; i >= 0; i--) if (this._entries[i][0] === name) this._entries.splice(i, 1); }
  get(name) { name = String(name); const e = this._entries.find((x) => x[0] === name); return e ? e[1] : null; }
  getAll(name) { name = String(name); return this._entries.filter((x) => x[0] === name).map((x) => x[1]); }
  has(name) { name = String(name); return this._entries.some((x) => x[0] === name); }
  set(name, value) {
    if (arguments.length < 2) throw typeError("Failed to execute 'set' on 'FormData': 2 arguments required, but only " + arguments.length + ' present.');
    name = String(name);
    const i = this._entries.findIndex((x) => x[0] === name);
    if (i === -1) { this._entries.push([name, String(value)]); return; }
    this._entries[i] = [name, String(value)];
    for (let j = this._entries.length - 1; j > i; j--) if (this._entries[j][0] === name) this._entries.splice(j, 1);
  }
  *entries() { for (let i = 0; i < this._entries.length; i++) yield [this._entries[i][0], this._entries[i][1]]; }
  *keys() { for (let i = 0; i < this._entries.length; i++) yield this._entries[i][0]; }
  *values() { for (let i = 0; i < this._entries.length; i++) yield this._entries[i][1]; }
  forEach(fn, thisArg) { for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this); }
  [Symbol.iterator]() { return this.entries(); }
  get [Symbol.toStringTag]() { return 'FormData'; }
}

// dataset (HTML §3.2.6.6) https://html.spec.whatwg.org/multipage/dom.html#dom-dataset
// A DOMStringMap: a Proxy over the element's data-* attributes, camelCase ↔ kebab-case.
function datasetAttributeName(prop) { return 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()); }
function datasetPropertyName(attr) { return attr.slice(5).replace(/-([a-z])/g, (m, c) => c.toUpperCase()); }
function makeDataset(el) {
  return new Proxy({}, {
    get(target, key) {
      if (typeof key !== 'string') return key === Symbol.toStringTag ? 'DOMStringMap' : undefined;
      const v = el.getAttribute(datasetAttributeName(key));
      return v === null ? undefined : v;
    },
    set(target, key, value) {
      if (typeof key !== 'string') return true;
      if (/-[a-z]/.test(key))
        throw domException('SyntaxError', "Failed to set a named property '" + key + "' on 'DOMStringMap': '" + key + "' is not a valid property name.");
      el.setAttribute(datasetAttributeName(key), String(value));
      return true;
    },
    has(target, key) { return typeof key === 'string' && el.hasAttribute(datasetAttributeName(key)); },
    deleteProperty(target, key) { if (typeof key === 'string') el.removeAttribute(datasetAttributeName(key)); return true; },
    ownKeys() { return el.getAttributeNames().filter((a) => a.startsWith('data-')).map(datasetPropertyName); },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key !== 'string') return undefined;
      const v = el.getAttribute(datasetAttributeName(key));
      return v === null ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
    },
    defineProperty() { return false; },
  });
}

class Document extends Node {
  constructor() {
    super();
    Object.defineProperty(this, '_active', { value: null, writable: true });
    Object.defineProperty(this, '_hidden', { value: false, writable: true });
    Object.defineProperty(this, '_readyState', { value: 'loading', writable: true });
    Object.defineProperty(this, '_currentScript', { value: null, writable: true });
  }
  get nodeType() { return 9; }
  get nodeName() { return '#document'; }
  get documentElement() { return this._children[0] || null; }
  get head() { return this.documentElement ? this.documentElement._children[0] : null; }
  get body() { return this.documentElement ? this.documentElement._children[1] : null; }
  // The document's live collections (HTML §3.1.3 DOM tree accessors).
  get forms() { return liveCollection(() => querySelectorAll(this, 'form')); }
  get images() { return liveCollection(() => querySelectorAll(this, 'img')); }
  get links() { return liveCollection(() => querySelectorAll(this, 'a[href], area[href]')); }
  get scripts() { return liveCollection(() => querySelectorAll(this, 'script')); }
  get activeElement() { return this._active || this.body; }
  get readyState() { return this._readyState; }
  get currentScript() { return this._currentScript; }
  get scripts() { return querySelectorAll(this, 'script'); }
  get visibilityState() { return this._hidden ? 'hidden' : 'visible'; }
  get hidden() { return this._hidden; }
  get title() { return this._title === undefined ? 'evloop' : this._title; }
  set title(v) { Object.defineProperty(this, '_title', { value: String(v), writable: true, configurable: true }); }
  get textContent() { return null; }
  getElementById(id) { const walk = (n) => { for (const c of n._children) { if (c instanceof Element && c.id === String(id)) return c; const r = walk(c); if (r) return r; } return null; }; return walk(this); }
  querySelector(selector) { return querySelector(this, selector); }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementsByTagName(tag) { return liveCollection(() => getElementsByTagName(this, tag)); }
  getElementsByClassName(name) { return liveCollection(() => getElementsByClassName(this, name)); }
  createElement(tag) { return createElementFor(String(tag).toLowerCase()); }
  createTextNode(text) { return new Text(text); }
  createComment(data) { return new Comment(data); }
  createTreeWalker(root, whatToShow, filter) { return new TreeWalker(root, whatToShow, filter, 'createTreeWalker'); }
  createNodeIterator(root, whatToShow, filter) { return new NodeIterator(root, whatToShow, filter); }
  createDocumentFragment() { return new DocumentFragment(); }
  importNode(node, deep) {
    if (!(node instanceof Node)) throw typeError("Failed to execute 'importNode' on 'Document': parameter 1 is not of type 'Node'.");
    return cloneNode(node, !!deep);
  }
  adoptNode(node) { if (node._parent) node._parent.removeChild(node); return node; }
  createEvent() { return new Event(''); }
  hasFocus() { return true; }
}
const document = new Document();

