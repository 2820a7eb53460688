// Hostile programs found with the ASan + UBSan build and the fuzzers (tests/fuzz): each
// once crashed the engine (stack overflow, a cast out of range, an allocation of
// gigabytes) and must now end with a clean JavaScript error or result.
#include "js_test_util.h"
#include <catch2/catch.hpp>

using evloop::js::RunResult;

TEST_CASE("a proxy trap, getter or field initializer recursing through C++ is a RangeError", "[js][hostile]")
{
    // Each level is a call from C++ (proxy_get, a getter, construct's field initializer)
    // back into run_frame: the native depth limit stops it before the C++ stack ends.
    JsRun r = run_js(R"(
const report = (name, f) => { try { f(); console.log(name, 'returned'); } catch (e) { console.log(name, e.constructor.name, e.message); } };
report('get trap', () => { const p = new Proxy({}, { get(t, k, r) { return r[k]; } }); p.x; });
report('has trap', () => { const p = new Proxy({}, { has(t, k) { return k in p; } }); 'x' in p; });
report('getter', () => { const o = { get x() { return this.x; } }; o.x; });
report('field', () => { class A { x = new A(); } new A(); });
report('toString', () => { class A { toString() { return `${this}`; } } String(new A()); });
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "get trap RangeError Maximum call stack size exceeded\n"
                   "has trap RangeError Maximum call stack size exceeded\n"
                   "getter RangeError Maximum call stack size exceeded\n"
                   "field RangeError Maximum call stack size exceeded\n"
                   "toString RangeError Maximum call stack size exceeded\n");
}

TEST_CASE("a chain of 100 000 trap-less proxies is a RangeError, not a stack overflow", "[js][hostile]")
{
    JsRun r = run_js(R"(
const report = (name, f) => { try { console.log(name, f()); } catch (e) { console.log(name, e.constructor.name, e.message); } };
let p = {}; for (let i = 0; i < 100000; i++) p = new Proxy(p, {});
let fp = function () { return 1; }; for (let i = 0; i < 100000; i++) fp = new Proxy(fp, {});
report('get', () => p.x);
report('has', () => 'x' in p);
report('keys', () => Object.keys(p).length);
report('call', () => fp());
report('new', () => typeof new fp());
let short = {}; for (let i = 0; i < 500; i++) short = new Proxy(short, {});
short.y = 2;
report('500 deep', () => short.y);
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "get RangeError Maximum call stack size exceeded\n"
                   "has RangeError Maximum call stack size exceeded\n"
                   "keys RangeError Maximum call stack size exceeded\n"
                   "call RangeError Maximum call stack size exceeded\n"
                   "new RangeError Maximum call stack size exceeded\n"
                   "500 deep 2\n");
}

TEST_CASE("calling a long chain of bound functions unwinds it in a loop", "[js][hostile]")
{
    // Was one C++ call per link (a stack overflow at ~20 000 links under ASan); V8 gives 1.
    // The WebAssembly build has a far smaller stack and heap (and each link's name,
    // "bound bound … f", grows): there 3000 links.
#ifdef __EMSCRIPTEN__
    const int links = 3000;
#else
    const int links = 30000;
#endif
    JsRun r = run_js(R"(
const links = )" + std::to_string(links) + R"(;
function f(...a) { return this.tag + ':' + a.length; }
let b = f.bind({ tag: 'inner' }, 'x');
for (let i = 0; i < links; i++) b = b.bind({ tag: 'outer' });
console.log(b(1, 2));
function C(...a) { this.n = a.length; }
let bc = C.bind(null, 1);
for (let i = 0; i < links; i++) bc = bc.bind(null, 2);
const o = new bc(3);
console.log(o.n, o instanceof C);
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "inner:3\n" + std::to_string(links + 2) + " true\n");
}

