// openDocument: a text opened for viewing (contract.md). The notation is the one given, or the
// one detect() finds; each notation family has its module, which reads the text once with the
// family's API and returns the games and, per game, a scene function (lazy and cached). Bad input
// never throws: it gives a document that is not ok, with diagnostics in the language asked for.
import { FAMILY_OF, NOTATIONS } from '../families/notations.js';
import { decodeUtf16, utf16Encoding } from '../utf16.js';
import { openBdl } from './bdl.js';
import { openFen, openPgn, openPgnGames as pgnGamesWith } from './chess.js';
import { detect } from './detect.js';
import { diagnostic, failed } from './diagnostics.js';
import { isGbbData, openGbb, openGbbData } from './gbb.js';
import { openHen, openSgf } from './go.js';
import { openSsb } from './ssb.js';
import { languageOf, say } from './words.js';

const OPENERS = {
  gbb: (apis, text, language) => openGbb(apis.gbb, text, language),
  hen: (apis, text, language) => openHen(apis.go, text, language),
  sgf: (apis, text, language) => openSgf(apis.go, text, language),
  fen: (apis, text, language) => openFen(apis.chess, text, language),
  pgn: (apis, text, language) => openPgn(apis.chess, text, language),
  ssb: (apis, text, language) => openSsb(apis.ssb, text, language),
  bdl: (apis, text, language, options) => openBdl(apis.bdl, text, language, options?.evaluator),
};

// SGF and PGN read a file's bytes themselves (their charset rules); the others take text.
const READS_BYTES = new Set(['sgf', 'pgn']);

// The text of the other notations' bytes: UTF-8, or UTF-16 after its byte order mark; a BOM is
// dropped either way (TextDecoder drops UTF-8's).
function textOf(bytes) {
  const wide = utf16Encoding(bytes);
  return wide ? decodeUtf16(bytes, wide).replace(/^\uFEFF/, '') : new TextDecoder().decode(bytes);
}

function asBytes(input) {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return null;
}

const problem = (language, code, args) => diagnostic({ severity: 'error', code, message: say(language, code, args) });

/**
 * The document of `text` (contract.md), with `sceneAt(game, node)`. `text` may also be a gbb
 * Board or its BoardData (Board.toJSON()), which the gbb family checks without reading a text.
 */
export function openDocument(text, options = {}, apis) {
  const language = languageOf(options?.language);
  // A Gobstones board already parsed (a Board, or its toJSON() data made in a worker): no text to read.
  if (isGbbData(text) && (options?.notation ?? 'gbb') === 'gbb') {
    const opened = openGbbData(apis.gbb, text, language);
    return withScenes(opened.document, opened.scenes ?? []);
  }
  const bytes = typeof text === 'string' ? null : asBytes(text);
  if (typeof text !== 'string' && !bytes) return withScenes(failed(null, [problem(language, 'document.not_text')]), []);

  let notation = options?.notation;
  if (notation === undefined || notation === null) {
    const found = detect(text, options?.fileName);
    if (!found.notation)
      return withScenes(failed(null, [problem(language, 'document.not_detected', { reason: found.reason })]), []);
    notation = found.notation;
  } else if (!Object.hasOwn(FAMILY_OF, notation)) {
    return withScenes(
      failed(null, [
        problem(language, 'document.unknown_notation', {
          notation: JSON.stringify(notation),
          list: NOTATIONS.join(', '),
        }),
      ]),
      [],
    );
  }

  const input = bytes && !READS_BYTES.has(notation) ? textOf(bytes) : text;
  let opened;
  try {
    opened = OPENERS[notation](apis, input, language, options);
  } catch (error) {
    // An engine's error about the input (too large, say) is a diagnostic; anything else (a
    // family not loaded) is a programming error and goes up.
    if (!error?.diagnostics?.length) throw error;
    opened = {
      document: failed(
        notation,
        error.diagnostics.map((item) => diagnostic(item)),
      ),
    };
  }
  return withScenes(opened.document, opened.scenes ?? []);
}

/**
 * The document of PGN games already read (Pgn.parse's games, or a batch a Pgn reader gave), as
 * openDocument gives for their text, without reading it again. options: `language`, and `before`
 * (the document games of the batches before this one: untitled games and gameIndex count on).
 */
export function openPgnGames(games, options = {}, apis) {
  const language = languageOf(options?.language);
  const opened = pgnGamesWith(apis.chess, Array.from(games ?? []), language, { before: options?.before ?? 0 });
  return withScenes(opened.document, opened.scenes ?? []);
}

// sceneAt(game, node): `game` is a Game of the document or its index, `node` a Node or its id.
function withScenes(document, scenes) {
  const sceneOf = new Map(document.games.map((game, index) => [game, scenes[index]]));
  Object.defineProperty(document, 'sceneAt', {
    enumerable: false,
    value(game, node) {
      const record = typeof game === 'number' ? document.games[game] : game;
      const scene = sceneOf.get(record);
      if (!scene)
        throw new RangeError(`sceneAt: ${game} is not a game of this document (it has ${document.games.length})`);
      const target = typeof node === 'number' ? findNode(record, node) : (node ?? record.root);
      if (!target) throw new RangeError(`sceneAt: no node ${node} in this game`);
      return scene(target);
    },
  });
  return document;
}

/** The node of `game` whose id is `id`, or undefined. */
export function findNode(game, id) {
  const stack = [game.root];
  while (stack.length) {
    const node = stack.pop();
    if (node.id === id) return node;
    for (const child of node.children) stack.push(child);
  }
  return undefined;
}
