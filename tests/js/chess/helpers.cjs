// Shared by the chess tests: play a list of SAN moves, catch the error a call throws.
function play(chess, sans) {
  for (const san of sans.split(' ').filter(Boolean)) chess.move(san);
  return chess;
}

function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

module.exports = { play, thrown };
