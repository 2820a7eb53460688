// An i18n tag looks translations up by the template's strings and reorders the values.
const catalog = {
  de: { 'Hello {0}, you have {1} messages': '{1} Nachrichten für {0}', 'Goodbye': 'Auf Wiedersehen' },
  fr: { 'Hello {0}, you have {1} messages': 'Bonjour {0}, vous avez {1} messages' },
};
function i18n(locale) {
  return (strings, ...values) => {
    const key = strings.reduce((acc, s, i) => acc + '{' + (i - 1) + '}' + s);
    const template = catalog[locale]?.[key] ?? key;
    return template.split('{').map((part, i) => {
      if (i === 0) return part;
      const close = part.indexOf('}');
      return String(values[Number(part.slice(0, close))]) + part.slice(close + 1);
    }).join('');
  };
}
for (const locale of ['en', 'de', 'fr']) {
  const t = i18n(locale);
  console.log(locale, '|', t`Hello ${'Ada'}, you have ${3} messages`, '|', t`Goodbye`);
}
const seen = new Set();
const remember = (strings) => { seen.add(strings); return strings.length; };
for (let i = 0; i < 3; i++) remember`same site ${i}`;
remember`other site ${0}`;
console.log('distinct template objects:', seen.size);
const [first] = seen;
console.log(Object.isFrozen(first), Array.isArray(first), first.length, first.raw.length, Object.keys(first));
