// A { once: true } listener runs for the first dispatch only; removeEventListener with
// the same function removes a listener; adding the same function twice registers it
// once.
// @html <div id="el">el</div>
const el = document.getElementById('el');
const counter = () => console.log('counter listener');
el.addEventListener('tick', () => console.log('once listener'), { once: true });
el.addEventListener('tick', counter);
el.addEventListener('tick', counter);
for (let i = 1; i <= 3; i++) {
  console.log(`dispatch ${i}`);
  el.dispatchEvent(new Event('tick'));
  if (i === 2) el.removeEventListener('tick', counter);
}
