// The shape of a SAN token without a board, for reading with the replay off (ParseOptions):
// what the permissive SAN reader (chess/san.hpp) could accept in some position, that is
//   castling    O-O, O-O-O (or with zeros)
//   otherwise   [KQRBNP]? file? rank? (x | - | :)? file rank (=? promotion piece)? (e.p.)?
// each followed by any check signs (+, #). Whether the move is legal is not looked at.
#pragma once

#include <string_view>

namespace bn::pgn {

bool has_san_shape(std::string_view token);

}  // namespace bn::pgn
