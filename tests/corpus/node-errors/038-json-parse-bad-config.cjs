// A config file with a trailing comma: JSON.parse's error is placed in the JSON text
// itself (<anonymous_script>), with a caret under the character.
const text = '{\n  "port": 8080,\n  "hosts": ["a", "b",]\n}';
console.log('loading config');
const config = JSON.parse(text);
console.log(config.port);
