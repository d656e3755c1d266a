// Chess: one embind class, ChessGame, owning a bn::chess::Game. The JS façade (npm/src/chess/)
// keeps one per Chess object and deletes it (free(), or through a FinalizationRegistry). A game
// holds its position, history and legal moves and nothing else: the buffers its views are
// made from are shared by every game (Views), so that an object costs about 700 bytes of wasm
// memory, not the 7.7 kB it did with buffers of its own.
// Moves cross as their 16-bit encoding (from | to << 6 | kind << 12, see chess/types.hpp) in a
// Uint16Array view; strings (SAN, FEN) only when the wrapper asks for them. The legal moves,
// their SANs and the FENs after them are listed in chess.js's order (chess_js_order.hpp),
// which the façade keeps.
#include <emscripten/bind.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "chess/chess_js_order.hpp"
#include "chess/fen.hpp"
#include "chess/fen_chess_js.hpp"
#include "chess/game.hpp"
#include "chess/san.hpp"
#include "common/hex.hpp"
#include "pgn/write_chess_js.hpp"
#include "common.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::chess;

// Layout of ChessGame::info(), mirrored by npm/src/chess/handle.js.
enum InfoField : std::size_t {
    info_side,
    info_castling,
    info_en_passant,  // the recorded square (64 for none), even when no capture is possible
    info_halfmove,
    info_fullmove,
    info_in_check,
    info_status,  // GameStatus
    info_repetitions,
    info_insufficient,
    info_draw,
    info_plies,
    info_legal_en_passant,
    info_size,
};

// The buffers of the typed-array views ChessGame's methods return: one set for every game, since
// the wrapper copies a view before its next call into wasm (npm/src/chess/chess.js).
struct Views {
    std::array<std::uint16_t, max_moves> move_bits{};
    std::array<std::uint8_t, 64> board{};
    std::array<std::uint8_t, 64> attackers{};
    std::array<std::uint8_t, 4> rooks{};
    std::array<std::uint32_t, info_size> info{};
};
Views& views() {
    static Views shared;
    return shared;
}

class ChessGame {
public:
    // Replaces the game with the position of `fen` when it is valid; unchanged otherwise.
    // position_rules false: chess.js's skipValidation (FenOptions::position_rules); chess_js:
    // chess.js's load() (FenOptions::chess_js).
    val load(std::uintptr_t address, std::size_t length, bool strict, bool position_rules, bool chess_js,
             const std::string& language) {
        FenOptions options{strict};
        options.chess960 = chess960_mode_;
        options.position_rules = position_rules;
        options.chess_js = chess_js;
        const std::string_view text = input_at(address, length);
        auto parsed = parse_fen(text, options);
        if (parsed.ok) game_ = Game(parsed.value);
        val result = js_result(parsed.ok, parsed.diagnostics, language);
        // The start's FEN tag as chess.js writes it: the text with its missing fields completed.
        if (chess_js) result.set("start", read_chess_js_fen(text, false, false).padded);
        return result;
    }

    // chess.js's clear() (Game::clear).
    void clear() { game_.clear(); }

    // Edits that keep the moves played, as chess.js's put, remove and setCastlingRights do
    // (Game::put). put: false for a second king of one colour; remove: the piece code taken
    // off, 12 when the square was empty.
    bool put(unsigned piece, unsigned square) {
        return piece < no_piece && square < 64 && game_.put(static_cast<Piece>(piece), static_cast<Square>(square));
    }
    unsigned remove(unsigned square) { return square < 64 ? game_.remove(static_cast<Square>(square)) : no_piece; }
    void set_castling_rights(unsigned rights) { game_.set_castling_rights(rights); }

