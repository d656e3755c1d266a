// The runtime against the literal algorithm (literal_game.hpp) on random descriptions: random
// boards, pieces (vectors, ranges, lines, non-killing moves, explicit entries, mirrored, spawns),
// placements, invariants (each kind, in any order, explicit ones too), finish rules and explicit
// player changes, then random games: after every move both must list the same moves in the same
// order (from every square too), agree on the turn and the end, and count the same perft.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bdl/game.hpp"
#include "bdl/read.hpp"
#include "literal_game.hpp"
#include "test_util.hpp"

namespace {

using bn::bdl::BoardState;
using bn::bdl::Game;
using bn::bdl::GameMove;

// Explicit code as a pure function of what it is given, so that the runtime and the oracle may
// call it in different numbers and still see the same answers. It hashes the whole board: a
// runtime that handed it another board than the original's (the board after the move, say) would
// disagree with the oracle.
class PureRunner : public bn::bdl::ExplicitRunner {
public:
    void prepare(const std::vector<bn::bdl::ExplicitBlock>&, const std::vector<std::string>&) override {}
    std::vector<bn::bdl::MoveEntry> move_entries(std::size_t block) override {
        std::mt19937 rng(static_cast<unsigned>(block) * 7919u + 13u);
        std::vector<bn::bdl::MoveEntry> out;
        const int count = 1 + static_cast<int>(rng() % 2);
        for (int i = 0; i < count; ++i) {
            bn::bdl::MoveEntry e;
            e.x0 = static_cast<std::int32_t>(rng() % 4) - 2;
            e.x1 = e.x0 + 1 + static_cast<std::int32_t>(rng() % 3);
            for (auto dx = e.x0; dx < e.x1; ++dx) {
                const auto y0 = static_cast<std::int32_t>(rng() % 5) - 3;
                e.ys.push_back({y0, y0 + 1 + static_cast<std::int32_t>(rng() % 3)});
            }
            e.killing = rng() % 4 != 0;
            out.push_back(e);
        }
        return out;
    }
    std::int32_t next_player(std::size_t, const BoardState& s) override {
        const auto h = hash(s);
        if (h % 5 == 0) return s.current_player;  // the same player again
        if (h % 23 == 0) return 2;                // nobody's pieces
        return s.current_player == 0 ? 1 : 0;
    }
    bool allows(std::size_t block, const BoardState& s, std::int32_t cx, std::int32_t cr, std::int32_t tx,
                std::int32_t tr) override {
        return (hash(s) + static_cast<std::uint64_t>(cx * 31 + cr * 17 + tx * 7 + tr * 3) + block) % 5 != 0;
    }
    bool finished(std::size_t block, const BoardState& s) override {
        return s.move_count >= 3 && (hash(s) + block) % 4 == 0;
    }

private:
    static std::uint64_t hash(const BoardState& s) {
        std::uint64_t h = 1469598103934665603ull;
        auto mix = [&](std::int64_t v) { h = (h ^ static_cast<std::uint64_t>(v)) * 1099511628211ull; };
        for (const auto& c : s.cells) {
            mix(c.type);
            mix(c.owner);
            mix(c.flag);
        }
        mix(s.current_player);
        mix(s.move_count);
        return h;
    }
};

class Generator {
public:
    explicit Generator(unsigned seed) : rng_(seed) {}

