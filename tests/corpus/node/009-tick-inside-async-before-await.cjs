// A nextTick queued inside an async function before its await runs before that function resumes.
async function loadProfile(name) {
  process.nextTick(() => console.log('tick: audit', name));
  const profile = await Promise.resolve({ name, level: name.length });
  console.log('loaded', profile.name);
  return profile.level * 10;
}
loadProfile('ada').then((score) => console.log('score ada', score));
loadProfile('grace').then((score) => console.log('score grace', score));
console.log('requests sent');
