// A heavily analysed Go record for the move-list tests (viewer-big-list, viewer-step).
// A 19×19 game of 200 moves with `variations` variations of 10 moves, each move commented, hanging
// from the main line's moves in turn. The points are a fixed pseudo-random sequence.
export function analysedGame(variations) {
  let seed = 34;
  const point = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const n = seed % 361;
    return String.fromCharCode(97 + (n % 19)) + String.fromCharCode(97 + Math.floor(n / 19));
  };
  const colour = (ply) => (ply % 2 ? 'B' : 'W');
  const hanging = new Map();
  for (let v = 0; v < variations; v++) {
    const after = 1 + (v % 199);
    let text = '';
    for (let i = 0; i < 10; i++) text += `;${colour(after + 1 + i)}[${point()}]C[variation ${v}, move ${i}: 48.${i}%]`;
    hanging.set(after, [...(hanging.get(after) ?? []), text]);
  }
  let tail = '';
  for (let k = 200; k >= 1; k--) {
    const node = `;${colour(k)}[${point()}]C[main line ${k}]`;
    const lines = hanging.get(k);
    // The variations hanging from move k replace move k + 1: (the rest of the line)(variation)…
    tail = lines && tail ? `${node}(${tail})${lines.map((line) => `(${line})`).join('')}` : `${node}${tail}`;
  }
  return `(;GM[1]FF[4]SZ[19]${tail})`;
}
