// ---------------------------------------------------------------------------------------
// MutationObserver (DOM §4.3): records batch into one microtask per checkpoint.

const observers = [];
let mutationMicrotaskQueued = false;
class MutationRecord {
  constructor(type, target, init) {
    this.type = type; this.target = target;
    this.addedNodes = init.added || []; this.removedNodes = init.removed || [];
    this.previousSibling = init.previousSibling || null; this.nextSibling = init.nextSibling || null;
    this.attributeName = init.attributeName === undefined ? null : init.attributeName;
    this.attributeNamespace = null;
    this.oldValue = init.oldValue === undefined ? null : init.oldValue;
  }
}
class MutationObserver {
  constructor(callback) {
    if (typeof callback !== 'function') throw typeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
    Object.defineProperty(this, '_cb', { value: callback });
    Object.defineProperty(this, '_records', { value: [], writable: true });
    Object.defineProperty(this, '_targets', { value: [], writable: true });
  }
  observe(target, options) {
    options = options || {};
    const o = { childList: !!options.childList, attributes: options.attributes, characterData: options.characterData,
      subtree: !!options.subtree, attributeOldValue: !!options.attributeOldValue, characterDataOldValue: !!options.characterDataOldValue,
      attributeFilter: options.attributeFilter };
    if (o.attributes === undefined) o.attributes = o.attributeOldValue || !!o.attributeFilter;
    if (o.characterData === undefined) o.characterData = o.characterDataOldValue;
    if (!o.childList && !o.attributes && !o.characterData)
      throw typeError("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
    const existing = this._targets.find(t => t.node === target);
    if (existing) existing.options = o; else this._targets.push({ node: target, options: o });
    if (observers.indexOf(this) === -1) observers.push(this);
  }
  disconnect() { this._targets = []; this._records = []; const i = observers.indexOf(this); if (i !== -1) observers.splice(i, 1); }
  takeRecords() { const r = this._records; this._records = []; return r; }
}
function notifyMutationObservers() {
  mutationMicrotaskQueued = false;
  for (const mo of observers.slice()) {
    const records = mo.takeRecords();
    if (records.length === 0) continue;
    try { mo._cb.call(mo, records, mo); } catch (e) { reportException(e); }
  }
}
function queueMutation(type, target, init) {
  for (const mo of observers) {
    let matched = null;
    for (const reg of mo._targets) {
      const o = reg.options;
      if (reg.node !== target && !(o.subtree && reg.node.contains && reg.node.contains(target))) continue;
      if (type === 'attributes' && (!o.attributes || (o.attributeFilter && o.attributeFilter.indexOf(init.attributeName) === -1))) continue;
      if (type === 'characterData' && !o.characterData) continue;
      if (type === 'childList' && !o.childList) continue;
      matched = o;
      break;
    }
    if (!matched) continue;
    const keepOld = (type === 'attributes' && matched.attributeOldValue) || (type === 'characterData' && matched.characterDataOldValue);
    mo._records.push(new MutationRecord(type, target, Object.assign({}, init, { oldValue: keepOld ? init.oldValue : null })));
    if (!mutationMicrotaskQueued) {
      mutationMicrotaskQueued = true;
      B.hostMicrotask('MutationObserver', notifyMutationObservers);
    }
  }
}

