// The tag pairs of a game (PGN 8.1), read leniently as real files write them: tokens spread
// over lines, unescaped quotes inside a value, duplicate names. Part of the game reader
// (game_reader.hpp).
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "pgn/game_reader.hpp"
#include "pgn/lexer.hpp"

namespace bn::pgn::game_reading {

// [Name "value"] (PGN 8.1): any white space between the tokens, \" and \\ in the value.
// In import format the tokens of a tag pair may also stand on lines of their own (PGN 8.1).
void GameReader::read_tag() {
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
        if (at_end() || text_[i_] == '\n' || text_[i_] == '\r') return bad_tag("pgn.tag_unterminated", value_start - 1);
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

Tag* GameReader::tag_named(std::string_view name) {
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
GameReader::TagSlot& GameReader::tag_slot(std::string_view name) {
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

void GameReader::skip_spaces() {
    while (!at_end() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
}

// Spaces, and line breaks too when the token `expected` accepts comes after them: a tag
// pair spread over lines. A tag pair broken off at the end of its line is not read on into
// the movetext of the next line.
template <class Expected>
void GameReader::skip_tag_space(Expected expected) {
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
bool GameReader::closes_tag(std::size_t at) {
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
bool GameReader::has_closing_quote_after(std::size_t at) {
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
void GameReader::bad_tag(const char* code, std::size_t at) {
    error(code, at, at < text_.size() ? 1 : 0);
    skip_line();
    token_end_ = i_;
}

}  // namespace bn::pgn::game_reading
