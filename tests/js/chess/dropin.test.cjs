// boardnotation/chess against chess.js 1.4.0 (a devDependency of the tests only), method by
// method: seeded random games, mutated FENs and crafted positions, results compared exactly.
// Where we differ on purpose, DIFFERENCES below says so and the test checks our behaviour.
const ours = require('boardnotation/chess');
const theirs = require('chess.js');
const { seededRandom: random } = require('../support/seeded-random.cjs');

// The deliberate differences, each checked where it shows (see docs/chess.md).
// eslint-disable-next-line no-unused-vars -- documentation: what the tests below check on purpose
const DIFFERENCES = {
  engineRefuses:
    'a FEN with a second king of one colour throws a FenError, also with skipValidation (chess.js drops ' +
    'the second king silently). Everything else chess.js loads plays as in chess.js: no king, nine pawns, 17 pieces, ' +
    'a pawn on rank 1 or 8, the side not to move in check',
  editKeepsHistory:
    'put(), remove() and setCastlingRights() keep the history as chess.js does (undo() takes the moves back on the ' +
    'edited board), but history() and pgn() read the moves from the start taking them back gives, and pgn() writes it ' +
    'in SetUp/FEN (chess.js replays them, which undoes an edit on a square they used, and keeps the old tags); a ' +
    'castling right taken back whose rook an edit removed is dropped (chess.js offers O-O without the rook)',
  kinglessInsufficient:
    'isInsufficientMaterial() of a position without kings: chess.js counts pieces as if both kings ' +
    'were there (two queens alone are "insufficient"); we answer by the material on the board',
  castlingContradicted:
    "castling rights whose king or rook is not at home are dropped on load (chess.js keeps them and offers O-O that moves a rook that isn't there)",
  errors:
    "errors are FenError / MoveError / PgnError with a code (chess.js: Error); validateFen keeps chess.js's messages",
  wrapGlue: "pgn({ maxWidth }) writes a space where chess.js glues a broken comment's group to the previous one (e52.)",
  hash: "hash() is the engine's Zobrist key, not chess.js's",
  pgnLeniency:
    'loadPgn also reads what chess.js refuses (two comments in a row, -- and Z0 null moves); a failing loadPgn leaves the game as it was',
  commentSpace: "loadPgn's comments have their whitespace collapsed by the PGN parser",
  chess960Letters:
    'a castling field with rook-file letters (X-FEN, Shredder-FEN) loads as Chess960, with the tag Variant "Chess960"; chess.js refuses it',
  commentBraces:
    "setComment turns every { and } into [ and ] (chess.js the first of each, so that a comment with two '}' ends early in pgn() and the rest is read as moves, tags or another game)",
  pgnTags:
    'pgn() writes tag values escaped (\\" and \\\\, control characters as spaces) by the PGN writer, and ends the movetext with the Result tag only when it is a termination marker; setHeader refuses a name that is not a PGN tag name (chess.js writes both as they are)',
  filteredSan:
    "moves({ square }) and moves({ piece }) give each move's full SAN (chess.js drops a disambiguation the filter hides: Nc5 for Nec5)",
};

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

// Move objects as plain data with every own key, undefined ones included.
const plain = (move) => (move === null ? null : Object.fromEntries(Object.keys(move).map((k) => [k, move[k]])));
const plainList = (moves) => moves.map(plain);

// Exact comparison, undefined values and key order included; jest only explains a difference
// (calling it for each of the ~100,000 comparisons would take minutes).
const exact = (value) => JSON.stringify(value, (key, v) => (v === undefined ? '\u0000undefined' : v));
function expectSame(a, b, what) {
  if (exact(a) === exact(b)) return;
  try {
    expect(a).toStrictEqual(b);
  } catch (error) {
    error.message = `${what}\n${error.message}`;
    throw error;
  }
}

