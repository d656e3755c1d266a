// One message of a game as replay reads it: the envelope and content fields as plain
// values, read once after the message passed validation (so every field has its type).
#pragma once

#include <cstddef>
#include <string>

#include "json/model.hpp"

namespace bn::ssb {

struct MessageView {
    std::size_t index = 0;  // position in the input array
    const json::Value* object = nullptr;
    const json::Value* content = nullptr;
    std::string path, content_path;  // "$[3]", "$[3].value.content"
    std::string key, author, type;
    bool has_sequence = false, has_timestamp = false;
    double sequence = 0, timestamp = 0;
    // Content fields ("" when absent).
    std::string root, branch, orig, dest, pgn, fen, promotion, status, winner, inviting, my_color, text;
    bool has_ply = false;
    int ply = 0;

    // A chess_move, or a chess_game_end that carries the game-ending move.
    bool is_move_like() const {
        return type == "chess_move" || (type == "chess_game_end" && !orig.empty() && !dest.empty() && has_ply);
    }
};

// `object` is a validated whole message whose content is an object.
MessageView read_message(const json::Value& object, std::size_t index);

}  // namespace bn::ssb
