// Reading a form: new FormData(form) with named controls (checked boxes only, select value, disabled skipped), get/getAll/has/append/set/delete, iteration, Object.fromEntries, and form.elements by index and name
// @html <form id="signup"><input name="email" value="ada@example.com"><input name="password" type="password" value="hunter2">
// @html <input type="checkbox" name="topics" value="js" checked><input type="checkbox" name="topics" value="css"><input type="checkbox" name="topics" value="wasm" checked>
// @html <select name="plan"><option value="free">Free</option><option value="pro" selected>Pro</option></select><textarea name="bio">Hello there</textarea>
// @html <input name="referrer" value="old" disabled><input value="no name"><button name="go" type="submit">Go</button></form>
const form = document.getElementById('signup');
const data = new FormData(form);
console.log(`keys: ${Array.from(data.keys()).join(',')}`);
console.log(`email=${data.get('email')} plan=${data.get('plan')} bio=${data.get('bio')}`);
console.log(`topics: ${data.getAll('topics').join('+')} first: ${data.get('topics')}`);
console.log(`has referrer: ${data.has('referrer')} missing get: ${data.get('nope')} getAll: ${data.getAll('nope').length}`);
data.append('topics', 'node');
data.set('plan', 'team');
data.delete('password');
for (const [key, value] of data) console.log(`  ${key} = ${value}`);
console.log(JSON.stringify(Object.fromEntries(new FormData(form))));
const empty = new FormData();
empty.append('n', 42);
console.log(`empty form data: ${typeof empty.get('n')} ${empty.get('n')}`);
const els = form.elements;
console.log(`elements: ${els.length}, [0] is ${els[0].name}, by name: ${els.email.value}, namedItem: ${els.namedItem('plan').value}`);
console.log(`last element: ${els[els.length - 1].tagName}`);
form.elements.topics;
document.querySelector('[name=referrer]').disabled = false;
console.log(`after enabling referrer: ${new FormData(form).get('referrer')}`);
