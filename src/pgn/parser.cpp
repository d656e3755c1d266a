// One game of a PGN database, read token by token (PGN standard 7, 8) and replayed on the
// chess engine as it is read. The lexer is hand-written rather than X3: the database grammar
// is a flat token stream whose only structure, variations, is kept on an explicit stack, and
// a broken game must be skipped, not fail the file. The challenge's movetext grammar, which
// has real structure, is the X3 one (movetext_grammar.cpp).
#include "pgn/parser.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "common/input.hpp"
#include "common/show_character.hpp"
#include "pgn/comment.hpp"
#include "pgn/lexer.hpp"
#include "pgn/null_move.hpp"
#include "pgn/packed_position.hpp"
#include "pgn/san_shape.hpp"
#include "pgn/spellings.hpp"
#include "pgn/termination.hpp"
#include "pgn/variant.hpp"

namespace bn::pgn {

namespace {

// Thrown when a game that is not final reaches the end of the text; caught in read_game.
struct NeedMore {
    GameRead::Wake wake;
};

// A line of play being read: the main line, or a variation replacing the move `owner`.
struct Frame {
    NodeIndex owner = no_node;   // the move this variation replaces; no_node for the main line
    NodeIndex before = no_node;  // the move before the line's first move
    NodeIndex last = no_node;    // the last move read in this line
    chess::Position position;    // after `last`
    // Where a variation of `last` starts, the position before it. A replayed move is taken
    // back from `position` with its Undo when a variation opens (most moves have none, and
    // copying the whole position for every move was a measurable part of the replay); a null
    // move, which has no unmake, and the replay off, which only tracks the side to move and
    // the move number, keep that position in `before_last` instead.
    chess::Move last_move{};
    chess::Position::Undo last_undo;
    bool last_by_undo = false;  // `last` is taken back with last_move and last_undo
    chess::Position before_last;
    bool dead = false;                        // a move could not be played: the rest of the line is skipped
    std::vector<Comment> pending;             // comments before the line's first move
    std::vector<std::uint16_t> pending_nags;  // NAGs before a variation's first move
    std::size_t open_offset = 0;              // of "("
};

class Reader {
public:
    Reader(std::string_view text, bool final, const ParseOptions& options, Game& game)
        : text_(text), final_(final), options_(options), game_(game) {}