    // The moves played, as the game reads them from its start (after edits, the start that
    // taking them back gives): per ply { bits, piece, captured (codes, 12 for none), san,
    // before, after } (Game::move_records) with the FENs as fen(false) writes them. For the
    // façade's history after an edit; a pass has bits 0.
    val plies() const {
        val list = val::array();
        for (const MoveRecord& record : game_.move_records()) {
            val ply = val::object();
            ply.set("bits", record.move.bits());
            ply.set("piece", static_cast<unsigned>(record.piece));
            ply.set("captured", static_cast<unsigned>(record.captured));
            ply.set("san", record.san);
            ply.set("before", write_fen(record.before, fen_options(false)));
            ply.set("after", write_fen(record.after, fen_options(false)));
            list.call<void>("push", ply);
        }
        return list;
    }

    // force: chess.js's fen({ forceEnpassantSquare }), the square it records (Game::chess_js_en_passant)
    // even when no capture is legal.
    val fen(bool force) const {
        if (!force) return js_string(fen_text(false));
        Position position = game_.position();
        position.set_en_passant_square(game_.chess_js_en_passant());
        return js_string(write_fen(position, fen_options(true)));
    }

    // How load() reads castling letters: 0 standard only, 1 Chess960, 2 Chess960 when the
    // castling field names rook files (FenOptions::Chess960). Kept for later loads.
    void set_chess960(unsigned mode) noexcept {
        chess960_mode_ = mode == 1   ? FenOptions::Chess960::on
                         : mode == 2 ? FenOptions::Chess960::detect
                                     : FenOptions::Chess960::off;
    }
    // How fen() and afters() write a Chess960 castling field: X-FEN (false) or Shredder-FEN.
    void set_shredder(bool shredder) noexcept {
        castling_notation_ = shredder ? CastlingNotation::shredder : CastlingNotation::xfen;
    }
    bool chess960() const noexcept { return game_.position().chess960(); }

    // The rook square of each castling right K Q k q (64 when the right is not held).
    val castling_rooks() noexcept {
        const Position& p = game_.position();
        auto& rooks = views().rooks;
        for (unsigned i = 0; i < 4; ++i)
            rooks[i] = (p.castling_rights() & (1u << i)) ? p.castling_setup().rook[i] : no_square;
        return val(emscripten::typed_memory_view(rooks.size(), rooks.data()));
    }

    // Long algebraic of one legal move: Chess960 castling as king takes rook (e1h1).
    val lan(unsigned bits) const { return js_string(write_lan(game_.position(), bits_to_move(bits))); }

    // A view of the legal moves in chess.js's order (valid until the next call into wasm: the
    // wrapper copies it).
    val moves() {
        const MoveList ordered = in_chess_js_order(game_.position(), game_.legal_moves());
        auto& bits = views().move_bits;
        for (std::size_t i = 0; i < ordered.size(); ++i) bits[i] = ordered[i].bits();
        return val(emscripten::typed_memory_view(ordered.size(), bits.data()));
    }

    // SAN of every legal move, in the order of moves(), separated by spaces.
    val sans() const {
        const MoveSpan legal = game_.legal_moves();
        return js_string(write_sans(game_.position(), legal, in_chess_js_order(game_.position(), legal), ' '));
    }

    // FEN after each legal move, in the order of moves(), one per line.
    val afters() const {
        const Position& position = game_.position();
        return js_string(
            write_fens_after(position, in_chess_js_order(position, game_.legal_moves()), '\n', fen_options(false)));
    }

    // The legal move `text` denotes, as its 16 bits; -1 when it is none (read_san then tells why).
    int read_san_move(std::uintptr_t address, std::size_t length, bool strict) const {
        auto reading =
            bn::chess::read_san(game_.position(), game_.legal_moves(), input_at(address, length), SanOptions{strict});
        return reading.ok ? reading.value.move.bits() : -1;
    }

    val read_san(std::uintptr_t address, std::size_t length, bool strict, const std::string& language) const {
        auto reading =
            bn::chess::read_san(game_.position(), game_.legal_moves(), input_at(address, length), SanOptions{strict});
        val result = js_result(reading.ok, reading.diagnostics, language);
        if (reading.ok) result.set("move", reading.value.move.bits());
        return result;
    }

