// window.onerror receives (message, source, lineno, colno, error) for an uncaught error in a timer and returning true hides it; an addEventListener('error') listener still sees the event first
// @until 500
window.addEventListener('error', (e) => console.log(`listener first: ${e.message} defaultPrevented=${e.defaultPrevented}`));
window.onerror = (message, source, lineno, colno, error) => {
  console.log(`onerror: ${message} | ${source.split('/').pop()}:${lineno} | column set ${colno > 0} | ${error.name}`);
  return true;
};
function loadWidget(config) {
  if (!config.size) throw new RangeError('widget config has no size');
  return config.size.width;
}
setTimeout(() => {
  console.log('before the crash');
  loadWidget({});
}, 50);
setTimeout(() => {
  window.onerror = null;
  window.addEventListener('error', (e) => { e.preventDefault(); console.log(`quiet handler: ${e.error instanceof TypeError}`); });
  throw new TypeError('second failure');
}, 200);
