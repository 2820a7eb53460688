Promise.reject({a:1});