    // Plays a legal move and gives its SAN and the FEN after it (as fen(false) writes it),
    // separated by a space: what the façade's move() needs, in one crossing. "" when not legal.
    val play(unsigned bits) {
        const Move move = bits_to_move(bits);
        if (!game_.legal_moves().contains(move)) return js_string(std::string_view());
        std::string text = write_san(game_.position(), game_.legal_moves(), move);
        game_.play(move);
        text += ' ';
        text += fen_text(false);
        return js_string(text);
    }
    bool pass() { return game_.pass(); }
    bool undo() noexcept { return game_.undo(); }

    // The squares of `color`'s pieces that attack `square` (pinned or not, whatever stands on
    // it), rank 8 first and a to h, the order chess.js lists them in; a view the wrapper copies.
    val attackers(unsigned square, unsigned color) noexcept {
        auto& attackers = views().attackers;
        const std::size_t count = square < 64 ? chess_js_attackers(game_.position(), static_cast<Square>(square),
                                                                   color == black ? black : white, attackers.data())
                                              : 0;
        return val(emscripten::typed_memory_view(count, attackers.data()));
    }

    // The position's Zobrist key (pieces, side, castling, a legal en-passant file) in hex.
    val hash() const {
        std::string text;
        append_hex(text, game_.position().key(), 16, HexLetters::lower);
        return js_string(text);
    }

    // Piece codes of a1..h8 (12 = empty), as a view the wrapper copies.
    val board() noexcept {
        auto& board = views().board;
        for (Square s = 0; s < 64; ++s) board[s] = game_.position().piece_on(s);
        return val(emscripten::typed_memory_view(board.size(), board.data()));
    }

    // The state the façade's predicates read, in one crossing (see InfoField).
    val info() {
        const Position& p = game_.position();
        auto& fields = views().info;
        fields[info_side] = p.side_to_move();
        fields[info_castling] = p.castling_rights();
        fields[info_en_passant] = p.en_passant_square();
        fields[info_halfmove] = p.halfmove_clock();
        fields[info_fullmove] = p.fullmove_number();
        fields[info_in_check] = game_.in_check();
        fields[info_status] = static_cast<std::uint32_t>(game_.status());
        fields[info_repetitions] = static_cast<std::uint32_t>(game_.repetition_count());
        fields[info_insufficient] = game_.is_insufficient_material();
        fields[info_draw] = game_.is_draw();
        fields[info_plies] = static_cast<std::uint32_t>(game_.history().size());
        fields[info_legal_en_passant] = p.has_legal_en_passant();
        return val(emscripten::typed_memory_view(fields.size(), fields.data()));
    }

    // chess.js's pgn({ maxWidth, newline }) of the game (pgn::write_chess_js): `tags` the tags
    // set as [name, value, ...] in the order first set, `comments` one per position from the
    // start (a string, or null for none), `result` the Result tag's value.
    val pgn(val tags, val comments, const std::string& result, unsigned max_width, const std::string& newline) const {
        pgn::ChessJsGame written = pgn::chess_js_game_of(game_);
        const auto pairs = emscripten::vecFromJSArray<std::string>(tags);
        for (std::size_t i = 0; i + 1 < pairs.size(); i += 2) written.tags.push_back({pairs[i], pairs[i + 1]});
        const unsigned count = comments["length"].as<unsigned>();
        for (unsigned i = 0; i < count; ++i) {
            const val comment = comments[i];
            if (comment.isString())
                written.comments.emplace_back(comment.as<std::string>());
            else
                written.comments.emplace_back();
        }
        written.result = result;
        return js_string(pgn::write_chess_js(written, pgn::ChessJsLayout{max_width, newline}));
    }

    double perft(unsigned depth) const noexcept {
        Position position = game_.position();
        return static_cast<double>(bn::chess::perft(position, depth));
    }

private:
    FenWriteOptions fen_options(bool always_write_en_passant) const {
        return FenWriteOptions{always_write_en_passant, castling_notation_};
    }
    std::string fen_text(bool always_write_en_passant) const {
        return write_fen(game_.position(), fen_options(always_write_en_passant));
    }
    static Move bits_to_move(unsigned bits) { return Move(bits & 63, (bits >> 6) & 63, (bits >> 12) & 15); }

