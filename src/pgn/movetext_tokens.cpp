// The tokens of a game's movetext (PGN 8.2): symbols (moves, move numbers, termination
// markers, en-passant marks), comments, NAGs, suffix annotations, and the spellings real files
// use for standard tokens (spellings.hpp). Each token is handed to the move tree (replay.cpp).
// Part of the game reader (game_reader.hpp).
#include <cstdint>
#include <string>
#include <string_view>

#include "pgn/game_reader.hpp"
#include "pgn/lexer.hpp"
#include "pgn/null_move.hpp"
#include "pgn/spellings.hpp"
#include "pgn/termination.hpp"

namespace bn::pgn::game_reading {

namespace {

constexpr std::string_view en_passant_mark = "e.p.";

}  // namespace

// A token that is not a PGN symbol but a spelling real files use for one (spellings.hpp):
// castling with a typographic dash, "½-½", an evaluation sign. `start` is where the token
// starts (i_, or before it when read_symbol read its ASCII part); the token runs over symbol
// characters and any bytes past ASCII. False, with i_ unchanged, when it is none of those.
bool GameReader::read_spelled_token(std::size_t start) {
    const std::size_t from = i_;
    inside_ = Inside::symbol;
    symbol_start_ = start;
    std::size_t end = start;
    while (true) {
        if (end >= text_.size()) {
            if (!final_) need_more();
            break;
        }
        const auto b = static_cast<unsigned char>(text_[end]);
        if (!(b >= 0x80 || is_symbol(text_[end]) || b == '!' || b == '?' || b == '~')) break;
        ++end;
    }
    inside_ = Inside::nothing;
    const std::string_view token = text_.substr(start, end - start);
    if (is_half_point_draw(token)) {
        i_ = token_end_ = end;
        tolerated("pgn.result_spelling", start, token.size(), {{"result", std::string(token)}});
        read_result("1/2-1/2", start);
        return true;
    }
    if (std::uint16_t nag = evaluation_symbol_nag(token)) {
        i_ = token_end_ = end;
        read_evaluation_symbol(nag, start, token);
        return true;
    }
    if (auto castling = standard_castling(token)) {
        i_ = token_end_ = end;
        read_castling(start, token, *castling);
        return true;
    }
    i_ = from;
    return false;
}

void GameReader::read_evaluation_symbol(std::uint16_t nag, std::size_t start, std::string_view token) {
    if (in_skipped_variation() || frames_.back().dead) return;
    tolerated("pgn.evaluation_symbol", start, token.size(),
              {{"symbol", std::string(token)}, {"nag", "$" + std::to_string(nag)}});
    add_nag(nag, start, token.size());
}

// Castling written "o-o", "O–O"...: played as O-O / O-O-O (the move keeps that as written).
void GameReader::read_castling(std::size_t start, std::string_view token, const std::string& standard) {
    if (in_skipped_variation() || frames_.back().dead) return;
    tolerated("pgn.castling_spelling", start, token.size(), {{"move", std::string(token)}, {"expected", standard}});
    std::size_t body = standard.size();
    while (body > 0 && (standard[body - 1] == '!' || standard[body - 1] == '?')) --body;
    spelled_ = standard;
    play(start, spelled_, std::string_view(spelled_).substr(0, body), token.size());
}

// The closing brace is found by find (memchr), not a loop over the characters: engine
// files write a long comment after every move.
void GameReader::read_brace_comment() {
    const std::size_t open = i_++;
    const std::size_t start = i_;
    inside_ = Inside::brace_comment;
    const std::size_t close = text_.find('}', i_);
    if (close == std::string_view::npos) {
        i_ = text_.size();
        if (!final_) need_more();
        error("pgn.unterminated_comment", open, 1);
        token_end_ = i_;
        phase_ = Phase::done;
        return;
    }
    i_ = close;
    inside_ = Inside::nothing;
    add_comment(text_.substr(start, i_ - start));
    token_end_ = ++i_;
}

void GameReader::read_line_comment() {
    const std::size_t start = ++i_;
    while (i_ < text_.size() && text_[i_] != '\n' && text_[i_] != '\r') ++i_;
    if (i_ >= text_.size() && !final_) {
        inside_ = Inside::line;
        need_more();
    }
    add_comment(text_.substr(start, i_ - start));
    token_end_ = i_;
}

void GameReader::read_nag() {
    const std::size_t start = i_++;
    unsigned value = 0;
    std::size_t digits = 0;
    while (!at_end() && is_digit(text_[i_])) {
        value = value * 10 + static_cast<unsigned>(text_[i_++] - '0');
        if (++digits > 3) value = 1000;
    }
    token_end_ = i_;
    if (digits == 0 || value > 255) {
        error("pgn.bad_nag", start, i_ - start, {{"nag", std::string(text_.substr(start, i_ - start))}});
        return;
    }
    add_nag(static_cast<std::uint16_t>(value), start, i_ - start);
}

// A suffix annotation written apart from its move ("e4 !?").
void GameReader::read_suffix() {
    const std::size_t start = i_;
    while (!at_end() && (text_[i_] == '!' || text_[i_] == '?')) ++i_;
    token_end_ = i_;
    std::string_view s = text_.substr(start, i_ - start);
    std::uint16_t nag = suffix_nag(s);
    if (nag == 0) return error("pgn.bad_suffix", start, s.size(), {{"suffix", std::string(s)}}), void();
    add_nag(nag, start, s.size());
}

// Whether the text at i_ is `s`; at the end of a text that is not final, only more text can say.
bool GameReader::looking_at(std::string_view s) const {
    for (std::size_t k = 0; k < s.size(); ++k) {
        if (i_ + k >= text_.size()) {
            if (!final_) need_more();
            return false;
        }
        if (text_[i_ + k] != s[k]) return false;
    }
    return true;
}

// "e.p." (or "ep") written apart after an en-passant capture ("exd6 e.p."), as some old
// files do: accepted and dropped (export SAN has no such mark); after any other move, a
// warning. The mark runs from `start` to i_.
void GameReader::read_en_passant_mark(std::size_t start) {
    token_end_ = i_;
    if (in_skipped_variation() || !options_.replay) return;
    const Frame& f = frames_.back();
    if (f.dead) return;
    if (f.last == no_node || !game_.nodes[f.last].move.is_en_passant())
        warning("pgn.en_passant_mark", start, i_ - start, {{"mark", std::string(text_.substr(start, i_ - start))}});
}

// Whether the symbol read from `start` to i_ is a move whose en-passant mark goes on past
// it: "exf6e" followed by ".p.". The SAN reader reads the whole "exf6e.p." (with a warning).
bool GameReader::attached_mark_follows(std::size_t start) {
    return i_ - start >= 3 && text_[i_ - 1] == 'e' && text_[i_ - 2] >= '1' && text_[i_ - 2] <= '8' && looking_at(".p.");
}

void GameReader::read_symbol() {
    if (text_[i_] == 'e' && looking_at(en_passant_mark)) {
        i_ += en_passant_mark.size();
        return read_en_passant_mark(i_ - en_passant_mark.size());
    }
    const std::size_t start = i_;
    inside_ = Inside::symbol;
    symbol_start_ = start;
    while (!at_end() && is_symbol(text_[i_])) ++i_;
    if (attached_mark_follows(start)) {
        i_ += 3;
        while (!at_end() && is_symbol(text_[i_])) ++i_;
    }
    // A symbol that runs on into bytes past ASCII ("O–O", "+−") may be a spelling of a token.
    if (!at_end() && static_cast<unsigned char>(text_[i_]) >= 0x80 && read_spelled_token(start)) return;
    const std::size_t body_end = i_;
    while (!at_end() && (text_[i_] == '!' || text_[i_] == '?')) ++i_;
    inside_ = Inside::nothing;
    token_end_ = i_;
    const std::string_view body = text_.substr(start, body_end - start);
    bool digits_only = true;
    for (char c : body) digits_only = digits_only && is_digit(c);
    if (digits_only && body_end == i_) {  // a move number indication: digits and periods
        while (!at_end() && (text_[i_] == '.' || is_space(text_[i_]))) {
            if (text_[i_] != '.') {
                std::size_t j = i_;
                while (j < text_.size() && is_space(text_[j])) ++j;
                if (j >= text_.size() && !final_) need_more();
                if (j >= text_.size() || text_[j] != '.') break;
            }
            ++i_;
        }
        token_end_ = i_;
        return;
    }
    if (body_end == i_ && starts_termination_marker(body)) {
        if (is_termination_marker(body)) return read_result(body, start);
        return read_truncated_result(start, body);
    }
    if (body == "ep" && body_end == i_) return read_en_passant_mark(start);
    if (is_null_move(body)) return pass(start, text_.substr(start, i_ - start), body);
    const std::string_view token = text_.substr(start, i_ - start);
    // Moves start with a letter: an evaluation sign written as text starts with '=', '+' or
    // '-', but for the novelty sign "N".
    const char first = body[0];
    if (body_end == i_ && (first == '=' || first == '+' || first == '-' || body == "N"))
        if (std::uint16_t nag = evaluation_symbol_nag(body)) return read_evaluation_symbol(nag, start, body);
    if (first == 'o' || first == 'O' || first == '0')
        if (auto castling = standard_castling(token)) return read_castling(start, token, *castling);
    play(start, token, body);
}

// The start of a termination marker that ends its symbol ("0-", "1/2-"): real files have a
// stray one before the real marker, or lose their last bytes. Skipped, as chessops skips it;
// a game left without a marker then also gets pgn.missing_result.
void GameReader::read_truncated_result(std::size_t start, std::string_view token) {
    if (in_skipped_variation()) return;
    tolerated("pgn.truncated_result", start, token.size(), {{"token", std::string(token)}});
}

void GameReader::read_result(std::string_view result, std::size_t start) {
    if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
    game_.result = std::string(result);
    const Tag* tag = game_.tag("Result");
    if (tag && tag->value != game_.result)
        warning("pgn.result_mismatch", start, result.size(), {{"result", game_.result}, {"tag", tag->value}});
    phase_ = Phase::after_result;
}

}  // namespace bn::pgn::game_reading
