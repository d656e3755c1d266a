// How well non-UTF-8 bytes fit each legacy charset (internal to the SGF area; used by
// charset_detect.cpp). Each rule is a heuristic on the bytes alone, no conversion table: a
// multi-byte candidate cuts the bytes into characters by its own lead and trail ranges (bytes
// it cannot cut rule it out) and scores the characters by the ranges of its code table they
// fall in: the language's own scripts count, the characters a Go record writes most often
// (charset_frequent.hpp) count more, what text of that language does not hold (user-defined
// areas, half-width katakana, stray symbols, ASCII letters eaten as second bytes) counts
// against. tests/native/sgf/charset_test.cpp and tests/js/sgf/charsets.test.cjs hold the cases.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "sgf/charset.hpp"

namespace bn::sgf::charset {

// Whether `bytes` cut into characters of the multi-byte (or ISO-2022) charset `charset` without a
// byte it cannot hold. Single-byte charsets hold every byte.
bool holds(std::string_view bytes, const Info& charset);

// The legacy charset the values (each a whole value, with bytes >= 0x80) fit best: CJK, then
// Cyrillic; nullptr for none (the caller reads ISO-8859-1). Charsets whose bit is set in
// `unavailable` (1 << id) are not tried.
const Info* best_legacy_fit(const std::vector<std::string_view>& values, std::uint32_t unavailable);

}  // namespace bn::sgf::charset
