// chess.js's FEN reading: validateFen (its { ok, error } answer, same acceptance: six fields,
// a legal-looking piece placement with one king per side and no pawn on rank 1 or 8, castling
// letters in any order and number, the en-passant rank that matches the side to move) and the
// padding its load() applies first. What it accepts goes to the engine's lenient reading after
// normalFen() has rewritten the fields the engine reads more strictly.

const PIECE_LETTER = /^[pnbrqkPNBRQK]$/;
const DIGIT = /^[0-9]$/;

function failure(error) {
  return { ok: false, error: `Invalid FEN: ${error}` };
}

// The first problem of a placement row, or '' when it covers exactly eight squares.
function rowProblem(row) {
  let squares = 0;
  let afterDigit = false;
  for (const char of row) {
    if (DIGIT.test(char)) {
      if (afterDigit) return 'piece data is invalid (consecutive number)';
      squares += Number(char);
      afterDigit = true;
    } else {
      if (!PIECE_LETTER.test(char)) return 'piece data is invalid (invalid piece)';
      squares += 1;
      afterDigit = false;
    }
  }
  return squares === 8 ? '' : 'piece data is invalid (too many squares in rank)';
}

// The checks in chess.js's order, so that the same FEN reports the same first problem.
export function validateFen(fen) {
  if (typeof fen !== 'string')
    throw new TypeError(`validateFen expects a FEN string, not ${fen === null ? 'null' : typeof fen}`);
  const fields = fen.split(/\s+/);
  if (fields.length !== 6) return failure('must contain six space-delimited fields');
  const [placement, side, castling, enPassant, halfmove, fullmove] = fields;
  const fullmoveNumber = parseInt(fullmove, 10);
  if (!(fullmoveNumber > 0)) return failure('move number must be a positive integer');
  const halfmoveClock = parseInt(halfmove, 10);
  if (!(halfmoveClock >= 0)) return failure('half move counter number must be a non-negative integer');
  if (!/^(-|[a-h][36])$/.test(enPassant)) return failure('en-passant square is invalid');
  if (/[^kKqQ-]/.test(castling)) return failure('castling availability is invalid');
  if (side !== 'w' && side !== 'b') return failure('side-to-move is invalid');
  const rows = placement.split('/');
  if (rows.length !== 8) return failure("piece data does not contain 8 '/'-delimited rows");
  for (const row of rows) {
    const problem = rowProblem(row);
    if (problem) return failure(problem);
  }
  if ((enPassant[1] === '3' && side === 'w') || (enPassant[1] === '6' && side === 'b'))
    return failure('illegal en-passant square');
  for (const [letter, color] of [
    ['K', 'white'],
    ['k', 'black'],
  ]) {
    const kings = placement.split(letter).length - 1;
    if (kings === 0) return failure(`missing ${color} king`);
    if (kings > 1) return failure(`too many ${color} kings`);
  }
  if (/[pP]/.test(rows[0] + rows[7])) return failure('some pawns are on the edge rows');
  return { ok: true };
}

// chess.js's load() completes a FEN of two to five fields with '- - 0 1''s last fields.
export function padFen(fen) {
  const fields = fen.split(/\s+/);
  if (fields.length < 2 || fields.length >= 6) return fen;
  return fields.concat(['-', '-', '0', '1'].slice(fields.length - 2)).join(' ');
}

// The fields as chess.js's load() reads them: castling letters as a set, the clocks by
// parseInt ('3x' is 3). Fields it does not read (and the text when they are missing) are kept
// for the engine to judge.
export function normalFen(fen) {
  const fields = fen.split(/\s+/);
  if (fields.length !== 6) return fen;
  const [placement, side, castling, enPassant, halfmove, fullmove] = fields;
  const rights = [...'KQkq'].filter((letter) => castling.includes(letter)).join('') || '-';
  const clock = parseInt(halfmove, 10);
  const number = parseInt(fullmove, 10);
  return [
    placement,
    side,
    rights,
    enPassant,
    Number.isNaN(clock) ? halfmove : clock,
    Number.isNaN(number) ? fullmove : number,
  ].join(' ');
}
