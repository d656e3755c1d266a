// SAN text read against several positions (opening, tactics, castling both sides, en passant,
// promotions with capture, check), strict and permissive: never crashes, failures are located;
// every move read is written back as SAN that the strict reader reads as the same move.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

const std::vector<Position>& positions() {
    static const std::vector<Position> all = [] {
        std::vector<Position> list;
        for (std::string_view fen : {
                 initial_fen,
                 std::string_view("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                 std::string_view("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
                 std::string_view("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
                 std::string_view("1n2k3/P6P/8/8/8/8/p6p/1N2K3 w - - 0 1"),
                 std::string_view("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"),
                 std::string_view("3k4/8/8/8/1N3N2/8/1N3N2/3K4 w - - 0 1"),
             }) {
            auto parsed = parse_fen(fen);
            BN_FUZZ_CHECK(parsed.ok);
            list.push_back(parsed.value);
        }
        return list;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    SanOptions strict;
    strict.strict = true;
    for (const Position& position : positions()) {
        MoveList legal = legal_moves(position);
        for (const SanOptions& options : {SanOptions{}, strict}) {
            auto read = read_san(position, legal, text, options);
            bn::fuzz::check_parsed(read, text);
            if (!read.ok) continue;
            BN_FUZZ_CHECK(legal.contains(read.value.move));
            std::string san = write_san(position, legal, read.value.move);
            auto again = read_san(position, legal, san, strict);
            BN_FUZZ_CHECK(again.ok);
            BN_FUZZ_CHECK(again.value.move == read.value.move);
        }
    }
    return 0;
}
