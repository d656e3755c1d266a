// Text -> game trees (internal to the SGF area): each token from the lexer goes straight to the
// tree builder, so no list of tokens is held (memory stays proportional to the output, whatever
// the input). Iterative: an explicit stack of open game trees replaces recursion, so the depth
// of a file costs heap, never call stack. A template over its sink (the TreeSink events of
// read_into.hpp), so that a sink whose type is known gets direct, inlinable calls.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/limits.hpp"
#include "sgf/lexer.hpp"
#include "sgf/model.hpp"
#include "sgf/tree_start.hpp"

namespace bn::sgf {

struct Built {
    std::size_t trees = 0;                   // game trees sent to the sink
    std::optional<std::size_t> lex_failure;  // byte offset in `text` where lexing stopped
};

// The structure rules of sgf4.html: Collection = GameTree+, GameTree = "(" Node+ GameTree* ")",
// properties belong to a node, one property of a kind per node (later values are merged into
// the first, as @sabaki/sgf does, with a warning). What real servers write against these rules
// is read with a warning that says how (ParseOptions::strict makes each an error instead): a
// tree without "(" or a node without ";" as if they were there, a tree cut off by the end of
// the input as far as it goes, a stray ")" or text between trees skipped, a node after
// variations as one more variation, "()" skipped, a variation in a node-less tree hoisted, a
// value without identifier or an identifier without value skipped, and so is text that is not
// SGF right after a variation.
namespace build_tree_detail {

struct OpenTree {
    std::size_t offset = 0;    // of "(" (of the first ";" for a tree written without "(")
    NodeIndex tail = no_node;  // last node of this tree's sequence (or the node it hangs from)
    bool has_node = false;
    bool has_variation = false;
};

template <class Sink>
class Builder {
public:
    Builder(const char* base, const ParseOptions& options, Sink& out, Diagnostics& d)
        : base_(base), options_(options), out_(out), d_(d) {}

    std::size_t trees() const { return trees_; }

    // Takes the tokens in order. False when the input cannot be read further (a limit was
    // reached). A head is acted on once it is known whether values follow it: at its first
    // value, or at the next head (or the end) if it has none, so diagnostics come in the order
    // of the input.
    bool take(const syntax::Token& t) {
        if (t.value) {
            value(t);
        } else {
            settle();
            head_ = t;
            have_head_ = true;
            head_values_ = 0;
        }
        return !stopped_;
    }

    // The pending head, if no value came after it (at the end of the input, or when lexing
    // stopped). `drop`: forget it instead ("B[aa" stops at "[": the value error says it all).
    void settle(bool drop = false) {
        if (have_head_ && head_values_ == 0 && !drop) {
            if (is_structure(head_))
                structure(head_);
            else
                property(head_, false);
        }
        have_head_ = false;
    }
    bool stopped() const { return stopped_; }

    void finish(bool complete) {
        if (!complete || stack_.empty()) return;
        if (strict())
            error("sgf.unclosed_game_tree", stack_.front().offset, 1);
        else
            warning("sgf.truncated_game_tree", stack_.front().offset, 1);
    }

    // Lenient reading only: true when no game tree is open (a ")" just read is acted on first),
    // so that the caller skips to the next tree start.
    bool between_trees() {
        if (have_head_ && head_values_ == 0) {
            if (head_.text()[0] == '(') return false;  // a tree is opening
            if (head_.text()[0] == ')') settle();
        }
        return stack_.empty() && !stopped_;
    }
    // Lenient reading only: true right after a variation closed, where @sabaki/sgf skips what it
    // cannot read (in a sequence of nodes it refuses it, and so does this reader).
    bool after_variation() {
        if (have_head_ && head_values_ == 0 && head_.text()[0] == ')') settle();
        return !stopped_ && !stack_.empty() && current_ == no_node && stack_.back().has_variation;
    }
    void skipped_between_variations(std::size_t offset, std::size_t length) {
        warning("sgf.text_between_variations", offset, length);
    }
    // A tree whose first node's ";" is at `offset`, with no "(" before it.
    void open_without_paren(std::size_t offset) {
        warning("sgf.missing_open_paren", offset, 1);
        stack_.push_back(OpenTree{offset});
        current_ = no_node;
    }
    // Text outside any tree at [offset, offset + length), skipped by the lenient reading.
    void skipped(std::size_t offset, std::size_t length, bool close_paren) {
        if (close_paren)
            warning("sgf.extra_close_paren", offset, 1);
        else
            warning("sgf.text_outside_game_tree", offset, length);
    }
    // A value cut off by the end of the input at `offset` ("["), in the lenient reading.
    void truncated_value(std::size_t offset) { warning("sgf.truncated_value", offset, 1); }

private:
    void value(const syntax::Token& v) {
        if (!have_head_) {  // cannot happen (the input starts at "("); reported, never misread
            error("sgf.value_without_property", v);
            return;
        }
        if (head_values_++ == 0) {
            if (is_structure(head_)) {
                if (strict())
                    error("sgf.value_without_property", v);
                else
                    warning("sgf.value_without_property_skipped", v);
                structure(head_);
                slot_ = dropped;
            } else {
                slot_ = property(head_, true);
            }
        }
        if (slot_ != dropped) out_.value(slot_, v.text(), offset(v) - 1);
    }

