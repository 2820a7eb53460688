// application/x-www-form-urlencoded: + and %20 decode to spaces, reserved characters and non-ASCII text are percent-encoded on output
const p = new URLSearchParams('q=hello+world&msg=caf%C3%A9%20au%20lait&sym=%26%3D%2B&bad=%zz&half=%E2%82');
console.log(`q="${p.get('q')}" msg="${p.get('msg')}" sym="${p.get('sym')}" bad="${p.get('bad')}"`);
console.log(`half length ${p.get('half').length} code ${p.get('half').charCodeAt(0)}`);
const out = new URLSearchParams();
out.append('name', 'Zoë Ünal');
out.append('expr', 'a+b=c&d');
out.append('safe', "*-._~!'()");
out.append('emoji', '🙂');
out.append('space', ' ');
console.log(out.toString());
const round = new URLSearchParams(out.toString());
console.log(`round trip: ${round.get('name')} | ${round.get('expr')} | ${round.get('emoji')} | "${round.get('space')}"`);
const url = new URL('https://example.com/search');
url.searchParams.set('q', 'tom & jerry');
url.searchParams.set('lang', 'en-GB');
console.log(url.href);
console.log(new URL("https://example.com/a b?c d'e#f g").href);
console.log(new URLSearchParams('&&=x&y=&=').toString());
