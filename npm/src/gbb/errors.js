// The error classes users of @gobstones/gobstones-gbb-parser catch, with their names and
// fields (name, isError, line, col), plus `code` and `diagnostics` from boardnotation.

import { namedErrorClass } from '../diagnostic-error.js';

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
  UnexpectedToken: namedErrorClass('UnexpectedToken', GBBParsingError),
  UnexpectedEOF: namedErrorClass('UnexpectedEOF', GBBParsingError),
  InvalidSizeDefinition: namedErrorClass('InvalidSizeDefinition', GBBParsingError),
  HeadBoundaryExceeded: namedErrorClass('HeadBoundaryExceeded', GBBParsingError),
  CellBoundaryExceeded: namedErrorClass('CellBoundaryExceeded', GBBParsingError),
  DuplicatedCellDefinition: namedErrorClass('DuplicatedCellDefinition', GBBParsingError),
  DuplicatedColorDefinition: namedErrorClass('DuplicatedColorDefinition', GBBParsingError),
  // Beyond the reference, which reads such numbers as inexact doubles or Infinity.
  NumberTooLarge: namedErrorClass('NumberTooLarge', GBBParsingError),
};

export const GBBStringifyingErrors = {
  GBBStringifyingError,
  InvalidSizeDefinition: namedErrorClass('InvalidSizeDefinition', GBBStringifyingError),
  HeadBoundaryExceeded: namedErrorClass('HeadBoundaryExceeded', GBBStringifyingError),
  InvalidCellDefinition: namedErrorClass('InvalidCellDefinition', GBBStringifyingError),
  InvalidBoardDefinition: namedErrorClass('InvalidBoardDefinition', GBBStringifyingError),
  InvalidHeadDefinition: namedErrorClass('InvalidHeadDefinition', GBBStringifyingError),
  InvalidBoardDataDefinition: namedErrorClass('InvalidBoardDataDefinition', GBBStringifyingError),
  OutputTooLarge: namedErrorClass('OutputTooLarge', GBBStringifyingError),
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