// Every read-only method on one position.
function compareState(a, b, rand, where) {
  expectSame(a.fen(), b.fen(), `${where}: fen`);
  expectSame(a.fen({ forceEnpassantSquare: true }), b.fen({ forceEnpassantSquare: true }), `${where}: fen forced`);
  expectSame(a.moves(), b.moves(), `${where}: moves`);
  for (const name of [
    'turn',
    'moveNumber',
    'inCheck',
    'isCheck',
    'isCheckmate',
    'isStalemate',
    'isInsufficientMaterial',
    'isThreefoldRepetition',
    'isDrawByFiftyMoves',
    'isDraw',
    'isGameOver',
    'getComment',
    'getHeaders',
  ]) {
    expectSame(a[name](), b[name](), `${where}: ${name}`);
  }
  for (const color of ['w', 'b'])
    expectSame(a.getCastlingRights(color), b.getCastlingRights(color), `${where}: castling ${color}`);
  const square = pick(rand, theirs.SQUARES);
  const piece = { type: pick(rand, 'pnbrqk'), color: pick(rand, 'wb') };
  expectSame(a.findPiece(piece), b.findPiece(piece), `${where}: findPiece`);
  expectSame(a.squareColor(square), b.squareColor(square), `${where}: squareColor ${square}`);
  expectSame(a.get(square), b.get(square), `${where}: get ${square}`);
  expectSame(a.attackers(square), b.attackers(square), `${where}: attackers ${square}`);
  expectSame(a.isAttacked(square, 'b'), b.isAttacked(square, 'b'), `${where}: isAttacked ${square}`);
}

// DIFFERENCES.filteredSan: the SANs of chess.js's verbose moves, which are complete.
function compareFiltered(a, b, rand, where) {
  const all = b.moves({ verbose: true });
  expectSame(plainList(a.moves({ verbose: true })), plainList(all), `${where}: verbose moves`);
  const square = pick(
    rand,
    all.map((m) => m.from),
  );
  const type = pick(rand, 'pnbrqk');
  expectSame(
    a.moves({ square }),
    all.filter((m) => m.from === square).map((m) => m.san),
    `${where}: moves of ${square}`,
  );
  expectSame(
    a.moves({ piece: type }),
    all.filter((m) => m.piece === type).map((m) => m.san),
    `${where}: moves of ${type}`,
  );
  expectSame(
    plainList(a.moves({ square, verbose: true })),
    plainList(b.moves({ square, verbose: true })),
    `${where}: verbose moves of ${square}`,
  );
}

// One random game played on both, with comments, tags and null moves along the way.
function playRandomGame(seed) {
  const rand = random(seed);
  const a = new ours.Chess();
  const b = new theirs.Chess();
  if (rand() < 0.3) for (const game of [a, b]) game.setHeader('White', `Player ${seed}`);
  const plies = 10 + Math.floor(rand() * 50);
  for (let ply = 0; ply < plies && !b.isGameOver(); ply += 1) {
    const where = `game ${seed}, ply ${ply}`;
    if (ply % 4 === 0) compareState(a, b, rand, where);
    if (ply % 16 === 0) compareFiltered(a, b, rand, where);
    if (rand() < 0.1) {
      const comment = `note ${ply}${rand() < 0.2 ? ' {x}' : ''}`;
      for (const game of [a, b]) game.setComment(comment);
    }
    let input;
    if (rand() < 0.02 && !b.inCheck()) input = null;
    else {
      // Our verbose moves (compared with chess.js's every 16 plies): chess.js's cost ms each.
      const move = pick(rand, a.moves({ verbose: true }));
      input = rand() < 0.5 ? move.san : { from: move.from, to: move.to, promotion: move.promotion };
    }
    expectSame(plain(a.move(input)), plain(b.move(input)), `${where}: move ${JSON.stringify(input)}`);
    if (rand() < 0.05) expectSame(plain(a.undo()), plain(b.undo()), `${where}: undo`);
  }
  return { a, b, rand };
}

