// Hexadecimal numbers in text (character codes in messages, JSON's \u escapes, hash keys),
// written by hand: snprintf would link musl's whole formatter into every wasm module
// (bench/results/loading-size.md).
#pragma once

#include <cstdint>
#include <string>

namespace bn {

enum class HexLetters { lower, upper };

// Appends `value` in hexadecimal with at least `min_digits` digits (zeros in front), as printf's
// "%0<min_digits>x" (lower) or "%0<min_digits>X" (upper) writes it.
void append_hex(std::string& out, std::uint64_t value, int min_digits, HexLetters letters);

}  // namespace bn
