#include "sgf/komi.hpp"

#include <cmath>

#include "sgf/values.hpp"

namespace bn::sgf {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// AP is "name:version"; Fox writes "foxwq".
bool is_fox(std::string_view application) {
    application = trimmed(application.substr(0, application.find(':')));
    return application == "foxwq";
}

bool chinese_rules(std::string_view rules) {
    rules = trimmed(rules);
    return rules == "Chinese" || rules == "chinese" || rules == "CN" || rules == "cn";
}

}  // namespace

std::optional<Komi> komi_points(std::string_view km, std::string_view application, std::string_view rules) {
    const auto real = decode_real(trimmed(km));  // SGF's Real, as every Real of a record is read
    if (!real) return std::nullopt;
    const double written = *real;
    // Fox's values are whole numbers; a komi of ten points or more is no real game's, so a whole
    // value from 10 is a scaled one (KM[0] stays 0).
    if (!is_fox(application) || written != std::floor(written) || std::fabs(written) < 10) return Komi{written, false};
    // In zi (half-points) a value ends in .25 or .75 (375: 3.75 zi, 7.5 points); with Chinese
    // rules a value up to 4 is zi too (350: 3.5 zi, 7 points), as no Chinese game gives 4 points
    // or less.
    const double hundredths = std::fabs(written);
    const bool zi = std::fmod(hundredths, 50) == 25 || (chinese_rules(rules) && hundredths <= 400);
    return Komi{written / 100 * (zi ? 2 : 1), true};
}

}  // namespace bn::sgf
