// mulberry32: a small seeded generator for the property and differential tests, so that every
// run plays the same cases and a failing seed can be replayed. seededRandom(seed)() is a number
// in [0, 1); seededInt(seed)(n) a whole number in [0, n).
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seededInt(seed) {
  const next = seededRandom(seed);
  return (n) => Math.floor(next() * n);
}

module.exports = { seededRandom, seededInt };
