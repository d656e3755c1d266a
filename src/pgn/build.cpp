// Replays a GameInput into a Game, position by position (each move's position is kept, so a
// variation starts wherever its first move's `previous` left off).
#include "pgn/build.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "common/guarded.hpp"
#include "pgn/comment.hpp"
#include "pgn/null_move.hpp"
#include "pgn/termination.hpp"
#include "pgn/variant.hpp"

namespace bn::pgn {

namespace {

std::vector<Comment> comments_of(const std::vector<std::string>& texts) {
    std::vector<Comment> out;
    out.reserve(texts.size());
    for (const auto& t : texts) out.push_back(read_comment(t));
    return out;
}

}  // namespace

Parsed<Game> build_game(const GameInput& input) {
    Parsed<Game> out;
    Diagnostics d;
    auto reject = [&](std::string reason, std::vector<MessageArg> extra = {}) {
        d.error("pgn.game_input", 0, 0, {{"reason", std::move(reason)}});
        for (auto& a : extra) d.items().back().args.push_back(std::move(a));
        out.diagnostics = std::move(d.items());
        return out;
    };
    Game& game = out.value;
    for (const Tag& tag : input.tags) {
        if (is_tag_name(tag.name)) continue;
        std::string reason = "the tag name '";
        reason += tag.name;
        reason += "' is not a PGN tag name (letters, digits and _)";
        return reject(std::move(reason));
    }
    game.tags = input.tags;
    if (!input.result.empty() && !is_termination_marker(input.result))
        return reject("the result must be 1-0, 0-1, 1/2-1/2 or *, not '" + input.result + "'");
    game.result = input.result;
    game.comments = comments_of(input.comments);
    for (auto nag : input.nags)
        if (nag > 255) return reject("the NAG " + std::to_string(nag) + " of the game is not between 0 and 255");
    game.nags = input.nags;
    std::string fen = input.start_fen;
    if (fen.empty())
        if (const Tag* tag = game.tag("FEN")) fen = tag->value;
    chess::Position start = chess::Position::initial();
    const Variant variant = variant_of(game.tags);
    if (variant == Variant::unsupported) {
        d.error("pgn.unsupported_variant", 0, 0, {{"variant", game.tag("Variant")->value}});
        out.diagnostics = std::move(d.items());
        return out;
    }
    if (!fen.empty()) {
        chess::FenOptions options{false};
        options.chess960 = fen_mode(game.tags);
        auto parsed = chess::parse_fen(fen, options);
        if (!parsed.ok) {
            out.diagnostics = std::move(parsed.diagnostics);
            return out;
        }
        start = parsed.value;
    } else if (variant == Variant::chess960) {
        d.error("pgn.chess960_without_fen", 0, 0);
        out.diagnostics = std::move(d.items());
        return out;
    }
    game.start_fen = chess::write_fen(start);
    // A game that does not start from the initial position says where it starts (PGN 9.7),
    // and a Chess960 game says so (a FEN with rook-file letters, read as Chess960, may come
    // without a Variant tag).
    if (game.start_fen != chess::initial_fen && !game.tag("FEN")) {
        if (!game.tag("SetUp")) game.tags.push_back({"SetUp", "1"});
        game.tags.push_back({"FEN", game.start_fen});
    }
    if (start.chess960() && !game.tag("Variant")) game.tags.push_back({"Variant", std::string(chess960_variant_name)});
    std::vector<chess::Position> after;
    after.reserve(input.moves.size());
    for (std::size_t i = 0; i < input.moves.size(); ++i) {
        const MoveInput& m = input.moves[i];
        if (m.previous != no_node && m.previous >= i)
            return reject("move " + std::to_string(i + 1) + " (" + m.san + ") comes before the move it follows");
        if (m.replaces != no_node && (m.replaces >= i || input.moves[m.replaces].previous != m.previous))
            return reject("move " + std::to_string(i + 1) + " (" + m.san +
                          ") starts a variation of a move that does not come before it from the same position");
        chess::Position position = m.previous == no_node ? start : after[m.previous];
        for (auto nag : m.nags)
            if (nag > 255)
                return reject("the NAG " + std::to_string(nag) + " of move " + std::to_string(i + 1) +
                              " is not between 0 and 255");
        MoveNode node;
        node.written = m.san;
        if (is_null_move(m.san)) {  // the side to move passes; node.move stays the null Move
            if (position.in_check())
                return reject("move " + std::to_string(i + 1) + " (" + m.san +
                              ") is a null move, but the side to move is in check and cannot pass");
            node.san = std::string(null_move_san);
        } else {
            auto reading = chess::read_san(position, m.san, {false});
            if (!reading.ok) {
                for (auto& diagnostic : reading.diagnostics) diagnostic.offset = 0;
                out.diagnostics = std::move(reading.diagnostics);
                return out;
            }
            node.move = reading.value.move;
            node.san = std::move(reading.value.san);
        }
        node.color = position.side_to_move();
        node.move_number = position.fullmove_number();
        node.nags = m.nags;
        node.comments = comments_of(m.comments);
        node.comments_before = comments_of(m.comments_before);
        node.previous = m.previous;
        chess::Position::Undo undo;
        if (node.move.is_null())
            position.make_null();
        else
            position.make(node.move, undo);
        node.fen = chess::write_fen(position);
        after.push_back(position);
        const NodeIndex index = static_cast<NodeIndex>(i);
        NodeIndex& continuation = m.previous == no_node ? game.first : game.nodes[m.previous].next;
        if (m.replaces != no_node)
            game.nodes[m.replaces].variations.push_back(index);
        else if (continuation == no_node)
            continuation = index;
        else
            game.nodes[continuation].variations.push_back(index);
        game.nodes.push_back(std::move(node));
    }
    out.ok = true;
    return out;
}

Written stringify(const GameInput& input, const WriteOptions& options) {
    Written out;
    Diagnostics failure;
    guarded(failure, [&] {
        auto built = build_game(input);
        out.diagnostics = std::move(built.diagnostics);
        if (built.ok) out.text = write(built.value, options);
        out.ok = built.ok;
    });
    if (failure.has_errors()) {
        out.ok = false;
        out.text.clear();
        out.diagnostics.push_back(std::move(failure.items().front()));
    }
    return out;
}

}  // namespace bn::pgn
