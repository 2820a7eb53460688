// A class counts its instances in a static private field, behind static private methods and a static block.
class Widget {
  static #instances = 0;
  static #registry = [];
  static #limit;
  static {
    Widget.#limit = 3;
    console.log('static block runs once, limit', Widget.#limit);
  }
  static #register(w) {
    if (Widget.#instances >= Widget.#limit) throw new Error(`only ${Widget.#limit} widgets allowed`);
    Widget.#instances++;
    Widget.#registry.push(w.name);
  }
  static get count() { return Widget.#instances; }
  static names() { return Widget.#registry.join(', '); }
  static reset() { Widget.#instances = 0; Widget.#registry = []; }
  constructor(name) { this.name = name; Widget.#register(this); }
}
new Widget('a'); new Widget('b');
console.log(Widget.count, Widget.names());
new Widget('c');
try { new Widget('d'); } catch (e) { console.log(e.message); }
console.log(Widget.count, Widget.names());
Widget.reset();
new Widget('e');
console.log(Widget.count, Widget.names(), Object.keys(Widget), Widget);
class Gadget extends Widget {}
try { new Gadget('g'); console.log('subclass registered through Widget:', Widget.names()); } catch (e) { console.log(e.name); }
console.log(typeof Gadget.count, Gadget.count);