    GameRead run(std::size_t from) {
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

private:
    enum class Phase { tags, movetext, after_result, done };

    bool at_end() const {
        if (i_ < text_.size()) return false;
        if (!final_) need_more();
        return true;
    }
    // What could end the game after the end of the text, from what was being read there.
    [[noreturn]] void need_more() const {
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
    bool at_line_start(std::size_t at) const { return at == 0 || text_[at - 1] == '\n' || text_[at - 1] == '\r'; }

    // Whether a UTF-8 byte order mark (U+FEFF) starts at `at`. Files made by joining exports
    // have one where each export began: at the start of a game, not of the input (the input's
    // own mark is dropped before reading, read.cpp and stream.cpp).
    bool joined_bom_at(std::size_t at) const {
        const std::string_view rest = text_.substr(std::min(at, text_.size()), utf8_bom.size());
        if (!final_ && rest.size() < utf8_bom.size() && !rest.empty() && utf8_bom.substr(0, rest.size()) == rest)
            need_more();
        return rest == utf8_bom;
    }
    // The marks at the start of a game: skipped with a warning (they are part of the game's
    // bytes, so that the index and a reading of the game alone see them too).
    void skip_joined_boms() {
        while (joined_bom_at(i_)) {
            tolerated("pgn.joined_bom", i_, utf8_bom.size());
            i_ += utf8_bom.size();
            skip_blank();
        }
    }
    // A mark at the start of a line ends the game before it, as the '[' of the next game does.
    bool at_joined_bom() const { return text_[i_] == utf8_bom[0] && at_line_start(i_) && joined_bom_at(i_); }

    void skip_line() {
        inside_ = Inside::line;
        while (!at_end() && text_[i_] != '\n' && text_[i_] != '\r') ++i_;
        inside_ = Inside::nothing;
    }

    // White space and "%" escape lines (PGN 6: private data, ignored).
    void skip_blank() {
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

    Diagnostic& error(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {}) {
        game_.ok = false;
        game_.diagnostics.push_back({code, Severity::error, at, length, 0, 0, 0, std::move(args)});
        return game_.diagnostics.back();
    }
    void warning(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {}) {
        game_.diagnostics.push_back({code, Severity::warning, at, length, 0, 0, 0, std::move(args)});
    }
    // What real databases write beyond the standard and is read all the same: a warning, or
    // with ParseOptions::strict an error (the reading is the same, the game is not ok).
    void tolerated(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {}) {
        if (options_.strict)
            error(code, at, length, std::move(args));
        else
            warning(code, at, length, std::move(args));
    }

    // A move of `f` that cannot be read or played: the rest of its line is skipped. In the main
    // line (and in strict mode) that is an error; in a variation, the game keeps its main line
    // and what the variation held up to there, so the move's diagnostics are warnings and
    // pgn.variation_cut says which variation lost its end.
    void cut_line(Frame& f, std::size_t diagnostics_before, std::string_view token) {
        f.dead = true;
        if (frames_.size() <= 1 || options_.strict) return;
        bool any = false;
        for (std::size_t k = diagnostics_before; k < game_.diagnostics.size(); ++k) {
            any = any || game_.diagnostics[k].severity == Severity::error;
            game_.diagnostics[k].severity = Severity::warning;
        }
        if (!any) return;
        warning("pgn.variation_cut", f.open_offset, 1, {{"move", std::string(token)}});
        game_.ok = std::none_of(game_.diagnostics.begin(), game_.diagnostics.end(),
                                [](const Diagnostic& d) { return d.severity == Severity::error; });
    }

    bool in_skipped_variation() const { return skipped_depth_ > 0; }

    void read_elements() {
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
    void skip_movetext() {
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
    static constexpr std::array<bool, 256> movetext_stops = [] {
        std::array<bool, 256> table{};
        for (char c : {'[', '{', ';', '%', utf8_bom[0]}) table[static_cast<unsigned char>(c)] = true;
        return table;
    }();

    // A character no token starts with: the rest of the game is skipped up to the next line
    // that starts a tag pair, where the next game presumably begins.
    void unexpected_character() {
        error("pgn.unexpected_char", i_, 1, {{"char", show_character(text_.substr(i_))}});
        skip_rest_of_game();
    }

    // Whether a game without tags and without a termination marker ends before i_: after a
    // blank line, the text starts again at move 1 ("1."), as in lists of games written
    // without tags, which would otherwise run together into one game.
    bool starts_untagged_game() {
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

    // A token that is not a PGN symbol but a spelling real files use for one (spellings.hpp):
    // castling with a typographic dash, "½-½", an evaluation sign. `start` is where the token
    // starts (i_, or before it when read_symbol read its ASCII part); the token runs over symbol
    // characters and any bytes past ASCII. False, with i_ unchanged, when it is none of those.
    bool read_spelled_token(std::size_t start) {
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

    void read_evaluation_symbol(std::uint16_t nag, std::size_t start, std::string_view token) {
        if (in_skipped_variation() || frames_.back().dead) return;
        tolerated("pgn.evaluation_symbol", start, token.size(),
                  {{"symbol", std::string(token)}, {"nag", "$" + std::to_string(nag)}});
        add_nag(nag, start, token.size());
    }

    // Castling written "o-o", "O–O"...: played as O-O / O-O-O (the move keeps that as written).
    void read_castling(std::size_t start, std::string_view token, const std::string& standard) {
        if (in_skipped_variation() || frames_.back().dead) return;
        tolerated("pgn.castling_spelling", start, token.size(), {{"move", std::string(token)}, {"expected", standard}});
        std::size_t body = standard.size();
        while (body > 0 && (standard[body - 1] == '!' || standard[body - 1] == '?')) --body;
        spelled_ = standard;
        play(start, spelled_, std::string_view(spelled_).substr(0, body), token.size());
    }

    void skip_rest_of_game() {
        for (auto& f : frames_) f.dead = true;
        while (!at_end()) {
            if ((text_[i_] == '[' && at_line_start(i_)) || at_joined_bom()) break;
            ++i_;
        }
        token_end_ = i_;
        phase_ = Phase::done;
    }

    // [Name "value"] (PGN 8.1): any white space between the tokens, \" and \\ in the value.
    // In import format the tokens of a tag pair may also stand on lines of their own (PGN 8.1).
    void read_tag() {
        const std::size_t start = i_++;
        skip_tag_space([](char c) { return is_tag_name_char(c); });
        const std::size_t name_start = i_;
        while (!at_end() && is_tag_name_char(text_[i_])) ++i_;
        std::string name(text_.substr(name_start, i_ - name_start));
        if (name.empty()) return bad_tag("pgn.tag_name", i_);
        skip_tag_space([](char c) { return c == '"'; });
        if (at_end() || text_[i_] != '"') return bad_tag("pgn.tag_value", i_);
        const std::size_t value_start = ++i_;
        std::string value;
        while (true) {
            if (at_end() || text_[i_] == '\n' || text_[i_] == '\r')
                return bad_tag("pgn.tag_unterminated", value_start - 1);
            char c = text_[i_++];
            if (c == '"') {
                if (closes_tag(i_)) break;
                // A quote inside the value, not escaped, as some tournament software writes
                // ([Site "Skopje, hotel "Aleksandar Palace""]): the value runs to the quote
                // before the ']' that closes the tag pair on this line, if there is one.
                if (!has_closing_quote_after(i_)) return bad_tag("pgn.tag_close", i_);
                if (!quote_warned_) tolerated("pgn.tag_quote", i_ - 1, 1, {{"name", name}});
                quote_warned_ = true;
            }
            if (c == '\\' && !at_end() && (text_[i_] == '"' || text_[i_] == '\\')) c = text_[i_++];
            value += c;
        }
        quote_warned_ = false;
        skip_tag_space([](char c) { return c == ']'; });
        if (at_end() || text_[i_] != ']') return bad_tag("pgn.tag_close", i_);
        token_end_ = ++i_;
        if (Tag* same = tag_named(name)) {
            warning("pgn.duplicate_tag", start, i_ - start, {{"name", name}});
            same->value = std::move(value);
            if (name == "FEN") fen_offset_ = value_start;
            return;
        }
        if (name == "FEN") fen_offset_ = value_start;
        if (!tag_slots_.empty()) tag_slot(name).index = static_cast<std::uint32_t>(game_.tags.size());
        game_.tags.push_back({std::move(name), std::move(value)});
    }

    // The game's tag called `name`, if it has one yet. A game's few tags are looked through; from
    // tags_indexed_from on, an open-addressing hash table of their indices finds one at once (a
    // flat array that keeps each name's hash, so that a probe rarely reads a tag: a game of
    // 100,000 tags is read in linear time, without waiting on cache misses).
    static constexpr std::size_t tags_indexed_from = 16;
    static constexpr std::uint32_t no_tag = UINT32_MAX;
    // An index into game_.tags (or no_tag) and its name's hash.
    struct TagSlot {
        std::uint32_t index = no_tag;
        std::size_t hash = 0;
    };
    Tag* tag_named(std::string_view name) {
        auto& tags = game_.tags;
        if (tags.size() < tags_indexed_from) {
            for (auto& tag : tags)
                if (tag.name == name) return &tag;
            return nullptr;
        }
        if (tag_slots_.size() < 2 * (tags.size() + 1)) {  // at most half full
            std::size_t size = 64;
            while (size < 2 * (tags.size() + 1)) size *= 2;
            tag_slots_.assign(size, TagSlot{});
            for (std::size_t i = 0; i < tags.size(); ++i) {
                TagSlot& slot = tag_slot(tags[i].name);
                slot.index = static_cast<std::uint32_t>(i);
            }
        }
        const TagSlot& slot = tag_slot(name);
        return slot.index == no_tag ? nullptr : &tags[slot.index];
    }
    // The slot of `name` in tag_slots_: the one holding its index, or the empty one where it goes
    // (its hash already set).
    TagSlot& tag_slot(std::string_view name) {
        const std::size_t hash = std::hash<std::string_view>{}(name);
        const std::size_t mask = tag_slots_.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            TagSlot& slot = tag_slots_[i];
            if (slot.index == no_tag) {
                slot.hash = hash;
                return slot;
            }
            if (slot.hash == hash && game_.tags[slot.index].name == name) return slot;
        }
    }

    void skip_spaces() {
        while (!at_end() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    }

    // Spaces, and line breaks too when the token `expected` accepts comes after them: a tag
    // pair spread over lines. A tag pair broken off at the end of its line is not read on into
    // the movetext of the next line.
    template <class Expected>
    void skip_tag_space(Expected expected) {
        skip_spaces();
        if (at_end() || (text_[i_] != '\n' && text_[i_] != '\r')) return;
        std::size_t j = i_;
        while (true) {
            if (j >= text_.size()) {
                if (!final_) need_more();
                return;
            }
            if (!is_space(text_[j])) break;
            ++j;
        }
        if (expected(text_[j])) i_ = j;
    }

    // Whether a closing quote at `at` - 1 ends a tag value: spaces and ']' follow it.
    bool closes_tag(std::size_t at) {
        std::size_t j = at;
        while (true) {
            if (j >= text_.size()) {
                if (!final_) need_more();
                return true;  // the end of the input: pgn.tag_close tells what is missing
            }
            if (text_[j] != ' ' && text_[j] != '\t') break;
            ++j;
        }
        if (text_[j] == '\n' || text_[j] == '\r') {
            // The ']' may stand on a line of its own (PGN 8.1).
            while (j < text_.size() && is_space(text_[j])) ++j;
            if (j >= text_.size() && !final_) need_more();
            return j >= text_.size() || text_[j] == ']' || !has_closing_quote_after(at);
        }
        return text_[j] == ']';
    }

    // Whether the line from `at` on has a quote followed by spaces and ']'.
    bool has_closing_quote_after(std::size_t at) {
        for (std::size_t j = at;; ++j) {
            if (j >= text_.size()) {
                if (!final_) need_more();
                return false;
            }
            const char c = text_[j];
            if (c == '\n' || c == '\r') return false;
            if (c != '"') continue;
            std::size_t k = j + 1;
            while (k < text_.size() && (text_[k] == ' ' || text_[k] == '\t')) ++k;
            if (k >= text_.size() && !final_) need_more();
            if (k < text_.size() && text_[k] == ']') return true;
        }
    }

    // A malformed tag pair: reported, and the rest of its line skipped.
    void bad_tag(const char* code, std::size_t at) {
        error(code, at, at < text_.size() ? 1 : 0);
        skip_line();
        token_end_ = i_;
    }

    // The start position: the FEN tag (PGN 9.7.2), read leniently as real files need, by the
    // rules of the game's [Variant] (variant.hpp).
    void start_movetext() {
        phase_ = Phase::movetext;
        Frame main;
        const Tag* fen = game_.tag("FEN");
        const Tag* setup = game_.tag("SetUp");
        const Variant variant = variant_of(game_.tags);
        if (variant == Variant::unsupported) {
            error("pgn.unsupported_variant", game_.offset, 0, {{"variant", game_.tag("Variant")->value}});
            main.dead = true;
            game_.start_fen = fen ? fen->value : std::string(chess::initial_fen);
        } else if (fen) {
            chess::FenOptions options{false};
            options.chess960 = fen_mode(game_.tags);
            auto parsed = chess::parse_fen(fen->value, options);
            for (auto d : parsed.diagnostics) {
                d.offset += fen_offset_;
                game_.diagnostics.push_back(std::move(d));
            }
            if (parsed.ok) {
                main.position = parsed.value;
                game_.start_fen = chess::write_fen(parsed.value);
            } else {
                error("pgn.bad_fen", fen_offset_, fen->value.size(), {{"fen", fen->value}});
                main.dead = true;
                game_.start_fen = fen->value;
            }
        } else if (variant == Variant::chess960) {
            // A Chess960 game starts from one of 960 positions, and without its FEN only the
            // standard one can be assumed (as chessops does): the moves tell whether it was that
            // one, since they are illegal from most others.
            tolerated("pgn.chess960_standard_start", game_.offset, 0);
            chess::FenOptions options{false};
            options.chess960 = chess::FenOptions::Chess960::on;
            main.position = chess::parse_fen(chess::initial_fen, options).value;
            game_.start_fen = std::string(chess::initial_fen);
        } else {
            // Read from the initial position, which is what such files mean (their games play
            // from it), with a warning.
            if (setup && setup->value == "1") tolerated("pgn.setup_without_fen", game_.offset, 0);
            main.position = chess::Position::initial();
            game_.start_fen = std::string(chess::initial_fen);
        }
        frames_.push_back(std::move(main));
        game_.nodes.reserve(128);  // a typical game without regrowing (each node holds strings)
    }

    // The closing brace is found by find (memchr), not a loop over the characters: engine
    // files write a long comment after every move.
    void read_brace_comment() {
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

    void read_line_comment() {
        const std::size_t start = ++i_;
        while (i_ < text_.size() && text_[i_] != '\n' && text_[i_] != '\r') ++i_;
        if (i_ >= text_.size() && !final_) {
            inside_ = Inside::line;
            need_more();
        }
        add_comment(text_.substr(start, i_ - start));
        token_end_ = i_;
    }

    void add_comment(std::string_view raw) {
        if (in_skipped_variation()) return;
        Comment comment;
        if (options_.raw_comments)
            comment.raw = raw;
        else
            read_comment(raw, comment);
        if (phase_ == Phase::tags || frames_.empty()) {
            game_.comments.push_back(std::move(comment));
        } else if (phase_ == Phase::after_result) {
            NodeIndex last = main_line_last();
            (last == no_node ? game_.comments : game_.nodes[last].comments).push_back(std::move(comment));
        } else {
            Frame& f = frames_.back();
            if (f.last != no_node)
                game_.nodes[f.last].comments.push_back(std::move(comment));
            else if (f.owner == no_node)
                game_.comments.push_back(std::move(comment));
            else
                f.pending.push_back(std::move(comment));
        }
    }

    NodeIndex main_line_last() const {
        NodeIndex n = game_.first;
        while (n != no_node && game_.nodes[n].next != no_node) n = game_.nodes[n].next;
        return n;
    }

    // A NAG before any move of its line is kept: before the first move of the game on the game,
    // before a variation's first move on that move (Informant exports write "($142 38... b5)").
    void add_nag(std::uint16_t nag, std::size_t at, std::size_t length) {
        if (in_skipped_variation()) return;
        Frame& f = frames_.back();
        if (f.dead) return;
        if (f.last != no_node) return game_.nodes[f.last].nags.push_back(nag);
        if (f.owner == no_node) {
            tolerated("pgn.nag_before_game", at, length, {{"nag", "$" + std::to_string(nag)}});
            game_.nags.push_back(nag);
        } else {
            tolerated("pgn.nag_before_variation", at, length, {{"nag", "$" + std::to_string(nag)}});
            f.pending_nags.push_back(nag);
        }
    }

    void read_nag() {
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
    void read_suffix() {
        const std::size_t start = i_;
        while (!at_end() && (text_[i_] == '!' || text_[i_] == '?')) ++i_;
        token_end_ = i_;
        std::string_view s = text_.substr(start, i_ - start);
        std::uint16_t nag = suffix_nag(s);
        if (nag == 0) return error("pgn.bad_suffix", start, s.size(), {{"suffix", std::string(s)}}), void();
        add_nag(nag, start, s.size());
    }

    // Whether the text at i_ is `s`; at the end of a text that is not final, only more text can say.
    bool looking_at(std::string_view s) const {
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
    void read_en_passant_mark(std::size_t start) {
        token_end_ = i_;
        if (in_skipped_variation() || !options_.replay) return;
        const Frame& f = frames_.back();
        if (f.dead) return;
        if (f.last == no_node || !game_.nodes[f.last].move.is_en_passant())
            warning("pgn.en_passant_mark", start, i_ - start, {{"mark", std::string(text_.substr(start, i_ - start))}});
    }
    static constexpr std::string_view en_passant_mark = "e.p.";

    // Whether the symbol read from `start` to i_ is a move whose en-passant mark goes on past
    // it: "exf6e" followed by ".p.". The SAN reader reads the whole "exf6e.p." (with a warning).
    bool attached_mark_follows(std::size_t start) {
        return i_ - start >= 3 && text_[i_ - 1] == 'e' && text_[i_ - 2] >= '1' && text_[i_ - 2] <= '8' &&
               looking_at(".p.");
    }

    void read_symbol() {
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
    void read_truncated_result(std::size_t start, std::string_view token) {
        if (in_skipped_variation()) return;
        tolerated("pgn.truncated_result", start, token.size(), {{"token", std::string(token)}});
    }

    // `length`: of the token in the text, when `token` is another spelling of it (read_castling).
    void play(std::size_t start, std::string_view token, std::string_view body,
              std::size_t length = std::string_view::npos) {
        if (in_skipped_variation()) return;
        Frame& f = frames_.back();
        if (f.dead) return;
        if (!options_.replay) return note(f, start, token, body);
        auto reading = chess::read_san(f.position, token, {options_.strict});
        const std::size_t diagnostics_before = game_.diagnostics.size();
        for (auto& d : reading.diagnostics) {
            d.offset += start;
            if (d.severity == Severity::error) game_.ok = false;
            game_.diagnostics.push_back(std::move(d));
        }
        if (!reading.ok) return cut_line(f, diagnostics_before, token);
        const chess::Move move = reading.value.move;
        MoveNode& node = start_move(f, start, token, body, reading.value.nag);
        if (length != std::string_view::npos) node.length = length;
        node.san = std::move(reading.value.san);
        node.move = move;
        f.position.make(move, f.last_undo);
        f.last_move = move;
        f.last_by_undo = true;
        if (options_.positions == ParseOptions::Positions::fen)
            node.fen = chess::write_fen(f.position);
        else
            node.packed = pack_position(f.position);
        append(f);
    }

    // What a move read with or without the replay has: the token as written, who moves and the
    // move number before it, its suffix NAG, where it stands, what it follows and the comments
    // waiting before it. With the replay off, the frame's side to move and move number are
    // remembered as those before its last move (with the replay, play() keeps the move's Undo
    // and pass() a copy of the position). The node is made in place at the end of the
    // game's nodes, where append() links it: building it apart and moving it in cost more.
    MoveNode& start_move(Frame& f, std::size_t start, std::string_view token, std::string_view body,
                         std::uint16_t nag) {
        MoveNode& node = game_.nodes.emplace_back();
        node.written.assign(body);
        node.color = f.position.side_to_move();
        node.move_number = f.position.fullmove_number();
        if (nag) node.nags.push_back(nag);
        if (!f.pending_nags.empty()) {
            node.nags.insert(node.nags.end(), f.pending_nags.begin(), f.pending_nags.end());
            f.pending_nags.clear();
        }
        node.offset = start;
        node.length = token.size();
        node.previous = f.last != no_node ? f.last : f.before;
        node.comments_before = std::move(f.pending);
        f.pending.clear();
        f.last_by_undo = false;
        if (!options_.replay) {
            f.before_last.set_side_to_move(f.position.side_to_move());
            f.before_last.set_fullmove_number(f.position.fullmove_number());
        }
        return node;
    }

    // Links the move start_move() made last into the tree as the continuation of the frame's line.
    void append(Frame& f) {
        const NodeIndex index = static_cast<NodeIndex>(game_.nodes.size() - 1);
        if (f.last != no_node)
            game_.nodes[f.last].next = index;
        else if (f.owner != no_node)
            game_.nodes[f.owner].variations.push_back(index);
        else
            game_.first = index;
        f.last = index;
    }

    // A move read with the replay off: kept as written when it has the shape of SAN. Only
    // the side to move and the move number of the frame's position advance.
    void note(Frame& f, std::size_t start, std::string_view token, std::string_view body) {
        if (!has_san_shape(body)) {
            const std::size_t before = game_.diagnostics.size();
            error("pgn.san_shape", start, token.size(), {{"san", std::string(token)}});
            return cut_line(f, before, token);
        }
        std::uint16_t nag = 0;
        if (!own_suffix(f, start, token, body, nag)) return;
        MoveNode& node = start_move(f, start, token, body, nag);
        advance_turn(f, node);
        append(f);
    }

    void advance_turn(Frame& f, const MoveNode& node) {
        if (node.color == chess::black) f.position.set_fullmove_number(node.move_number + 1);
        f.position.set_side_to_move(node.color == chess::white ? chess::black : chess::white);
    }

    // The suffix annotation of a move the SAN reader does not see ("--!?"): its NAG, or an
    // error (and the line of play given up) when it is not one of the six.
    bool own_suffix(Frame& f, std::size_t start, std::string_view token, std::string_view body, std::uint16_t& nag) {
        nag = suffix_nag(token.substr(body.size()));
        if (token.size() > body.size() && nag == 0) {
            const std::size_t before = game_.diagnostics.size();
            error("pgn.bad_suffix", start + body.size(), token.size() - body.size(),
                  {{"suffix", std::string(token.substr(body.size()))}});
            cut_line(f, before, token);
            return false;
        }
        return true;
    }

    // A null move ("--", "Z0"): the turn passes, the board stays. With the replay it is legal
    // only when the side to move is not in check; its SAN is "--" however it was written.
    void pass(std::size_t start, std::string_view token, std::string_view body) {
        if (in_skipped_variation()) return;
        Frame& f = frames_.back();
        if (f.dead) return;
        std::uint16_t nag = 0;
        if (!own_suffix(f, start, token, body, nag)) return;
        if (options_.replay && f.position.in_check()) {
            const std::size_t before = game_.diagnostics.size();
            error("pgn.null_move_in_check", start, body.size(), {{"move", std::string(body)}});
            return cut_line(f, before, token);
        }
        MoveNode& node = start_move(f, start, token, body, nag);
        if (!options_.replay) {
            advance_turn(f, node);
            return append(f);
        }
        node.san = std::string(null_move_san);
        f.before_last = f.position;  // make_null has no unmake
        f.position.make_null();
        if (options_.positions == ParseOptions::Positions::fen)
            node.fen = chess::write_fen(f.position);
        else
            node.packed = pack_position(f.position);
        append(f);
    }

    void open_variation() {
        const std::size_t at = i_++;
        token_end_ = i_;
        if (in_skipped_variation() || frames_.back().dead) {
            ++skipped_depth_;
            return;
        }
        const Frame& parent = frames_.back();
        if (parent.last == no_node) {
            error("pgn.variation_without_move", at, 1);
            ++skipped_depth_;
            return;
        }
        if (frames_.size() > max_variation_depth) {
            error("pgn.variation_too_deep", at, 1, {{"limit", std::to_string(max_variation_depth)}});
            ++skipped_depth_;
            return;
        }
        Frame v;
        v.owner = parent.last;
        v.before = game_.nodes[parent.last].previous;
        if (parent.last_by_undo) {
            v.position = parent.position;
            v.position.unmake(parent.last_move, parent.last_undo);
        } else {
            v.position = parent.before_last;
        }
        v.open_offset = at;
        frames_.push_back(std::move(v));
    }

    void close_variation() {
        const std::size_t at = i_++;
        token_end_ = i_;
        if (skipped_depth_ > 0) {
            --skipped_depth_;
            return;
        }
        if (frames_.size() <= 1) return error("pgn.unmatched_close", at, 1), void();
        if (frames_.back().last == no_node && !frames_.back().dead)
            warning("pgn.empty_variation", frames_.back().open_offset, at + 1 - frames_.back().open_offset);
        frames_.pop_back();
    }

    void close_all_variations() {
        if (frames_.size() > 1)
            error("pgn.unclosed_variation", frames_[1].open_offset, 1);
        else if (skipped_depth_ > 0)
            error("pgn.unclosed_variation", i_, 0);
        frames_.resize(1);
        skipped_depth_ = 0;
    }

    void read_result(std::string_view result, std::size_t start) {
        if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
        game_.result = std::string(result);
        const Tag* tag = game_.tag("Result");
        if (tag && tag->value != game_.result)
            warning("pgn.result_mismatch", start, result.size(), {{"result", game_.result}, {"tag", tag->value}});
        phase_ = Phase::after_result;
    }

    void finish() {
        if (options_.headers_only) return;
        if (phase_ == Phase::tags) start_movetext();
        if (frames_.size() > 1 || skipped_depth_ > 0) close_all_variations();
        if (game_.result.empty() && phase_ != Phase::done) warning("pgn.missing_result", token_end_, 0);
    }

    std::string_view text_;
    bool final_;
    const ParseOptions& options_;
    Game& game_;
    std::size_t i_ = 0;
    std::size_t token_end_ = 0;
    std::size_t fen_offset_ = 0;
    std::size_t skipped_depth_ = 0;  // nesting of variations read but not replayed
    Phase phase_ = Phase::tags;
    // A comment or line the reader is inside of, for need_more().
    enum class Inside { nothing, brace_comment, line, symbol } inside_ = Inside::nothing;
    std::size_t symbol_start_ = 0;
    std::vector<Frame> frames_;
    std::string spelled_;             // a castling token in SAN's spelling (read_castling)
    bool quote_warned_ = false;       // pgn.tag_quote given for the tag value being read
    std::vector<TagSlot> tag_slots_;  // tag_named's hash table
};

}  // namespace

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

GameRead read_game(std::string_view text, std::size_t from, bool final, const ParseOptions& options, Game& game) {
    reset(game);
    try {
        Reader reader(text, final, options, game);
        return reader.run(from);
    } catch (const NeedMore& more) {
        reset(game);
        return {GameRead::Status::incomplete, from, more.wake};
    }
}
}  // namespace bn::pgn
