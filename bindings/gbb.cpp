// GBB: parse(text) -> board as numbers; stringify(description, options) -> text; checkData(board
// data as numbers) -> its problems. The JS wrapper (npm/src/gbb/) builds the Board API and the
// error classes from these.
#include <emscripten/bind.h>

#include "common.hpp"
#include "gbb/board_data.hpp"
#include "gbb/read.hpp"
#include "gbb/write.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

// Cells cross as one Float64Array: x, y, blue, black, red, green per cell (gbb::values_per_cell).
using gbb::values_per_cell;

val gbb_parse(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto parsed = gbb::parse(input_at(address, length));
    val result = js_result(parsed.ok, parsed.diagnostics, language);
    if (!parsed.ok) return result;
    const auto& board = parsed.value;
    result.set("width", board.width);
    result.set("height", board.height);
    result.set("headX", board.head_x);
    result.set("headY", board.head_y);
    std::vector<double> cells;
    cells.reserve(board.cells.size() * values_per_cell);
    for (const auto& cell : board.cells) {
        cells.push_back(cell.x);
        cells.push_back(cell.y);
        for (auto count : cell.stones) cells.push_back(static_cast<double>(count));
    }
    result.set("cells", float64_array(cells));
    return result;
}

gbb::Separator separator(const val& options, const char* name) {
    return static_cast<gbb::Separator>(options[name].as<int>());
}

// `cells_address` holds `cell_count` groups of x, y, blue, black, red, green (doubles).
val gbb_stringify(double width, double height, bool head_given, double head_x, double head_y,
                  std::uintptr_t cells_address, std::size_t cell_count, val options, const std::string& language) {
    gbb::BoardDescription description{width, height, head_x, head_y, head_given, {}};
    const double* values = reinterpret_cast<const double*>(cells_address);
    description.cells.resize(cell_count);
    for (std::size_t i = 0; i < cell_count; ++i) {
        const double* v = values + i * values_per_cell;
        description.cells[i] = {v[0], v[1], {v[2], v[3], v[4], v[5]}};
    }
    auto built = gbb::build_board(description);
    if (!built.ok) return js_result(false, built.diagnostics, language);
    gbb::WriteOptions write_options;
    write_options.between_keywords = separator(options, "betweenKeywords");
    write_options.between_colors = separator(options, "betweenColors");
    write_options.color_key_to_number = separator(options, "colorKeyToNumber");
    write_options.between_coordinates = separator(options, "betweenCoordinates");
    write_options.keyword_to_coordinates = separator(options, "keywordToCoordinates");
    write_options.use_full_color_names = options["useFullColorNames"].as<bool>();
    write_options.declare_colors_with_zero_stones = options["declareColorsWithZeroStones"].as<bool>();
    write_options.declare_colors_with_all_zero_stones = options["declareColorsWithAllZeroStones"].as<bool>();
    return js_written(gbb::write(built.value, write_options), language);
}

// Board data (a Board's toJSON() made elsewhere) as numbers: `cells_address` holds `cell_count`
// groups of x, y, blue, black, red, green (doubles, NaN where the caller's value is not a number).
// `shown.show(part, index)` gives the JSON text of a value a message names (never throws: the
// wrapper keeps a failure and throws it once this returns).
val gbb_check_data(double width, double height, double head_x, double head_y, std::uintptr_t cells_address,
                   std::size_t cell_count, val shown, const std::string& language) {
    gbb::BoardData data{width, height, head_x, head_y, reinterpret_cast<const double*>(cells_address), cell_count};
    auto problems = gbb::check_board_data(data, [&](gbb::DataPart part, std::size_t index) {
        return shown.call<std::string>("show", static_cast<int>(part), static_cast<double>(index));
    });
    return js_result(problems.empty(), problems, language);
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_gbb) {
    emscripten::function("gbbParse", guard<&gbb_parse>);
    emscripten::function("gbbStringify", guard<&gbb_stringify>);
    emscripten::function("gbbCheckData", guard<&gbb_check_data>);
}

}  // namespace bn::bindings
