// Just enough PGN for the tests: splits a file into games and a game's main line into SAN
// tokens (comments, variations, NAGs, move numbers and results left out). The real PGN
// reader is its own area; this only feeds the chess engine real games.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include "../support/files.hpp"

namespace chess_test {

struct PgnGame {
    std::string fen;      // the FEN tag, if any
    std::string variant;  // the Variant tag, if any
    std::vector<std::string> sans;
};

using bn_test::read_file;

inline std::vector<PgnGame> split_games(const std::string& text) {
    std::vector<PgnGame> games;
    bool in_tags = false;
    int variation_depth = 0;
    std::size_t i = 0;
    auto game = [&]() -> PgnGame& { return games.back(); };
    while (i < text.size()) {
        char c = text[i];
        if (c == '[' && variation_depth == 0) {
            if (!in_tags) games.emplace_back();
            in_tags = true;
            std::size_t end = text.find(']', i);
            std::string tag = text.substr(i, end - i);
            if (tag.rfind("[FEN \"", 0) == 0) game().fen = tag.substr(6, tag.size() - 7);
            if (tag.rfind("[Variant \"", 0) == 0) game().variant = tag.substr(10, tag.size() - 11);
            i = end + 1;
            continue;
        }
        if (c == '{') {
            i = text.find('}', i) + 1;
            continue;
        }
        if (c == ';') {
            i = text.find('\n', i);
            continue;
        }
        if (c == '(' || c == ')') {
            variation_depth += c == '(' ? 1 : -1;
            ++i;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        in_tags = false;
        std::size_t end = i;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
               std::string("{}();").find(text[end]) == std::string::npos)
            ++end;
        std::string token = text.substr(i, end - i);
        i = end;
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            token.erase(0, token.find_first_not_of('.', digits));
        } else if (digits == token.size()) {
            token.clear();  // a move number written without its period
        }
        if (token.empty() || token[0] == '$' || token == "1-0" || token == "0-1" || token == "1/2-1/2" ||
            token == "*" || variation_depth > 0 || games.empty())
            continue;
        game().sans.push_back(token);
    }
    return games;
}

}  // namespace chess_test
