// A tiny stack-based bytecode VM: switch dispatch in a hot loop.
const OP = { PUSH: 0, LOAD: 1, STORE: 2, ADD: 3, SUB: 4, MUL: 5, MOD: 6, LT: 7, JZ: 8, JMP: 9, PRINT: 10, HALT: 11, DUP: 12, DIV: 13 };
const NAMES = Object.keys(OP);

function assemble(src) {
  const code = [];
  const labels = {}, fixups = [];
  for (const raw of src.split('\n')) {
    const line = raw.replace(/;.*$/, '').trim();
    if (!line) continue;
    if (line.endsWith(':')) { labels[line.slice(0, -1)] = code.length; continue; }
    const [op, arg] = line.split(/\s+/);
    code.push(OP[op.toUpperCase()]);
    if (arg !== undefined) {
      if (/^-?\d+$/.test(arg)) code.push(parseInt(arg, 10));
      else { fixups.push([code.length, arg]); code.push(-1); }
    }
  }
  for (const [pos, name] of fixups) code[pos] = labels[name];
  return code;
}

function run(code, out) {
  const stack = new Array(256);
  const vars = new Array(16).fill(0);
  let sp = 0, pc = 0, steps = 0;
  for (;;) {
    steps++;
    const op = code[pc++];
    switch (op) {
      case OP.PUSH: stack[sp++] = code[pc++]; break;
      case OP.LOAD: stack[sp++] = vars[code[pc++]]; break;
      case OP.STORE: vars[code[pc++]] = stack[--sp]; break;
      case OP.DUP: stack[sp] = stack[sp - 1]; sp++; break;
      case OP.ADD: { const b = stack[--sp]; stack[sp - 1] += b; break; }
      case OP.SUB: { const b = stack[--sp]; stack[sp - 1] -= b; break; }
      case OP.MUL: { const b = stack[--sp]; stack[sp - 1] = (stack[sp - 1] * b) | 0; break; }
      case OP.DIV: { const b = stack[--sp]; stack[sp - 1] = (stack[sp - 1] / b) | 0; break; }
      case OP.MOD: { const b = stack[--sp]; stack[sp - 1] %= b; break; }
      case OP.LT: { const b = stack[--sp]; stack[sp - 1] = stack[sp - 1] < b ? 1 : 0; break; }
      case OP.JZ: { const t = code[pc++]; if (stack[--sp] === 0) pc = t; break; }
      case OP.JMP: pc = code[pc]; break;
      case OP.PRINT: out.push(stack[--sp]); break;
      case OP.HALT: return steps;
      default: throw new Error('bad opcode ' + op + ' at ' + (pc - 1));
    }
  }
}

// Sum of i*i mod 1000003 for i < 150000, and count of collatz steps for a range
const prog1 = `
  push 0
  store 0      ; i
  push 0
  store 1      ; acc
loop:
  load 0
  push 150000
  lt
  jz end
  load 1
  load 0
  load 0
  mul
  add
  push 1000003
  mod
  store 1
  load 0
  push 1
  add
  store 0
  jmp loop
end:
  load 1
  print
  halt
`;
const prog2 = `
  push 1
  store 0        ; n
  push 0
  store 2        ; total steps
outer:
  load 0
  push 3000
  lt
  jz done
  load 0
  store 1        ; x = n
inner:
  push 1
  load 1
  lt             ; 1 < x
  jz next
  load 1
  push 2
  mod
  jz even
  load 1
  push 3
  mul
  push 1
  add
  store 1
  jmp count
even:
  load 1
  push 2
  div
  store 1
count:
  load 2
  push 1
  add
  store 2
  jmp inner
next:
  load 0
  push 1
  add
  store 0
  jmp outer
done:
  load 2
  print
  halt
`;
for (const [name, src] of [['squares', prog1], ['collatz', prog2]]) {
  const code = assemble(src);
  const out = [];
  const steps = run(code, out);
  console.log(name + ': code length', code.length, 'steps', steps, 'output', out.join(','));
}
const dis = assemble(prog1).slice(0, 10);
console.log('disasm:', dis.map(v => (v < NAMES.length ? NAMES[v] : v)).join(' '));
try { run([99], []); } catch (e) { console.log('error:', e.message); }
