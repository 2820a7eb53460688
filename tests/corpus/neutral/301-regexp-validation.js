// RegExp: validating emails, dates, hex colours and passwords with test().
const email = /^[\w.+-]+@[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}$/i;
for (const s of ['ada@example.com', 'Bob.Smith+tag@Mail.Example.ORG', 'no-at-sign.com', 'x@y', 'a@b.c0m', ''])
  console.log(JSON.stringify(s), email.test(s));

const isoDate = /^(?<y>\d{4})-(?<m>0[1-9]|1[0-2])-(?<d>0[1-9]|[12]\d|3[01])$/;
for (const s of ['2024-02-29', '2024-13-01', '1999-12-31', '24-01-01']) {
  const m = isoDate.exec(s);
  console.log(s, m ? `${m.groups.d}/${m.groups.m}/${m.groups.y}` : 'invalid');
}

const colour = /^#(?:[\da-f]{3}){1,2}$/i;
console.log(['#fff', '#C0FFEE', '#abcd', 'fff', '#12345g'].map((c) => colour.test(c)));

// Lookaheads: at least 8 characters, a digit, a capital letter, no spaces.
const strong = /^(?=.*\d)(?=.*[A-Z])(?!.*\s).{8,}$/;
console.log(['password', 'Passw0rd', 'Pass w0rd1', 'SHORT1a', 'LongEnough9'].map((p) => strong.test(p)));
