// Building the content of an ssb-chess message, as JSON text validated before it is returned.
#pragma once

#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "ssb/model.hpp"

namespace bn::ssb {

Parsed<std::string> build_invite(const InviteFields& fields);
Parsed<std::string> build_accept(std::string_view invite_key);
// A chess_move, or the chess_game_end real clients post when the move mates (status mate,
// winner = mover), stalemates or draws by rule.
Parsed<std::string> build_move(const MoveFields& fields);
Parsed<std::string> build_end(const EndFields& fields);
Parsed<std::string> build_chat(std::string_view root, std::string_view msg);

}  // namespace bn::ssb
