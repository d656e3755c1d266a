// Board data handed over instead of text (a Board's toJSON()): what is wrong with it, in en and es,
// with the caller's own writing of the values a message shows.
#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "common/messages.hpp"
#include "gbb/board_data.hpp"

namespace {

using namespace bn::gbb;
using Problems = std::vector<std::pair<std::string, std::string>>;

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

// Shows each value as "<part>#<index>", so that a test sees which value a message asked for.
std::string shown(DataPart part, std::size_t index) {
    const char* names[] = {"width", "height", "head", "cell"};
    return std::string(names[static_cast<int>(part)]) + "#" + std::to_string(index);
}

// Board data with its cells (x, y, a, n, r, v each) kept alive beside it.
struct Data {
    double width = 2, height = 2, head_x = 0, head_y = 0;
    std::vector<double> cells;  // values_per_cell per cell

    BoardData view() const { return {width, height, head_x, head_y, cells.data(), cells.size() / values_per_cell}; }
};

Problems problems(const Data& data, const char* language = "en") {
    Problems out;
    for (const auto& item : check_board_data(data.view(), shown)) {
        EXPECT_EQ(item.line, 0u);
        out.emplace_back(item.code, bn::messages::render(item, language));
    }
    return out;
}

TEST(GbbBoardData, ABoardHasNoProblems) {
    EXPECT_EQ(values_per_cell, 6u);
    EXPECT_TRUE(problems({2, 2, 0, 0, {0, 0, 1, 0, 0, 0, 1, 1, 0, 2, 3, 4, 1, 1, 0, 0, 0, 0}}).empty());
    EXPECT_TRUE(problems({1, 1 << 24, 0, (1 << 24) - 1, {}}).empty());
    EXPECT_TRUE(problems({2, 2, 0, 0, {-0.0, 1, 9007199254740991.0, 0, 0, 0}}).empty());
}

TEST(GbbBoardData, SizeIsCheckedFirstAndAlone) {
    EXPECT_EQ(problems({0, 2, 9, 9, {nan, 0, 0, 0, 0, 0}}),
              (Problems{{"gbb.data_size",
                         "The board data has width width#0 and height height#0: both must be whole numbers from 1, "
                         "with at most 16777216 cells in all."}}));
    for (Data data : {Data{nan, 2}, Data{2, 1.5}, Data{5000, 5000}, Data{-1, 2},
                      Data{std::numeric_limits<double>::infinity(), 1}, Data{9007199254740992.0, 1}})
        EXPECT_EQ(problems(data).at(0).first, "gbb.data_size");
    EXPECT_EQ(problems({0, 2}, "es").at(0).second,
              "Los datos del tablero tienen ancho width#0 y alto height#0: ambos deben ser enteros desde 1, con "
              "16777216 celdas como máximo en total.");
}

TEST(GbbBoardData, HeadAndCellsInsideTheBoard) {
    Data data{2, 2, 2, 0, {0, 0, 1, 0, 0, 0, 1, 5, 0, 0, 1, 0, 1, 1, 0, 0, 0, -2, 0, 1, 0, 1.5, 0, 0}};
    EXPECT_EQ(
        problems(data),
        (Problems{
            {"gbb.data_head",
             "The board data's head head#0 is not a cell of the 2 × 2 board (x from 0 to 1, y from 0 to 1)."},
            {"gbb.data_cell_place",
             "cellData[1] cell#1 is not a cell of the 2 × 2 board (x from 0 to 1, y from 0 to 1)."},
            {"gbb.data_cell_count", "cellData[2] cell#2: the stones a, n, r and v must be whole numbers from 0."},
            {"gbb.data_cell_count", "cellData[3] cell#3: the stones a, n, r and v must be whole numbers from 0."}}));
    EXPECT_EQ(problems(data, "es").at(1).second,
              "cellData[1] cell#1 no es una celda del tablero de 2 × 2 (x de 0 a 1, y de 0 a 1).");
    EXPECT_EQ(problems(data, "es").at(2).second,
              "cellData[2] cell#2: las bolitas a, n, r y v deben ser enteros desde 0.");
    EXPECT_EQ(problems({3, 2, 0, nan}, "es").at(0).second,
              "El cabezal head#0 de los datos del tablero no es una celda del tablero de 3 × 2 (x de 0 a 2, y de 0 a "
              "1).");
    // A value that is not a number (NaN), a fraction or a negative place, a count past the safe integers.
    for (const std::vector<double>& cell : std::vector<std::vector<double>>{{nan, 0, 0, 0, 0, 0},
                                                                            {0, 0.5, 0, 0, 0, 0},
                                                                            {0, -1, 0, 0, 0, 0},
                                                                            {0, 0, 9007199254740992.0, 0, 0, 0},
                                                                            {0, 0, 0, 0, 0, nan}})
        EXPECT_EQ(problems({2, 2, 0, 0, cell}).size(), 1u);
}

TEST(GbbBoardData, AtMostFiveProblemsAndOnlyTheirValuesShown) {
    Data data{2, 2, 0, 0, {}};
    for (int i = 0; i < 1000; ++i) data.cells.insert(data.cells.end(), {7, 7, 0, 0, 0, 0});
    std::vector<std::size_t> asked;
    auto found = check_board_data(data.view(), [&](DataPart part, std::size_t index) {
        EXPECT_EQ(part, DataPart::cell);
        asked.push_back(index);
        return std::string("{}");
    });
    EXPECT_EQ(found.size(), limits::max_data_problems);
    EXPECT_EQ(asked, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
}

}  // namespace
