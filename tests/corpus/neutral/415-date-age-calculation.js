// Age from a birth date at a fixed "today": birthdays not yet reached this year, Feb 29 birthdays, months of age.
// @env TZ=UTC
function ageOn(birth, today) {
  let age = today.getFullYear() - birth.getFullYear();
  const m = today.getMonth() - birth.getMonth();
  if (m < 0 || (m === 0 && today.getDate() < birth.getDate())) age--;
  return age;
}
function monthsBetween(a, b) {
  let months = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  if (b.getDate() < a.getDate()) months--;
  return months;
}
const today = new Date(2024, 2, 7);
const people = [
  ['Ada', new Date(1990, 2, 7)], ['Bo', new Date(1990, 2, 8)], ['Cy', new Date(2000, 1, 29)],
  ['Di', new Date(2023, 11, 25)], ['Ed', new Date(1969, 6, 20)],
];
for (const [name, birth] of people)
  console.log(name.padEnd(3), birth.toDateString(), 'age', ageOn(birth, today), 'months', monthsBetween(birth, today));
const nextBirthday = (birth, from) => {
  const next = new Date(from.getFullYear(), birth.getMonth(), birth.getDate());
  if (next < from) next.setFullYear(from.getFullYear() + 1);
  return Math.round((next - from) / 864e5);
};
console.log(people.map(([n, b]) => `${n}:${nextBirthday(b, today)}`).join(' '));
console.log('leap-day birthday in 2023 falls on', new Date(2023, 1, 29).toDateString());
