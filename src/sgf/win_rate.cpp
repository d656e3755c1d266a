#include "sgf/win_rate.hpp"

#include "sgf/values.hpp"

namespace bn::sgf {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

std::optional<double> black_win_rate(std::string_view sbkv) {
    while (!sbkv.empty() && is_space(sbkv.front())) sbkv.remove_prefix(1);
    while (!sbkv.empty() && is_space(sbkv.back())) sbkv.remove_suffix(1);
    auto percent = decode_real(sbkv);
    // A percentage outside 0..100 is not a win rate: a damaged or foreign value, shown as none.
    if (!percent || !(*percent >= 0 && *percent <= 100)) return std::nullopt;
    return *percent / 100;
}

}  // namespace bn::sgf