TEST_CASE("Object.defineProperty of an array's length checks the value first", "[js][hostile]")
{
    // Was a cast of -1 / NaN to uint32 (undefined behaviour) and a 64 GB allocation for 2^32-1.
    JsRun r = run_js(R"(
for (const v of [-1, 2 ** 32 - 1, 2 ** 32, 1.5, NaN, 'x']) {
  const a = [1, 2, 3];
  try { Object.defineProperty(a, 'length', { value: v }); console.log(v, a.length); } catch (e) { console.log(v, e.constructor.name, e.message); }
}
const a = [1, 2, 3];
Object.defineProperty(a, 'length', { value: '1' });
console.log(a.length, a[0], a[1]);
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "-1 RangeError Invalid array length\n"
                   "4294967295 RangeError Invalid array length\n"
                   "4294967296 RangeError Invalid array length\n"
                   "1.5 RangeError Invalid array length\n"
                   "NaN RangeError Invalid array length\n"
                   "x RangeError Invalid array length\n"
                   "1 1 undefined\n");
}

TEST_CASE("right-associative ** chains and nested declarations count against the nesting limit", "[js][hostile]")
{
    // Both recursed in the parser outside its depth guard: a C++ stack overflow under ASan.
    std::string exp = "2";
    for (int i = 0; i < 100000; ++i)
        exp += "**2";
    JsRun r = run_js(exp);
    CHECK(r.status == RunResult::Status::SyntaxError);
    CHECK(r.message.rfind("SyntaxError: the program is nested too deeply", 0) == 0);
    std::string funcs;
    for (int i = 0; i < 3000; ++i)
        funcs += "function f(){";
    funcs += std::string(3000, '}');
    r = run_js(funcs);
    CHECK(r.status == RunResult::Status::SyntaxError);
    CHECK(r.message.rfind("SyntaxError: the program is nested too deeply", 0) == 0);
    std::string classes;
    for (int i = 0; i < 3000; ++i)
        classes += "class A { m() { ";
    for (int i = 0; i < 3000; ++i)
        classes += "} }";
    r = run_js(classes);
    CHECK(r.status == RunResult::Status::SyntaxError);
    // Short ones still parse and run.
    r = run_js("console.log(2**3**2); function a(){ function b(){ class C { m() { return 1; } } return new C().m(); } return b(); } console.log(a());");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "512\n1\n");
}

TEST_CASE("a BigInt literal past the size cap is refused before its digits are parsed", "[js][hostile]")
{
    // 300 000 hex digits are 1.2 million bits, past the 2^20-bit cap: parsing them (which
    // is quadratic in the digits, and counted by no budget) took minutes under ASan.
    std::string source = "const x = 0x" + std::string(300000, 'f') + "n;\n";
    JsRun r = run_js(source);
    CHECK(r.status == RunResult::Status::SyntaxError);
    CHECK(r.message.find("Maximum BigInt size exceeded") != std::string::npos);
    // Leading zeros do not count.
    JsRun zeros = run_js("console.log(String(0x" + std::string(400000, '0') + "1n));\n");
    CHECK(zeros.status == RunResult::Status::Ok);
    CHECK(zeros.out == "1\n");
}

TEST_CASE("strings built piece by piece are ropes: 2 MB in 200 000 appends, prepends, then read", "[js][hostile][strings]")
{
    // Expected output recorded with node v20.20.2. Before ropes each `+=` copied the whole
    // string (O(n²): this program held gigabytes); a rope a million levels deep flattens
    // without recursion.
    JsRun r = run_js(R"(
let s = '';
for (let i = 0; i < 200000; i++) s += 'abcdefghij';
console.log(s.length, s.slice(0, 12), s.charCodeAt(1999999), s.endsWith('ij'));
let t = '';
for (let i = 0; i < 100000; i++) t = 'xy' + t;
console.log(t.length, t.indexOf('yx'), t.lastIndexOf('xy'));
let u = 'start';
for (let i = 0; i < 50000; i++) { u += i; if (i % 10000 === 0) console.log(u.length); }
console.log(u.length, u.slice(-5), u === 'start' + Array.from({ length: 50000 }, (_, i) => i).join(''));
const parts = { a: 'x'.repeat(20) };
const key = parts.a + parts.a;
const o = { [key]: 1 };
console.log(Object.keys(o)[0].length, o['x'.repeat(40)]);
let deep = 'abcdefghijklmn';
for (let i = 0; i < 1000000; i++) deep += 'z';
console.log(deep.length, deep[13], deep.at(-1));
)", 200'000'000);
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "2000000 abcdefghijab 106 true\n200000 1 199998\n6\n38900\n88900\n138900\n188900\n238895 49999 true\n40 1\n"
                   "1000014 n z\n");
}

