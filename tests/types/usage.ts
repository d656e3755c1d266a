// Compiled by tsc in every module resolution mode (tsconfig.json: node16, tsconfig.node10.json,
// tsconfig.bundler.json; scripts/test.sh runs the three): the hand-written .d.ts files must describe
// the package as users call it (a wrong signature here fails the build).
import { GBB, GBBParsingErrors, GBBStringifyingErrors, languages } from 'boardnotation';
import type { Board, Cell, GBBStringifyingOptions } from 'boardnotation/gbb';
import { GBB as GbbFromSubpath, Color } from 'boardnotation/gbb';
import { Hen, Sgf, SgfError } from 'boardnotation';
import { BLACK, WHITE, EMPTY, Stone } from 'boardnotation/hen';
import type { HenDiagnostic, HenLastMove, StoneLetter } from 'boardnotation/hen';
import { Hen as HenFromSubpath } from 'boardnotation/hen';
import type { SgfGameTree, SgfNode } from 'boardnotation/sgf';
import { Sgf as SgfFromSubpath } from 'boardnotation/sgf';

const board: Board = GBB.parse('GBB/1.0 size 3 4 cell 2 1 a 1 head 1 1', { language: 'es' });
const width: number = board.width + board.height + board.headX + board.head[1];
const cell: Cell = board.getCell(2, 1);
const blue: number = cell.getStonesOf(Color.Blue) + cell.a;
const total: number = board.foldCells((sum, c, row, column) => sum + c.getStonesAmount() + row + column, 0);
const counts: number[][] = board.mapCells((c) => c.getStonesOf(Color.Red));
const columns: Cell[][] = board.getColumns();
const json = board.toJSON();

const options: Partial<GBBStringifyingOptions> = { useFullColorNames: false };
const text: string = GBB.stringify(board, { ...options, separators: { betweenKeywords: 'space' } });
GBB.stringify(json);
GBB.stringify({ width: 2, height: 2, head: [0, 1], cellData: [{ x: 1, y: 0, [Color.Black]: 2 }] });
GbbFromSubpath.parse(text);

try {
  GBB.parse('GBB/1.0 size 0 1');
} catch (error) {
  if (error instanceof GBBParsingErrors.InvalidSizeDefinition) {
    const where: string = `${error.line}:${error.col} ${error.code} ${error.diagnostics.length}`;
    console.log(where);
  }
  if (error instanceof GBBStringifyingErrors.GBBStringifyingError) console.log(error.code);
}

const languageList: readonly string[] = languages;
console.log(width, blue, total, counts, columns, languageList);

// @ts-expect-error: the colour must be one of Color's values
cell.getStonesOf('x');
// @ts-expect-error: separators take 'space' | 'tab' (| 'newline' between keywords)
GBB.stringify(board, { separators: { betweenColors: 'comma' } });

// Chess: the chess.js façade and the FEN functions.
import { Chess, Fen, FenError, MoveError, DEFAULT_POSITION } from 'boardnotation';
import type { Move, FenData, ChessPiece } from 'boardnotation/chess';
import type { BoardnotationMemoryError } from 'boardnotation';
import { Chess as ChessFromSubpath } from 'boardnotation/chess';

const chess = new Chess(DEFAULT_POSITION, { language: 'es' });
const played: Move = chess.move('e4');
chess.move({ from: 'e7', to: 'e5' }, { strict: true });
const sans: string[] = chess.moves();
const verbose: Move[] = chess.moves({ verbose: true, square: 'g1' });
const flags: string = verbose[0].flags + played.lan + played.before + played.after + (played.captured ?? '');
const undone: Move | null = chess.undo();
const sanHistory: string[] = chess.history();
const moveHistory: Move[] = chess.history({ verbose: true });
const piece: ChessPiece | undefined = chess.get('e2');
const placed: boolean = chess.put({ type: 'q', color: 'b' }, 'd4');
const over: boolean = chess.isGameOver() || chess.isCheckmate() || chess.isDraw() || chess.inCheck();
const nodes: number = new ChessFromSubpath().perft(2);
const rows = chess.board();
const turn: 'w' | 'b' = chess.turn();
const nullMove: Move = chess.move(null);
const turned: boolean = chess.setTurn('w');
const attacked: boolean =
  chess.isAttacked('f3', 'w') && chess.attackers('f3', 'b').length > 0 && chess.attackers('e5').includes('f3');
