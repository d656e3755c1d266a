// `boardnotation <notation> svg [file]` and `boardnotation svg FILE` (the notation detected):
// the board of a file at a ply of a game, as an SVG document, from boardnotation/svg's renderSvg.
'use strict';

const NOTATIONS = ['gbb', 'fen', 'hen', 'sgf', 'ssb', 'bdl', 'pgn'];

const options = {
  ply: { type: 'string', short: 'p' },
  game: { type: 'string', short: 'g', default: '0' },
  variation: { type: 'string' },
  flip: { type: 'boolean' },
  size: { type: 'string', short: 's' },
  lang: { type: 'string' },
};

const optionsHelp = `Options:
  -p, --ply <N>           the position after N moves of the line (0: the start; default: the end)
  -g, --game <N>          the game, counted from 0 (default 0)
  --variation <i,j,...>   the line: the child taken at each fork (0 is the main line), e.g. 1,0,2
  --flip                  the board seen from the other side (Black's, for chess)
  -s, --size <px>         the drawing's width/height in pixels (default: none, it scales)
  --lang <en|es>          same as --language: the words of the drawing and of the errors`;

function whole(name, value) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new RangeError(`--${name} takes a whole number from 0, not "${value}"`);
  return Number(value);
}

function renderOptions(notation, input, values) {
  const size = values.size === undefined ? undefined : Number(values.size);
  if (size !== undefined && !(size > 0))
    throw new RangeError(`--size takes a number of pixels above 0, not "${values.size}"`);
  const variation =
    values.variation === undefined
      ? undefined
      : values.variation.split(',').map((part) => whole('variation', part.trim()));
  return {
    notation,
    fileName: input.name,
    ply: whole('ply', values.ply),
    game: whole('game', values.game),
    variation,
    orientation: values.flip ? 'black' : undefined,
    size,
    language: values.lang ?? values.language,
  };
}

function render(notation, input, values) {
  const { renderSvg } = require('../dist/svg.cjs');
  const options = renderOptions(notation, input, values);
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  try {
    return renderSvg(input.text, options);
  } catch (error) {
    if (error.name === 'RenderError')
      error.location = error.line ? `${input.name}:${error.line}:${error.column}` : input.name;
    throw error;
  }
}

/** The svg command of one notation. */
function svgCommand(notation) {
  return {
    summary: `${notation.toUpperCase()} file -> SVG of the board (--ply, --game, --flip, --size)`,
    help: `Draws the board of a ${notation.toUpperCase()} file as an SVG document (boardnotation/svg's renderSvg).
Nothing to draw (an error in the text, no such game or ply) is an error with its line and column.

${optionsHelp}`,
    input: 'bytes', // SGF and PGN files are decoded by their own charset rules
    options,
    run: (input, values) => render(notation, input, values),
  };
}

/** `boardnotation svg FILE`: the notation found by detect() (the file name is a hint). */
const detectedSvg = {
  summary: 'any board file -> SVG of the board, the notation detected',
  help: `Draws the board of a file in any notation boardnotation reads (${NOTATIONS.join(', ')}),
found from the content (the file name's extension settles an unclear one), as an SVG document.

${optionsHelp}`,
  input: 'bytes',
  options,
  run: (input, values) => render(undefined, input, values),
};

module.exports = { NOTATIONS, svgCommand, detectedSvg };
