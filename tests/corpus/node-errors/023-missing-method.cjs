const obj = {}; obj.method();
