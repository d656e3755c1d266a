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
    Builder(const char* base, const ParseOptions& options, Collection& out, Diagnostics& d)
        : base_(base), options_(options), out_(out), d_(d) {}

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
        if (out_.nodes.size() >= options_.max_nodes) {
            error("sgf.too_many_nodes", at, {{"limit", std::to_string(options_.max_nodes)}});
            stopped_ = true;
            return;
        }
        OpenTree& tree = stack_.back();
        if (tree.has_variation) error("sgf.node_after_variation", at);
        auto index = static_cast<NodeIndex>(out_.nodes.size());
        Node n;
        n.parent = tree.tail;
        n.offset = offset(at);
        out_.nodes.push_back(std::move(n));
        if (tree.tail == no_node) {
            out_.trees.push_back(GameTree{index, tree.offset});
        } else {
            out_.nodes[tree.tail].children.push_back(index);
        }
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
        // names nothing and is dropped.
        std::string id;
        for (char c : item.head.text())
            if (c >= 'A' && c <= 'Z') id += c;
        if (id.empty()) {
            d_.warning("sgf.lowercase_property", offset(item.head),
                       static_cast<std::size_t>(item.head.end - item.head.begin),
                       {{"id", std::string(item.head.text())}});
            return;
        }
        Node& n = out_.nodes[current_];
        Property* target = nullptr;
        for (auto& p : n.properties)
            if (p.id == id) target = &p;
        if (target) {
            d_.warning("sgf.duplicate_property", offset(item.head),
                       static_cast<std::size_t>(item.head.end - item.head.begin), {{"id", id}});
        } else {
            n.properties.push_back(Property{id, {}, offset(item.head)});
            target = &n.properties.back();
        }
        target->values.reserve(target->values.size() + item.values.size());
        for (const auto& v : item.values)
            target->values.push_back(Value{std::string(v.text()), offset(v) - 1});
    }

    const char* base_;
    const ParseOptions& options_;
    Collection& out_;
    Diagnostics& d_;
    std::vector<OpenTree> stack_;
    NodeIndex current_ = no_node;
    bool stopped_ = false;
};

}  // namespace

void build_tree(const std::vector<ast::Item>& items, const char* base, bool complete,
                const ParseOptions& options, Collection& out, Diagnostics& diagnostics) {
    Builder builder(base, options, out, diagnostics);
    for (const auto& item : items) {
        if (!builder.add(item)) return;
    }
    builder.finish(complete);
}

}  // namespace bn::sgf
