new Promise((resolve, reject) => reject(new Error('executor')));
