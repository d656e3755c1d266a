// The demo page's address (web/hash-state.js): a short text travels as itself, a longer one
// compressed, and one too long even then is left out with a mark, so that a link never opens
// something other than what its author saw. Node has the browser's CompressionStream, so the
// page's own code is tested here.
import { Chess } from 'boardnotation/chess';
import {
  MAX_PACKED_IN_LINK,
  MAX_TEXT_IN_LINK,
  packText,
  readHash,
  unpackText,
  writeHash,
} from '../../../web/hash-state.js';

// A lichess-like export of one long game: legal moves (a seeded random game, replayed until it is
// over and then again from the start), a clock and an evaluation after every move.
function lichessLikeGame(minimumLength) {
  let seed = 12345;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const header =
    '[Event "Rated Blitz game"]\n[Site "https://lichess.org/abcdefgh"]\n[White "a"]\n[Black "b"]\n[Result "*"]\n\n';
  let movetext = '';
  let ply = 0;
  const chess = new Chess();
  while (header.length + movetext.length < minimumLength) {
    if (chess.isGameOver()) chess.reset();
    const moves = chess.moves();
    const san = moves[next() % moves.length];
    chess.move(san);
    const seconds = 180 - Math.floor(ply / 2);
    const clock = `0:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    const evaluation = ((next() % 2001) / 100 - 10).toFixed(2);
    movetext += `${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${san} { [%eval ${evaluation}] [%clk ${clock}] } `;
    ply++;
  }
  chess.free?.();
  return `${header}${movetext}*\n`;
}

test('a short text travels as itself, readable, with the move, orientation, language and view', () => {
  const text = '[Event "x"]\n\n1. e4 e5 *';
  const { hash, textFits } = writeHash({ notation: 'pgn', text, ply: 2, flipped: true, language: 'es', view: '0:1' });
  expect(textFits).toBe(true);
  expect(readHash(hash)).toEqual({
    notation: 'pgn',
    text,
    packed: undefined,
    omitted: false,
    example: undefined,
    ply: 2,
    flipped: true,
    language: 'es',
    view: '0:1',
  });
});

test('a single game of 50 KB with clocks and evaluations travels compressed and comes back exactly', async () => {
  const game = lichessLikeGame(50_000);
  expect(game.length).toBeGreaterThan(50_000);
  const packed = await packText(game);
  expect(packed).toBeDefined();
  expect(packed.length).toBeLessThanOrEqual(MAX_PACKED_IN_LINK);
  const { hash, textFits } = writeHash({ notation: 'pgn', text: game, packed, view: '0:3' });
  expect(textFits).toBe(true);
  const read = readHash(hash);
  expect(read.text).toBeUndefined();
  expect(read.view).toBe('0:3');
  expect(await unpackText(read.packed)).toBe(game);
});

test('every character survives the trip: CJK, right-to-left text, emoji, NUL', async () => {
  const text = `(;GN[谢尔豪 – 一力辽]C[שלום 👋🏽 \u0000 done]${'(;B[aa];W[bb])'.repeat(400)})`;
  expect(text.length).toBeGreaterThan(MAX_TEXT_IN_LINK);
  expect(await unpackText(await packText(text))).toBe(text);
});

test('a cut or edited packed text is refused, never read as something else', async () => {
  const packed = await packText(lichessLikeGame(10_000));
  await expect(unpackText(packed.slice(0, packed.length >> 1))).rejects.toThrow();
  await expect(unpackText(`${packed.slice(0, 10)}!${packed.slice(11)}`)).rejects.toThrow(/base64url/);
  await expect(unpackText('x'.repeat(MAX_PACKED_IN_LINK + 1))).rejects.toThrow(/longer/);
});

test('a text too long even compressed is left out with a mark, and so is what was done on it', async () => {
  let seed = 99;
  const noise = Array.from({ length: 60_000 }, () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return String.fromCharCode(33 + ((seed >>> 0) % 90));
  }).join('');
  const packed = await packText(noise);
  expect(packed).toBeUndefined();
  const { hash, textFits } = writeHash({ notation: 'pgn', text: noise, packed, view: '0:3', ply: 4 });
  expect(textFits).toBe(false);
  expect(readHash(hash)).toMatchObject({
    notation: 'pgn',
    omitted: true,
    text: undefined,
    packed: undefined,
    view: undefined,
    ply: 4,
  });
});
