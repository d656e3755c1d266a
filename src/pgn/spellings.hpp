// What real databases write where PGN has a token of its own: castling with a lower-case o or
// a typographic dash ("o-o", "O–O"), a draw as "½-½", and evaluation symbols as text ("+/-",
// "±", "∞", "N"...) where PGN has a NAG. The reader accepts each with a warning (an error in
// strict mode) and reads it as the standard token: these functions only recognise them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bn::pgn {

// `token` (a move with its suffixes, e.g. "o-o+" or "O–O–O!") with its castling part in
// another spelling than SAN's O-O / O-O-O or the zeros the SAN reader takes itself: the token
// with that part written "O-O" or "O-O-O". Nothing for any other token.
std::optional<std::string> standard_castling(std::string_view token);

// Whether `token` is a draw written with the ½ sign ("½-½", "½–½"): the marker "1/2-1/2".
bool is_half_point_draw(std::string_view token);

// The NAG an evaluation symbol written as text stands for (the standard NAGs $7, $10, $13-$19,
// $132-$133, and the widespread $140, $142, $146), 0 when `token` is none.
std::uint16_t evaluation_symbol_nag(std::string_view token);

}  // namespace bn::pgn
