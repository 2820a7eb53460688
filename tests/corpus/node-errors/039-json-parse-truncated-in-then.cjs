// A truncated response body parsed in a then callback: the rejection is reported at the
// end of the JSON text, which has no character to put a caret under.
Promise.resolve('{"user": "ana", "roles": ["admin"')
  .then((body) => JSON.parse(body))
  .then((data) => console.log(data.user));
