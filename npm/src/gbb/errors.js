// The error classes users of @gobstones/gobstones-gbb-parser catch, with their names and
// fields (name, isError, line, col), plus `code` and `diagnostics` from boardnotation.

function defineError(name, Base) {
  // A named class expression keeps `constructor.name` right even when minified.
  const classes = {
    [name]: class extends Base {
      constructor(message, details) {
        super(message, details);
        this.name = name;
      }
    },
  };
  return classes[name];
}

export class GBBParsingError extends Error {
  constructor(message, { code, line, col, diagnostics } = {}) {
    super(message);
    this.name = 'GBBParsingError';
    this.isError = true;
    this.line = line;
    this.col = col;
    this.code = code;
    this.diagnostics = diagnostics;
  }
}

export class GBBStringifyingError extends Error {
  constructor(message, { code, diagnostics } = {}) {
    super(message);
    this.name = 'GBBStringifyingError';
    this.isError = true;
    this.code = code;
    this.diagnostics = diagnostics;
  }
}

export const GBBParsingErrors = {
  GBBParsingError,
  UnexpectedToken: defineError('UnexpectedToken', GBBParsingError),
  UnexpectedEOF: defineError('UnexpectedEOF', GBBParsingError),
  InvalidSizeDefinition: defineError('InvalidSizeDefinition', GBBParsingError),
  HeadBoundaryExceeded: defineError('HeadBoundaryExceeded', GBBParsingError),
  CellBoundaryExceeded: defineError('CellBoundaryExceeded', GBBParsingError),
  DuplicatedCellDefinition: defineError('DuplicatedCellDefinition', GBBParsingError),
  DuplicatedColorDefinition: defineError('DuplicatedColorDefinition', GBBParsingError),
  // Beyond the reference, which reads such numbers as inexact doubles or Infinity.
  NumberTooLarge: defineError('NumberTooLarge', GBBParsingError),
};

export const GBBStringifyingErrors = {
  GBBStringifyingError,
  InvalidSizeDefinition: defineError('InvalidSizeDefinition', GBBStringifyingError),
  HeadBoundaryExceeded: defineError('HeadBoundaryExceeded', GBBStringifyingError),
  InvalidCellDefinition: defineError('InvalidCellDefinition', GBBStringifyingError),
  InvalidBoardDefinition: defineError('InvalidBoardDefinition', GBBStringifyingError),
  InvalidHeadDefinition: defineError('InvalidHeadDefinition', GBBStringifyingError),
  InvalidBoardDataDefinition: defineError('InvalidBoardDataDefinition', GBBStringifyingError),
  OutputTooLarge: defineError('OutputTooLarge', GBBStringifyingError),
};

const parsingClassOf = {
  'gbb.unexpected_eof': 'UnexpectedEOF',
  'gbb.unexpected_token': 'UnexpectedToken',
  'gbb.invalid_width': 'InvalidSizeDefinition',
  'gbb.invalid_height': 'InvalidSizeDefinition',
  'gbb.board_too_large': 'InvalidSizeDefinition',
  'gbb.head_x_outside': 'HeadBoundaryExceeded',
  'gbb.head_y_outside': 'HeadBoundaryExceeded',
  'gbb.cell_x_outside': 'CellBoundaryExceeded',
  'gbb.cell_y_outside': 'CellBoundaryExceeded',
  'gbb.duplicated_cell': 'DuplicatedCellDefinition',
  'gbb.duplicated_color': 'DuplicatedColorDefinition',
  'gbb.count_too_large': 'NumberTooLarge',
};

const stringifyingClassOf = {
  'gbb.stringify.invalid_width': 'InvalidSizeDefinition',
  'gbb.stringify.invalid_height': 'InvalidSizeDefinition',
  'gbb.stringify.board_too_large': 'InvalidSizeDefinition',
  'gbb.stringify.invalid_head': 'InvalidHeadDefinition',
  'gbb.stringify.head_x_outside': 'HeadBoundaryExceeded',
  'gbb.stringify.head_y_outside': 'HeadBoundaryExceeded',
  'gbb.stringify.cell_outside': 'InvalidBoardDataDefinition',
  'gbb.stringify.invalid_board_data': 'InvalidBoardDataDefinition',
  'gbb.stringify.invalid_count': 'InvalidCellDefinition',
  'gbb.stringify.missing_key': 'InvalidCellDefinition',
  'gbb.stringify.extra_key': 'InvalidCellDefinition',
  'gbb.stringify.board_width_mismatch': 'InvalidBoardDefinition',
  'gbb.stringify.board_height_mismatch': 'InvalidBoardDefinition',
  'gbb.stringify.output_too_large': 'OutputTooLarge',
};

// The error to throw for the first diagnostic of a failed parse.
export function parsingError(diagnostics) {
  const first = diagnostics[0];
  const ErrorClass = GBBParsingErrors[parsingClassOf[first.code]] ?? GBBParsingError;
  return new ErrorClass(first.message, { code: first.code, line: first.line, col: first.column, diagnostics });
}

export function stringifyingError({ code, message, diagnostics }) {
  const ErrorClass = GBBStringifyingErrors[stringifyingClassOf[code]] ?? GBBStringifyingError;
  return new ErrorClass(message, { code, diagnostics });
}
