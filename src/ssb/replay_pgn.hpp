// A replayed ssb-chess game in PGN, written by the PGN area's export writer.
#pragma once

#include <string>

#include "common/diagnostic.hpp"
#include "ssb/model.hpp"

namespace bn::ssb {

// Tags: Event "ssb-chess game", Site "Secure Scuttlebutt", Date (with UTCDate and UTCTime)
// from the invite's timestamp ("????.??.??" without one), White and Black (the players'
// feed ids, "?" when the invite is missing), Result (the replay's), GameId (the invite's
// key). Movetext: the plies verified from the standard start, up to the first ply that is
// not verified (after a ply gap or an illegal move the replay only trusts claimed fens, which
// a PGN cannot hold); that cut is said in a comment after the last move written. The
// termination marker is the replay's result all the same: it is how the game ended.
// "" when the replay found no game. Errors only if the writer rejects the moves (a bug).
Parsed<std::string> replay_pgn(const Replay& game);

}  // namespace bn::ssb
