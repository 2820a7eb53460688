// finally blocks run when break or continue leaves a try block inside a loop.
const log = (s) => console.log(s);
for (let i = 0; i < 4; i++) {
  try {
    if (i === 1) continue;
    if (i === 3) break;
    log('body ' + i);
  } finally {
    log('finally ' + i);
  }
}
outer: for (const a of ['x', 'y']) {
  for (const b of [1, 2]) {
    try {
      if (b === 2) continue outer;
      log(a + b);
    } finally {
      log('inner finally ' + a + b);
    }
  }
}
