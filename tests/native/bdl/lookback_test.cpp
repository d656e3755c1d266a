// No look back over what was read so far: names are checked through sets (defined pieces,
// placements, rules), so reading and checking grow linearly with the pieces, the placements and
// the names in the invariants, and with the nodes of a tree given as JSON.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "bdl/read.hpp"
#include "bdl/tree_json.hpp"
#include "bdl/checks.hpp"

namespace {

// `n` pieces, each placed once, and every one named in an invariant.
std::string pieces(std::size_t n) {
    std::string defined, placed, named;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string name = "piece" + std::to_string(i);
        defined += name + "{ moves{ x : 1, y : 0 } } ";
        placed +=
            name + "{ positions{ x : " + std::to_string(i % 256) + ", y : " + std::to_string(i / 256 % 256) + " } } ";
        named += (i ? ", " : "") + name;
    }
    return "rules{ first_player : 0 width : 256 height : 256 coloring : alternate player_change : alternate }\n"
           "pieces{ " +
           defined + "}\ninitial_piece_position{ " + placed + "}\ninvariants{ cant_risk(" + named +
           ") }\nfinish{ no_moves_available }\n";
}

TEST(BdlLookback, CheckingManyPieces) {
    EXPECT_TRUE(bn::bdl::check_text(pieces(10)).empty());
    EXPECT_LT(bn_test::doubling_ratio(
                  pieces, [](const std::string& t) { bn::bdl::check_text(t); }, 500),
              2.5);
}

TEST(BdlLookback, CheckingATreeOfManyPieces) {
    // The tree as Bdl.parse gives it, read back as data (the JSON reader, then the checks).
    const auto tree = [](std::size_t n) {
        const std::string text = pieces(n);
        return bn::bdl::write_tree_json(bn::bdl::parse(text).value, text).text;
    };
    const auto check = [](const std::string& json) {
        const auto read = bn::bdl::read_tree_json(json);
        bn::bdl::check(read.value);
    };
    EXPECT_LT(bn_test::doubling_ratio(tree, check, 500), 2.5);
}

}  // namespace
