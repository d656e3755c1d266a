#include "pgn/variant.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace bn::pgn {

namespace {

std::string folded(std::string_view value) {
    std::string out;
    for (char c : value)
        if (c != ' ' && c != '-' && c != '_' && c != '\t')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Folded names seen in real files: lichess writes "Standard" and "From Position" for standard
// games from a set-up position, cutechess and TCEC "fischerandom", lichess "Chess960",
// ChessBase and others "chess 960", "Fischer Random", "FRC".
constexpr std::array<std::string_view, 6> standard_names = {"standard", "chess", "normal", "fromposition",
                                                           "classical", "orthodox"};
constexpr std::array<std::string_view, 8> chess960_names = {"chess960", "960", "fischerandom", "fischerrandom",
                                                           "fischerrandomchess", "fischerandomchess", "frc",
                                                           "chess960fischerrandom"};

template <std::size_t n>
bool among(const std::string& name, const std::array<std::string_view, n>& names) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

Variant classify_variant(std::string_view value) {
    const std::string name = folded(value);
    if (name.empty() || among(name, standard_names)) return Variant::standard;
    if (among(name, chess960_names)) return Variant::chess960;
    return Variant::unsupported;
}

Variant variant_of(const std::vector<Tag>& tags) {
    for (const Tag& tag : tags)
        if (tag.name == "Variant") return classify_variant(tag.value);
    return Variant::standard;
}

chess::FenOptions::Chess960 fen_mode(const std::vector<Tag>& tags) {
    for (const Tag& tag : tags)
        if (tag.name == "Variant") {
            if (classify_variant(tag.value) == Variant::chess960) return chess::FenOptions::Chess960::on;
            if (!tag.value.empty()) return chess::FenOptions::Chess960::off;
        }
    return chess::FenOptions::Chess960::detect;
}

}  // namespace bn::pgn
