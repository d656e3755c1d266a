// `boardnotation gbb parse|stringify`: GBB text <-> the board as JSON.
'use strict';

const { GBB } = require('../dist/gbb.cjs');

// Attaches "file:line:col" (or "file") to an error so the command prints it on one line.
function located(error, name) {
  error.location = error.line ? `${name}:${error.line}:${error.col}` : name;
  return error;
}

const separatorFlags = {
  'between-keywords': 'betweenKeywords',
  'between-colors': 'betweenColors',
  'color-key-to-number': 'colorKeyToNumber',
  'between-coordinates': 'betweenCoordinates',
  'keyword-to-coordinates': 'keywordToCoordinates',
};

const commands = {
  parse: {
    summary: 'GBB text -> the board as JSON ({ width, height, head, cellData })',
    help: `Reads a GBB board and prints it as JSON.

Options:
  -p, --pretty            indent the JSON`,
    options: { pretty: { type: 'boolean', short: 'p' } },
    run(input, values) {
      let board;
      try {
        board = GBB.parse(input.text, { language: values.language });
      } catch (error) {
        throw located(error, input.name);
      }
      return JSON.stringify(board, null, values.pretty ? 2 : undefined);
    },
  },
  stringify: {
    summary: 'JSON board -> GBB text (options of GBB.stringify as flags)',
    help: `Reads a board as JSON ({ width, height, head, cellData } or the older { ..., board })
and prints it as GBB.

Options:
  --between-keywords <space|tab|newline>  between statements (default newline)
  --between-colors <space|tab>            between the colours of a cell (default space)
  --color-key-to-number <space|tab>       between a colour and its count (default tab)
  --between-coordinates <space|tab>       between x and y (default space)
  --keyword-to-coordinates <space|tab>    after size, cell and head (default space)
  --short-color-names                     a n r v instead of Azul Negro Rojo Verde
  --declare-colors-with-zero-stones       list all four colours of non-empty cells
  --declare-colors-with-all-zero-stones   list every empty cell too`,
    options: {
      ...Object.fromEntries(Object.keys(separatorFlags).map((flag) => [flag, { type: 'string' }])),
      'short-color-names': { type: 'boolean' },
      'declare-colors-with-zero-stones': { type: 'boolean' },
      'declare-colors-with-all-zero-stones': { type: 'boolean' },
    },
    run(input, values) {
      let board;
      try {
        board = JSON.parse(input.text);
      } catch (error) {
        throw located(new Error(`invalid JSON: ${error.message.replace(/\s+/g, ' ')}`), input.name);
      }
      const separators = {};
      for (const [flag, name] of Object.entries(separatorFlags))
        if (values[flag] !== undefined) separators[name] = values[flag];
      const options = {
        language: values.language,
        separators,
        useFullColorNames: !values['short-color-names'],
        declareColorsWithZeroStones: Boolean(values['declare-colors-with-zero-stones']),
        declareColorsWithAllZeroStones: Boolean(values['declare-colors-with-all-zero-stones']),
      };
      try {
        return GBB.stringify(board, options);
      } catch (error) {
        throw error instanceof TypeError ? error : located(error, input.name);
      }
    },
  },
};

module.exports = { commands };
