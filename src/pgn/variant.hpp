// The [Variant] tag: which rules a game is played by. Standard chess and Chess960 are replayed;
// any other variant (atomic, antichess, crazyhouse, three-check, ...) is reported as such
// (pgn.unsupported_variant) and never replayed as standard chess. One classification for the
// reader and the game builder (Pgn.stringify), so that both read a game the same way.
#pragma once

#include <string>
#include <string_view>

#include "chess/fen.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

enum class Variant { standard, chess960, unsupported };

// The variant a [Variant] value names, compared without case, spaces, hyphens and underscores:
// "Standard", "From Position", "chess"... are standard; "Chess960", "chess 960",
// "Fischerandom", "FischerRandom", "Fischer Random Chess", "FRC"... are Chess960. An empty
// value counts as no tag.
Variant classify_variant(std::string_view value);

// The game's variant from its tags (standard without a Variant tag).
Variant variant_of(const std::vector<Tag>& tags);

// How a game's FENs are read: Chess960 for a Chess960 game, and for a game without a Variant
// tag whose FEN tag names rook files in its castling field (Shredder-FEN or X-FEN letters
// only Chess960 uses); standard for any other named variant; otherwise `detect`.
chess::FenOptions::Chess960 fen_mode(const std::vector<Tag>& tags);

// The value written back for a game that plays Chess960 but has no Variant tag.
inline constexpr std::string_view chess960_variant_name = "Chess960";

}  // namespace bn::pgn