describe('random games, method by method', () => {
  // 200 games of 10 to 60 plies; the whole game is compared at the end of each.
  test.each(Array.from({ length: 20 }, (_, i) => i))('block %i of 10 games', (block) => {
    for (let seed = block * 10; seed < block * 10 + 10; seed += 1) {
      const { a, b, rand } = playRandomGame(seed + 1);
      const where = `game ${seed + 1}`;
      expectSame(a.history(), b.history(), `${where}: history`);
      expectSame(
        plainList(a.history({ verbose: true })),
        plainList(b.history({ verbose: true })),
        `${where}: verbose history`,
      );
      expectSame(a.getComments(), b.getComments(), `${where}: getComments`);
      expectSame(a.pgn(), b.pgn(), `${where}: pgn`);
      const newline = pick(rand, ['\n', '<br />', '\r\n']);
      const maxWidth = pick(rand, [1, 5, 9, 40, 79]);
      const wrapped = a.pgn({ newline, maxWidth });
      if (b.getComments().length === 0) expectSame(wrapped, b.pgn({ newline, maxWidth }), `${where}: pgn ${maxWidth}`);
      // DIFFERENCES.wrapGlue: the words of chess.js's one-line text, lines may break elsewhere.
      else {
        const words = (text) => text.split(newline).join(' ').split(/ +/).filter(Boolean);
        expectSame(words(wrapped), words(b.pgn({ newline })), `${where}: wrapped pgn words`);
      }
      // loadPgn of chess.js's pgn() (with a <br /> newline) gives the same game: the one written
      // (chess.js cannot read the null moves it writes: DIFFERENCES.pgnLeniency).
      const text = b.pgn({ newline: '<br />' });
      const c = new ours.Chess();
      c.loadPgn(text, { newlineChar: '<br />' });
      let reference = b;
      if (!b.history().includes('--')) {
        reference = new theirs.Chess();
        reference.loadPgn(text, { newlineChar: '<br />' });
      }
      for (const name of ['fen', 'history', 'getHeaders', 'getComments', 'pgn']) {
        expectSame(c[name](), reference[name](), `${where}: after loadPgn, ${name}`);
      }
      // Undo to the start: the same moves come back.
      while (b.history().length > 0) expectSame(plain(a.undo()), plain(b.undo()), `${where}: undo to the start`);
      expectSame(a.undo(), b.undo(), `${where}: undo at the start`);
      expectSame(a.removeComments(), b.removeComments(), `${where}: removeComments`);
    }
  });
});

describe('exports', () => {
  test("the constants are chess.js's", () => {
    for (const name of [
      'WHITE',
      'BLACK',
      'PAWN',
      'KNIGHT',
      'BISHOP',
      'ROOK',
      'QUEEN',
      'KING',
      'SQUARES',
      'SEVEN_TAG_ROSTER',
      'DEFAULT_POSITION',
    ]) {
      expectSame(ours[name], theirs[name], name);
    }
  });
  test('xoroshiro128 gives the same numbers', () => {
    for (const seed of [0n, 1n, 0xa187eb39cdcaed8f31c4b365b102e01en, (1n << 128n) - 1n]) {
      const [x, y] = [ours.xoroshiro128(seed), theirs.xoroshiro128(seed)];
      for (let i = 0; i < 100; i += 1) expect(x()).toBe(y());
    }
  });
});

// FENs of random positions with one field or character changed, and hand-made ones.
function mutatedFens() {
  const rand = random(7);
  const fens = [
    '',
    ' ',
    'x',
    '8/8/8/8/8/8/8/8 w - - 0 1',
    `${theirs.DEFAULT_POSITION} `,
    ` ${theirs.DEFAULT_POSITION}`,
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w',
    '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1',
    '4k3/8/8/8/8/8/8/4K3 w kqKQ - 0 1',
    '4k3/8/8/8/8/8/8/4K3 w KK - 3x 7y',
    '4k3/8/8/8/8/8/8/4K3 b - e3 0 1',
    '4k3/8/8/8/8/8/8/4K3 w - e6 0 1',
  ];
  const replacements = [
    '0',
    '9',
    '44',
    'x',
    'P',
    'p',
    'K',
    'k',
    '-',
    '/',
    ' ',
    '  ',
    '3',
    'e3',
    'e6',
    'KQkq',
    'kqKQ',
    'w',
    'b',
    '-1',
  ];
  const game = new theirs.Chess();
  for (let i = 0; i < 600; i += 1) {
    if (game.isGameOver() || i % 60 === 0) game.reset();
    game.move(pick(rand, game.moves()));
    const fen = game.fen({ forceEnpassantSquare: true });
    const at = Math.floor(rand() * fen.length);
    fens.push(fen.slice(0, at) + pick(rand, replacements) + fen.slice(at + 1));
    const fields = fen.split(' ');
    fens.push(fields.slice(0, 2 + Math.floor(rand() * 4)).join(' '));
  }
  return fens;
}