const key: string = chess.hash();

const validation = Fen.validate('8/8/8/8/8/8/8/8 w - - 0 1', { language: 'es' });
const firstCode: string | undefined = validation.errors[0]?.code;
const data: FenData = Fen.parse(DEFAULT_POSITION);
const fenText: string = Fen.stringify({ ...data, enPassant: null });
const frc = new Chess('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1', { chess960: true });
const shredderFen: string = frc.fen({ castling: 'shredder' });
const frcRooks: string | undefined = Fen.parse(shredderFen, { chess960: true }).castlingRooks?.K;
try {
  chess.move('Ke8');
} catch (error) {
  if (error instanceof MoveError) console.log(error.code, error.diagnostics.length);
  if (error instanceof FenError) console.log(error.column);
}
// free() and [Symbol.dispose] (`using` needs a runtime with Symbol.dispose); out of memory.
const scratch = new Chess();
scratch[Symbol.dispose]();
scratch.free();
try {
  new Chess().free();
} catch (error) {
  const memory = error as BoardnotationMemoryError;
  if (memory.name === 'BoardnotationMemoryError') console.log(memory.code, memory.message);
}
console.log(
  flags,
  undone,
  sanHistory,
  moveHistory,
  piece,
  placed,
  over,
  nodes,
  rows,
  turn,
  sans,
  firstCode,
  fenText,
  nullMove,
  turned,
  attacked,
  key,
);

// @ts-expect-error: a piece type is one of p n b r q k
chess.put({ type: 'x', color: 'w' }, 'a1');

// HEN (hen-js's API) and SGF.
const hen: Hen | null = Hen.parse('.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b', { henJsCompatible: false });
if (hen) {
  const stones: number = hen.board[3][2] + hen.size + hen.width + hen.height + BLACK + WHITE + EMPTY + Stone.PURPLE;
  const last: HenLastMove | null = hen.lastMove;
  const turn: StoneLetter | null = hen.turn;
  const sgfText: string = hen.toSgf() + hen.toString();
  console.log(
    stones,
    last?.pass,
    turn,
    sgfText,
    hen.koPoint?.row,
    hen.labels[0]?.letter,
    hen.marks[0]?.mark,
    hen.playerOrder,
  );
}
const henText: string = Hen.sgf2hen('(;SZ[9];B[ee])', 1);
const henFromBytes: string = Hen.sgf2hen(new Uint8Array([40, 59, 41]), 0);
void henFromBytes;
const fromSgf: Hen | null = HenFromSubpath.fromSgf('(;SZ[9];B[ee])');
const report = Hen.validate('_19r', { language: 'es' });
const firstError: HenDiagnostic | undefined = report.errors[0];
const compatReport: string[] = Hen.validate('_19r', { henJsCompatible: true }).errors;
console.log(henText, fromSgf, firstError?.offset, compatReport, new Hen({ size: 5 }).toString());

const trees: SgfGameTree[] = Sgf.parse('(;GM[1];B[aa])', { language: 'en' });
const node: SgfNode = trees[0].root;
const values: string[] = node.properties.GM;
const round: string = SgfFromSubpath.stringify(trees, { lineBreakBetweenNodes: false, keepCharset: true });
const used: string = trees[0].charset;
const declared: string | null = trees[0].declaredCharset;
console.log(used, declared, Sgf.validate(new Uint8Array([40, 59, 41]), { strict: true }).ok);
Sgf.stringify({ root: { properties: new Map([['GM', ['1']]]), children: [{ properties: { B: 'aa' } }] } });
try {
  Sgf.parse(new Uint8Array([40, 59]));
} catch (error) {
  if (error instanceof SgfError) console.log(error.line, error.column, error.code, error.diagnostics.length);
}
console.log(values, round, node.line, Sgf.decodeText('a\\]'));
const treesJson: string | undefined = Sgf.jsonText(trees, 2);
console.log(treesJson);

