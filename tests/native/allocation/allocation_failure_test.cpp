// Every public entry point of every notation turns a failed allocation into a diagnostic
// (common.out_of_memory): none lets std::bad_alloc out, whichever allocation
// fails. This executable replaces the global operator new so that the n-th allocation of one
// call throws, for every n until the call makes fewer than n allocations.
#include <gtest/gtest.h>

#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "gbb/read.hpp"
#include "gbb/write.hpp"
#include "hen/read.hpp"
#include "json/read.hpp"
#include "pgn/build.hpp"
#include "pgn/index.hpp"
#include "pgn/movetext.hpp"
#include "pgn/read.hpp"
#include "pgn/stream.hpp"
#include "pgn/write.hpp"
#include "sgf/read.hpp"
#include "sgf/replay.hpp"
#include "sgf/write.hpp"
#include "ssb/build.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"

namespace {

// Allocations left before the one that fails; negative when no failure is armed.
long long allocations_before_failure = -1;
bool failure_happened = false;

void* allocate(std::size_t size) {
    if (allocations_before_failure == 0) {
        allocations_before_failure = -1;  // one failure per run: what follows may allocate again
        failure_happened = true;
        throw std::bad_alloc();
    }
    if (allocations_before_failure > 0) --allocations_before_failure;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
// A nothrow allocation that fails is handled where it is made (std::stable_sort's buffer falls
// back to sorting in place): those neither count nor fail here.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return std::malloc(size == 0 ? 1 : size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return std::malloc(size == 0 ? 1 : size); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace {

bool has_out_of_memory(const std::vector<bn::Diagnostic>& diagnostics) {
    for (const auto& d : diagnostics)
        if (d.code == "common.out_of_memory") return true;
    return false;
}

struct Outcome {
    bool ok = false;
    std::vector<bn::Diagnostic> diagnostics;
};

// Runs `call` with its n-th allocation failing, for n = 0, 1, 2, ... (in growing steps past
// the first hundred) until a run makes no failing allocation; `outcome(result)` then tells (with
// no failure armed) whether the call reported success and what it said. After a failure, the call
// must not report success and must say out of memory; it must never throw.
template <class Call, class Inspect>
void fails_cleanly(const std::string& entry, Call call, Inspect outcome) {
    int runs_that_failed = 0;
    for (long long n = 0;; n += n < 100 ? 1 : n / 16) {
        failure_happened = false;
        allocations_before_failure = n;
        try {
            auto result = call();
            allocations_before_failure = -1;
            if (!failure_happened) break;
            ++runs_that_failed;
            Outcome said = outcome(result);
            EXPECT_FALSE(said.ok) << entry << ": allocation " << n << " failed and the call says ok";
            EXPECT_TRUE(has_out_of_memory(said.diagnostics))
                << entry << ": allocation " << n << " failed without a diagnostic";
        } catch (const std::exception& e) {
            allocations_before_failure = -1;
            ADD_FAILURE() << entry << ": allocation " << n << " failed and " << e.what() << " left the call";
        }
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(runs_that_failed, 0) << entry << " allocates nothing: the test tested nothing";
}

// For what most entry points return (Parsed<...>, Written).
template <class Call>
void fails_cleanly(const std::string& entry, Call call) {
    fails_cleanly(entry, call, [](auto& result) { return Outcome{result.ok, result.diagnostics}; });
}

const char* const pgn_text =
    "[Event \"Paris\"]\n[White \"Morphy\"]\n[Black \"Duke\"]\n[Result \"1-0\"]\n\n"
    "1. e4 {a comment [%clk 0:01:00]} e5 2. Nf3 d6 (2... Nc6 3. Bb5) 3. d4 Bg4 $2 4. dxe5 1-0\n\n"
    "[Event \"?\"]\n\n1. d4 d5 *\n";

TEST(AllocationFailure, Gbb) {
    const std::string text = "GBB/1.0\nsize 3 2\ncell 0 0 Azul 2 Rojo 1\ncell 2 1 Verde 3\nhead 1 1\n";
    fails_cleanly("gbb::parse", [&] { return bn::gbb::parse(text); });
    // Text with problems: their diagnostics are located (line, column), which allocates too.
    fails_cleanly("gbb::parse (errors)",
                  [] { return bn::gbb::parse("GBB/1.0\nsize 3 2\ncell 5 0 Azul 2\nhead 1 9\n"); });
    const auto board = bn::gbb::parse(text).value;
    fails_cleanly("gbb::write", [&] { return bn::gbb::write(board); });
}

TEST(AllocationFailure, Go) {
    const std::string sgf = "(;GM[1]FF[4]SZ[9]PB[B]PW[W];B[ee];W[ec](;B[dc];W[dd])(;B[cc]C[var]))";
    fails_cleanly("sgf::parse", [&] { return bn::sgf::parse(sgf); });
    fails_cleanly("sgf::parse (problems)", [] { return bn::sgf::parse("(;SZ[9]B[ee]\n;W[zz]C[x](;B[dc]"); });
    const auto collection = bn::sgf::parse(sgf).value;
    fails_cleanly("sgf::write", [&] { return bn::sgf::write(collection); });
    fails_cleanly("sgf::replay_main_line", [&] { return bn::sgf::replay_main_line(collection); });
    for (const char* hen : {"9x9_Bw.4Pe5Pd4_x", "9x9_Bw.4Pz5Pd4_x%zz"}) {
        fails_cleanly(
            std::string("hen::validate ") + hen, [&] { return bn::hen::validate(hen); },
            [](bn::hen::Validation& v) {
                v.errors.insert(v.errors.end(), v.warnings.begin(), v.warnings.end());
                return Outcome{v.ok, v.errors};
            });
    }
}

TEST(AllocationFailure, Chess) {
    fails_cleanly("chess::parse_fen", [] {
        return bn::chess::parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    });
    fails_cleanly("chess::parse_fen (errors)",
                  [] { return bn::chess::parse_fen("rnbqkbnr/pppppppp/9/8 w KQkq x9 0"); });
    const auto position =
        bn::chess::parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").value;
    // A legal move allocates nothing; an illegal one allocates its diagnostic.
    fails_cleanly("chess::read_san", [&] { return bn::chess::read_san(position, "Bb6"); });
}

TEST(AllocationFailure, Pgn) {
    // A database is "ok" here when the file and every game are.
    fails_cleanly(
        "pgn::parse", [] { return bn::pgn::parse(pgn_text); },
        [](bn::pgn::Database& db) {
            Outcome said{!has_out_of_memory(db.diagnostics), db.diagnostics};
            for (const auto& g : db.games) {
                said.diagnostics.insert(said.diagnostics.end(), g.diagnostics.begin(), g.diagnostics.end());
                said.ok = said.ok && g.ok;
            }
            return said;
        });
    fails_cleanly(
        "pgn::index_games", [] { return bn::pgn::index_games(pgn_text, [](bn::pgn::Game&) {}); },
        [](std::vector<bn::Diagnostic>& diagnostics) {
            return Outcome{diagnostics.empty(), diagnostics};
        });
    fails_cleanly(
        "pgn::parse (errors)", [] { return bn::pgn::parse("[Event \"x\"]\n\n1. e4 e5 2. Ke3 Qh4 *\n\n1. d4 {open *"); },
        [](bn::pgn::Database& db) {
            Outcome said{!has_out_of_memory(db.diagnostics), db.diagnostics};
            for (const auto& g : db.games)
                said.diagnostics.insert(said.diagnostics.end(), g.diagnostics.begin(), g.diagnostics.end());
            // Games with errors are not ok anyway: what matters is the out-of-memory diagnostic.
            said.ok = said.ok && !has_out_of_memory(said.diagnostics);
            return said;
        });
    // The stream's entry points, push and next: what they handed out is collected with no
    // failure armed (the collecting is the test's, not the library's).
    struct Streamed {
        bool ok = true;
        std::vector<bn::Diagnostic> diagnostics;
    };
    fails_cleanly(
        "pgn::Stream",
        [] {
            const long long armed_at_start = allocations_before_failure;
            allocations_before_failure = -1;
            std::vector<bn::pgn::Game> games(3);
            allocations_before_failure = armed_at_start;
            bn::pgn::Stream stream;
            const std::string_view text = pgn_text;
            std::size_t count = 0;
            stream.push(text.substr(0, 40));
            stream.push(text.substr(40));
            stream.close();
            while (count < games.size() && stream.next(games[count])) ++count;
            const long long armed = allocations_before_failure;
            allocations_before_failure = -1;
            Streamed out;
            for (std::size_t i = 0; i < count; ++i) {
                out.ok = out.ok && games[i].ok;
                out.diagnostics.insert(out.diagnostics.end(), games[i].diagnostics.begin(), games[i].diagnostics.end());
            }
            out.diagnostics.insert(out.diagnostics.end(), stream.diagnostics().begin(), stream.diagnostics().end());
            out.ok = out.ok && !stream.failed() && count == 2;
            allocations_before_failure = armed;
            return out;
        },
        [](Streamed& streamed) {
            return Outcome{streamed.ok, streamed.diagnostics};
        });
    fails_cleanly("pgn::movetext::parse", [] { return bn::pgn::movetext::parse("1. e4 e5 2. Nf3 Nc6 1-0"); });
    fails_cleanly("pgn::movetext::parse (errors)", [] { return bn::pgn::movetext::parse("1. e4 e5 2. Nf3 3. Bb5 x"); });
    bn::pgn::GameInput input;
    input.tags = {{"Event", "Test"}, {"White", "A"}};
    input.comments = {"before"};
    for (const char* san : {"e4", "e5", "Nf3"}) {
        bn::pgn::MoveInput move;
        move.san = san;
        move.previous =
            input.moves.empty() ? bn::pgn::no_node : static_cast<bn::pgn::NodeIndex>(input.moves.size() - 1);
        move.comments = {"good"};
        input.moves.push_back(move);
    }
    fails_cleanly("pgn::stringify", [&] { return bn::pgn::stringify(input); });
}

TEST(AllocationFailure, JsonAndSsb) {
    fails_cleanly("json::parse (errors)", [] { return bn::json::parse("{\"a\":[1,,2],\n\"a\":tru}"); });
    fails_cleanly("json::parse", [] { return bn::json::parse(R"({"a":[1,2.5,"x\u00e9"],"b":{"c":null}})"); });
    const std::string move =
        R"({"type":"chess_move","ply":35,"root":"%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256",)"
        R"("orig":"d6","dest":"e7","pgnMove":"dxe7","fen":"r1b2rk1/pp1pPppp/6q1/8/2Pp1B2/1Q1P2P1/PP4BP/R3R1K1 b - - 0 18",)"
        R"("branch":"%FvjrSmC/02bneFhr1/xZz9K5HQezQBTI4nEyG3rQ7FM=.sha256"})";
    fails_cleanly("ssb::validate", [&] { return bn::ssb::validate(move); });
    fails_cleanly("ssb::validate (problems)",
                  [] { return bn::ssb::validate(R"({"type":"chess_move","ply":-1,"orig":"z9"})"); });
}

TEST(AllocationFailure, Bdl) {
    const std::string text =
        "rules{ width : 3, height : 3, players : 2, turns : alternate }\n"
        "pieces{ p{ moves{ x : 0, y : 1 } } }\n"
        "initial_piece_position{ p{ positions{ x : 0, y : 0 } } }\n"
        "invariants{} finish{ no_moves_available }\n";
    fails_cleanly("bdl::parse", [&] { return bn::bdl::parse(text); });
    const std::string broken = "rules{ width : 3, height : }\npieces{ p{ moves{ x : 0 } } q{ }\n";
    fails_cleanly("bdl::parse (errors)", [&] { return bn::bdl::parse(broken); });
    fails_cleanly(
        "bdl::check_text (errors)", [&] { return bn::bdl::check_text(broken); },
        [](std::vector<bn::Diagnostic>& diagnostics) {
            return Outcome{!has_out_of_memory(diagnostics), diagnostics};
        });
    fails_cleanly(
        "bdl::check_text", [&] { return bn::bdl::check_text(text); },
        [](std::vector<bn::Diagnostic>& diagnostics) {
            return Outcome{!has_out_of_memory(diagnostics), diagnostics};
        });
    const auto description = bn::bdl::parse(text).value;
    fails_cleanly("bdl::format", [&] { return bn::bdl::format(description); });
}

}  // namespace
