const a = [];
const r = a.reduce((x, y) => x + y);
