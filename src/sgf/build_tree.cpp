// The structure rules of sgf4.html: Collection = GameTree+, GameTree = "(" Node+ GameTree* ")",
// properties belong to a node, one property of a kind per node (later values are merged into
// the first, as @sabaki/sgf does, with a warning).
#include "sgf/build_tree.hpp"

#include <string>

namespace bn::sgf {

namespace {

struct OpenTree {
    std::size_t offset = 0;     // of "("
    NodeIndex tail = no_node;   // last node of this tree's sequence (or the node it hangs from)
    bool has_node = false;
    bool has_variation = false;
};

class Builder {
public:
    Builder(const char* base, const ParseOptions& options, TreeSink& out, Diagnostics& d)
        : base_(base), options_(options), out_(out), d_(d) {}

    std::size_t trees() const { return trees_; }

    // False when the input cannot be read further (a limit was reached).
    bool add(const ast::Item& item) {
        if (!item.values.empty() && is_structure(item.head))
            error("sgf.value_without_property", item.values.front());
        switch (item.head.text()[0]) {
            case '(': open(item.head); break;
            case ')': close(item.head); break;
            case ';': node(item.head); break;
            default: property(item); break;
        }
        return !stopped_;
    }

    void finish(bool complete) {
        if (complete && !stack_.empty())
            d_.error("sgf.unclosed_game_tree", stack_.front().offset, 1);
    }

private:
    static bool is_structure(const ast::Token& t) {
        char c = t.text()[0];
        return c == '(' || c == ')' || c == ';';
    }
    std::size_t offset(const ast::Token& t) const { return static_cast<std::size_t>(t.begin - base_); }
    void error(const char* code, const ast::Token& at, std::vector<MessageArg> args = {}) {
        if (d_.items().size() >= limits::max_diagnostics) return;
        d_.error(code, offset(at), static_cast<std::size_t>(at.end - at.begin), std::move(args));
    }

    void open(const ast::Token& at) {
        if (stack_.size() >= options_.max_variation_depth) {
            error("sgf.too_deep", at, {{"limit", std::to_string(options_.max_variation_depth)}});
            stopped_ = true;
            return;
        }
        OpenTree tree{offset(at)};
        if (!stack_.empty()) {
            OpenTree& parent = stack_.back();
            if (!parent.has_node) error("sgf.variation_before_node", at);
            parent.has_variation = true;
            tree.tail = parent.tail;
        }
        stack_.push_back(tree);
        current_ = no_node;
    }

    void close(const ast::Token& at) {
        if (stack_.empty()) {
            error("sgf.unmatched_close", at);
            return;
        }
        if (!stack_.back().has_node) d_.error("sgf.empty_game_tree", stack_.back().offset, 1);
        stack_.pop_back();
        current_ = no_node;
    }

    void node(const ast::Token& at) {
        if (stack_.empty()) {
            error("sgf.node_outside_game_tree", at);
            return;
        }
        if (nodes_ >= options_.max_nodes) {
            error("sgf.too_many_nodes", at, {{"limit", std::to_string(options_.max_nodes)}});
            stopped_ = true;
            return;
        }
        OpenTree& tree = stack_.back();
        if (tree.has_variation) error("sgf.node_after_variation", at);
        auto index = static_cast<NodeIndex>(nodes_++);
        if (tree.tail == no_node) {
            out_.tree(index, tree.offset);
            ++trees_;
        }
        out_.node(index, tree.tail, offset(at));
        ids_used_ = 0;
        tree.tail = index;
        tree.has_node = true;
        current_ = index;
    }

    void property(const ast::Item& item) {
        if (current_ == no_node) {
            error("sgf.property_outside_node", item.head);
            return;
        }
        if (item.values.empty()) {
            error("sgf.property_without_value", item.head, {{"id", std::string(item.head.text())}});
            return;
        }
        // FF[3] long names ("AddBlack") keep their upper-case letters; an identifier with none
        // names nothing and is dropped. Most identifiers are upper case already: no copy then.
        std::string_view id = item.head.text();
        bool upper = true;
        for (char c : id) upper = upper && c >= 'A' && c <= 'Z';
        if (!upper) {
            filtered_.clear();
            for (char c : id)
                if (c >= 'A' && c <= 'Z') filtered_ += c;
            id = filtered_;
        }
        if (id.empty()) {
            d_.warning("sgf.lowercase_property", offset(item.head),
                       static_cast<std::size_t>(item.head.end - item.head.begin),
                       {{"id", std::string(item.head.text())}});
            return;
        }
        std::size_t slot = 0;
        while (slot < ids_used_ && ids_[slot] != id) ++slot;
        if (slot < ids_used_) {
            d_.warning("sgf.duplicate_property", offset(item.head),
                       static_cast<std::size_t>(item.head.end - item.head.begin), {{"id", std::string(id)}});
        } else {
            // The identifiers of the current node, kept in reused strings (no allocation per node).
            if (ids_used_ == ids_.size()) ids_.emplace_back();
            ids_[ids_used_++].assign(id);
        }
        out_.property(slot, id, offset(item.head));
        for (const auto& v : item.values) out_.value(slot, v.text(), offset(v) - 1);
    }

    const char* base_;
    const ParseOptions& options_;
    TreeSink& out_;
    Diagnostics& d_;
    std::vector<OpenTree> stack_;
    std::vector<std::string> ids_;  // property identifiers of the current node: ids_[0, ids_used_)
    std::size_t ids_used_ = 0;
    std::string filtered_;
    std::size_t nodes_ = 0;
    std::size_t trees_ = 0;
    NodeIndex current_ = no_node;
    bool stopped_ = false;
};

}  // namespace

std::size_t build_tree(const std::vector<ast::Item>& items, const char* base, bool complete,
                       const ParseOptions& options, TreeSink& sink, Diagnostics& diagnostics) {
    Builder builder(base, options, sink, diagnostics);
    for (const auto& item : items) {
        if (!builder.add(item)) return builder.trees();
    }
    builder.finish(complete);
    return builder.trees();
}

}  // namespace bn::sgf
