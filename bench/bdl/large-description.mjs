// The large BDL description of the BDL benches (bench/bdl.mjs, bench/bdl-boundary.mjs).
// The same generator as bench/bdl/bench.cpp: `count` pieces with eight moves each, all placed.
export function largeDescription(count) {
  let pieces = '';
  let placements = '';
  for (let i = 0; i < count; i += 1) {
    const name = `piece${i}`;
    pieces +=
      `  ${name}{\n    moves{\n      x : 2, y : 1\n      x : [-2, 2], y : -1, kills : false\n` +
      '      horizontal(,)\n      vertical(-3, 3)\n      diagonal(1, 4)\n' +
      '      explicit{ { x: [0, 1], y: (x) => [1, 2], killing: %s }, }\n    }\n    mirrored\n  }\n';
    placements += `  ${name}{\n    positions{\n      x : ${i % 256}, y : ${Math.floor(i / 256) % 128}\n    }\n    owner : 1\n  }\n`;
  }
  return (
    'rules{\n  first_player : 0\n  width : 256\n  height : 256\n  coloring : alternate\n  player_change : alternate\n}\n' +
    `pieces{\n${pieces}}\ninitial_piece_position{\n${placements}}\ninvariants{\n}\nfinish{\n  no_moves_available\n}\n`
  );
}
