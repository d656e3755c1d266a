// Strict validation: one case per category of the hen-js README, offsets, both languages.
#include <gtest/gtest.h>

#include "common/messages.hpp"
#include "hen/read.hpp"

namespace {

using namespace bn::hen;

std::vector<std::string> errors(std::string_view text, Options options = {}) {
    std::vector<std::string> out;
    for (const auto& d : validate(text, options).errors) out.push_back(d.code + "@" + std::to_string(d.offset));
    return out;
}
using Codes = std::vector<std::string>;

TEST(HenValidate, ValidStrings) {
    for (const char* text :
         {"", ".9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b", "_16b2w", ".pb", ".w", ".K10-CR", ".K10-a", "~wb", "_3~1~2",
          ".9x9_5Gb_4G~3_3E~1b~2~4_2Fw.H3w.b.E2-a", "_19 bwb2w3\n_10Kb", " .b ", "_01b", ".25x25_25Zb"})
        EXPECT_EQ(errors(text), Codes{}) << text;
}

TEST(HenValidate, Structural) {
    EXPECT_EQ(errors(".K10bw"), Codes{"hen.unrecognised_part@0"});
    EXPECT_EQ(errors(".hello"), Codes{"hen.unrecognised_part@0"});
    EXPECT_EQ(errors("."), Codes{"hen.unrecognised_part@0"});
    EXPECT_EQ(errors("x_5b"), Codes{"hen.unexpected_char@0"});
    EXPECT_EQ(errors("_5b?"), Codes{"hen.unexpected_char@3"});
    EXPECT_EQ(errors("_5"), Codes{"hen.empty_row@1"});
    EXPECT_EQ(errors("_5KCb"), Codes{"hen.dangling_column@2"});
    // "~" + stone starts a player order: an empty row, then an order of one stone.
    EXPECT_EQ(errors("_5~b"), (Codes{"hen.empty_row@1", "hen.player_order_too_short@3"}));
}

TEST(HenValidate, OutOfRange) {
    EXPECT_EQ(errors("_20b"), Codes{"hen.row_out_of_range@1"});
    EXPECT_EQ(errors(".9x9_5Kb"), Codes{"hen.column_out_of_range@6"});
    EXPECT_EQ(errors(".9x9_5Hb3"), Codes{"hen.run_out_of_range@7"});
    EXPECT_EQ(errors(".9x9.K4"), Codes{"hen.column_out_of_range@5"});
    EXPECT_EQ(errors(".9x9.A10w"), Codes{"hen.row_out_of_range@6"});
    EXPECT_EQ(errors(".26x26"), (Codes{"hen.size_out_of_range@1", "hen.size_out_of_range@4"}));
}

TEST(HenValidate, Numbers) {
    EXPECT_EQ(errors("_0b"), Codes{"hen.number_not_positive@1"});
    EXPECT_EQ(errors("_5b0"), Codes{"hen.number_not_positive@3"});
    EXPECT_EQ(errors("_5~0"), Codes{"hen.number_not_positive@3"});
    EXPECT_EQ(errors(".K0"), Codes{"hen.number_not_positive@2"});
    EXPECT_EQ(errors(".0x9"), Codes{"hen.number_not_positive@1"});
    EXPECT_EQ(errors("_b"), Codes{"hen.missing_row_number@1"});
}

TEST(HenValidate, PlayerOrderAndLabels) {
    EXPECT_EQ(errors("~b"), Codes{"hen.player_order_too_short@1"});
    EXPECT_EQ(errors("~bx"), (Codes{"hen.unexpected_char@2", "hen.player_order_too_short@1"}));
    EXPECT_EQ(errors(".A1-a b"), Codes{"hen.invalid_label_char@5"});
    EXPECT_EQ(errors(".A1-a-b"), Codes{"hen.invalid_label_char@5"});
    auto report = validate(".A1-a b");
    EXPECT_EQ(bn::messages::render(report.errors[0], "en"),
              "Invalid label character 'white space' (white space, '.', '_' and '-' are not allowed) in "
              "'.A1-a b' at offset 0");
}

TEST(HenValidate, HenJsModeRejectsOtherColours) {
    Options hen_js{true};
    EXPECT_EQ(errors(".r", hen_js), Codes{"hen.unsupported_stone@1"});
    EXPECT_EQ(errors(".pg", hen_js), Codes{"hen.unsupported_stone@2"});
    EXPECT_EQ(errors("~by", hen_js), Codes{"hen.unsupported_stone@2"});
    EXPECT_EQ(errors(".A1l", hen_js), Codes{"hen.unsupported_stone@3"});
    EXPECT_EQ(errors(".r.pg~by.A1l"), Codes{});
}

TEST(HenValidate, OffsetsAreInTheUrlDecodedText) {
    auto report = validate("%2E9x9_20b");
    ASSERT_EQ(report.errors.size(), 1u);
    EXPECT_EQ(report.errors[0].offset, 5u);
    EXPECT_EQ(report.errors[0].column, 6u);
    EXPECT_EQ(bn::messages::render(report.errors[0], "es"),
              "Fila 20 fuera de rango (el tablero tiene 9 filas) en '_20b' en la posición 4");
}

TEST(HenValidate, AtMostOneHundredDiagnosticsAndLinearTime) {
    // 200,000 bad parts: every one is an error, only the first 100 are reported, and the call
    // stays fast (it was quadratic before the cap; found by fuzz target hen_parse).
    std::string text;
    for (int i = 0; i < 200000; ++i) text += ".zz";
    auto report = validate(text);
    EXPECT_FALSE(report.ok);
    EXPECT_EQ(report.errors.size(), 100u);
    std::string row = "_19";
    row.append(300000, '#');
    auto rows = validate(row);
    EXPECT_FALSE(rows.ok);
    EXPECT_LE(rows.errors.size() + rows.warnings.size(), 100u);
}

}  // namespace
