// structuredClone deep-copies nested data with cycles, Maps, Sets and errors; functions and symbols throw.
const team = { name: 'core', tags: new Set(['js', 'c++']), members: [{ name: 'ann', skills: ['rust'] }] };
team.lead = team.members[0];
team.self = team;
team.byName = new Map([['ann', team.members[0]]]);
const copy = structuredClone(team);
copy.members[0].skills.push('go');
console.log(team.members[0].skills, copy.members[0].skills);
console.log(copy.self === copy, copy.lead === copy.members[0], copy.byName.get('ann') === copy.lead, copy.tags.has('js'));
console.log(copy !== team, copy.tags !== team.tags);
class Point { constructor() { this.x = 1; } get double() { return this.x * 2; } }
const p = structuredClone(new Point());
console.log(p, p instanceof Point, p.double, structuredClone([1, , 3]), structuredClone(-0));
const err = structuredClone(new RangeError('too far', { cause: 'limit' }));
console.log(err instanceof RangeError, err.name, err.message, err.cause);
for (const bad of [() => 1, Symbol('s'), { nested: { fn() {} } }]) {
  try { structuredClone(bad); } catch (e) { console.log(e.name, e instanceof Error); }
}
console.log(structuredClone({ get lazy() { return 'evaluated'; } }), structuredClone(new Number(5)) instanceof Number);
