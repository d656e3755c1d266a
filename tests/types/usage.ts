// Compiled with `tsc --noEmit -p tests/types`: the hand-written .d.ts files must describe the
// package as users call it (a wrong signature here fails the build).
import { GBB, GBBParsingErrors, GBBStringifyingErrors, Color, languages } from 'boardnotation';
import type { Board, Cell, GBBStringifyingOptions } from 'boardnotation/gbb';
import { GBB as GbbFromSubpath } from 'boardnotation/gbb';

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

const validation = Fen.validate('8/8/8/8/8/8/8/8 w - - 0 1', { language: 'es' });
const firstCode: string | undefined = validation.errors[0]?.code;
const data: FenData = Fen.parse(DEFAULT_POSITION);
const fenText: string = Fen.stringify({ ...data, enPassant: null });
try {
  chess.move('Ke8');
} catch (error) {
  if (error instanceof MoveError) console.log(error.code, error.diagnostics.length);
  if (error instanceof FenError) console.log(error.column);
}
console.log(flags, undone, sanHistory, moveHistory, piece, placed, over, nodes, rows, turn, sans, firstCode, fenText);

// @ts-expect-error: a piece type is one of p n b r q k
chess.put({ type: 'x', color: 'w' }, 'a1');
