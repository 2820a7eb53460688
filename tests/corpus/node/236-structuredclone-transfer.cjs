// structuredClone with { transfer }: the bytes move to the copy and the original
// ArrayBuffer is detached (its views read as empty); what the transfer list refuses.
const samples = new Float32Array([0.5, 1.5, 2.5]);
const frame = { id: 7, samples };
const sent = structuredClone(frame, { transfer: [samples.buffer] });
console.log('copy:', sent.id, Array.from(sent.samples));
console.log('original length now:', samples.length, samples.buffer.byteLength);
console.log('same buffer?', sent.samples.buffer === samples.buffer);

for (const [label, options] of [
  ['not a buffer', { transfer: [{}] }],
  ['an empty list', { transfer: [] }],
]) {
  try {
    const copy = structuredClone({ ok: true }, options);
    console.log(label, '->', copy.ok);
  } catch (e) {
    console.log(label, '->', e.name, e.message);
  }
}
const shared = new ArrayBuffer(4);
try { structuredClone(1, { transfer: [shared, shared] }); } catch (e) { console.log('duplicate ->', e.name, e.message); }
try { structuredClone({ gone: samples.buffer }); } catch (e) { console.log('detached ->', e.name, e.message); }
console.log(samples.buffer.byteLength === 0 ? 'detached buffer stays empty' : 'still has bytes');
