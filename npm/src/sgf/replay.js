// Every node of every game tree of an SGF text replayed by the core (src/sgf/tree_replay.hpp,
// bindings/sgf_replay.cpp): the one file that knows that binding's layout. Nothing here knows a
// rule of Go: a node's board is its parent's with the core's changes written over it.
import { withUtf8 } from '../wasm-io.js';
import { createSgfDecoding } from './decode.js';

const NODE_WORDS = 11;
const MARKS = ['CR', 'SQ', 'TR', 'MA']; // the core's Markup numbers, named as Hen names marks
const FLAG = { move: 1, white: 2, pass: 4, setup: 8, ko: 16, toPlay: 32, whiteToPlay: 64, koWhite: 128, suicide: 256 };

/**
 * One game tree's replay: { ok, width, height, count } and, per node index (document order:
 * the root 0, a node before its children), node(i) and changes(i).
 */
function treeReader(words, labels, at) {
  const [ok, width, height, count] = words.subarray(at, at + 4);
  const starts = new Uint32Array(count);
  let next = at + 4;
  for (let i = 0; i < count; i++) {
    starts[i] = next;
    next += NODE_WORDS + words[next + 8] + words[next + 9] + 3 * words[next + 10];
  }
  const pointAt = (index) => ({ row: Math.floor(index / width), col: index % width });

  /** The node's own facts: parent index (-1 for the root), move, setup, numbers, prisoners, ko, to play, markup. */
  function node(i) {
    const s = starts[i];
    const flags = words[s + 1];
    const marks = [];
    const labelList = [];
    let w = s + NODE_WORDS + words[s + 8];
    for (let m = 0; m < words[s + 9]; m++, w++) marks.push({ ...pointAt(words[w] >>> 2), mark: MARKS[words[w] & 3] });
    for (let l = 0; l < words[s + 10]; l++, w += 3)
      labelList.push({ ...pointAt(words[w]), letter: labels.slice(words[w + 1], words[w + 2]) });
    let move = null;
    if (flags & FLAG.move) {
      const colour = flags & FLAG.white ? 'W' : 'B';
      move = flags & FLAG.pass ? { colour, pass: true } : { colour, pass: false, ...pointAt(words[s + 2]) };
    }
    return {
      parent: words[s] - 1,
      move,
      setup: Boolean(flags & FLAG.setup),
      moves: words[s + 3],
      moveNumber: words[s + 4],
      captures: { black: words[s + 5], white: words[s + 6] },
      ko: flags & FLAG.ko ? pointAt(words[s + 7]) : null,
      // The side that may not retake at the ko point at once.
      koForbidden: flags & FLAG.ko ? (flags & FLAG.koWhite ? 'W' : 'B') : null,
      allowSuicide: Boolean(flags & FLAG.suicide), // the tree's rules (RU)
      toPlay: flags & FLAG.toPlay ? (flags & FLAG.whiteToPlay ? 'W' : 'B') : null,
      marks,
      labels: labelList,
    };
  }

  /** Writes node i's changes (the stones its setup, move and captures changed) over `board` (rows). */
  function applyChanges(i, board) {
    const s = starts[i];
    for (let w = s + NODE_WORDS, end = w + words[s + 8]; w < end; w++) {
      const index = words[w] >>> 2;
      board[Math.floor(index / width)][index % width] = words[w] & 3;
    }
  }

  return { ok: ok === 1, width, height, count, node, applyChanges, end: next };
}

// The binding's `hens` argument: none, after each node of the main line, after its last node.
const HENS = new Map([
  [undefined, 0],
  ['mainLine', 1],
  ['last', 2],
]);

export function createSgfReplay(wasm) {
  const decodeSgfBytes = createSgfDecoding(wasm);
  /**
   * The replay of each game tree of `input` (a string, or bytes decoded as Sgf.parse decodes
   * them), in order; null when the text is not SGF the reader accepts. With `hens: 'mainLine'`
   * each tree also has `hens`, the HEN of the position after each node of its main line (the
   * core's writer: stones, the node's move, ko point, player to move); with `hens: 'last'`, of
   * the position after its last node only ([] for a tree that cannot be replayed). With either,
   * `mainLineLength`: the main line is nodes 0 to mainLineLength − 1 (the first child of every
   * node, as the core counts it; 0 for a tree that cannot be replayed).
   */
  return function replayTrees(input, { hens } = {}) {
    const mode = HENS.get(hens);
    if (mode === undefined) throw new RangeError(`sgfReplayTrees: hens must be 'mainLine' or 'last', not ${hens}`);
    const text = typeof input === 'string' ? input : decodeSgfBytes(input).text;
    const result = withUtf8(wasm, text, (address, length) => wasm.sgfReplayTrees(address, length, mode));
    if (!result) return null;
    const { words, labels } = result;
    const trees = [];
    let at = 1;
    let henAt = 0;
    let henStart = 0;
    for (let t = 0; t < words[0]; t++) {
      const tree = treeReader(words, labels, at);
      if (mode) {
        tree.mainLineLength = result.henEnds[henAt++];
        const count = result.henEnds[henAt++];
        tree.hens = new Array(count);
        for (let k = 0; k < count; k++) {
          const end = result.henEnds[henAt++];
          tree.hens[k] = result.hens.slice(henStart, end);
          henStart = end;
        }
      }
      trees.push(tree);
      at = tree.end;
    }
    return trees;
  };
}
