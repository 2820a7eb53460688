// A timer object can be passed around: clearing it through another variable works, and it reports hasRef().
const pending = new Map();
pending.set('email', setTimeout(() => console.log('send email'), 3));
pending.set('sms', setTimeout(() => console.log('send sms'), 3));
pending.set('fax', setTimeout(() => console.log('send fax'), 3));
const cancel = (name) => {
  clearTimeout(pending.get(name));
  pending.delete(name);
};
cancel('sms');
console.log('still pending:', [...pending.keys()]);
console.log('all ref:', [...pending.values()].every((t) => t.hasRef()));
