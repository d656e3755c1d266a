// A syntax tree given as JSON (what the JS wrapper sends for Bdl.check/format/game of a tree):
// the description it reads, and the one bdl.bad_tree diagnostic, with its path, for each way a
// tree can have the wrong shape.
#include "bdl/tree_json.hpp"

#include <gtest/gtest.h>

#include <string>

#include "test_util.hpp"

namespace {

using bn::bdl::read_tree_json;

const std::string empty_sections = R"("pieces":[],"placements":[],"invariants":[],"finish":[])";

// The tree of a description with `rules` and `pieces` (JSON arrays), other sections empty.
std::string tree(const std::string& rules, const std::string& pieces = "[]") {
    return R"({"rules":)" + rules + R"(,"pieces":)" + pieces + R"(,"placements":[],"invariants":[],"finish":[]})";
}

// "path: expected" of the single diagnostic of a refused tree.
std::string refusal(const std::string& json) {
    auto read = read_tree_json(json);
    EXPECT_FALSE(read.ok) << json;
    if (read.diagnostics.size() != 1) return "diagnostics: " + std::to_string(read.diagnostics.size());
    const auto& d = read.diagnostics[0];
    EXPECT_EQ(d.code, "bdl.bad_tree");
    EXPECT_EQ(d.line, 0u);
    EXPECT_EQ(d.column, 0u);
    return std::string(d.arg("path")) + ": " + std::string(d.arg("expected"));
}

TEST(BdlTreeJson, ReadsWhatParseReadsFromText) {
    const std::string text =
        "rules{ first_player : 0 width : 4 height : 3 coloring : alternate player_change : explicit{(c) => c} }\n"
        "pieces{ p{ moves{ x : [-1, 1], y : 2, kills : false\n vertical(, 3) diagonal(1, 2) explicit{ {x:[0,1]} } }\n"
        " can_jump mirrored : false on_end_reached : spawn(p, q) } q{ moves{ horizontal(,) } } }\n"
        "initial_piece_position{ p{ positions{ x : 0, y : 0 x : [1, 2], y : 1 } owner : 1 mirrored } q{ positions{ x : "
        "3, y : 2 } } }\n"
        "invariants{ cant_risk(p) explicit{ () => true } }\nfinish{ no_moves_available explicit{ () => false } }\n";
    auto parsed = bn::bdl::parse(text);
    ASSERT_TRUE(parsed.ok);
    const std::string json =
        R"({"rules":[{"rule":"first_player","value":0},{"rule":"width","value":4},)"
        R"({"rule":"height","value":3},{"rule":"coloring","value":"alternate"},{"rule":"player_change","code":"(c) => c"}],)"
        R"("pieces":[{"name":"p","moves":[{"kind":"vector","x":[-1,1],"y":2,"kills":false},)"
        R"({"kind":"vertical","from":null,"to":3},{"kind":"diagonal","from":1,"to":2},{"kind":"explicit","code":" {x:[0,1]} "}],)"
        R"("modifiers":[{"kind":"can_jump"},{"kind":"mirrored","value":false},{"kind":"spawn","pieces":["p","q"]}]},)"
        R"({"name":"q","moves":[{"kind":"horizontal"}]}],)"
        R"("placements":[{"name":"p","positions":[[{"x":0,"y":0},{"x":[1,2],"y":1}]],"modifiers":[{"kind":"owner","value":1},{"kind":"mirrored"}]},)"
        R"({"name":"q","positions":[[{"x":3,"y":2}]]}],)"
        R"("invariants":[{"kind":"cant_risk","pieces":["p"]},{"kind":"explicit","code":" () => true "}],)"
        R"("finish":[{"kind":"no_moves_available"},{"kind":"explicit","code":" () => false "}]})";
    auto read = read_tree_json(json);
    ASSERT_TRUE(read.ok) << refusal(json);
    EXPECT_TRUE(read.diagnostics.empty());
    EXPECT_TRUE(read.value == parsed.value) << bn::bdl::format(read.value).text;
}

TEST(BdlTreeJson, IgnoresPositionsAndMembersItDoesNotKnow) {
    auto read = read_tree_json(tree(R"([{"rule":"width","value":2,"at":{"line":1,"column":1},"note":[1,{}]}])"));
    ASSERT_TRUE(read.ok);
    ASSERT_EQ(read.value.rules.size(), 1u);
    EXPECT_EQ(read.value.rules[0].number.value, 2);
}

TEST(BdlTreeJson, TheWholeTreeAndItsSections) {
    EXPECT_EQ(refusal("null"), "tree: bdl.tree.object");
    EXPECT_EQ(refusal("3"), "tree: bdl.tree.object");
    // An array is an object without the sections (as for JS's typeof).
    EXPECT_EQ(refusal("[]"), "rules: bdl.tree.array");
    EXPECT_EQ(refusal("{" + empty_sections + "}"), "rules: bdl.tree.array");
    EXPECT_EQ(refusal(R"({"rules":{},)" + empty_sections + "}"), "rules: bdl.tree.array");
    EXPECT_EQ(refusal(R"({"rules":[],"pieces":[],"placements":[],"invariants":[]})"), "finish: bdl.tree.array");
}

TEST(BdlTreeJson, RulesAndTheirAlternativesUntranslated) {
    EXPECT_EQ(refusal(tree("[3]")), "rules[0]: bdl.tree.object");
    EXPECT_EQ(refusal(tree(R"([{"value":1}])")), "rules[0].rule: bdl.tree.string");
    EXPECT_EQ(refusal(tree(R"([{"rule":"depth","value":1}])")),
              "rules[0].rule: 'first_player' | 'width' | 'height' | 'coloring' | 'player_change'");
    EXPECT_EQ(refusal(tree(R"([{"rule":"coloring","value":"stripes"}])")), "rules[0].value: 'alternate'");
    auto read = read_tree_json(tree(R"([{"rule":"coloring","value":"stripes"}])"));
    EXPECT_FALSE(read.diagnostics[0].args[1].translate);
    read = read_tree_json(tree("[1]"));
    EXPECT_TRUE(read.diagnostics[0].args[1].translate);
}

TEST(BdlTreeJson, Integers) {
    EXPECT_EQ(refusal(tree(R"([{"rule":"width","value":1.5}])")), "rules[0].value: bdl.tree.integer");
    EXPECT_EQ(refusal(tree(R"([{"rule":"width","value":2147483648}])")), "rules[0].value: bdl.tree.integer");
    EXPECT_EQ(refusal(tree(R"([{"rule":"width","value":-2147483649}])")), "rules[0].value: bdl.tree.integer");
    EXPECT_EQ(refusal(tree(R"([{"rule":"width","value":"8"}])")), "rules[0].value: bdl.tree.integer");
    EXPECT_EQ(refusal(tree(R"([{"rule":"width"}])")), "rules[0].value: bdl.tree.integer");
    auto read = read_tree_json(tree(R"([{"rule":"width","value":-2147483648},{"rule":"height","value":1e2}])"));
    ASSERT_TRUE(read.ok);
    EXPECT_EQ(read.value.rules[0].number.value, -2147483647 - 1);
    EXPECT_EQ(read.value.rules[1].number.value, 100);
}

TEST(BdlTreeJson, PiecesMovesAndModifiers) {
    const auto piece = [](const std::string& body) { return tree("[]", "[{" + body + "}]"); };
    EXPECT_EQ(refusal(piece(R"("name":"p")")), "pieces[0].moves: bdl.tree.array");
    EXPECT_EQ(refusal(piece(R"("name":"pieces","moves":[])")), "pieces[0].name: bdl.tree.piece_name");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[{"kind":"vector","x":[1],"y":0}])")),
              "pieces[0].moves[0].x: bdl.tree.component");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[{"kind":"vector","x":[1,true],"y":0}])")),
              "pieces[0].moves[0].x[1]: bdl.tree.integer");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[{"kind":"vertical","kills":1}])")),
              "pieces[0].moves[0].kills: bdl.tree.boolean");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[{"kind":"jump"}])")),
              "pieces[0].moves[0].kind: 'vector' | 'horizontal' | 'vertical' | 'diagonal' | 'explicit'");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[],"modifiers":[{"kind":"spawn","pieces":[]}])")),
              "pieces[0].modifiers[0].pieces: bdl.tree.piece_name");
    EXPECT_EQ(refusal(piece(R"("name":"p","moves":[],"modifiers":[{"kind":"explicit","code":"} evil {"}])")),
              "pieces[0].modifiers[0].code: bdl.tree.code");
    EXPECT_EQ(refusal(piece(R"("code":null)")), "pieces[0].code: bdl.tree.string");
    EXPECT_TRUE(read_tree_json(piece(R"("code":"{ a }")")).ok);
}

