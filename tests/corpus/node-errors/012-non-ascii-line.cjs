const s = 'héllo wörld'; s.foo.bar;