// @ts-expect-error: the move number is a number
Hen.sgf2hen('(;)', '3');
// @ts-expect-error: Sgf.parse takes text or bytes
Sgf.parse({});

import { Ssb, SsbError } from 'boardnotation';
import type { SsbGame, SsbDiagnostic } from 'boardnotation/ssb';
import { Ssb as SsbFromSubpath } from 'boardnotation/ssb';
const ssbCheck = Ssb.validate(
  { type: 'chess_chat', root: '%x', msg: 'hi' },
  { language: 'es', requireSequence: false },
);
const ssbProblem: SsbDiagnostic | undefined = ssbCheck.errors[0];
const ssbGame: SsbGame = SsbFromSubpath.replay('[]');
const ssbMoves: string[] = ssbGame.moves;
const ssbPgn: string | null = ssbGame.pgn;
try {
  const next = Ssb.move(ssbGame, { orig: 'e2', dest: 'e4' });
  console.log(next.type, Ssb.chat(ssbGame, 'gg').msg, Ssb.end(ssbGame).status, Ssb.accept('%k').root);
  console.log(Ssb.invite({ inviting: '@x', myColor: 'white' }).myColor);
} catch (error) {
  if (error instanceof SsbError) console.log(error.code, error.diagnostics.length);
}
console.log(ssbProblem?.path, ssbProblem?.ply, ssbMoves, ssbPgn, ssbGame.issues[0]?.messageIndex);
// @ts-expect-error: the colour is white or black
Ssb.invite({ inviting: '@x', myColor: 'red' });
// BDL
import { Bdl, BdlError } from 'boardnotation';
import type { BdlTree, BdlGameMove } from 'boardnotation/bdl';
import { Bdl as BdlFromSubpath } from 'boardnotation/bdl';
const bdlTree: BdlTree = Bdl.parse('rules{} pieces{} initial_piece_position{} invariants{} finish{}', {
  language: 'es',
});
const bdlOk: boolean = Bdl.check(bdlTree).ok && BdlFromSubpath.check('x').errors.length > 0;
const bdlText: string = Bdl.format(bdlTree);
const bdlGame = Bdl.game(bdlText, { evaluator: (code, info) => (info.line > 0 ? code : null) });
const bdlMoves: BdlGameMove[] = bdlGame.moves({ x: 0, y: 1 });
bdlGame.move({ x: 0, y: 1 }, { x: 0, y: 2 }, 'queen');
const bdlLeaves: number = bdlGame.perft(2) + bdlGame.turn + bdlGame.width + (bdlGame.board()[0][0]?.owner ?? 0);
bdlGame.free();
try {
  Bdl.parse('');
} catch (error) {
  if (error instanceof BdlError)
    console.log(error.line, error.column, error.diagnostics[0].message, bdlOk, bdlMoves, bdlLeaves);
}
import { Pgn, PgnError, Chess as ChessForPgn } from 'boardnotation';
import type {
  MovetextGame,
  PgnDatabase,
  PgnGame,
  PgnIndexEntry,
  PgnMove,
  PgnSyntaxDatabase,
  PgnSyntaxMove,
} from 'boardnotation/pgn';
import { Pgn as PgnFromSubpath } from 'boardnotation/pgn';

