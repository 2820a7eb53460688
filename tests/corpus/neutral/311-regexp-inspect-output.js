// RegExp: how console.log shows regexps and exec results (util.inspect).
console.log(/ab+c/gi, new RegExp('a/b'), RegExp('\n'), new RegExp(''), /[/]/);
console.log([/x/, /y/m], { pattern: /\d+/g, nested: { list: [/a|b/] } });
console.log(/(\d+)-(\d+)/.exec('tel 12-345'));
console.log('2024-03-01'.match(/(?<y>\d+)-(?<m>\d+)/));
console.log(/b/d.exec('abc'), /(?<k>b)|(?<z>q)/d.exec('abc'));
console.log('a1b2'.match(/\d/g), 'none'.match(/\d/), /x/.exec('y'));
const re = /tagged/u;
re.note = 'extra';
console.log(re, [re], String(re), `${/t/y}`, re.toString());
class Pattern extends RegExp {}
console.log(new Pattern('p+', 's'), Object.prototype.toString.call(/x/), typeof /x/);
console.log(/x/.source, /x/g.flags, /x/dgimsuy.flags, /(?:)/.source, new RegExp('a', 'mgi').flags);
console.log(/x/.lastIndex, Object.keys(/x/), JSON.stringify({ r: /x/ }), /x/ instanceof RegExp);
