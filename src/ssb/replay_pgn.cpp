// The verified plies go through pgn::build_game (which replays them again, so what is
// written is a legal game by construction) and pgn::write (the one export writer).
#include "ssb/replay_pgn.hpp"

#include "common/dates.hpp"
#include "pgn/build.hpp"
#include "pgn/write.hpp"

namespace bn::ssb {

namespace {

// n >= 0 with zeros in front up to `width` digits, as "%0<width>d" writes it.
std::string zero_padded(int n, std::size_t width) {
    std::string digits = std::to_string(n);
    return std::string(digits.size() < width ? width - digits.size() : 0, '0') + digits;
}

std::string two_digits(int n) { return zero_padded(n, 2); }

void add_date_tags(const Replay& game, std::vector<pgn::Tag>& tags) {
    if (!game.invite_timestamp) return;
    auto t = utc_from_unix_ms(*game.invite_timestamp);
    if (!t) return;
    std::string date = zero_padded(t->year, 4) + "." + two_digits(t->month) + "." + two_digits(t->day);
    tags.push_back({"Date", date});
    tags.push_back({"UTCDate", date});
    tags.push_back({"UTCTime", two_digits(t->hour) + ":" + two_digits(t->minute) + ":" + two_digits(t->second)});
}

}  // namespace

Parsed<std::string> replay_pgn(const Replay& game) {
    Parsed<std::string> out;
    if (game.game_id.empty()) {
        out.ok = true;
        return out;
    }
    pgn::GameInput input;
    input.tags = {{"Event", "ssb-chess game"}, {"Site", "Secure Scuttlebutt"}};
    add_date_tags(game, input.tags);
    if (!game.white.empty()) input.tags.push_back({"White", game.white});
    if (!game.black.empty()) input.tags.push_back({"Black", game.black});
    input.tags.push_back({"Result", game.result});
    input.tags.push_back({"GameId", game.game_id});
    input.result = game.result;
    input.start_fen = game.start_fen;
    for (const ReplayPly& p : game.plies) {
        if (!p.verified) {
            std::string cut =
                "ssb-chess: ply " + std::to_string(p.ply) +
                " could not be verified (after a gap or an illegal move); the moves from there on are left out";
            if (input.moves.empty())
                input.comments.push_back(cut);
            else
                input.moves.back().comments.push_back(cut);
            break;
        }
        pgn::MoveInput move;
        move.san = p.san;
        if (!input.moves.empty()) move.previous = static_cast<pgn::NodeIndex>(input.moves.size() - 1);
        input.moves.push_back(std::move(move));
    }
    auto built = pgn::build_game(input);
    if (!built.ok) {
        out.diagnostics = std::move(built.diagnostics);
        return out;
    }
    out.value = pgn::write(built.value);
    out.ok = true;
    return out;
}

}  // namespace bn::ssb
