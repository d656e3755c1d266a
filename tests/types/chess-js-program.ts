// A program written against chess.js 1.4.0's own declarations, calling every export and method
// with the argument shapes its types allow. chess-js-switch.mjs compiles it as written (against
// chess.js) and with the import switched to boardnotation/chess: both must compile under strict.
import {
  BISHOP,
  BLACK,
  Chess,
  DEFAULT_POSITION,
  KING,
  KNIGHT,
  Move,
  PAWN,
  QUEEN,
  ROOK,
  SEVEN_TAG_ROSTER,
  SQUARES,
  WHITE,
  validateFen,
  xoroshiro128,
} from 'chess.js';
import type { Color, Piece, PieceSymbol, Square } from 'chess.js';

const start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' = DEFAULT_POSITION;
const squares: Square[] = SQUARES;
squares.slice().reverse();
const roster: Record<string, string> = SEVEN_TAG_ROSTER;
const pieces: PieceSymbol[] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
const colors: Color[] = [WHITE, BLACK];
const check: { ok: boolean; error?: string } = validateFen(start);
const next: () => bigint = xoroshiro128(0x1234n);

const chess = new Chess();
const loaded = new Chess(start, { skipValidation: true });
const skip: boolean | undefined = undefined;
new Chess(undefined, { skipValidation: skip });
chess.load(start, { skipValidation: false, preserveHeaders: true });
chess.clear({ preserveHeaders: true });
chess.clear();
chess.reset();
const fen: string = chess.fen({ forceEnpassantSquare: true }) + chess.fen();
const key: string = chess.hash();

// moves(): each overload, and a verbose flag only known at run time.
const sans: string[] = chess.moves();
const fromSquare: string[] = chess.moves({ square: 'e2' });
const ofPiece: string[] = chess.moves({ piece: 'n' });
const both: string[] = chess.moves({ square: 'g1', piece: 'n' });
const verbose: Move[] = chess.moves({ verbose: true });
const verboseSquare: Move[] = chess.moves({ verbose: true, square: 'e2' });
const verbosePiece: Move[] = chess.moves({ verbose: true, piece: 'p' });
const verboseBoth: Move[] = chess.moves({ verbose: true, square: 'b1', piece: 'n' });
const quiet: string[] = chess.moves({ verbose: false, square: 'e2', piece: 'p' });
let detailed: boolean = Math.random() < 0.5;
const either: string[] | Move[] = chess.moves({ verbose: detailed });
const eitherSquare: string[] | Move[] = chess.moves({ verbose: detailed, square: 'e2' });
const eitherPiece: string[] | Move[] = chess.moves({ verbose: detailed, piece: 'p' });
const eitherBoth: string[] | Move[] = chess.moves({ verbose: detailed, square: 'e2', piece: 'p' });
const first = either[0];
const shown: string = typeof first === 'string' ? first : (first?.san ?? '');

const played: Move = chess.move('e4');
chess.move({ from: 'e7', to: 'e5' });
chess.move({ from: 'g1', to: 'f3', promotion: 'q' }, { strict: false });
chess.move(null);
const facts: boolean[] = [
  played.isCapture(),
  played.isPromotion(),
  played.isEnPassant(),
  played.isKingsideCastle(),
  played.isQueensideCastle(),
  played.isBigPawn(),
];
const fields: [Color, Square, Square, PieceSymbol, PieceSymbol | undefined, PieceSymbol | undefined, string] = [
  played.color,
  played.from,
  played.to,
  played.piece,
  played.captured,
  played.promotion,
  played.flags + played.san + played.lan + played.before + played.after,
];
played.san = 'e4!';
const undone: Move | null = chess.undo();

const sanHistory: string[] = chess.history();
const moveHistory: Move[] = chess.history({ verbose: true });
const plainHistory: string[] = chess.history({ verbose: false });
detailed = moveHistory.length > 0;
const anyHistory: string[] | Move[] = chess.history({ verbose: detailed });

const piece: Piece | undefined = chess.get('e2');
const found: Square[] = chess.findPiece({ type: KING, color: WHITE });
const put: boolean = chess.put({ type: PAWN, color: BLACK }, 'a5');
const removed: Piece | undefined = chess.remove('a5');
const attackers: Square[] = chess.attackers('f3').concat(chess.attackers('f6', BLACK));
const states: boolean[] = [
  chess.isAttacked('f3', WHITE),
  chess.isCheck(),
  chess.inCheck(),
  chess.isCheckmate(),
  chess.isStalemate(),
  chess.isInsufficientMaterial(),
  chess.isThreefoldRepetition(),
  chess.isDrawByFiftyMoves(),
  chess.isDraw(),
  chess.isGameOver(),
];

const pgn: string = chess.pgn({ newline: '\n', maxWidth: 72 }) + chess.pgn();
const headers: Record<string, string | null> = chess.header('White', 'Someone');
const set: Record<string, string> = chess.setHeader('Black', 'Someone else');
const removedHeader: boolean = chess.removeHeader('Black');
const allHeaders: Record<string, string> = chess.getHeaders();
chess.loadPgn('1. e4 e5', { strict: false, newlineChar: '\n' });
chess.loadPgn('1. e4 e5');

const ascii: string = chess.ascii();
const nodes: number = chess.perft(1);
const turned: boolean = chess.setTurn(BLACK);
const turn: Color = chess.turn();
const board: ({ square: Square; type: PieceSymbol; color: Color } | null)[][] = chess.board();
const shade: 'light' | 'dark' | null = chess.squareColor('a1');

chess.setComment('a comment');
const comment: string = chess.getComment();
const length: number = chess.getComment().length + chess.removeComment().length + chess.deleteComment().length;
const comments: { fen: string; comment: string }[] = chess.getComments();
const cleared: { fen: string; comment: string }[] = chess.removeComments().concat(chess.deleteComments());

const rightsSet: boolean = chess.setCastlingRights(WHITE, { [KING]: false }) && chess.setCastlingRights(BLACK, {});
const rights: { k: boolean; q: boolean } = chess.getCastlingRights(WHITE);
const moveNumber: number = chess.moveNumber();

export const results = [
  squares,
  roster,
  pieces,
  colors,
  check,
  next,
  loaded,
  fen,
  key,
  sans,
  fromSquare,
  ofPiece,
  both,
  verbose,
  verboseSquare,
  verbosePiece,
  verboseBoth,
  quiet,
  eitherSquare,
  eitherPiece,
  eitherBoth,
  shown,
  facts,
  fields,
  undone,
  sanHistory,
  plainHistory,
  anyHistory,
  piece,
  found,
  put,
  removed,
  attackers,
  states,
  pgn,
  headers,
  set,
  removedHeader,
  allHeaders,
  ascii,
  nodes,
  turned,
  turn,
  board,
  shade,
  comment,
  length,
  comments,
  cleared,
  rightsSet,
  rights,
  moveNumber,
];