    void structure(const syntax::Token& head) {
        switch (head.text()[0]) {
            case '(': open(head); break;
            case ')': close(head); break;
            default: node(head); break;
        }
    }

    static bool is_structure(const syntax::Token& t) {
        char c = t.text()[0];
        return c == '(' || c == ')' || c == ';';
    }
    std::size_t offset(const syntax::Token& t) const { return static_cast<std::size_t>(t.begin - base_); }
    bool strict() const { return options_.strict; }
    // At most limits::max_diagnostics are kept (locating each one on a long line costs a pass
    // over it), but warnings never crowd out the first error, which makes the parse fail.
    void error(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {}) {
        if (d_.items().size() >= limits::max_diagnostics && d_.has_errors()) return;
        d_.error(code, at, length, std::move(args));
    }
    void error(const char* code, const syntax::Token& at, std::vector<MessageArg> args = {}) {
        error(code, offset(at), static_cast<std::size_t>(at.end - at.begin), std::move(args));
    }
    void warning(const char* code, std::size_t at, std::size_t length, std::vector<MessageArg> args = {}) {
        if (d_.items().size() >= limits::max_diagnostics) return;
        d_.warning(code, at, length, std::move(args));
    }
    void warning(const char* code, const syntax::Token& at, std::vector<MessageArg> args = {}) {
        warning(code, offset(at), static_cast<std::size_t>(at.end - at.begin), std::move(args));
    }

    void open(const syntax::Token& at) {
        if (stack_.size() >= options_.max_variation_depth) {
            error("sgf.too_deep", at, {{"limit", std::to_string(options_.max_variation_depth)}});
            stopped_ = true;
            return;
        }
        OpenTree tree{offset(at)};
        if (!stack_.empty()) {
            OpenTree& parent = stack_.back();
            // In a tree with no node yet the variation has nothing to hang from: its nodes go
            // where the tree's would have gone (tail is inherited), a tree or variations of its own.
            if (!parent.has_node) {
                if (strict())
                    error("sgf.variation_before_node", at);
                else if (!parent.has_variation)
                    warning("sgf.variation_without_node", at);
            }
            parent.has_variation = true;
            tree.tail = parent.tail;
        }
        stack_.push_back(tree);
        current_ = no_node;
    }

    void close(const syntax::Token& at) {
        if (stack_.empty()) {
            if (strict())
                error("sgf.unmatched_close", at);
            else
                warning("sgf.extra_close_paren", at);
            return;
        }
        const OpenTree& tree = stack_.back();
        if (!tree.has_node) {
            if (strict())
                error("sgf.empty_game_tree", tree.offset, 1);
            else if (!tree.has_variation)
                warning("sgf.empty_game_tree_skipped", tree.offset, 1);
        }
        stack_.pop_back();
        current_ = no_node;
    }

    void node(const syntax::Token& at) {
        if (stack_.empty()) {
            error("sgf.node_outside_game_tree", at);
            return;
        }
        if (nodes_ >= options_.max_nodes) {
            error("sgf.too_many_nodes", at, {{"limit", std::to_string(options_.max_nodes)}});
            stopped_ = true;
            return;
        }
        start_node(offset(at), at);
    }

