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
constexpr std::array<std::string_view, 6> standard_names = {"standard",     "chess",     "normal",
                                                            "fromposition", "classical", "orthodox"};
constexpr std::array<std::string_view, 8> chess960_names = {
    "chess960",          "960", "fischerandom",         "fischerrandom", "fischerrandomchess",
    "fischerandomchess", "frc", "chess960fischerrandom"};

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

namespace {

// Whether a FEN's castling field (its third field) holds a rook-file letter.
bool names_rook_files(std::string_view fen) {
    std::size_t at = fen.find(' ');
    if (at != std::string_view::npos) at = fen.find(' ', at + 1);
    if (at == std::string_view::npos) return false;
    for (std::size_t i = at + 1; i < fen.size() && fen[i] != ' '; ++i)
        if ((fen[i] >= 'A' && fen[i] <= 'H') || (fen[i] >= 'a' && fen[i] <= 'h')) return true;
    return false;
}

}  // namespace

chess::FenOptions::Chess960 fen_mode(const std::vector<Tag>& tags) {
    const Tag* fen = nullptr;
    for (const Tag& tag : tags) {
        if (tag.name == "Variant" && !tag.value.empty())
            return classify_variant(tag.value) == Variant::chess960 ? chess::FenOptions::Chess960::on
                                                                    : chess::FenOptions::Chess960::off;
        if (tag.name == "FEN") fen = &tag;
    }
    // The FEN tag decides for every FEN of the game (a start position given apart from the
    // tags, as Pgn.stringify gets it, is written in X-FEN, whose KQkq alone cannot tell).
    return fen && names_rook_files(fen->value) ? chess::FenOptions::Chess960::on : chess::FenOptions::Chess960::detect;
}

}  // namespace bn::pgn
