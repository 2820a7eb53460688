// Mistake: forgetting `await` — you get a Promise, not the value, and errors escape try/catch
async function getPrice(item) {
  await new Promise((r) => setTimeout(r, 10));
  if (item === 'unicorn') throw new Error('no such item: unicorn');
  return { apple: 1.5, bread: 3 }[item];
}

async function checkout(items) {
  let total = 0;
  for (const item of items) {
    const price = getPrice(item); // BUG: missing await
    console.log(`price of ${item}:`, price);
    total += price;
  }
  return total;
}

async function safeLookup(item) {
  try {
    return getPrice(item); // BUG: `return` without await skips this catch
  } catch (e) {
    console.log('never reached:', e.message);
    return 0;
  }
}

async function fixedLookup(item) {
  try {
    return await getPrice(item);
  } catch (e) {
    console.log('caught properly:', e.message);
    return 0;
  }
}

(async () => {
  const total = await checkout(['apple', 'bread']);
  console.log('total:', total, typeof total);

  if (getPrice('apple')) console.log('a Promise is always truthy');

  try {
    await safeLookup('unicorn');
  } catch (e) {
    console.log('escaped to the caller instead:', e.message);
  }
  console.log('fixed version returns', await fixedLookup('unicorn'));

  const fixedTotal = (await Promise.all(['apple', 'bread'].map(getPrice))).reduce((a, b) => a + b);
  console.log('fixed total:', fixedTotal);
})();