    std::string description(bool with_explicit) {
        width_ = pick(1, 8);
        height_ = pick(1, 8);
        if (chance(10)) width_ = pick(9, 14);
        const int types = pick(1, 4);
        std::string text = "rules{ first_player : " + std::to_string(pick(0, 1)) +
                           " width : " + std::to_string(width_) + " height : " + std::to_string(height_) +
                           " coloring : alternate player_change : " +
                           (with_explicit && chance(25) ? "explicit{ change }" : "alternate") + " }\npieces{\n";
        for (int t = 0; t < types; ++t) {
            text += "  p" + std::to_string(t) + "{ moves{";
            for (int m = pick(1, 4); m > 0; --m) text += " " + move(with_explicit);
            text += " }";
            if (chance(50)) text += " mirrored";
            if (chance(20)) text += " on_end_reached : spawn(" + names(types) + ")";
            text += " }\n";
        }
        text += "}\ninitial_piece_position{\n";
        bool placed = false;
        for (int t = 0; t < types; ++t) {
            if (placed && chance(30)) continue;
            placed = true;
            text += "  p" + std::to_string(t) + "{ positions{";
            for (int v = pick(1, 3); v > 0; --v) text += " x : " + component(width_) + ", y : " + component(height_);
            text += " }";
            if (chance(50)) text += " mirrored";
            if (chance(50)) text += " owner : " + std::to_string(pick(0, 1));
            text += " }\n";
        }
        text += "}\ninvariants{";
        std::vector<std::string> invariants;
        if (chance(45)) invariants.push_back("cant_risk(" + names(types) + ")");
        if (chance(40)) invariants.push_back("protect_piece(" + names(types) + ")");
        if (chance(15)) invariants.push_back("protect_piece(" + names(types) + ")");
        if (chance(35)) invariants.push_back("pawn_movement(" + names(types) + ")");
        if (with_explicit && chance(35)) invariants.push_back("explicit{ allows }");
        std::shuffle(invariants.begin(), invariants.end(), rng_);
        for (const auto& inv : invariants) text += " " + inv;
        text += " }\nfinish{";
        if (!chance(4)) text += " no_moves_available";
        if (with_explicit && chance(25)) text += " explicit{ finished }";
        return text + " }\n";
    }

    int pick(int lo, int hi) { return lo + static_cast<int>(rng_() % static_cast<unsigned>(hi - lo + 1)); }
    bool chance(int percent) { return pick(0, 99) < percent; }
    std::mt19937& rng() { return rng_; }

private:
    std::string names(int types) {
        std::string out = "p" + std::to_string(pick(0, types - 1));
        if (chance(35)) out += ", p" + std::to_string(pick(0, types - 1));
        return out;
    }
    // A number or a non-empty range, mostly on the board.
    std::string component(int side) {
        const int a = pick(0, side - 1);
        if (chance(60)) return std::to_string(a);
        return "[" + std::to_string(a) + ", " + std::to_string(pick(a, side - 1)) + "]";
    }
    std::string offset() {
        const int a = pick(-3, 3);
        if (chance(65)) return std::to_string(a);
        return "[" + std::to_string(a) + ", " + std::to_string(pick(a, 3)) + "]";
    }
    std::string bound() {
        if (chance(30)) return "";
        const int b = pick(1, 5);
        return std::to_string(chance(50) ? b : -b);
    }
    std::string move(bool with_explicit) {
        std::string m;
        const int kind = pick(0, with_explicit ? 4 : 3);
        if (kind == 0) {
            m = "x : " + offset() + ", y : " + offset();
        } else if (kind == 4) {
            m = "explicit{ entries }";
        } else {
            std::string lo = bound(), hi = bound();
            if (!lo.empty() && !hi.empty() && std::stoi(lo) > std::stoi(hi)) std::swap(lo, hi);
            m = std::string(kind == 1   ? "horizontal"
                            : kind == 2 ? "vertical"
                                        : "diagonal") +
                "(" + lo + ", " + hi + ")";
        }
        if (chance(25)) m += ", kills : false";
        return m;
    }