TEST_CASE("a 1 000 000-link then chain and a million promise hops finish", "[js][hostile][promises]")
{
    JsRun r = run_js(R"(
let p = Promise.resolve(0);
for (let i = 0; i < 1000000; i++) p = p.then((v) => v + 1);
p.then((v) => console.log(v));
let hops = 0;
function hop() { if (++hops < 1000000) Promise.resolve().then(hop); else console.log('hops', hops); }
hop();
)", 400'000'000);
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "hops 1000000\n1000000\n");
}

TEST_CASE("JSON.parse reads any depth without recursion, JSON.stringify stops with a RangeError past 2 500 levels", "[js][hostile][json]")
{
    // Recorded with node v20.20.2 (its stringify limit is about 4 180 levels, its parser has none).
    JsRun r = run_js(R"(
const deep = JSON.parse('['.repeat(200000) + '7' + ']'.repeat(200000));
let d = 0, v = deep;
while (Array.isArray(v)) { v = v[0]; d++; }
console.log(d, v);
let a = []; for (let i = 0; i < 2000; i++) a = [a];
console.log(JSON.stringify(a).length);
let b = []; for (let i = 0; i < 100000; i++) b = [b];
try { JSON.stringify(b); } catch (e) { console.log(e.constructor.name); }
for (const t of ['{"a":1,}', '[1,]', '{"a" 1}', '[1 2]', '{"a":']) {
  try { JSON.parse(t); } catch (e) { console.log(e.message); }
}
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "200000 7\n4002\nRangeError\n"
                   "Expected double-quoted property name in JSON at position 7\n"
                   "Unexpected token ']', \"[1,]\" is not valid JSON\n"
                   "Expected ':' after property name in JSON at position 5\n"
                   "Expected ',' or ']' after array element in JSON at position 3\n"
                   "Unexpected end of JSON input\n");
}

TEST_CASE("values nested 100 000 deep: clone, flat, join and inspect end cleanly", "[js][hostile]")
{
    // Recorded with node v20.20.2; util.inspect with depth: Infinity gives up as Node does
    // ("Inspection interrupted prematurely"), at a shallower depth.
    JsRun r = run_js(R"(
let b = []; for (let i = 0; i < 100000; i++) b = [b];
const tryit = (name, f) => { try { const r = f(); console.log(name, 'ok', typeof r === 'string' ? r.length : typeof r); } catch (e) { console.log(name, e.constructor.name); } };
tryit('structuredClone', () => structuredClone(b));
tryit('flat', () => b.flat(Infinity).length);
tryit('join', () => String(b));
let o = {}; for (let i = 0; i < 100000; i++) o = { o };
tryit('clone obj', () => structuredClone(o));
tryit('keys', () => JSON.stringify(Object.keys(o)));
console.log('alive');
)");
    CHECK(r.status == RunResult::Status::Ok);
    CHECK(r.out == "structuredClone RangeError\nflat RangeError\njoin RangeError\nclone obj RangeError\nkeys ok 5\nalive\n");
}

TEST_CASE("an allocation loop without end stops at the heap limit with a message, not at the machine's memory", "[js][hostile]")
{
    evloop::js::VM vm;
    vm.set_instruction_budget(200'000'000);
    vm.set_heap_limit(300000);
    RunResult r = vm.run_program("const keep = []; for (let i = 0; ; i++) keep.push({ i, list: [i, i + 1] });",
        evloop::js::VM::ProgramKind::CommonJS, "test.js");
    CHECK(r.status == RunResult::Status::BudgetExceeded);
    CHECK(vm.out_of_memory());
    CHECK(vm.budget_message().find("ran out of memory") != std::string::npos);
    CHECK(vm.heap().live_cells() < 1'000'000);
}
