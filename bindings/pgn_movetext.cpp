// Pgn.parseMovetext: the movetext of one game read without replaying it, as the JSON of the
// seed library's syntax tree (written by src/pgn/movetext_json_write.cpp). Optimised for size
// (bindings/CMakeLists.txt): no bench times it.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "common.hpp"
#include "pgn/movetext.hpp"
#include "pgn/movetext_json_write.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::pgn;

val parse_movetext(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto parsed = movetext::parse(input_at(address, length));
    val result = js_result(parsed.ok, parsed.diagnostics, language);
    if (!parsed.ok) return result;
    result.set("json", js_string(movetext::write_json(parsed.value)));
    return result;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_movetext) { emscripten::function("pgnParseMovetext", guard<&parse_movetext>); }

}  // namespace bn::bindings