    std::mt19937 rng_;
    int width_ = 1, height_ = 1;
};

std::string show(const std::vector<GameMove>& moves) {
    std::string out;
    for (const auto& m : moves)
        out += std::to_string(m.from.x) + "," + std::to_string(m.from.y) + ">" + std::to_string(m.to.x) + "," +
               std::to_string(m.to.y) + (m.spawn >= 0 ? "=" + std::to_string(m.spawn) : "") +
               (m.captured >= 0 ? "x" + std::to_string(m.captured) : "") + " ";
    return out;
}

// Plays random games of `count` random descriptions on both and compares after every move.
void compare(unsigned seed, int count, bool with_explicit, int perft_depth) {
    Generator gen(seed);
    int games = 0, positions = 0;
    for (int i = 0; i < count; ++i) {
        const std::string text = gen.description(with_explicit);
        const auto parsed = bn::bdl::parse(text);
        ASSERT_TRUE(parsed.ok) << text;
        auto runner = std::make_shared<PureRunner>();
        auto created = Game::create(parsed.value, text, runner);
        if (!created.ok) continue;  // check errors (overlapping placements of one piece, say)
        ++games;
        Game& game = *created.value;
        bdl_test::LiteralGame literal(parsed.value, game, runner.get());
        ASSERT_EQ(game.is_over(), literal.evaluate_finish()) << text;
        const int depth = i % 4 == 0 ? perft_depth : 2;  // the literal perft is slow
        ASSERT_EQ(game.perft(depth).value, literal.perft(depth)) << text;
        for (int ply = 0; ply < 14; ++ply) {
            ++positions;
            const auto listed = game.moves();
            ASSERT_TRUE(listed.ok);
            const auto expected = literal.moves();
            ASSERT_EQ(show(listed.value), show(expected)) << text << "ply " << ply;
            ASSERT_EQ(game.turn(), literal.state.current_player) << text;
            ASSERT_EQ(game.is_over(), literal.over) << text;
            for (std::int32_t x = 0; x < game.width(); ++x)
                for (std::int32_t y = 0; y < game.height(); ++y)
                    ASSERT_EQ(show(game.moves_from({x, y}).value), show(literal.moves_from({x, y})))
                        << text << "ply " << ply << " from " << x << "," << y;
            if (expected.empty()) break;
            const auto& m = expected[gen.rng()() % expected.size()];
            const auto played = game.play(m);
            ASSERT_TRUE(played.ok && played.value) << text;
            literal.apply(m);
            ASSERT_EQ(game.state().cells.size(), literal.state.cells.size());
            for (std::size_t c = 0; c < literal.state.cells.size(); ++c) {
                const auto &a = game.state().cells[c], &b = literal.state.cells[c];
                ASSERT_TRUE(a.type == b.type && (a.empty() || (a.owner == b.owner && a.flag == b.flag))) << text;
            }
        }
    }
    // The generator must produce mostly runnable games, or this test tests little.
    EXPECT_GT(games, count / 2);
    EXPECT_GT(positions, count * 3);
}

TEST(BdlDifferential, RandomGamesWithoutExplicitCode) { compare(1, 1500, false, 3); }

TEST(BdlDifferential, RandomGamesWithExplicitCode) { compare(2, 1500, true, 2); }

TEST(BdlDifferential, Chess) {
    // perft 3 on chess.bdl after a few moves of a random game, against the literal algorithm.
    const std::string text = bdl_test::read_file(std::filesystem::path(BN_FIXTURES_DIR) / "bdl" / "chess.bdl");
    const auto parsed = bn::bdl::parse(text);
    auto created = Game::create(parsed.value, text);
    ASSERT_TRUE(created.ok);
    Game& game = *created.value;
    bdl_test::LiteralGame literal(parsed.value, game, nullptr);
    std::mt19937 rng(3);
    for (int ply = 0; ply < 24 && !game.is_over(); ++ply) {
        const auto expected = literal.moves();
        ASSERT_EQ(show(game.moves().value), show(expected)) << ply;
        if (ply % 8 == 0) ASSERT_EQ(game.perft(2).value, literal.perft(2)) << ply;
        const auto& m = expected[rng() % expected.size()];
        ASSERT_TRUE(game.play(m).value);
        literal.apply(m);
    }
}

}  // namespace
