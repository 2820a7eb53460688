// A small CLI front end on util.parseArgs: long and short options, groups (-vo out),
// -oVALUE and --opt=value, repeated options, defaults, the -- terminator, tokens, loose
// mode, and the errors a user's typo produces.
const { parseArgs } = require('util');
const options = {
  verbose: { type: 'boolean', short: 'v' },
  force: { type: 'boolean', short: 'f' },
  out: { type: 'string', short: 'o', default: 'dist' },
  define: { type: 'string', short: 'D', multiple: true },
};
function run(args, extra = {}) {
  try {
    const { values, positionals, tokens } = parseArgs({ args, options, allowPositionals: true, ...extra });
    console.log(args.join(' ') || '(none)', '=>', values, positionals);
    if (tokens) console.log('  tokens:', tokens);
  } catch (e) {
    console.log(args.join(' '), '=>', e.name, e.code);
    console.log('  ' + e.message.split('\n').join('\n  '));
  }
}
run([]);
run(['build', '-vf', '-o', 'public', '-DNODE_ENV=prod', '--define', 'X=1']);
run(['-vfobin', 'src/index.js']);
run(['--out=lib', '--', '--force', '-v']);
run(['-v', 'a.txt', '--out', 'x'], { tokens: true });
run(['--colour']);
run(['--out']);
run(['-o', '-v']);
run(['--verbose=yes']);
run(['stray'], { allowPositionals: false });
run(['--anything', '--x=1', 'pos'], { strict: false });
