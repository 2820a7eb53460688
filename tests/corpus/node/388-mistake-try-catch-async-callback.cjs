// Mistake: try/catch around code that throws later, in a callback.
const fs = require('fs');

function readJsonBroken(path, cb) {
  try {
    fs.readFile(path, 'utf8', (err, text) => {
      if (err) return cb(err);
      cb(null, JSON.parse(text)); // a throw here escapes the try/catch below
    });
  } catch (e) {
    console.log('never reached:', e.message);
  }
}

function readJsonFixed(path, cb) {
  fs.readFile(path, 'utf8', (err, text) => {
    if (err) return cb(err);
    let data;
    try { data = JSON.parse(text); } catch (e) { return cb(e); }
    cb(null, data);
  });
}

process.on('uncaughtException', (e) => {
  console.log('uncaughtException:', e.name, '-', e.message.split('\n')[0].slice(0, 40));
});

readJsonFixed(__filename, (err, data) => {
  console.log('fixed version got error:', err?.name, data);
  readJsonFixed('/definitely/not/here.json', (err2) => {
    console.log('missing file:', err2.code, err2.syscall);
    readJsonBroken(__filename, (err3, data3) => console.log('broken version callback', err3, data3));
    setTimeout(() => asyncVersion().then(console.log), 50);
  });
});

async function asyncVersion() {
  try {
    const text = await fs.promises.readFile(__filename, 'utf8');
    return JSON.parse(text);
  } catch (e) {
    return `async/await caught it: ${e.name}`;
  }
}
