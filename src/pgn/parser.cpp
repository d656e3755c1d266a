// One game of a PGN database, read token by token (PGN standard 7, 8) and replayed on the
// chess engine as it is read: read_game, and the reader's loop over the game's text. The lexer
// is hand-written rather than X3: the database grammar is a flat token stream whose only
// structure, variations, is kept on an explicit stack, and a broken game must be skipped, not
// fail the file. The challenge's movetext grammar, which has real structure, is the X3 one
// (movetext_grammar.cpp). The reader's other parts: game_reader.hpp.
#include "pgn/parser.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "common/input.hpp"
#include "common/show_character.hpp"
#include "common/utf8.hpp"
#include "pgn/game_reader.hpp"
#include "pgn/lexer.hpp"
#include "pgn/termination.hpp"

namespace bn::pgn {

namespace game_reading {

namespace {

// What ends the byte scan of a headers-only reading's movetext (skip_movetext).
constexpr std::array<bool, 256> movetext_stops = [] {
    std::array<bool, 256> table{};
    for (char c : {'[', '{', ';', '%', utf8_bom[0]}) table[static_cast<unsigned char>(c)] = true;
    return table;
}();

}  // namespace

GameRead GameReader::run(std::size_t from) {
    i_ = from;
    skip_blank();
    if (at_end()) return {GameRead::Status::end, i_};
    game_.offset = i_;
    skip_joined_boms();
    // Marks with nothing after them (a file that ends where another export would have begun)
    // are no game.
    if (at_end()) return {GameRead::Status::end, i_};
    read_elements();
    finish();
    game_.length = token_end_ - game_.offset;
    return {GameRead::Status::game, i_};
}

// What could end the game after the end of the text, from what was being read there.
void GameReader::need_more() const {
    GameRead::Wake wake = phase_ == Phase::tags ? GameRead::Wake::tags : GameRead::Wake::game_end;
    if (inside_ == Inside::symbol) {
        // A marker cut short ("1/2-") is one when the symbol ends; other symbols do not matter.
        if (starts_termination_marker(text_.substr(symbol_start_))) wake = GameRead::Wake::symbol_end;
    } else if (phase_ == Phase::after_result)
        wake = inside_ == Inside::brace_comment ? GameRead::Wake::close_brace
               : inside_ == Inside::line        ? GameRead::Wake::line_end
                                                : GameRead::Wake::token;
    throw NeedMore{wake};
}

// Whether a UTF-8 byte order mark (U+FEFF) starts at `at`. Files made by joining exports
// have one where each export began: at the start of a game, not of the input (the input's
// own mark is dropped before reading, read.cpp and stream.cpp).
bool GameReader::joined_bom_at(std::size_t at) const {
    const std::string_view rest = text_.substr(std::min(at, text_.size()), utf8_bom.size());
    if (!final_ && rest.size() < utf8_bom.size() && !rest.empty() && utf8_bom.substr(0, rest.size()) == rest)
        need_more();
    return rest == utf8_bom;
}

// The marks at the start of a game: skipped with a warning (they are part of the game's
// bytes, so that the index and a reading of the game alone see them too).
void GameReader::skip_joined_boms() {
    while (joined_bom_at(i_)) {
        tolerated("pgn.joined_bom", i_, utf8_bom.size());
        i_ += utf8_bom.size();
        skip_blank();
    }
}

void GameReader::skip_line() {
    inside_ = Inside::line;
    while (!at_end() && text_[i_] != '\n' && text_[i_] != '\r') ++i_;
    inside_ = Inside::nothing;
}

// White space and "%" escape lines (PGN 6: private data, ignored).
void GameReader::skip_blank() {
    while (!at_end()) {
        char c = text_[i_];
        if (is_space(c))
            ++i_;
        else if (c == '%' && at_line_start(i_))
            skip_line();
        else
            break;
    }
}

Diagnostic& GameReader::error(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args) {
    game_.ok = false;
    game_.diagnostics.push_back({code, Severity::error, at, length, 0, 0, 0, std::move(args)});
    return game_.diagnostics.back();
}

void GameReader::warning(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args) {
    game_.diagnostics.push_back({code, Severity::warning, at, length, 0, 0, 0, std::move(args)});
}

// What real databases write beyond the standard and is read all the same: a warning, or
// with ParseOptions::strict an error (the reading is the same, the game is not ok).
void GameReader::tolerated(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args) {
    if (options_.strict)
        error(code, at, length, std::move(args));
    else
        warning(code, at, length, std::move(args));
}

void GameReader::read_elements() {
    while (true) {
        skip_blank();
        if (at_end()) return;
        const char c = text_[i_];
        if (phase_ == Phase::movetext && starts_untagged_game()) return;
        if (phase_ != Phase::after_result && at_joined_bom()) {
            if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
            return;  // the next game, joined after this one
        }
        if (phase_ == Phase::tags) {
            if (c == '[') {
                read_tag();
                continue;
            }
            if (c != '{' && c != ';') {
                if (options_.headers_only) return skip_movetext();
                start_movetext();
            }
        }
        if (phase_ == Phase::after_result && c != '{' && c != ';') return;
        switch (c) {
            case '[':
                if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
                return;  // the next game's tags: this game has no termination marker
            case '{': read_brace_comment(); break;
            case ';': read_line_comment(); break;
            case '(': open_variation(); break;
            case ')': close_variation(); break;
            case '$': read_nag(); break;
            case '*':
                ++i_;
                token_end_ = i_;
                read_result("*", i_ - 1);
                break;
            case '!':
            case '?': read_suffix(); break;
            default:
                if (is_symbol(c)) {
                    read_symbol();
                } else if (!read_spelled_token(i_)) {
                    unexpected_character();
                    return;
                }
        }
        if (phase_ == Phase::done) return;
    }
}

// The movetext of a headers-only reading, up to the next '[' outside a comment (where the
// reader would end the game too), at the speed of a byte scan.
void GameReader::skip_movetext() {
    phase_ = Phase::done;
    const std::size_t start = i_;
    while (true) {
        while (i_ < text_.size() && !movetext_stops[static_cast<unsigned char>(text_[i_])]) ++i_;
        if (at_end()) break;
        const char c = text_[i_];
        if (c == '[' || at_joined_bom()) break;
        if (c == '{') {
            inside_ = Inside::brace_comment;
            const std::size_t close = text_.find('}', i_ + 1);
            if (close == std::string_view::npos) {
                i_ = text_.size();
                if (!final_) need_more();
                break;
            }
            inside_ = Inside::nothing;
            i_ = close + 1;
        } else if (c == ';' || (c == '%' && at_line_start(i_))) {  // a ';' comment or a '%' escape line
            skip_line();
        } else {
            ++i_;  // a '%' inside a line, or a byte of a character past ASCII
        }
    }
    std::size_t end = i_;
    while (end > start && is_space(text_[end - 1])) --end;
    token_end_ = std::max(end, token_end_);
}

// A character no token starts with: the rest of the game is skipped up to the next line
// that starts a tag pair, where the next game presumably begins.
void GameReader::unexpected_character() {
    error("pgn.unexpected_char", i_, 1, {{"char", show_character(text_.substr(i_))}});
    skip_rest_of_game();
}

// Whether a game without tags and without a termination marker ends before i_: after a
// blank line, the text starts again at move 1 ("1."), as in lists of games written
// without tags, which would otherwise run together into one game.
bool GameReader::starts_untagged_game() {
    if (!game_.tags.empty() || frames_.size() != 1 || skipped_depth_ > 0 || frames_[0].last == no_node ||
        text_[i_] != '1')
        return false;
    std::size_t j = i_ + 1;
    while (j < text_.size() && (text_[j] == ' ' || text_[j] == '\t')) ++j;
    if (j >= text_.size() && !final_) need_more();
    if (j >= text_.size() || text_[j] != '.') return false;
    // A blank line between the last token and i_ (escape lines count as lines).
    int breaks = 0;
    for (std::size_t k = token_end_; k < i_; ++k) {
        const char c = text_[k];
        if (c == '\n' || (c == '\r' && (k + 1 >= i_ || text_[k + 1] != '\n')))
            ++breaks;
        else if (c == '%' && at_line_start(k))
            breaks = 0;
        else if (!is_space(c))
            breaks = 0;
        if (breaks >= 2) break;
    }
    if (breaks < 2) return false;
    tolerated("pgn.blank_line_split", i_, 2);
    return true;
}

void GameReader::skip_rest_of_game() {
    for (auto& f : frames_) f.dead = true;
    while (!at_end()) {
        if ((text_[i_] == '[' && at_line_start(i_)) || at_joined_bom()) break;
        ++i_;
    }
    token_end_ = i_;
    phase_ = Phase::done;
}

void GameReader::finish() {
    if (options_.headers_only) return;
    if (phase_ == Phase::tags) start_movetext();
    if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
    if (game_.result.empty() && phase_ != Phase::done) warning("pgn.missing_result", token_end_, 0);
}

}  // namespace game_reading

namespace {

// Empties `game` but keeps the storage of its vectors and strings for the next game read into
// it (parse_each reuses one Game). Every field of Game must be reset here.
void reset(Game& game) {
    game.tags.clear();
    game.start_fen.clear();
    game.comments.clear();
    game.nags.clear();
    game.nodes.clear();
    game.first = no_node;
    game.result.clear();
    game.diagnostics.clear();
    game.ok = true;
    game.offset = 0;
    game.length = 0;
    game.line = 0;
}

}  // namespace

std::string latin1_game_text(std::string_view game_bytes) {
    std::size_t marks = 0;
    while (game_bytes.substr(marks, utf8_bom.size()) == utf8_bom) marks += utf8_bom.size();
    return std::string(game_bytes.substr(0, marks)) + latin1_to_utf8(game_bytes.substr(marks));
}

GameRead read_game(std::string_view text, std::size_t from, bool final, const ParseOptions& options, Game& game) {
    reset(game);
    try {
        game_reading::GameReader reader(text, final, options, game);
        return reader.run(from);
    } catch (const game_reading::NeedMore& more) {
        reset(game);
        return {GameRead::Status::incomplete, from, more.wake};
    }
}
}  // namespace bn::pgn