    Game game_;
    FenOptions::Chess960 chess960_mode_ = FenOptions::Chess960::off;
    CastlingNotation castling_notation_ = CastlingNotation::xfen;
};

}  // namespace

// Fen.stringify's text (write_fen of FenFields): the pieces as placed (codes a1..h8, 12 =
// empty) and the fields as given, for Fen.stringify then to read strictly.
val write_placed_fen(val pieces, unsigned side, unsigned castling, unsigned en_passant, double halfmove,
                     double fullmove) {
    const std::vector<int> codes = emscripten::vecFromJSArray<int>(pieces);
    FenFields fields;
    for (Square s = 0; s < 64; ++s)
        fields.board[s] =
            s < codes.size() && codes[s] >= 0 && codes[s] < no_piece ? static_cast<Piece>(codes[s]) : no_piece;
    fields.side = side == black ? black : white;
    fields.castling = castling;
    fields.en_passant = en_passant < 64 ? static_cast<Square>(en_passant) : no_square;
    fields.halfmove = static_cast<std::uint64_t>(halfmove);
    fields.fullmove = static_cast<std::uint64_t>(fullmove);
    return js_string(write_fen(fields));
}

// The tags of the PGN standard in chess.js's order (pgn::chess_js_tag_order): the places the
// façade's tag store holds from the start.
val chess_js_tag_order() {
    val names = val::array();
    for (std::string_view name : pgn::chess_js_tag_order()) names.call<void>("push", js_string(name));
    return names;
}

// chess.js's validateFen: "" or the code of its first problem (chess_js_fen_problem).
val chess_js_fen_problem_of(const std::string& fen) { return js_string(chess_js_fen_problem(fen)); }

EMSCRIPTEN_BINDINGS(boardnotation_chess) {
    emscripten::function("chessJsFenProblem", guard<&chess_js_fen_problem_of>);
    emscripten::function("writePlacedFen", guard<&write_placed_fen>);
    emscripten::function("chessJsTagOrder", guard<&chess_js_tag_order>);
    emscripten::class_<ChessGame>("ChessGame")
        .constructor(guarded_new<ChessGame>)
        .function("load", guard<&ChessGame::load>)
        .function("clear", guard<&ChessGame::clear>)
        .function("put", guard<&ChessGame::put>)
        .function("remove", guard<&ChessGame::remove>)
        .function("setCastlingRights", guard<&ChessGame::set_castling_rights>)
        .function("plies", guard<&ChessGame::plies>)
        .function("fen", guard<&ChessGame::fen>)
        .function("moves", guard<&ChessGame::moves>)
        .function("sans", guard<&ChessGame::sans>)
        .function("afters", guard<&ChessGame::afters>)
        .function("readSan", guard<&ChessGame::read_san>)
        .function("readSanMove", guard<&ChessGame::read_san_move>)
        .function("play", guard<&ChessGame::play>)
        .function("pass", guard<&ChessGame::pass>)
        .function("undo", guard<&ChessGame::undo>)
        .function("attackers", guard<&ChessGame::attackers>)
        .function("hash", guard<&ChessGame::hash>)
        .function("board", guard<&ChessGame::board>)
        .function("info", guard<&ChessGame::info>)
        .function("perft", guard<&ChessGame::perft>)
        .function("pgn", guard<&ChessGame::pgn>)
        .function("setChess960", guard<&ChessGame::set_chess960>)
        .function("setShredder", guard<&ChessGame::set_shredder>)
        .function("chess960", guard<&ChessGame::chess960>)
        .function("castlingRooks", guard<&ChessGame::castling_rooks>)
        .function("lan", guard<&ChessGame::lan>);
}

}  // namespace bn::bindings