describe('FEN acceptance', () => {
  const fens = mutatedFens();
  test('validateFen answers as chess.js on mutated FENs', () => {
    for (const fen of fens)
      expectSame(ours.validateFen(fen), theirs.validateFen(fen), `validateFen(${JSON.stringify(fen)})`);
  });

  test('new Chess(fen) and load(fen, { skipValidation }) accept what chess.js accepts, but for DIFFERENCES.engineRefuses', () => {
    let loaded = 0;
    for (const fen of fens) {
      for (const options of [undefined, { skipValidation: true }]) {
        let reference;
        try {
          reference = new theirs.Chess(fen, options);
        } catch {
          reference = null;
        }
        let mine;
        try {
          mine = new ours.Chess(fen, options);
        } catch (error) {
          expect(error).toBeInstanceOf(ours.FenError);
          mine = null;
        }
        // With skipValidation chess.js loads any text into a state of its own making (no side to
        // move for 'x'): only FENs validateFen accepts are compared.
        if (options && !theirs.validateFen(fen).ok) continue;
        if (reference === null) {
          // DIFFERENCES.chess960Letters
          const rookFiles = /[A-Ha-h]/.test(fen.split(/\s+/)[2] ?? '');
          if (mine !== null && rookFiles) expect(mine.getHeaders().Variant).toBe('Chess960');
          else expect(mine).toBeNull();
        } else if (mine === null) {
          // DIFFERENCES.engineRefuses: only what the engine cannot hold.
          const placement = fen.split(/\s+/)[0];
          const count = (pattern) => (placement.match(pattern) ?? []).length;
          expect(count(/K/g) > 1 || count(/k/g) > 1).toBe(true);
        } else {
          loaded += 1;
          // chess.js throws from moves() on a white pawn on rank 8 (it steps off its board).
          try {
            reference.moves();
          } catch {
            continue;
          }
          // DIFFERENCES.castlingContradicted: compare where chess.js's rights are consistent.
          if (reference.moves().every((san) => !san.startsWith('O-O') || mine.moves().includes(san))) {
            expectSame(mine.moves(), reference.moves(), `moves of ${fen}`);
          }
          expectSame(mine.getHeaders(), reference.getHeaders(), `headers of ${fen}`);
        }
      }
    }
    expect(loaded).toBeGreaterThan(300);
  });
});

