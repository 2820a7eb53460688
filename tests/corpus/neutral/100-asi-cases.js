// Automatic semicolon insertion: return on its own line, and statements starting with ( or [.
function brokenReturn() {
  return
  { value: 1 };
}
console.log(brokenReturn());
let a = 1
let b = 2
const c = a
+ b
console.log(c)
const list = ['x', 'y']
;[a, b] = [b, a]
console.log(a, b, list.length)
let i = 5
i
++
b
console.log(i, b)
const f = () => 'called'
;(function () { console.log('iife after semicolon-led line') })()
console.log(f())
