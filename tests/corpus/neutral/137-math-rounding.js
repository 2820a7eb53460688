// Math.floor/ceil/round/trunc/sign, including halves (round goes towards +Infinity) and negatives.
const xs = [2.5, 3.5, -0.5, -1.5, -2.5, 1.4999, -0.4, 0.5];
console.log(xs.map(Math.round).join(' '));
console.log(xs.map(Math.floor).join(' '));
console.log(xs.map(Math.ceil).join(' '));
console.log(xs.map(Math.trunc).join(' '));
console.log(xs.map(Math.sign).join(' '));
console.log(Math.round(-0.5), Math.round(-0.2), Math.trunc(-0.7), Math.ceil(-0.5), Math.sign(-0));
console.log(Math.round(2.675 * 100) / 100, Math.floor(-7 / 2), Math.trunc(-7 / 2));
