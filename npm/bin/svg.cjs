// `boardnotation <notation> svg [file]` and `boardnotation svg FILE` (the notation detected):
// the board of a file at a ply of a game, as an SVG document, from boardnotation/svg's renderSvg;
// with --format png, the same board as a PNG (renderPng); with --format gif, the positions of a
// line as an animated GIF (renderGif). The format also follows the --output file's extension.
'use strict';

const path = require('node:path');

const FORMATS = ['svg', 'png', 'gif'];

const NOTATIONS = ['gbb', 'fen', 'hen', 'sgf', 'ssb', 'bdl', 'pgn'];

const options = {
  ply: { type: 'string', short: 'p' },
  game: { type: 'string', short: 'g', default: '0' },
  variation: { type: 'string' },
  flip: { type: 'boolean' },
  size: { type: 'string', short: 's' },
  lang: { type: 'string' },
  format: { type: 'string', short: 'f' },
  delay: { type: 'string' },
  plies: { type: 'string' },
};

const optionsHelp = `Options:
  -p, --ply <N>           the position after N moves of the line (0: the start; default: the end)
  -g, --game <N>          the game, counted from 0 (default 0)
  --variation <i,j,...>   the line: the child taken at each fork (0 is the main line), e.g. 1,0,2
  --flip                  the board seen from the other side (Black's, for chess)
  -s, --size <px>         the drawing's width/height in pixels (default: none, it scales)
  --lang <en|es>          same as --language: the words of the drawing and of the errors
  -f, --format <svg|png|gif>  svg (default), png (the board as an image), or gif (every
                          position of the line, animated); by default the --output file's
                          extension (.png, .gif) says. PNG and GIF are binary: written to a file
                          (-o) or a pipe, never to a terminal
  --delay <ms>            gif: how long each position shows (default 1000)
  --plies <first>-<last>  gif: the positions from ply first to ply last (default: the whole line)`;

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

// --format, else the extension of --output, else svg.
function formatOf(values) {
  if (values.format !== undefined) {
    if (!FORMATS.includes(values.format))
      throw new RangeError(`--format takes ${FORMATS.join(', ')}, not "${values.format}"`);
    return values.format;
  }
  const extension = values.output === undefined ? '' : path.extname(values.output).slice(1).toLowerCase();
  return FORMATS.includes(extension) ? extension : 'svg';
}

// The options of a GIF: --delay and --plies, and no --ply (one position is a PNG).
function gifOptions(values) {
  if (values.ply !== undefined)
    throw new RangeError('--ply draws one position; a GIF takes --plies <first>-<last> (or the whole line)');
  const options = {};
  if (values.delay !== undefined) {
    if (!/^\d+$/.test(values.delay)) throw new RangeError(`--delay takes milliseconds, not "${values.delay}"`);
    options.delay = Number(values.delay);
  }
  if (values.plies !== undefined) {
    const match = /^(\d+)-(\d+)$/.exec(values.plies);
    if (!match) throw new RangeError(`--plies takes <first>-<last>, e.g. 0-20, not "${values.plies}"`);
    options.plies = [Number(match[1]), Number(match[2])];
  }
  return options;
}

function located(error, input) {
  if (error.name === 'RenderError')
    error.location = error.line ? `${input.name}:${error.line}:${error.column}` : input.name;
  return error;
}

function render(notation, input, values) {
  const format = formatOf(values);
  if (format !== 'gif' && (values.delay !== undefined || values.plies !== undefined))
    throw new RangeError('--delay and --plies are options of --format gif');
  const svg = require('../dist/svg.cjs');
  const options = renderOptions(notation, input, values);
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  if (format === 'svg') {
    try {
      return svg.renderSvg(input.text, options);
    } catch (error) {
      throw located(error, input);
    }
  }
  // Binary output on a terminal would garble it: a file or a pipe only.
  if (values.output === undefined && process.stdout.isTTY)
    throw new RangeError(`a ${format.toUpperCase()} is binary: write it to a file (-o board.${format}) or a pipe`);
  const made =
    format === 'png'
      ? svg.renderPng(input.text, options)
      : svg.renderGif(input.text, { ...options, ...gifOptions(values) });
  return made.catch((error) => {
    throw located(error, input);
  });
}

/** The svg command of one notation. */
function svgCommand(notation) {
  return {
    summary: `${notation.toUpperCase()} file -> SVG, PNG or GIF of the board (--ply, --game, --flip, --size, --format)`,
    help: `Draws the board of a ${notation.toUpperCase()} file as an SVG document (boardnotation/svg's renderSvg),
a PNG image (--format png) or an animated GIF of a line's positions (--format gif).
Nothing to draw (an error in the text, no such game or ply) is an error with its line and column.

${optionsHelp}`,
    input: 'bytes', // SGF and PGN files are decoded by their own charset rules
    options,
    run: (input, values) => render(notation, input, values),
  };
}

/** `boardnotation svg FILE`: the notation found by detect() (the file name is a hint). */
const detectedSvg = {
  summary: 'any board file -> SVG, PNG or GIF of the board, the notation detected',
  help: `Draws the board of a file in any notation boardnotation reads (${NOTATIONS.join(', ')}),
found from the content (the file name's extension settles an unclear one), as an SVG document,
a PNG image (--format png) or an animated GIF of a line's positions (--format gif).

${optionsHelp}`,
  input: 'bytes',
  options,
  run: (input, values) => render(undefined, input, values),
};

module.exports = { NOTATIONS, svgCommand, detectedSvg };
