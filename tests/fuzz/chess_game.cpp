// A chess Game driven by the input's bytes: legal moves, passes (null moves) and undos in any
// order, from one of seven start positions (castling, en passant, promotions, checks, and two
// Chess960 positions: the king castling onto its rook's square, rooks beside the king). After
// every step: undo gives back exactly the position before (pieces, side, castling rights, en
// passant, clocks and the repetition key); a pass is refused exactly when the side to move is in
// check and otherwise only hands the turn over; the status agrees with the legal moves. At the
// end, the SAN history ("--" for passes) read strictly from the start reaches the same
// position, key and repetition count, and the position's FEN reads back strictly. The game
// written in chess.js's pgn() layout (pgn::write_chess_js), with comments on some positions,
// has the same words wrapped at any width as on one line (chess.js glues some: "Nc63."), and
// no wrapped line ends with a space. What the chess.js façade reads of the game agrees with
// the engine: each move record (Game::move_records) has the history's move and SAN and the
// positions before and after it; the FENs after the legal moves (write_fens_after) are each
// move's position written; chess_js_attackers lists exactly the attackers, rank 8 first; and a
// standard position's fields given as FenFields write as the position does.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "check.hpp"
#include "chess/chess_js_order.hpp"
#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "pgn/write_chess_js.hpp"

namespace {

using namespace bn::chess;

const char* const start_positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
    "bqnrkbrn/pppppppp/8/8/8/8/PPPPPPPP/BQNRKBRN w GDgd - 0 1",  // Chess960
    "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",  // Chess960
};
constexpr std::size_t start_count = sizeof(start_positions) / sizeof(start_positions[0]);

// Chess960 positions read and written as such.
FenOptions options_for(const Position& p) {
    FenOptions options;
    if (p.chess960()) options.chess960 = FenOptions::Chess960::on;
    return options;
}