const seedModel: MovetextGame = Pgn.parseMovetext('1. e4 e5 1-0');
if (seedModel.turns[0].type === 'FullTurn' && seedModel.turns[0].black.type === 'PawnMove') {
  console.log(seedModel.turns[0].black.end.file, seedModel.outcome);
}
const database: PgnDatabase = PgnFromSubpath.parse('1. e4 (1. d4) *', { strict: true, language: 'es' });
const pgnGame: PgnGame = database.games[0];
const firstMove: PgnMove = pgnGame.moves[0];
console.log(firstMove.fen, firstMove.variations[0][0].san, pgnGame.headers.Event, database.encoding);
const eager: PgnDatabase = Pgn.parse('1. e4 *', { fen: 'eager' });
const syntaxOnly: PgnSyntaxDatabase = Pgn.parse('1. e4 *', { replay: false });
const syntaxMove: PgnSyntaxMove = syntaxOnly.games[0].moves[0];
console.log(eager.games[0].moves[0].fen, syntaxMove.written, syntaxMove.moveNumber);
const gamesJson: string | undefined = Pgn.jsonText(eager.games);
console.log(gamesJson);
// @ts-expect-error: a move read without replay has no canonical SAN
console.log(syntaxMove.san);
const exported: string = Pgn.stringify(
  { headers: { White: 'A' }, nags: [14], moves: ['e4', { san: 'e5', nags: [1], comments: ['!'] }] },
  { maxWidth: 60 },
);
const indexed: PgnIndexEntry[] = Pgn.index(new TextEncoder().encode('[Event "x"]\n\n1. e4 *'));
const gameNags: number[] = pgnGame.nags;
console.log(
  indexed[0].headers.Event,
  indexed[0].result,
  indexed[0].offset + indexed[0].length,
  indexed[0].line,
  gameNags,
);
const reader = Pgn.createReader();
const streamed: PgnGame[] = [...reader.push('1. e4 *\n'), ...reader.end()];
const forPgn = new ChessForPgn();
try {
  forPgn.loadPgn('1. e4 *');
} catch (error) {
  if (error instanceof PgnError) console.log(error.line, error.code);
}
console.log(exported, streamed.length, forPgn.pgn({ maxWidth: 40 }), forPgn.getHeaders().Event);
// @ts-expect-error: a game needs moves as SAN text
Pgn.stringify({ moves: [42] });
// A null move ('--') has no from and no to.
const passed: PgnMove = Pgn.parse('1. e4 -- 2. d4 *').games[0].moves[1];
const passedFrom: string | undefined = passed.from;
// @ts-expect-error: from may be absent (null move)
const mustHaveFrom: string = passed.from;
console.log(passedFrom, mustHaveFrom, Pgn.stringify({ moves: ['e4', '--', 'd4'] }));

// chess.js's exports, types and methods from boardnotation/chess.
import { WHITE as CHESS_WHITE, PAWN, SQUARES, SEVEN_TAG_ROSTER, validateFen, xoroshiro128 } from 'boardnotation/chess';
import type { Square, Color as ChessJsColor, PieceSymbol, Piece } from 'boardnotation/chess';
const dropIn = new ChessFromSubpath(undefined, { skipValidation: true });
const white: ChessJsColor = CHESS_WHITE;
const pawn: Piece = { type: PAWN as PieceSymbol, color: white };
const squares: Square[] = dropIn.findPiece(pawn);
const firstSquare: Square = SQUARES[0];
const roster: string = SEVEN_TAG_ROSTER.Event;
const fenCheck: { ok: boolean; error?: string } = validateFen(DEFAULT_POSITION);
const next: bigint = xoroshiro128(1n)();
dropIn.load(DEFAULT_POSITION, { preserveHeaders: true, skipValidation: false });
dropIn.clear({ preserveHeaders: true });
const shade: 'light' | 'dark' | null = dropIn.squareColor('a1');
const number: number = dropIn.moveNumber();
const rightsSet: boolean = dropIn.setCastlingRights('w', { k: false });
const tags: Record<string, string> = dropIn.setHeader('White', 'A');
const removed: boolean = dropIn.removeHeader('White');
dropIn.setComment('x');
const comment: string | undefined = dropIn.getComment();
const comments: { fen: string; comment: string }[] = dropIn.getComments();
const dropInText: string = dropIn.pgn({ newline: '<br />', maxWidth: 5 });
dropIn.loadPgn(dropInText, { newlineChar: '<br />', strict: false });
void [squares, firstSquare, roster, fenCheck, next, shade, number, rightsSet, tags, removed, comment, comments];
// Names whose meaning depends on the notation are not exported by the root.
// @ts-expect-error: GBB's Color lives on 'boardnotation/gbb'
import { Color as RootColor } from 'boardnotation';
// @ts-expect-error: the Go stones live on 'boardnotation/hen'
import { WHITE as RootWhite } from 'boardnotation';
console.log(RootColor, RootWhite);

