undefinedFunction(1, 2);
