// The Go records of bench/go-steps.mjs and bench/go-steps-profile.mjs, made from a real game:
//   analysed  the 280 moves of a real game (corpus: AlphaGo-LS_vs_AG_-_G5) with `variations`
//             variations of 12 moves, each move with a short comment, hanging from the main
//             line's nodes in turn: the shape of a review tool's output (1,900: 23,081 nodes);
//   fox       the same real game under the root properties a Fox (foxwq) record has, no variations.
// A fixed pseudo-random sequence: every run sees the same text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusGame = readFileSync(path.join(root, '../shared/corpus/sgf/AlphaGo-LS_vs_AG_-_G5_-_English.sgf'), 'utf8');
const moves = [...corpusGame.matchAll(/;\s*([BW])\[([a-s]{2})?\]/g)].map((m) => ({ colour: m[1], point: m[2] ?? '' }));
const letter = (i) => String.fromCharCode(97 + i);

export function analysedGame(variationCount, variationLength = 12) {
  let seed = 20261129;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  // Variations hang from the main-line node after move k, for k taking each move in turn.
  const hanging = new Map();
  for (let v = 0; v < variationCount; v++) {
    const after = 1 + (v % (moves.length - 1));
    const first = moves[after]?.colour === 'W' ? 'W' : 'B';
    let text = '';
    for (let i = 0; i < variationLength; i++) {
      const colour = (i % 2 === 0) === (first === 'B') ? 'B' : 'W';
      const winrate = (40 + random(2000) / 100).toFixed(1);
      text += `;${colour}[${letter(random(19))}${letter(random(19))}]C[${colour === 'B' ? 'Black' : 'White'} ${winrate}% visits ${100 + random(5000)}]`;
    }
    if (!hanging.has(after)) hanging.set(after, []);
    hanging.get(after).push(text);
  }
  // Written from the end: the main line's node k, then (rest of the main line)(variations...).
  let tail = '';
  for (let k = moves.length; k >= 1; k--) {
    const node = `;${moves[k - 1].colour}[${moves[k - 1].point}]C[Move ${k}: main line]`;
    const lines = hanging.get(k);
    tail = lines && tail ? `${node}(${tail})${lines.map((line) => `(${line})`).join('')}` : `${node}${tail}`;
  }
  return `(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[7.5]PB[AlphaGo]PW[Lee Sedol]RE[W+Resign]AP[bench analysis]${tail})`;
}

export function foxGame() {
  const body = moves.map((m) => `;${m.colour}[${m.point}]`).join('');
  return `(;GM[1]FF[4]SZ[19]GN[bench]DT[2016-03-15]PB[AlphaGo]PW[Lee Sedol]BR[P9段]WR[P9段]KM[375]HA[0]RU[Japanese]AP[GNU Go:3.8]RE[W+R]TM[7200]TC[3]TT[60]AP[foxwq]RL[0]${body})`;
}
