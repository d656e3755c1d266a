#include <gtest/gtest.h>

#include "common/messages.hpp"
#include "gbb/read.hpp"

namespace {

using bn::gbb::parse;

std::string first_message(std::string_view text, std::string_view language = "en") {
    auto parsed = parse(text);
    EXPECT_FALSE(parsed.ok);
    return parsed.diagnostics.empty() ? "" : bn::messages::render(parsed.diagnostics.front(), language);
}

TEST(GbbParse, UnexpectedTokenShowsTheLineAndACaret) {
    EXPECT_EQ(first_message("GBB/1.0\nsize 3 3\ncell 0 0 q 1"),
              "Unexpected 'q' at line 3, column 10; expected a colour: Azul, Negro, Rojo, Verde "
              "(or A, N, R, V, a, n, r, v):\n  cell 0 0 q 1\n           ^");
}

TEST(GbbParse, MessagesComeInSpanish) {
    EXPECT_EQ(first_message("GBB/1.0 size 0 3", "es"),
              "El ancho del tablero no puede ser cero. Error en la línea 1, columna 14.");
    EXPECT_EQ(first_message("GBB/1.0\nsize 3 3\ncell 0 1\nhead 1 1", "es"),
              "Se encontró un salto de línea inesperado en la línea 3, columna 9; se esperaba un "
              "espacio o un tabulador:\n  cell 0 1\n          ^");
}

TEST(GbbParse, DuplicateCellSaysWhereTheFirstOneIs) {
    EXPECT_EQ(first_message("GBB/1.0\nsize 3 3\ncell 1 1 a 1\ncell 1 1 n 1"),
              "The cell 1 1 is declared twice: at line 4, column 6, and before at line 3, column 6.");
}

TEST(GbbParse, EofIsReportedAtTheEndOfInput) {
    auto parsed = parse("GBB/1.0\nsize 3 3\ncell 0 1 ");
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics[0].code, "gbb.unexpected_eof");
    EXPECT_EQ(parsed.diagnostics[0].line, 3u);
    EXPECT_EQ(parsed.diagnostics[0].column, 10u);
}

TEST(GbbParse, ReportsEveryCellErrorNotOnlyTheFirst) {
    auto parsed = parse("GBB/1.0 size 2 2 cell 5 0 a 1 cell 0 5 a 1 cell 1 1 a 1 a 2");
    ASSERT_EQ(parsed.diagnostics.size(), 3u);
    EXPECT_EQ(parsed.diagnostics[0].code, "gbb.cell_x_outside");
    EXPECT_EQ(parsed.diagnostics[1].code, "gbb.cell_y_outside");
    EXPECT_EQ(parsed.diagnostics[2].code, "gbb.duplicated_color");
}

TEST(GbbParse, LongLinesAreCutInTheContext) {
    std::string text = "GBB/1.0 size 1 1";
    for (int i = 0; i < 1000; ++i) text += " ";
    text += "x";
    std::string message = first_message(text);
    EXPECT_LT(message.size(), 400u);
    EXPECT_NE(message.find("column 1017"), std::string::npos);
}

TEST(GbbParse, LargestBoardParses) {
    auto parsed = parse("GBB/1.0 size 4096 4096 cell 4095 4095 v 3 head 4095 0");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.width, 4096u);
    EXPECT_EQ(parsed.value.cells.size(), 1u);
}

}  // namespace
