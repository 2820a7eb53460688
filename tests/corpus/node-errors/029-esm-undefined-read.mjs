const o = undefined;
o.y;