    // A node at byte `at` (its ";", or the first property of a node written without one).
    // After variations it starts one more variation (tail is still the node they hang from).
    void start_node(std::size_t at, const syntax::Token& token) {
        OpenTree& tree = stack_.back();
        if (tree.has_variation) {
            if (strict())
                error("sgf.node_after_variation", token);
            else
                warning("sgf.node_after_variation_kept", token);
            tree.has_variation = false;
        }
        auto index = static_cast<NodeIndex>(nodes_++);
        if (tree.tail == no_node) {
            // A tree made of a node after hoisted variations starts at that node: trees come in
            // the order of the input (the charset decoding cuts the bytes at their starts).
            std::size_t start = trees_ > 0 && tree.offset <= last_tree_offset_ ? at : tree.offset;
            out_.tree(index, start);
            last_tree_offset_ = start;
            ++trees_;
        }
        out_.node(index, tree.tail, at);
        ids_.clear();
        if (!index_.empty()) index_.clear();
        if (!filtered_.empty()) filtered_.clear();
        tree.tail = index;
        tree.has_node = true;
        current_ = index;
    }

    // A property whose values (if `has_values`) follow: its slot, or `dropped`.
    static constexpr std::size_t dropped = static_cast<std::size_t>(-1);
    std::size_t property(const syntax::Token& head, bool has_values) {
        if (current_ == no_node) {
            if (strict() || stack_.empty() || !has_values) {
                error("sgf.property_outside_node", head);
                return dropped;
            }
            warning("sgf.missing_semicolon", head);
            if (nodes_ >= options_.max_nodes) {
                error("sgf.too_many_nodes", head, {{"limit", std::to_string(options_.max_nodes)}});
                stopped_ = true;
                return dropped;
            }
            start_node(offset(head), head);
        }
        if (!has_values) {
            report_without_value(head);
            return dropped;
        }
        // Most identifiers are upper case already: no copy then. The rare cases (FF[3] names,
        // a repeated identifier) are out of line, which keeps this path, run for every
        // property, short (bench/sgf.mjs).
        std::string_view id = head.text();
        bool upper = true;
        for (char c : id) upper = upper && c >= 'A' && c <= 'Z';
        if (!upper) {
            id = upper_case_letters(head);
            if (id.empty()) return dropped;
        }
        std::size_t slot = slot_of(id);
        if (slot < ids_.size())
            warn_duplicate(head, id);
        else
            add_id(id, slot);
        out_.property(slot, id, offset(head));
        return slot;
    }

    // FF[3] long names ("AddBlack") keep their upper-case letters; an identifier with none
    // names nothing and is dropped (empty result, with a warning).
    [[gnu::noinline]] std::string_view upper_case_letters(const syntax::Token& head) {
        std::string filtered;
        for (char c : head.text())
            if (c >= 'A' && c <= 'Z') filtered += c;
        if (filtered.empty()) {
            warning("sgf.lowercase_property", head, {{"id", std::string(head.text())}});
            return {};
        }
        // Kept until the next node, which compares its identifiers with it (a deque does
        // not move the strings it holds, so the view stays valid).
        filtered_.push_back(std::move(filtered));
        return filtered_.back();
    }
    [[gnu::noinline]] void report_without_value(const syntax::Token& head) {
        if (strict())
            error("sgf.property_without_value", head, {{"id", std::string(head.text())}});
        else
            warning("sgf.property_without_value_skipped", head, {{"id", std::string(head.text())}});
    }
    [[gnu::noinline]] void warn_duplicate(const syntax::Token& head, std::string_view id) {
        warning("sgf.duplicate_property", head, {{"id", std::string(id)}});
    }
    void add_id(std::string_view id, std::size_t slot) {
        ids_.push_back(id);
        if (ids_.size() > few_ids) {
            if (index_.empty())
                for (std::size_t i = 0; i < ids_.size(); ++i) index_.emplace(ids_[i], i);
            else
                index_.emplace(id, slot);
        }
    }

    // The slot of identifier `id` in the current node, or ids_.size() if it has none. A node
    // has a handful of properties: a search, until a crafted node with thousands of distinct
    // identifiers would make it quadratic; past `few_ids`, a hash index of them all.
    static constexpr std::size_t few_ids = 16;
    std::size_t slot_of(std::string_view id) const {
        if (index_.empty()) {
            std::size_t slot = 0;
            while (slot < ids_.size() && !same_id(ids_[slot], id)) ++slot;
            return slot;
        }
        auto found = index_.find(id);
        return found == index_.end() ? ids_.size() : found->second;
    }

    // Identifiers are mostly one or two letters: compared without a call to memcmp.
    static bool same_id(std::string_view a, std::string_view b) {
        if (a.size() != b.size()) return false;
        if (a.size() > 2) return a == b;
        return a[0] == b[0] && (a.size() == 1 || a[1] == b[1]);
    }

