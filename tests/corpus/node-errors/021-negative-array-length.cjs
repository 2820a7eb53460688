let arr = new Array(-1);
