// ssb-chess messages (github Happy0/ssb-chess): the types of checking one message
// (validate.hpp), replaying a game from its messages (replay.hpp), and building the content a
// client posts (build.hpp). Messages are JSON; every problem is a diagnostic whose "path"
// argument is the JSON path of the field ("$.value.content.fen").
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn::ssb {

// What a JSON value given to validate() turned out to be.
enum class Shape : std::uint8_t { unknown, message, content };

struct Validation {
    Shape shape = Shape::unknown;
    std::string type;  // content.type when it is a string ("" otherwise)
};

struct ValidateOptions {
    // A whole message must carry value.sequence and value.timestamp. Replay relaxes this:
    // it only needs key, author and content (real fixtures hold reconstructed invites).
    bool require_sequence_and_timestamp = true;
};

// One ply of a replayed game.
struct ReplayPly {
    int ply = 0;
    std::string san;                    // SAN of the move as replayed (the claimed pgnMove when !verified)
    std::string fen;                    // position after the move as replayed (the claimed fen when !verified)
    std::string orig, dest, promotion;  // as the message wrote them
    std::string key;                    // key of the message that made the move
    std::string author;
    std::size_t message = 0;  // index of that message in the input array
    // False when the move could not be checked against the previous position (the first
    // move after a gap, or an illegal move): the replay then continues from its claimed fen.
    bool verified = true;
};

struct ChatLine {
    std::string key, author, msg;
    std::size_t message = 0;
};

struct Replay {
    std::string game_id;       // key of the chess_invite
    std::string white, black;  // feed ids ("" when the invite is missing)
    // invited | started | mate | resigned | draw | stalemate, or another status string an
    // end message gave.
    std::string status = "invited";
    std::string result = "*";                // PGN result: 1-0, 0-1, 1/2-1/2 or *
    std::string winner;                      // feed id by the protocol's rule, "" for none
    std::string start_fen;                   // always the standard start (ssb-chess plays no variants)
    std::optional<double> invite_timestamp;  // value.timestamp of the invite (ms since 1970), when given
    std::vector<ReplayPly> plies;
    std::vector<ChatLine> chat;
    std::vector<std::string> rematch_invites;  // keys of chess_invite messages rooted in this game
    // What the next move needs: the position now, and the key a new message links as branch.
    std::string fen;
    std::string last_key;
    // Every inconsistency (ssb.replay.*) and every message problem (ssb.*, json.*, chess.*),
    // with arguments "message" (index in the input array), "path", and "ply" when it has one.
    std::vector<Diagnostic> issues;
    // The game in PGN export format (replay_pgn.hpp says what it holds); "" when the messages
    // hold no game.
    std::string pgn;
};

// What the builders (build.hpp) write into a message content.
struct InviteFields {
    std::string inviting;             // feed id of the invited player
    std::string my_color;             // "white" or "black"
    std::string root;                 // optional: game id this is a rematch of
    std::vector<std::string> branch;  // optional: ids for ssb-ooo
};
struct MoveFields {
    std::string root;    // game id
    std::string branch;  // key of the latest game message
    std::string fen;     // position before the move
    std::string orig, dest;
    std::string promotion;  // "", or q r b n
    std::string mover;      // feed id of the player moving: written as winner on a mate
};
struct EndFields {
    std::string root, branch;
    std::string status;  // resigned, mate, draw, stalemate
};

}  // namespace bn::ssb
