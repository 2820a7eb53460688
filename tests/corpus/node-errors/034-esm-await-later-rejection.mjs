await new Promise((_, r) => setTimeout(() => r(new Error('later')), 5));
