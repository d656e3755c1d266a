// FEN text -> position, strict and lenient, standard and Chess960 (X-FEN and Shredder-FEN):
// never crashes, failures are located; every position accepted is written (in both castling
// notations) to a FEN that the strict parser reads back to the same position,
// except a position lenient mode took with more than two pieces giving check: writing cannot
// repair that, so strict mode refuses it again, and the lenient parser must read it back.
// Read without the position rules (chess.js's skipValidation: no king, a king in check on the
// wrong turn, pawns on the back ranks), a position reads back the same, and the generator,
// make/unmake (a king may be taken) and the SAN writer cope with it two plies deep. Read in
// chess.js's dialect (FenOptions::chess_js), failures are located too.
#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <string_view>
#include <utility>

#include "check.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::chess;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    using Mode = FenOptions::Chess960;
    for (const auto [strict, mode] :
         {std::pair{true, Mode::off}, std::pair{false, Mode::off}, std::pair{true, Mode::on},
          std::pair{false, Mode::on}, std::pair{false, Mode::detect}}) {
        FenOptions options;
        options.strict = strict;
        options.chess960 = mode;
        auto parsed = parse_fen(text, options);
        bn::fuzz::check_parsed(parsed, text);
        if (!parsed.ok) continue;
        const bool impossible = std::any_of(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                                            [](const auto& d) { return d.code == "chess.fen.impossible_check"; });
        // A Chess960 position is read back as Chess960, in X-FEN and in Shredder-FEN.
        FenOptions read_back;
        read_back.strict = !impossible;
        if (parsed.value.chess960()) read_back.chess960 = Mode::on;
        for (const auto [always_ep, notation] :
             {std::pair{false, CastlingNotation::xfen}, std::pair{true, CastlingNotation::xfen},
              std::pair{false, CastlingNotation::shredder}}) {
            FenWriteOptions write_options;
            write_options.always_write_en_passant = always_ep;
            write_options.castling = notation;
            std::string written = write_fen(parsed.value, write_options);
            if (impossible) BN_FUZZ_CHECK(!parse_fen(written, FenOptions{true, read_back.chess960}).ok);
            auto again = parse_fen(written, read_back);
            bn::fuzz::check_parsed(again, written);
            BN_FUZZ_CHECK(again.ok);
            BN_FUZZ_CHECK(write_fen(again.value, write_options) == written);
        }
        // The move generator must cope with every position the parser lets through.
        (void)legal_moves(parsed.value);
    }
    // chess.js's dialect (load() with and without skipValidation, validateFen): located
    // failures, and every position it lets through has its moves generated.
    for (const auto [validate, mode] : {std::pair{true, Mode::off}, std::pair{false, Mode::off},
                                        std::pair{true, Mode::detect}, std::pair{false, Mode::detect}}) {
        FenOptions chess_js;
        chess_js.chess_js = true;
        chess_js.position_rules = validate;
        chess_js.chess960 = mode;
        auto loaded = parse_fen(text, chess_js);
        bn::fuzz::check_parsed(loaded, text);
        if (loaded.ok) (void)legal_moves(loaded.value);
    }
    const std::string problem = chess_js_fen_problem(text);
    BN_FUZZ_CHECK(problem.empty() || problem.rfind("chess.fen.js_", 0) == 0);
    FenOptions relaxed;
    relaxed.strict = false;
    relaxed.chess960 = Mode::detect;
    relaxed.position_rules = false;
    auto parsed = parse_fen(text, relaxed);
    bn::fuzz::check_parsed(parsed, text);
    if (parsed.ok) {
        const std::string written = write_fen(parsed.value);
        if (parsed.value.chess960()) relaxed.chess960 = Mode::on;
        auto again = parse_fen(written, relaxed);
        BN_FUZZ_CHECK(again.ok);
        BN_FUZZ_CHECK(write_fen(again.value) == written);
        Position position = parsed.value;
        const MoveList moves = legal_moves(position);
        BN_FUZZ_CHECK(moves.size() <= max_moves);
        for (Move m : moves) {
            BN_FUZZ_CHECK(!write_san(position, moves, m).empty());
            Position::Undo undo;
            position.make(m, undo);
            BN_FUZZ_CHECK(legal_moves(position).size() <= max_moves);
            position.unmake(m, undo);
        }
        BN_FUZZ_CHECK(write_fen(position) == written);
    }
    return 0;
}
