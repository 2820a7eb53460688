// DOMException: name, message and legacy code for the common names, inheritance from Error and its string form
const names = ['AbortError', 'TimeoutError', 'NotFoundError', 'InvalidStateError', 'SyntaxError', 'DataCloneError', 'NotAllowedError', 'Error', 'MyCustomName'];
for (const name of names) {
  const e = new DOMException(`about ${name}`, name);
  console.log(`${e.name} code=${e.code} message="${e.message}" error=${e instanceof Error} string="${String(e)}"`);
}
const d = new DOMException();
console.log(`default: name=${d.name} message="${d.message}" code=${d.code}`);
console.log(`constants: ${DOMException.ABORT_ERR} ${DOMException.TIMEOUT_ERR} ${DOMException.NOT_FOUND_ERR} ${DOMException.SYNTAX_ERR}`);
console.log(`keys: ${Object.keys(new DOMException('x', 'AbortError')).length}`);
try {
  throw new DOMException('The user aborted', 'AbortError');
} catch (e) {
  console.log(`caught ${e.name}: ${e.message} (${e.constructor.name})`);
}
