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