    const char* base_;
    const ParseOptions& options_;
    Sink& out_;  // called directly: a virtual call per event was a cost (bench/sgf.mjs)
    Diagnostics& d_;
    std::vector<OpenTree> stack_;
    // Property identifiers of the current node: views of the input, or of filtered_ for FF[3]
    // names whose lower-case letters were dropped.
    std::vector<std::string_view> ids_;
    std::unordered_map<std::string_view, std::size_t> index_;  // of ids_, once it has many
    std::deque<std::string> filtered_;
    std::size_t nodes_ = 0;
    std::size_t trees_ = 0;
    std::size_t last_tree_offset_ = 0;
    NodeIndex current_ = no_node;
    bool stopped_ = false;
    // The last head and how many values followed it so far; slot_: where they go.
    syntax::Token head_;
    bool have_head_ = false;
    std::size_t head_values_ = 0;
    std::size_t slot_ = dropped;
};

}  // namespace build_tree_detail

namespace build_tree_detail {

inline bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The lenient reading between trees: skips white space, then anything up to the next tree
// start (a stray ")" or other text, each with a warning), and opens a tree written without
// "(". False at the end of the input.
template <class Sink>
bool to_next_tree(std::string_view text, const char*& at, Builder<Sink>& builder) {
    for (;;) {
        std::size_t i = static_cast<std::size_t>(at - text.data());
        while (i < text.size() && is_space(text[i])) ++i;
        at = text.data() + i;
        if (i == text.size()) return false;
        if (text[i] == ')') {
            builder.skipped(i, 1, true);
            ++at;
            continue;
        }
        TreeStart next = find_tree_start(text, i);
        std::size_t end = next.offset == std::string_view::npos ? text.size() : next.offset;
        if (end > i) {
            std::size_t text_end = end;
            while (text_end > i && is_space(text[text_end - 1])) --text_end;
            builder.skipped(i, text_end - i, false);
            at = text.data() + end;
            if (end == text.size()) return false;
        }
        if (next.without_paren) builder.open_without_paren(end);
        return true;
    }
}

}  // namespace build_tree_detail

// Reads text[start..] (which starts at "(", or at the ";" of a tree written without "(" when
// `without_paren`). A lexical failure is returned, not reported (the caller reports it first);
// game trees left open when lexing failed are not reported again.
template <class Sink>
Built build_tree(std::string_view text, std::size_t start, bool without_paren, const ParseOptions& options, Sink& sink,
                 Diagnostics& diagnostics) {
    build_tree_detail::Builder<Sink> builder(text.data(), options, sink, diagnostics);
    Built built;
    const char* at = text.data() + start;
    const char* const last = text.data() + text.size();
    if (without_paren) builder.open_without_paren(start);
    syntax::Token token;
    Lexed lexed = Lexed::end;
    for (;;) {
        if (!options.strict && builder.between_trees() && !build_tree_detail::to_next_tree(text, at, builder)) {
            lexed = Lexed::end;
            break;
        }
        if ((lexed = next_token(at, last, token)) != Lexed::token) {
            if (lexed == Lexed::failure && !options.strict && *at != '[' && builder.after_variation()) {
                const char* from = at;
                while (at < last && !build_tree_detail::is_space(*at) && *at != '(' && *at != ')' && *at != ';' &&
                       *at != '[' && !((*at | 0x20) >= 'a' && (*at | 0x20) <= 'z'))
                    ++at;
                if (at == from) ++at;
                builder.skipped_between_variations(static_cast<std::size_t>(from - text.data()),
                                                   static_cast<std::size_t>(at - from));
                continue;
            }
            break;
        }
        if (!builder.take(token)) break;
    }
    if (builder.stopped()) {
        // A limit ended the tree; the rest is still lexed, so that a lexical error is reported.
        while ((lexed = next_token(at, last, token)) == Lexed::token) {
        }
    } else {
        const bool cut_value = lexed == Lexed::failure && *at == '[';
        builder.settle(cut_value);
        if (!builder.stopped()) builder.finish(lexed == Lexed::end);
        // A value that runs to the end of the input: the end of a truncated file, read up to it.
        if (cut_value && !options.strict) {
            builder.truncated_value(static_cast<std::size_t>(at - text.data()));
            lexed = Lexed::end;
        }
    }
    if (lexed == Lexed::failure) built.lex_failure = static_cast<std::size_t>(at - text.data());
    built.trees = builder.trees();
    return built;
}

}  // namespace bn::sgf
