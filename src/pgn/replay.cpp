// The moves of a game put into its tree as they are read, and replayed on the chess engine:
// the start position (the FEN and Variant tags), the lines of play on an explicit stack of
// Frames (variations open and close), comments and NAGs placed on their moves, null moves,
// and the replay off (SAN shapes only). Part of the game reader (game_reader.hpp).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "pgn/comment.hpp"
#include "pgn/game_reader.hpp"
#include "pgn/lexer.hpp"
#include "pgn/null_move.hpp"
#include "pgn/packed_position.hpp"
#include "pgn/san_shape.hpp"
#include "pgn/variant.hpp"

namespace bn::pgn::game_reading {

// The start position: the FEN tag (PGN 9.7.2), read leniently as real files need, by the
// rules of the game's [Variant] (variant.hpp).
void GameReader::start_movetext() {
    phase_ = Phase::movetext;
    Frame main;
    const Tag* fen = game_.tag("FEN");
    const Tag* setup = game_.tag("SetUp");
    const Variant variant = variant_of(game_.tags);
    if (variant == Variant::unsupported) {
        error("pgn.unsupported_variant", game_.offset, 0, {{"variant", game_.tag("Variant")->value}});
        main.dead = true;
        game_.start_fen = fen ? fen->value : std::string(chess::initial_fen);
    } else if (fen) {
        chess::FenOptions options{false};
        options.chess960 = fen_mode(game_.tags);
        options.chess_js = options_.chess_js_fen;
        auto parsed = chess::parse_fen(fen->value, options);
        for (auto d : parsed.diagnostics) {
            d.offset += fen_offset_;
            game_.diagnostics.push_back(std::move(d));
        }
        if (parsed.ok) {
            main.position = parsed.value;
            game_.start_fen = chess::write_fen(parsed.value);
        } else {
            error("pgn.bad_fen", fen_offset_, fen->value.size(), {{"fen", fen->value}});
            main.dead = true;
            game_.start_fen = fen->value;
        }
    } else if (variant == Variant::chess960) {
        // A Chess960 game starts from one of 960 positions, and without its FEN only the
        // standard one can be assumed (as chessops does): the moves tell whether it was that
        // one, since they are illegal from most others.
        tolerated("pgn.chess960_standard_start", game_.offset, 0);
        chess::FenOptions options{false};
        options.chess960 = chess::FenOptions::Chess960::on;
        main.position = chess::parse_fen(chess::initial_fen, options).value;
        game_.start_fen = std::string(chess::initial_fen);
    } else {
        // Read from the initial position, which is what such files mean (their games play
        // from it), with a warning.
        if (setup && setup->value == "1") tolerated("pgn.setup_without_fen", game_.offset, 0);
        main.position = chess::Position::initial();
        game_.start_fen = std::string(chess::initial_fen);
    }
    frames_.push_back(std::move(main));
    game_.nodes.reserve(128);  // a typical game without regrowing (each node holds strings)
}

// A move of `f` that cannot be read or played: the rest of its line is skipped. In the main
// line (and in strict mode) that is an error; in a variation, the game keeps its main line
// and what the variation held up to there, so the move's diagnostics are warnings and
// pgn.variation_cut says which variation lost its end.
void GameReader::cut_line(Frame& f, std::size_t diagnostics_before, std::string_view token) {
    f.dead = true;
    if (frames_.size() <= 1 || options_.strict) return;
    bool any = false;
    for (std::size_t k = diagnostics_before; k < game_.diagnostics.size(); ++k) {
        any = any || game_.diagnostics[k].severity == Severity::error;
        game_.diagnostics[k].severity = Severity::warning;
    }
    if (!any) return;
    warning("pgn.variation_cut", f.open_offset, 1, {{"move", std::string(token)}});
    game_.ok = std::none_of(game_.diagnostics.begin(), game_.diagnostics.end(),
                            [](const Diagnostic& d) { return d.severity == Severity::error; });
}

void GameReader::add_comment(std::string_view raw) {
    if (in_skipped_variation()) return;
    Comment comment;
    if (options_.raw_comments)
        comment.raw = raw;
    else
        read_comment(raw, comment);
    if (phase_ == Phase::tags || frames_.empty()) {
        game_.comments.push_back(std::move(comment));
    } else if (phase_ == Phase::after_result) {
        NodeIndex last = main_line_last();
        (last == no_node ? game_.comments : game_.nodes[last].comments).push_back(std::move(comment));
    } else {
        Frame& f = frames_.back();
        if (f.last != no_node)
            game_.nodes[f.last].comments.push_back(std::move(comment));
        else if (f.owner == no_node)
            game_.comments.push_back(std::move(comment));
        else
            f.pending.push_back(std::move(comment));
    }
}

NodeIndex GameReader::main_line_last() const {
    NodeIndex n = game_.first;
    while (n != no_node && game_.nodes[n].next != no_node) n = game_.nodes[n].next;
    return n;
}

// A NAG before any move of its line is kept: before the first move of the game on the game,
// before a variation's first move on that move (Informant exports write "($142 38... b5)").
void GameReader::add_nag(std::uint16_t nag, std::size_t at, std::size_t length) {
    if (in_skipped_variation()) return;
    Frame& f = frames_.back();
    if (f.dead) return;
    if (f.last != no_node) return game_.nodes[f.last].nags.push_back(nag);
    if (f.owner == no_node) {
        tolerated("pgn.nag_before_game", at, length, {{"nag", "$" + std::to_string(nag)}});
        game_.nags.push_back(nag);
    } else {
        tolerated("pgn.nag_before_variation", at, length, {{"nag", "$" + std::to_string(nag)}});
        f.pending_nags.push_back(nag);
    }
}

// `length`: of the token in the text, when `token` is another spelling of it (read_castling).
void GameReader::play(std::size_t start, std::string_view token, std::string_view body, std::size_t length) {
    if (in_skipped_variation()) return;
    Frame& f = frames_.back();
    if (f.dead) return;
    if (!options_.replay) return note(f, start, token, body);
    auto reading = chess::read_san(f.position, token, {options_.strict});
    const std::size_t diagnostics_before = game_.diagnostics.size();
    for (auto& d : reading.diagnostics) {
        d.offset += start;
        if (d.severity == Severity::error) game_.ok = false;
        game_.diagnostics.push_back(std::move(d));
    }
    if (!reading.ok) return cut_line(f, diagnostics_before, token);
    const chess::Move move = reading.value.move;
    MoveNode& node = start_move(f, start, token, body, reading.value.nag);
    if (length != std::string_view::npos) node.length = length;
    node.san = std::move(reading.value.san);
    node.move = move;
    f.position.make(move, f.last_undo);
    f.last_move = move;
    f.last_by_undo = true;
    if (options_.positions == ParseOptions::Positions::fen)
        node.fen = chess::write_fen(f.position);
    else
        node.packed = pack_position(f.position);
    append(f);
}

// What a move read with or without the replay has: the token as written, who moves and the
// move number before it, its suffix NAG, where it stands, what it follows and the comments
// waiting before it. With the replay off, the frame's side to move and move number are
// remembered as those before its last move (with the replay, play() keeps the move's Undo
// and pass() a copy of the position). The node is made in place at the end of the
// game's nodes, where append() links it: building it apart and moving it in cost more.
MoveNode& GameReader::start_move(Frame& f, std::size_t start, std::string_view token, std::string_view body,
                                 std::uint16_t nag) {
    MoveNode& node = game_.nodes.emplace_back();
    node.written.assign(body);
    node.color = f.position.side_to_move();
    node.move_number = f.position.fullmove_number();
    if (nag) node.nags.push_back(nag);
    if (!f.pending_nags.empty()) {
        node.nags.insert(node.nags.end(), f.pending_nags.begin(), f.pending_nags.end());
        f.pending_nags.clear();
    }
    node.offset = start;
    node.length = token.size();
    node.previous = f.last != no_node ? f.last : f.before;
    node.comments_before = std::move(f.pending);
    f.pending.clear();
    f.last_by_undo = false;
    if (!options_.replay) {
        f.before_last.set_side_to_move(f.position.side_to_move());
        f.before_last.set_fullmove_number(f.position.fullmove_number());
    }
    return node;
}

// Links the move start_move() made last into the tree as the continuation of the frame's line.
void GameReader::append(Frame& f) {
    const NodeIndex index = static_cast<NodeIndex>(game_.nodes.size() - 1);
    if (f.last != no_node)
        game_.nodes[f.last].next = index;
    else if (f.owner != no_node)
        game_.nodes[f.owner].variations.push_back(index);
    else
        game_.first = index;
    f.last = index;
}

// A move read with the replay off: kept as written when it has the shape of SAN. Only
// the side to move and the move number of the frame's position advance.
void GameReader::note(Frame& f, std::size_t start, std::string_view token, std::string_view body) {
    if (!has_san_shape(body)) {
        const std::size_t before = game_.diagnostics.size();
        error("pgn.san_shape", start, token.size(), {{"san", std::string(token)}});
        return cut_line(f, before, token);
    }
    std::uint16_t nag = 0;
    if (!own_suffix(f, start, token, body, nag)) return;
    MoveNode& node = start_move(f, start, token, body, nag);
    advance_turn(f, node);
    append(f);
}

void GameReader::advance_turn(Frame& f, const MoveNode& node) {
    if (node.color == chess::black) f.position.set_fullmove_number(node.move_number + 1);
    f.position.set_side_to_move(node.color == chess::white ? chess::black : chess::white);
}

// The suffix annotation of a move the SAN reader does not see ("--!?"): its NAG, or an
// error (and the line of play given up) when it is not one of the six.
bool GameReader::own_suffix(Frame& f, std::size_t start, std::string_view token, std::string_view body,
                            std::uint16_t& nag) {
    nag = suffix_nag(token.substr(body.size()));
    if (token.size() > body.size() && nag == 0) {
        const std::size_t before = game_.diagnostics.size();
        error("pgn.bad_suffix", start + body.size(), token.size() - body.size(),
              {{"suffix", std::string(token.substr(body.size()))}});
        cut_line(f, before, token);
        return false;
    }
    return true;
}

// A null move ("--", "Z0"): the turn passes, the board stays. With the replay it is legal
// only when the side to move is not in check; its SAN is "--" however it was written.
void GameReader::pass(std::size_t start, std::string_view token, std::string_view body) {
    if (in_skipped_variation()) return;
    Frame& f = frames_.back();
    if (f.dead) return;
    std::uint16_t nag = 0;
    if (!own_suffix(f, start, token, body, nag)) return;
    if (options_.replay && f.position.in_check()) {
        const std::size_t before = game_.diagnostics.size();
        error("pgn.null_move_in_check", start, body.size(), {{"move", std::string(body)}});
        return cut_line(f, before, token);
    }
    MoveNode& node = start_move(f, start, token, body, nag);
    if (!options_.replay) {
        advance_turn(f, node);
        return append(f);
    }
    node.san = std::string(null_move_san);
    f.before_last = f.position;  // make_null has no unmake
    f.position.make_null();
    if (options_.positions == ParseOptions::Positions::fen)
        node.fen = chess::write_fen(f.position);
    else
        node.packed = pack_position(f.position);
    append(f);
}

void GameReader::open_variation() {
    const std::size_t at = i_++;
    token_end_ = i_;
    if (in_skipped_variation() || frames_.back().dead) {
        ++skipped_depth_;
        return;
    }
    const Frame& parent = frames_.back();
    if (parent.last == no_node) {
        error("pgn.variation_without_move", at, 1);
        ++skipped_depth_;
        return;
    }
    if (frames_.size() > max_variation_depth) {
        error("pgn.variation_too_deep", at, 1, {{"limit", std::to_string(max_variation_depth)}});
        ++skipped_depth_;
        return;
    }
    Frame v;
    v.owner = parent.last;
    v.before = game_.nodes[parent.last].previous;
    if (parent.last_by_undo) {
        v.position = parent.position;
        v.position.unmake(parent.last_move, parent.last_undo);
    } else {
        v.position = parent.before_last;
    }
    v.open_offset = at;
    frames_.push_back(std::move(v));
}

void GameReader::close_variation() {
    const std::size_t at = i_++;
    token_end_ = i_;
    if (skipped_depth_ > 0) {
        --skipped_depth_;
        return;
    }
    if (frames_.size() <= 1) return error("pgn.unmatched_close", at, 1), void();
    if (frames_.back().last == no_node && !frames_.back().dead)
        warning("pgn.empty_variation", frames_.back().open_offset, at + 1 - frames_.back().open_offset);
    frames_.pop_back();
}

void GameReader::close_all_variations() {
    if (frames_.size() > 1)
        error("pgn.unclosed_variation", frames_[1].open_offset, 1);
    else if (skipped_depth_ > 0)
        error("pgn.unclosed_variation", i_, 0);
    frames_.resize(1);
    skipped_depth_ = 0;
}

}  // namespace bn::pgn::game_reading
