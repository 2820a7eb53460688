// MessageChannel: ports, structured clone of data, ordering of messages and microtasks
const { port1, port2 } = new MessageChannel();
const log = [];
let received = 0;

port2.onmessage = (e) => {
  received++;
  const d = e.data;
  log.push(`port2 got ${JSON.stringify(d.payload)} #${d.seq}`);
  Promise.resolve().then(() => log.push(`microtask after #${d.seq}`));
  if (d.seq === 3) port2.postMessage({ reply: 'pong', count: received });
};
port1.onmessage = (e) => {
  log.push(`port1 got reply ${e.data.reply} after ${e.data.count}`);
  console.log(log.join('\n'));
  sharedCheck();
};

const payload = { list: [1, 2], when: new Date(0), map: new Map([['k', 'v']]) };
port1.postMessage({ seq: 1, payload: 'hello' });
payload.list.push(3); // mutation after posting does not affect the copy already made
port1.postMessage({ seq: 2, payload: payload.list });
port1.postMessage({ seq: 3, payload: { isDate: payload.when instanceof Date } });
log.push('posted 3 messages synchronously');

function sharedCheck() {
  const ch = new MessageChannel();
  ch.port2.onmessage = (e) => {
    const v = e.data;
    console.log(`clone: date ${v.when instanceof Date} ${v.when.toISOString()}, map ${v.map.get('k')}, same object ${v === payload}`);
  };
  ch.port1.postMessage(payload);
  try {
    ch.port1.postMessage({ fn() {} });
  } catch (err) {
    console.log(`${err.name}: could not clone a function`);
  }
}
