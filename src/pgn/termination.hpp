// Game termination markers (PGN 8.2.6): what ends a game's movetext and is kept as its result.
// One list for the reader, the game builder and the JS layout, which codes a result by its
// place here (bindings/pgn_encoder.hpp, npm/src/pgn/layout.js RESULTS).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace bn::pgn {

inline constexpr std::array<std::string_view, 4> termination_markers = {"1-0", "0-1", "1/2-1/2", "*"};

// The marker's place in termination_markers, or termination_markers.size() when `s` is none.
// The first character decides for almost every symbol, since moves never start with a digit
// or '*': in wasm each == of strings of one size was a call to memcmp, and every
// three-letter move ("Nf3") has the size of "1-0".
inline std::size_t termination_marker_index(std::string_view s) {
    if (s.empty() || (s[0] != '0' && s[0] != '1' && s[0] != '*')) return termination_markers.size();
    std::size_t i = 0;
    while (i < termination_markers.size() && termination_markers[i] != s) ++i;
    return i;
}

inline bool is_termination_marker(std::string_view s) {
    return termination_marker_index(s) < termination_markers.size();
}

// Whether `s` is the start of a marker or a whole one: at the end of a piece of a stream "1/2-"
// may still become "1/2-1/2"; at the end of its symbol it is a marker cut short ("0-" before
// the real one in some files, or the file's last bytes lost).
inline bool starts_termination_marker(std::string_view s) {
    if (!s.empty() && s[0] != '0' && s[0] != '1' && s[0] != '*') return false;  // every move
    for (std::string_view marker : termination_markers)
        if (marker.substr(0, s.size()) == s) return true;
    return false;
}

}  // namespace bn::pgn
