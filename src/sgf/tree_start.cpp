#include "sgf/tree_start.hpp"

namespace bn::sgf {

namespace {

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

std::size_t skip_space(std::string_view text, std::size_t i) {
    while (i < text.size() && is_space(text[i])) ++i;
    return i;
}

// Letters, white space, then "[" at text[i..]: a property identifier and its first value.
bool property_at(std::string_view text, std::size_t i) {
    std::size_t j = i;
    while (j < text.size() && is_letter(text[j])) ++j;
    if (j == i) return false;
    j = skip_space(text, j);
    return j < text.size() && text[j] == '[';
}

}  // namespace

TreeStart find_tree_start(std::string_view text, std::size_t from) {
    for (std::size_t i = from; i < text.size(); ++i) {
        char c = text[i];
        if (c == '(') {
            // "((;" is a node-less tree with a variation, "()" an empty tree: both start here,
            // so that reading them reports them rather than skipping them as text.
            std::size_t j = skip_space(text, i + 1);
            while (j < text.size() && text[j] == '(') j = skip_space(text, j + 1);
            if (j < text.size() && (text[j] == ';' || text[j] == ')' || property_at(text, j))) return {i, false};
        } else if (c == ';' && property_at(text, skip_space(text, i + 1))) {
            return {i, true};
        }
    }
    return {};
}

std::size_t find_strict_start(std::string_view text, std::size_t from) {
    for (std::size_t i = text.find('(', from); i != std::string_view::npos; i = text.find('(', i + 1)) {
        std::size_t j = skip_space(text, i + 1);
        if (j < text.size() && (text[j] == ';' || text[j] == '(' || text[j] == ')')) return i;
    }
    return text.find('(', from);
}

}  // namespace bn::sgf