TEST(BdlTreeJson, PlacementsInvariantsAndFinish) {
    const std::string rules_pieces = R"({"rules":[],"pieces":[],)";
    EXPECT_EQ(
        refusal(rules_pieces + R"("placements":[{"name":"p","positions":[[{"x":0}]]}],"invariants":[],"finish":[]})"),
        "placements[0].positions[0][0].y: bdl.tree.integer");
    EXPECT_EQ(
        refusal(
            rules_pieces +
            R"("placements":[{"name":"p","positions":[],"modifiers":[{"kind":"colour"}]}],"invariants":[],"finish":[]})"),
        "placements[0].modifiers[0].kind: 'mirrored' | 'owner'");
    EXPECT_EQ(refusal(rules_pieces + R"("placements":[],"invariants":[{"kind":"cant_risk"}],"finish":[]})"),
              "invariants[0].pieces: bdl.tree.array");
    EXPECT_EQ(
        refusal(rules_pieces + R"("placements":[],"invariants":[],"finish":[{"kind":"explicit","code":"} evil {"}]})"),
        "finish[0].code: bdl.tree.code");
    EXPECT_EQ(refusal(rules_pieces + R"("placements":[],"invariants":[],"finish":[{"kind":"stalemate"}]})"),
              "finish[0].kind: 'no_moves_available' | 'explicit'");
}

TEST(BdlTreeJson, WhatJsonCannotHoldIsOneRefusalOfTheTree) {
    // A lone surrogate, as JSON.stringify escapes it, and nesting past the JSON reader's limit.
    EXPECT_EQ(refusal(tree("[]", R"([{"code":"\ud800"}])")), "tree: bdl.tree.json");
    EXPECT_EQ(refusal(tree(std::string(300, '[') + std::string(300, ']'))), "tree: bdl.tree.json");
    EXPECT_EQ(refusal("{"), "tree: bdl.tree.json");
}

}  // namespace