// The explicit loading API: nothing loaded until init(), which takes the wasm in any form.
import { init as initGbb, GBB as LazyGbb } from 'boardnotation/gbb/init';
import { init as initAll } from 'boardnotation/init';
async function loadExplicitly(bytes: Uint8Array, compiled: WebAssembly.Module): Promise<void> {
  const api = await initGbb({ wasm: new URL('https://example.com/boardnotation-gbb.wasm') });
  api.GBB.parse('GBB/1.0 size 1 1');
  LazyGbb.parse('GBB/1.0 size 1 1');
  await initGbb({ wasm: bytes });
  await initGbb({ wasm: compiled });
  await initGbb({ wasm: fetch('/boardnotation-gbb.wasm') });
  const all = await initAll({ wasm: (file) => `/assets/${file}` });
  all.Chess.name;
  // @ts-expect-error: init() takes an options object
  await initGbb('/boardnotation-gbb.wasm');
}
console.log(loadExplicitly);

// boardnotation/svg: documents, detection and drawings.
import {
  renderSvg,
  openDocument,
  openPgnGames,
  detect,
  drawScene,
  boardStyleSheet,
  isolateText,
  init as initSvg,
  renderPng,
  renderGif,
  svgToPng,
} from 'boardnotation/svg';
import type { BoardDocument, DocumentNode, Scene, Detection } from 'boardnotation/svg';
const svgText: string = renderSvg('1. e4 e5 *', {
  ply: 1,
  game: 0,
  variation: [0],
  orientation: 'black',
  language: 'es',
  size: 240,
});
const svgSheet: string = boardStyleSheet() + renderSvg('1. e4 *', { styles: false });
const isolated: string = isolateText('\u202Eevil');
const opened: BoardDocument = openDocument('(;SZ[9];B[ee])', { notation: 'sgf', fileName: 'a.sgf' });
const firstNode: DocumentNode = opened.games[0].root;
const drawn: Scene = opened.sceneAt(0, firstNode);
const found: Detection = detect(new Uint8Array([40, 59]), 'game.sgf');
const batch: BoardDocument = openPgnGames(Pgn.createReader().push('1. e4 *\n\n'), { language: 'es', before: 3 });
console.log(batch.games.length);
const kind: string = drawn.kind + (found.notation ?? '') + drawScene(drawn, { coordinates: false }) + svgText;
void initSvg({ notations: ['pgn', 'sgf'], wasm: (file) => `/assets/${file}` });
console.log(kind, firstNode.children.length);
async function images() {
  const png: Uint8Array = await renderPng('1. e4 *', { ply: 1, width: 320, background: '#fff', orientation: 'black' });
  const gif: Uint8Array = await renderGif('1. e4 e5 *', { delay: 500, plies: [0, 2], width: 200 });
  const own: Uint8Array = await svgToPng(drawScene(drawn), { width: 100 });
  // @ts-expect-error: a GIF is a line of positions, not one ply
  await renderGif('1. e4 *', { ply: 1 });
  // @ts-expect-error: plies is [first, last]
  await renderGif('1. e4 *', { plies: 3 });
  return png.length + gif.length + own.length;
}
void images();
