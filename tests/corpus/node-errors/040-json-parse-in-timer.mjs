// JSON.parse failing in a timer of an ES module: the same header as in CommonJS.
setTimeout(() => {
  const payload = "{'single': 'quotes'}";
  console.log(JSON.parse(payload));
}, 5);
