// GBB (Gobstones board) for the page: parsing with the boardnotation package, the SVG view and the
// two converter outputs (JSON, and normalised GBB written by GBB.stringify with some of its options).
import { GBB, GBBParsingErrors } from 'boardnotation';
import { renderGbbBoard } from '../gbb-view.js';
import { compactJson } from '../compact-json.js';

function problemsOf(error) {
  if (error instanceof GBBParsingErrors.GBBParsingError) {
    const diagnostics = error.diagnostics?.length ? error.diagnostics : [{ line: error.line, column: error.col, length: 0, message: error.message }];
    return diagnostics.map(({ line, column, length, message, severity }) => ({ line, column, length, message, severity }));
  }
  // Anything else (a limit enforced in JS, say) still deserves a readable message, just without a place.
  return [{ message: error.message }];
}

function parse(text, { language }) {
  try {
    return { ok: true, model: GBB.parse(text, { language }) };
  } catch (error) {
    const problems = problemsOf(error);
    const first = problems[0];
    const where = first.line ? ` at line ${first.line}, column ${first.column}` : '';
    return { ok: false, title: `${error.name}${where}`, problems };
  }
}

function summarize(board) {
  const { cellsWithStones, stones } = board.foldCells(
    (totals, cell) => {
      const amount = cell.getStonesAmount();
      if (amount > 0) totals.cellsWithStones += 1;
      totals.stones += amount;
      return totals;
    },
    { cellsWithStones: 0, stones: 0 },
  );
  const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${board.width} × ${board.height} board · ${plural(cellsWithStones, 'cell')} with stones · ${plural(stones, 'stone')} · head at ${board.headX}, ${board.headY}`;
}

const jsonOutput = {
  id: 'json',
  label: 'JSON',
  fileName: 'board.json',
  mediaType: 'application/json',
  controls: [{ id: 'indent', label: 'Indented', type: 'checkbox', default: true }],
  produce: (board, { indent }) => (indent ? compactJson(board.toJSON()) : JSON.stringify(board.toJSON())),
};

const normalisedGbbOutput = {
  id: 'gbb',
  label: 'Normalised GBB',
  fileName: 'board.gbb',
  mediaType: 'text/plain',
  // Defaults are GBB.stringify's own, so the untouched output is what the library writes by default.
  controls: [
    { id: 'useFullColorNames', label: 'Full colour names', type: 'checkbox', default: true },
    { id: 'declareColorsWithZeroStones', label: 'Zero counts in cells with stones', type: 'checkbox', default: false },
    {
      id: 'betweenKeywords',
      label: 'Declarations separated by',
      type: 'select',
      default: 'newline',
      choices: [
        { value: 'newline', label: 'new lines' },
        { value: 'space', label: 'spaces' },
        { value: 'tab', label: 'tabs' },
      ],
    },
  ],
  produce: (board, { useFullColorNames, declareColorsWithZeroStones, betweenKeywords }) =>
    GBB.stringify(board, { useFullColorNames, declareColorsWithZeroStones, separators: { betweenKeywords } }),
};

export const gbbNotation = {
  id: 'gbb',
  name: 'GBB (Gobstones board)',
  inputLabel: 'GBB text',
  fileAccept: '.gbb,text/plain',
  examples: [
    { id: 'readme', title: 'README example', url: 'examples/readme.gbb' },
    { id: 'all-colours', title: 'All four colours', url: 'examples/all-colours.gbb' },
    { id: 'rings', title: 'Rings, 20 × 20', url: 'examples/rings-20x20.gbb' },
    { id: 'readme-as-published', title: 'Error: cell off the board', url: 'examples/readme-as-published.gbb' },
  ],
  parse,
  summarize,
  render: renderGbbBoard,
  outputs: [jsonOutput, normalisedGbbOutput],
};
