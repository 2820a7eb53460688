// scheduler.postTask returns a promise for the callback's result; a throwing callback
// rejects it. Awaiting those promises resumes in microtasks after each task.
async function main() {
  const a = scheduler.postTask(() => 'from task a');
  const b = scheduler.postTask(() => {
    throw new Error('task b failed');
  });
  console.log('posted');
  console.log(await a);
  try {
    await b;
  } catch (e) {
    console.log(`caught: ${e.message}`);
  }
  const sum = await scheduler.postTask(() => 20 + 22, { priority: 'background' });
  console.log(`sum ${sum}`);
}
main().then(() => console.log('main done'));
