// parseInt/parseFloat parse a prefix; Number() needs the whole string.
console.log(parseInt('42px'), parseInt('  12  '), parseInt('0x1F'), parseInt('08'), parseInt('1e3'));
console.log(parseInt('101', 2), parseInt('z', 36), parseInt('abc'), parseInt(''), parseInt('-0'));
console.log(parseInt(0.0000005), parseInt('3.99'), parseInt(null), parseInt('Infinity'));
console.log(parseFloat('3.14abc'), parseFloat('.5'), parseFloat('1e3'), parseFloat('-.1e-2x'), parseFloat('Infinityx'));
console.log(Number('42'), Number('42px'), Number(''), Number('  7  '), Number('1e3'), Number('-Infinity'));
console.log(Number(null), Number(undefined), Number(true), Number([]), Number([5]), Number([1, 2]), Number({}));
console.log(+'3' + +'4', ['1', '2', '3'].map(parseInt));
