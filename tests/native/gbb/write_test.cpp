// Exact stringify outputs recorded by running the reference (@gobstones/gobstones-gbb-parser).
#include <gtest/gtest.h>

#include <random>

#include "gbb/read.hpp"
#include "gbb/write.hpp"

namespace {

using namespace bn::gbb;

Board b2() {
    // 3x4, head (1,1): (2,1) 1 0 0 0; (1,2) 0 1 3 0; (1,3) 1 0 2 0; (0,3) 0 0 0 7; (2,3) 4 2 1 6.
    return Board{
        3,
        4,
        1,
        1,
        {{0, 3, {0, 0, 0, 7}}, {1, 2, {0, 1, 3, 0}}, {1, 3, {1, 0, 2, 0}}, {2, 1, {1, 0, 0, 0}}, {2, 3, {4, 2, 1, 6}}}};
}

TEST(GbbWrite, DefaultLayout) {
    EXPECT_EQ(write(b2()).text,
              "GBB/1.0\nsize 3 4\ncell 0 3 Verde\t7\ncell 1 2 Negro\t1 Rojo\t3\ncell 1 3 Azul\t1  "
              "Rojo\t2\ncell 2 1 Azul\t1\ncell 2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6\nhead 1 1");
}

TEST(GbbWrite, SeparatorOptions) {
    WriteOptions o;
    o.between_colors = Separator::tab;
    EXPECT_EQ(write(b2(), o).text,
              "GBB/1.0\nsize 3 4\ncell 0 3 Verde\t7\ncell 1 2 Negro\t1\tRojo\t3\ncell 1 3 "
              "Azul\t1\t\tRojo\t2\ncell 2 1 Azul\t1\ncell 2 3 Azul\t4\tNegro\t2\tRojo\t1\tVerde\t6\nhead 1 1");
    o = {};
    o.between_coordinates = Separator::tab;
    o.keyword_to_coordinates = Separator::tab;
    o.between_keywords = Separator::space;
    o.color_key_to_number = Separator::space;
    o.use_full_color_names = false;
    EXPECT_EQ(write(Board{2, 2, 1, 0, {{0, 1, {1, 0, 5, 0}}}}, o).text,
              "GBB/1.0 size\t2\t2 cell\t0\t1\ta 1  r 5 head\t1\t0");
}

TEST(GbbWrite, ZeroDeclarations) {
    Board b3{2, 2, 1, 0, {{0, 1, {1, 0, 5, 0}}}};
    WriteOptions o;
    o.declare_colors_with_zero_stones = true;
    EXPECT_EQ(write(b3, o).text, "GBB/1.0\nsize 2 2\ncell 0 1 Azul\t1 Negro\t0 Rojo\t5 Verde\t0\nhead 1 0");
    o = {};
    o.declare_colors_with_all_zero_stones = true;
    EXPECT_EQ(write(b3, o).text,
              "GBB/1.0\nsize 2 2\ncell 0 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 0 1 Azul\t1  Rojo\t5\n"
              "cell 1 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 1 1 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\nhead 1 0");
}

TEST(GbbWrite, RefusesHugeOutput) {
    WriteOptions o;
    o.declare_colors_with_all_zero_stones = true;
    auto written = write(Board{4096, 4096, 0, 0, {}}, o);
    EXPECT_FALSE(written.ok);
    EXPECT_EQ(written.diagnostics.at(0).code, "gbb.stringify.output_too_large");
}

TEST(GbbBuildBoard, LastDescriptionOfACellWinsAndEmptyCellsDrop) {
    BoardDescription d{3, 3, 0, 0, true, {{1, 1, {1, 0, 0, 0}}, {0, 0, {0, 0, 0, 0}}, {1, 1, {0, 2, 0, 0}}}};
    auto built = build_board(d);
    ASSERT_TRUE(built.ok);
    ASSERT_EQ(built.value.cells.size(), 1u);
    EXPECT_EQ(built.value.cells[0].stones[1], 2u);
}

TEST(GbbBuildBoard, ChecksInTheReferenceOrder) {
    EXPECT_EQ(build_board({0, -1, 9, 9, true, {}}).diagnostics.at(0).code, "gbb.stringify.invalid_width");
    EXPECT_EQ(build_board({3, -1, 9, 9, true, {}}).diagnostics.at(0).code, "gbb.stringify.invalid_height");
    EXPECT_EQ(build_board({0, 3, 0, 0, false, {}}).diagnostics.at(0).code, "gbb.stringify.invalid_width");
    EXPECT_EQ(build_board({3, 3, 0, 0, false, {}}).diagnostics.at(0).code, "gbb.stringify.invalid_head");
    EXPECT_EQ(build_board({3, 3, 3, 0, true, {}}).diagnostics.at(0).code, "gbb.stringify.head_x_outside");
    EXPECT_EQ(build_board({3, 3, 0, -1, true, {}}).diagnostics.at(0).code, "gbb.stringify.head_y_outside");
    EXPECT_EQ(build_board({3, 3, 0, 0, true, {{3, 0, {}}}}).diagnostics.at(0).code, "gbb.stringify.cell_outside");
    EXPECT_EQ(build_board({3, 3, 0, 0, true, {{0, 0, {1.5, 0, 0, 0}}}}).diagnostics.at(0).code,
              "gbb.stringify.invalid_count");
    EXPECT_EQ(build_board({2.5, 1, 0, 0, true, {}}).diagnostics.at(0).code, "gbb.stringify.invalid_width");
}

// parse(write(b)) == b for random boards under every option combination.
TEST(GbbRoundTrip, RandomBoardsUnderEveryOptionCombination) {
    std::mt19937_64 random(20261122);
    for (int round = 0; round < 60; ++round) {
        Board board{
            static_cast<std::uint32_t>(1 + random() % 12), static_cast<std::uint32_t>(1 + random() % 12), 0, 0, {}};
        board.head_x = random() % board.width;
        board.head_y = random() % board.height;
        for (std::uint32_t x = 0; x < board.width; ++x)
            for (std::uint32_t y = 0; y < board.height; ++y) {
                if (random() % 3 != 0) continue;
                Cell cell{x, y, {}};
                for (auto& n : cell.stones)
                    n = random() % 2 ? 0 : random() % 4 == 0 ? random() % (std::uint64_t{1} << 53) : random() % 20;
                if (!cell.empty()) board.cells.push_back(cell);
            }
        for (unsigned mask = 0; mask < (1u << 8); ++mask) {
            WriteOptions o;
            o.between_keywords = static_cast<Separator>((mask & 3) % 3);
            o.between_colors = mask & 4 ? Separator::tab : Separator::space;
            o.color_key_to_number = mask & 8 ? Separator::space : Separator::tab;
            o.between_coordinates = mask & 16 ? Separator::tab : Separator::space;
            o.keyword_to_coordinates = mask & 16 ? Separator::space : Separator::tab;
            o.use_full_color_names = mask & 32;
            o.declare_colors_with_zero_stones = mask & 64;
            o.declare_colors_with_all_zero_stones = mask & 128;
            auto written = write(board, o);
            ASSERT_TRUE(written.ok);
            auto parsed = parse(written.text);
            ASSERT_TRUE(parsed.ok) << written.text;
            ASSERT_EQ(parsed.value, board) << written.text;
        }
    }
}

}  // namespace
