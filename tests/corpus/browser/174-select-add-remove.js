// @html <select id="city"><option value="">choose</option></select>
// Filling a dependent <select> with add() (at the end, before an index, before an
// option), remove(index), length and item().
const city = document.getElementById('city');
const cities = { fr: ['Paris', 'Lyon'], jp: ['Tokyo', 'Osaka', 'Kyoto'] };
function fill(country) {
  while (city.length > 1) city.remove(1);
  for (const name of cities[country]) city.add(new Option(name, name.toLowerCase()));
  console.log(country, 'length', city.length, 'values', [...city.options].map((o) => o.value).join(','));
}
fill('fr');
fill('jp');
city.add(new Option('Nara', 'nara'), 1);
city.add(new Option('Sapporo', 'sapporo'), city.options[3]);
console.log('inserted:', [...city.options].map((o) => o.text).join(' | '));
city.selectedIndex = 2;
console.log('item(2):', city.item(2).text, 'value', city.value);
city.remove(99);
city.remove(0);
console.log('after remove(0):', city.length, city.options[0].text, 'selectedIndex', city.selectedIndex);
city.add(new Option('Kobe', 'kobe'), null);
console.log('last:', city.item(city.length - 1).value, 'missing item:', city.item(50));
