throw { code: 42 };