// The words of `text`, its lines joined.
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text + ' ') {
        if (c != ' ' && c != '\n') {
            word += c;
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    return words;
}

// The game in chess.js's layout: a comment on the positions whose input byte is odd, of as
// many words as the byte says; wrapped at a width the first byte picks.
void check_chess_js_layout(const Game& game, const std::uint8_t* data, std::size_t size) {
    bn::pgn::ChessJsGame written = bn::pgn::chess_js_game_of(game);
    written.result = "*";
    const char* const vocabulary[] = {"a", "long-ish", "{", "x", "\xC3\xA9t\xC3\xA9", ""};
    for (std::size_t i = 0; i <= written.sans.size(); ++i) {
        const std::uint8_t byte = data[i % size];
        if ((byte & 1) == 0) {
            written.comments.emplace_back();
            continue;
        }
        std::string comment;
        for (unsigned w = 0; w < byte % 7; ++w) comment += std::string(w ? " " : "") + vocabulary[(byte + w) % 6];
        written.comments.emplace_back(comment);
    }
    const std::string line = bn::pgn::write_chess_js(written);
    BN_FUZZ_CHECK(line.find('\n', 1) == std::string::npos);
    const std::string wrapped = bn::pgn::write_chess_js(written, {1u + data[0] % 80u, "\n"});
    BN_FUZZ_CHECK(words_of(wrapped) == words_of(line));
    for (std::size_t end = wrapped.find('\n'); end != std::string::npos; end = wrapped.find('\n', end + 1))
        BN_FUZZ_CHECK(end == 0 || wrapped[end - 1] != ' ');
}

// Without edits, the records are the history played from the start, one position to the next.
void check_move_records(const Game& game) {
    const std::vector<MoveRecord> records = game.move_records();
    const std::vector<Position> positions = game.positions();
    const std::vector<std::string> sans = game.san_history();
    BN_FUZZ_CHECK(records.size() == game.history().size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const MoveRecord& record = records[i];
        BN_FUZZ_CHECK(record.move == game.history()[i].move);
        BN_FUZZ_CHECK(record.san == sans[i]);
        BN_FUZZ_CHECK(record.before == positions[i]);
        BN_FUZZ_CHECK(record.after == positions[i + 1]);
        BN_FUZZ_CHECK(record.piece == positions[i].piece_on(record.move.from()));
        BN_FUZZ_CHECK(record.captured == game.history()[i].undo.captured);
        BN_FUZZ_CHECK(record.move.is_null() || record.piece != no_piece);
    }
}

void check_fens_after(const Position& position) {
    const MoveList legal = legal_moves(position);
    const MoveList ordered = in_chess_js_order(position, legal);
    const FenWriteOptions options{false, CastlingNotation::shredder};
    std::string expected;
    for (Move m : ordered) {
        Position next = position;
        Position::Undo undo;
        next.make(m, undo);
        if (!expected.empty()) expected += '\n';
        expected += write_fen(next, options);
    }
    BN_FUZZ_CHECK(write_fens_after(position, ordered, '\n', options) == expected);
}

void check_attackers(const Position& position) {
    Square found[64];
    for (Square s = 0; s < 64; ++s) {
        for (Color color : {white, black}) {
            const Bitboard attackers = position.attackers_to(s, position.occupied()) & position.pieces(color);
            const std::size_t count = chess_js_attackers(position, s, color, found);
            BN_FUZZ_CHECK(count == static_cast<std::size_t>(__builtin_popcountll(attackers)));
            for (std::size_t i = 0; i < count; ++i) {
                BN_FUZZ_CHECK(attackers & bit(found[i]));
                if (i > 0)  // rank 8 first, a to h within a rank
                    BN_FUZZ_CHECK(rank_of(found[i]) < rank_of(found[i - 1]) ||
                                  (rank_of(found[i]) == rank_of(found[i - 1]) && found[i] > found[i - 1]));
            }
        }
    }
}

void check_fen_fields(const Position& position) {
    if (position.chess960()) return;  // FenFields write castling as KQkq
    FenFields fields;
    for (Square s = 0; s < 64; ++s) fields.board[s] = position.piece_on(s);
    fields.side = position.side_to_move();
    fields.castling = position.castling_rights();
    fields.en_passant = position.en_passant_square();
    fields.halfmove = position.halfmove_clock();
    fields.fullmove = position.fullmove_number();
    BN_FUZZ_CHECK(write_fen(fields) == write_fen(position, FenWriteOptions{true}));
}

void expect_same(const Position& a, const Position& b) {
    BN_FUZZ_CHECK(a == b);
    BN_FUZZ_CHECK(a.key() == b.key());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // Bytes 0..249 pick the five standard starts as they always did (the kept inputs keep
    // their meaning); 250..255 the Chess960 ones.
    const std::size_t which = data[0] < 250 ? data[0] % 5 : 5 + data[0] % (start_count - 5);
    FenOptions start_options;
    if (which >= 5) start_options.chess960 = FenOptions::Chess960::on;
    auto start = parse_fen(start_positions[which], start_options);
    BN_FUZZ_CHECK(start.ok);
    Game game(start.value);
    std::vector<Position> before;  // the position before each ply of the history
    for (std::size_t i = 1; i < size; ++i) {
        const Position now = game.position();
        const std::uint8_t op = data[i];
        if (op < 16) {
            const bool undone = game.undo();
            BN_FUZZ_CHECK(undone == !before.empty());
            if (undone) {
                expect_same(game.position(), before.back());
                before.pop_back();
            }
        } else if (op < 32) {
            const bool passed = game.pass();
            BN_FUZZ_CHECK(passed == !now.in_check());
            if (passed) {
                before.push_back(now);
                const Position& after = game.position();
                BN_FUZZ_CHECK(after.side_to_move() != now.side_to_move());
                BN_FUZZ_CHECK(after.en_passant_square() == no_square);
                BN_FUZZ_CHECK(after.halfmove_clock() == now.halfmove_clock() + 1);
                BN_FUZZ_CHECK(after.castling_rights() == now.castling_rights());
                BN_FUZZ_CHECK(after.occupied() == now.occupied());
            } else {
                expect_same(game.position(), now);
            }
        } else {
            const MoveSpan legal = game.legal_moves();
            if (legal.empty()) {
                BN_FUZZ_CHECK(game.status() == (now.in_check() ? GameStatus::checkmate : GameStatus::stalemate));
                continue;
            }
            BN_FUZZ_CHECK(game.play(legal[op % legal.size()]));
            before.push_back(now);
        }
        BN_FUZZ_CHECK(game.history().size() == before.size());
        BN_FUZZ_CHECK(game.repetition_count() >= 1);
    }
    Game replay(start.value);
    for (const std::string& san : game.san_history()) {
        if (san == null_move_san) {
            BN_FUZZ_CHECK(replay.pass());
        } else {
            BN_FUZZ_CHECK(replay.play_san(san, SanOptions{true}).ok);
        }
    }
    expect_same(replay.position(), game.position());
    BN_FUZZ_CHECK(replay.repetition_count() == game.repetition_count());
    BN_FUZZ_CHECK(parse_fen(write_fen(game.position()), options_for(game.position())).ok);
    check_chess_js_layout(game, data, size);
    check_move_records(game);
    const std::vector<Position> positions = game.positions();
    for (std::size_t i = 0; i < positions.size(); i += 8) check_fens_after(positions[i]);
    check_fens_after(game.position());
    check_attackers(game.position());
    check_fen_fields(game.position());
    return 0;
}
