// GBB: the API of @gobstones/gobstones-gbb-parser over the core (src/gbb).
import { withFloat64, withFloat64Written, withUtf8 } from '../wasm-io.js';
import { Board, Cell } from './board.js';
import { CELL_STRIDE, Color } from './color.js';
import { boardDataNumbers, boardDataShown, writeBoardDataCells } from './board-data.js';
import { describeBoard } from './marshal.js';
import { GBBParsingErrors, GBBStringifyingErrors, parsingError, stringifyingError } from './errors.js';
import { resolveStringifyOptions } from './options.js';

export function createGbb(wasm, languages) {
  function parse(text, options) {
    const language = languages.pick(options);
    // undefined and null too: no text is not an empty text (the reference read them as one).
    if (typeof text !== 'string')
      throw new TypeError(`GBB.parse expects a string, not ${text === null ? 'null' : typeof text}`);
    const result = withUtf8(wasm, text, (address, length) => wasm.gbbParse(address, length, language));
    if (!result.ok) throw parsingError(result.diagnostics);
    return new Board(result.width, result.height, result.headX, result.headY, result.cells);
  }

  function stringify(board, options) {
    const language = languages.pick(options);
    const numericOptions = resolveStringifyOptions(options);
    const described = describeBoard(board);
    const shapeError = ({ code, args }) =>
      stringifyingError({ code, message: languages.render(code, args, language), diagnostics: [] });
    if (described.sizeProblem) throw shapeError(described.sizeProblem);
    const run = (cells) =>
      withFloat64(wasm, cells, (address) =>
        wasm.gbbStringify(
          described.width,
          described.height,
          described.headGiven,
          described.headX,
          described.headY,
          address,
          cells.length / CELL_STRIDE,
          numericOptions,
          language,
        ),
      );
    // A shape problem in the cells is reported after the size and head checks, as the reference orders them.
    const result = run(described.problem ? new Float64Array(0) : described.cells);
    if (!result.ok) {
      const first = result.diagnostics[0];
      throw stringifyingError({ code: first.code, message: first.message, diagnostics: result.diagnostics });
    }
    if (described.problem) throw shapeError(described.problem);
    return result.text;
  }

  // The problems of board data (a Board's toJSON() made elsewhere), checked by the core
  // (src/gbb/board_data.cpp): [] for a board. For openDocument; not exported by the entries.
  function checkBoardData(data, language) {
    const numbers = boardDataNumbers(data);
    const shown = boardDataShown(data);
    const result = withFloat64Written(
      wasm,
      numbers.cellCount * CELL_STRIDE,
      (heap, start) => writeBoardDataCells(data.cellData, heap, start),
      (address) =>
        wasm.gbbCheckData(
          numbers.width,
          numbers.height,
          numbers.headX,
          numbers.headY,
          address,
          numbers.cellCount,
          shown,
          languages.pick({ language }),
        ),
    );
    if (shown.failure) throw shown.failure;
    return result.diagnostics;
  }

  return {
    GBB: Object.freeze({ parse, stringify }),
    checkBoardData,
    GBBParsingErrors,
    GBBStringifyingErrors,
    Board,
    Cell,
    Color,
  };
}