describe('crafted positions and options', () => {
  test('put and remove in a game keep its history, as chess.js; an edit on a square the moves used starts anew', () => {
    const [a, b] = [new ours.Chess(), new theirs.Chess()];
    for (const game of [a, b]) {
      for (const san of ['e4', 'e5', 'Nf3', 'Nc6']) game.move(san);
      game.remove('b1');
      game.put({ type: 'b', color: 'w' }, 'a6');
    }
    expectSame(a.history(), b.history(), 'history after the edits');
    expectSame(a.fen(), b.fen(), 'fen after the edits');
    expectSame(a.moves(), b.moves(), 'moves after the edits');
    expectSame(plain(a.undo()), plain(b.undo()), 'undo after the edits');
    expectSame(a.fen(), b.fen(), 'fen after undo');
    // An edit on a square the moves used: undo() takes them back on the edited board, as chess.js.
    for (const game of [a, b]) {
      expect(game.put({ type: 'n', color: 'w' }, 'e4')).toBe(true);
      game.setCastlingRights('b', { q: false });
    }
    // Not history() on chess.js's side first: it replays the moves, and the replay undoes the
    // edit on e4 (DIFFERENCES.editKeepsHistory).
    expectSame(a.fen(), b.fen(), 'fen after e4');
    while (a.history().length > 0) {
      expectSame(plain(a.undo()), plain(b.undo()), 'undo after e4');
      expectSame(a.fen(), b.fen(), 'fen after undo after e4');
      expectSame(a.moves(), b.moves(), 'moves after undo after e4');
    }
  });

  test('positions loaded with skipValidation are edited as chess.js edits them (nine pawns, no king)', () => {
    for (const fen of [
      'k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1',
      'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1',
    ]) {
      const [a, b] = [new ours.Chess(fen, { skipValidation: true }), new theirs.Chess(fen, { skipValidation: true })];
      for (const game of [a, b]) {
        game.move(game.moves()[0]);
        expect(game.put({ type: 'p', color: 'w' }, 'h3')).toBe(true);
        game.remove('a2');
      }
      expectSame(a.history(), b.history(), `history after edits of ${fen}`);
      expectSame(a.fen(), b.fen(), `fen after edits of ${fen}`);
      expectSame(a.moves(), b.moves(), `moves after edits of ${fen}`);
      expectSame(plain(a.undo()), plain(b.undo()), `undo after edits of ${fen}`);
      expectSame(a.fen(), b.fen(), `fen after undo of ${fen}`);
    }
  });

  test('positions no game reaches, with skipValidation: moves, SAN and game-over flags as chess.js', () => {
    const fens = [
      '8/8/8/8/8/8/8/8 w - - 0 1',
      'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b kq - 0 1',
      '4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1',
      '4k3/8/8/8/8/8/8/P3K3 w - - 0 1',
      'k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1',
      '4k3/8/8/3pP3/8/8/8/8 w - d6 0 2',
      '7k/8/8/8/8/8/8/QQ6 b - - 0 1',
    ];
    for (const fen of fens) {
      const [a, b] = [new ours.Chess(fen, { skipValidation: true }), new theirs.Chess(fen, { skipValidation: true })];
      expectSame(plainList(a.moves({ verbose: true })), plainList(b.moves({ verbose: true })), `moves of ${fen}`);
      const flags = (game) => [
        game.isCheck(),
        game.isCheckmate(),
        game.isStalemate(),
        game.isDraw(),
        game.isGameOver(),
      ];
      expectSame(flags(a), flags(b), `flags of ${fen}`);
      // DIFFERENCES.kinglessInsufficient
      if (/k/.test(fen.split(' ')[0]) && /K/.test(fen.split(' ')[0]))
        expectSame(a.isInsufficientMaterial(), b.isInsufficientMaterial(), fen);
      for (const game of [a, b]) game.move(game.moves()[0] ?? null);
      expectSame(a.fen(), b.fen(), `fen after a move in ${fen}`);
    }
    // A king taken: the side left without one plays on, as in chess.js.
    const [a, b] = [
      new ours.Chess('4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true }),
      new theirs.Chess('4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true }),
    ];
    for (const game of [a, b]) game.move('Qxe8');
    expectSame(a.moves(), b.moves(), 'after the king is taken');
  });

  test('promotions: flags np and cp, captured and promotion keys', () => {
    const fen = '1r5k/P7/8/8/8/8/8/K7 w - - 0 1';
    const [a, b] = [new ours.Chess(fen), new theirs.Chess(fen)];
    expectSame(plainList(a.moves({ verbose: true })), plainList(b.moves({ verbose: true })), 'promotions');
    expect(a.moves({ verbose: true }).map((m) => m.flags)).toContain('np');
  });

  test('en passant: pinned, discovered check, forced square', () => {
    for (const [fen, san] of [
      ['8/8/8/K2pP2q/8/8/8/7k w - d6 0 1', 'Kb5'],
      ['4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1', 'dxc6'],
      ['4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1', 'a4'],
      ['4k3/8/8/8/8/8/P7/4K3 w - - 0 1', 'a4'],
    ]) {
      const [a, b] = [new ours.Chess(fen), new theirs.Chess(fen)];
      expectSame(a.moves(), b.moves(), `moves of ${fen}`);
      expectSame(plain(a.move(san)), plain(b.move(san)), `${san} in ${fen}`);
      expectSame(
        a.fen({ forceEnpassantSquare: true }),
        b.fen({ forceEnpassantSquare: true }),
        `forced fen after ${san}`,
      );
    }
  });

  test('headers: load(fen) sets SetUp and FEN, preserveHeaders, setHeader/removeHeader/header', () => {
    const [a, b] = [new ours.Chess(), new theirs.Chess()];
    for (const game of [a, b]) {
      game.setHeader('White', 'Kasparov');
      game.setHeader('Custom', 'x');
      game.load('4k3/8/8/8/8/8/8/4K3 b - - 0 45', { preserveHeaders: true });
    }
    expectSame(a.getHeaders(), b.getHeaders(), 'after load with preserveHeaders');
    expectSame(
      [a.removeHeader('White'), a.removeHeader('ECO'), a.removeHeader('Nope'), a.removeHeader('Custom')],
      [b.removeHeader('White'), b.removeHeader('ECO'), b.removeHeader('Nope'), b.removeHeader('Custom')],
      'removeHeader',
    );
    expectSame(a.setHeader('Round', undefined), b.setHeader('Round', undefined), 'setHeader without value');
    expectSame(a.header('Event', 'E', 'Site'), { ...b.header('Event', 'E', 'Site') }, 'header()');
    for (const game of [a, b]) game.clear({ preserveHeaders: true });
    expectSame(a.getHeaders(), b.getHeaders(), 'after clear with preserveHeaders');
    for (const game of [a, b]) game.clear();
    expectSame(a.getHeaders(), b.getHeaders(), 'after clear');
  });

  test('pgn: Black first (45. ... Kd7), comments on the start, no moves, setComment braces', () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R b K - 0 45';
    const [a, b] = [new ours.Chess(fen), new theirs.Chess(fen)];
    expectSame(a.pgn(), b.pgn(), 'no moves');
    for (const game of [a, b]) {
      game.setComment('start {x}');
      game.move('Kd7');
      game.setComment('after');
      game.move('Rh7+');
    }
    expect(a.pgn()).toContain('{start [x]} 45. ... Kd7 {after} 46. Rh7+ *');
    expectSame(a.pgn(), b.pgn(), 'Black first');
    // DIFFERENCES.commentBraces: every brace becomes a bracket (chess.js: the first of each).
    const c = new ours.Chess(fen);
    c.setComment('start {x} {y}} 1-0\n\n[Event "injected"]\n\n1. e4 {');
    expect(c.pgn()).toMatch(/\]\n\{start \[x\] \[y\]\] 1-0\n\n\[Event "injected"\]\n\n1\. e4 \[\} \*$/);
    const theirsWrites = new theirs.Chess(fen);
    theirsWrites.setComment('start {x} {y}} 1-0\n\n[Event "injected"]\n\n1. e4 {');
    expect(theirsWrites.pgn()).toContain('{start [x] {y}} 1-0');
    for (const maxWidth of [1, 5, 9, 30])
      expect(a.pgn({ maxWidth }).split('\n').join(' ').split(/ +/)).toEqual(b.pgn().split('\n').join(' ').split(/ +/));
    expectSame(
      [a.getComment(), a.removeComment(), a.getComments()],
      [b.getComment(), b.removeComment(), b.getComments()],
      'comments',
    );
    expectSame(a.deleteComments(), b.deleteComments(), 'deleteComments');
  });

  test("loadPgn: '' , a [fEn] tag, strict SetUp, Result from the marker, newlineChar", () => {
    const texts = [
      '',
      '[fEn "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. Kd2 *',
      '[Result "1-0"]\n\n1. e4 e5 0-1',
      '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. O-O {castled} Kd7 *',
      '{only a comment}',
    ];
    for (const text of texts) {
      for (const options of [{}, { strict: true }]) {
        const [a, b] = [new ours.Chess(), new theirs.Chess()];
        let failed = false;
        try {
          b.loadPgn(text, options);
        } catch {
          failed = true;
        }
        if (failed) {
          expect(() => a.loadPgn(text, options)).toThrow();
          continue;
        }
        a.loadPgn(text, options);
        for (const name of ['fen', 'history', 'getHeaders', 'getComments', 'pgn'])
          expectSame(a[name](), b[name](), `${name} after loadPgn(${JSON.stringify(text)})`);
      }
    }
  });

  test('findPiece, squareColor, moveNumber, setCastlingRights', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 30';
    const [a, b] = [new ours.Chess(fen), new theirs.Chess(fen)];
    expectSame(a.findPiece({ type: 'r', color: 'b' }), b.findPiece({ type: 'r', color: 'b' }), 'findPiece');
    expectSame(
      [a.squareColor('a1'), a.squareColor('h1'), a.squareColor('z9')],
      [b.squareColor('a1'), b.squareColor('h1'), b.squareColor('z9')],
      'squareColor',
    );
    expectSame(a.moveNumber(), b.moveNumber(), 'moveNumber');
    for (const [color, rights] of [
      ['w', { k: false }],
      ['b', { q: false, k: true }],
      ['w', { k: true }],
    ]) {
      expectSame(a.setCastlingRights(color, rights), b.setCastlingRights(color, rights), `setCastlingRights ${color}`);
      expectSame(a.fen(), b.fen(), 'fen after setCastlingRights');
    }
    for (const game of [a, b]) game.remove('h8');
    expectSame(
      a.setCastlingRights('b', { k: true }),
      b.setCastlingRights('b', { k: true }),
      'a right without its rook',
    );
  });
});
