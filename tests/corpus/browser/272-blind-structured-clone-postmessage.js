// postMessage to self via MessageChannel copies data (structured clone)
const { port1, port2 } = new MessageChannel();
const original = { list: [1, 2, 3], when: 'now', nested: { m: new Map([['a', 1]]) } };
port2.onmessage = ({ data }) => {
  console.log('received', JSON.stringify(data.list), data.nested.m.get('a'), data === original);
  original.list.push(4);
  console.log('copy unaffected:', data.list.length);
};
port1.postMessage(original);
try {
  port1.postMessage({ fn() {} });
} catch (e) {
  console.log(e.name);
}
const clone = structuredClone(original);
clone.list.pop();
console.log(original.list.length, clone.list.length);
