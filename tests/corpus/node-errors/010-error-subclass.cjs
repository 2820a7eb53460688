class MyError extends Error {
  constructor(m) { super(m); this.name = 'MyError'; }
}
function go() { throw new MyError('custom'); }
go();
