// Collection -> SGF text. Pre-order, iterative: a chain of only children is one sequence, a
// node with several children opens one "(...)" per child. Hand-built collections are
// checked on the way (identifiers, dangling or shared child indices) and the offending parts
// skipped with a diagnostic, so the text written always parses back.
#include <string>

#include "common/guarded.hpp"
#include "sgf/write.hpp"

namespace bn::sgf {

namespace {

bool valid_id(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id)
        if (c < 'A' || c > 'Z') return false;
    return true;
}

// `raw` as it must be written between brackets: a "]" not escaped, or a "\" at the very end
// (which would escape the closing bracket), gets a backslash.
void append_value(std::string& out, std::string_view raw) {
    out += '[';
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\') {
            out += '\\';
            if (i + 1 < raw.size())
                out += raw[++i];
            else
                out += '\\';
        } else {
            if (raw[i] == ']') out += '\\';
            out += raw[i];
        }
    }
    out += ']';
}

class Writer {
public:
    Writer(const Collection& c, const WriteOptions& o, std::string& out, Diagnostics& d)
        : c_(c), o_(o), out_(out), d_(d), visited_(c.nodes.size(), false) {}

    void tree(std::size_t index) {
        NodeIndex root = c_.trees[index].root;
        if (!claim(root)) return;
        out_ += '(';
        struct Fork {
            std::vector<NodeIndex> children;
            std::size_t next = 1;
        };
        std::vector<Fork> forks;
        NodeIndex n = root;
        bool first = true;  // first node after "(": no line break in front of it
        for (;;) {
            if (!first && o_.line_break_between_nodes) out_ += '\n';
            node(c_.nodes[n], n == root && o_.declare_utf8 ? charset_of(root) : Declare::as_is);
            first = false;
            std::vector<NodeIndex> children = usable_children(n);
            if (children.size() == 1) {
                n = children[0];
                continue;
            }
            if (children.size() > 1) {
                n = children[0];
                forks.push_back({std::move(children)});
                open_variation();
                first = true;
                continue;
            }
            // A leaf: close variations until one has a sibling left to write.
            for (;;) {
                out_ += ')';
                if (forks.empty()) {
                    out_ += '\n';
                    return;
                }
                Fork& fork = forks.back();
                if (fork.next < fork.children.size()) {
                    n = fork.children[fork.next++];
                    open_variation();
                    first = true;
                    break;
                }
                forks.pop_back();
            }
        }
    }

private:
    void open_variation() {
        if (o_.line_break_between_nodes) out_ += '\n';
        out_ += '(';
    }

    // True when `n` is a node index not written yet.
    bool claim(NodeIndex n) {
        if (n >= c_.nodes.size() || visited_[n]) {
            d_.error("sgf.write.bad_node_index", 0, 0, {{"index", std::to_string(n)}});
            return false;
        }
        visited_[n] = true;
        return true;
    }

    std::vector<NodeIndex> usable_children(NodeIndex n) {
        std::vector<NodeIndex> out;
        for (NodeIndex child : c_.nodes[n].children)
            if (claim(child)) out.push_back(child);
        return out;
    }

    // What the root's CA becomes: as written, "UTF-8" in place of what it says, or CA[UTF-8]
    // added (before the first property that is not GM or FF) to a tree that needs it.
    enum class Declare { as_is, replace, add };
    Declare charset_of(NodeIndex root) const {
        if (c_.nodes[root].find("CA")) return Declare::replace;
        // A walk over the tree's nodes (explicit stack: trees may be deep) for a non-ASCII byte.
        std::vector<NodeIndex> pending{root};
        std::size_t budget = c_.nodes.size() + 1;  // a hand-built collection may loop
        while (!pending.empty() && budget-- > 0) {
            NodeIndex n = pending.back();
            pending.pop_back();
            if (n >= c_.nodes.size()) continue;
            for (const auto& p : c_.nodes[n].properties)
                for (const auto& v : p.values)
                    for (char ch : v.raw)
                        if (static_cast<unsigned char>(ch) >= 0x80) return Declare::add;
            pending.insert(pending.end(), c_.nodes[n].children.begin(), c_.nodes[n].children.end());
        }
        return Declare::as_is;
    }

    void node(const Node& n, Declare declare = Declare::as_is) {
        out_ += ';';
        bool declared = declare != Declare::add;
        for (const auto& p : n.properties) {
            if (!valid_id(p.id)) {
                d_.error("sgf.write.invalid_property_id", 0, 0, {{"id", p.id}});
                continue;
            }
            if (p.values.empty()) {
                d_.error("sgf.write.property_without_value", 0, 0, {{"id", p.id}});
                continue;
            }
            if (!declared && p.id != "GM" && p.id != "FF") {
                out_ += "CA[UTF-8]";
                declared = true;
            }
            out_ += p.id;
            if (declare == Declare::replace && p.id == "CA") {
                out_ += "[UTF-8]";
                continue;
            }
            for (const auto& v : p.values) append_value(out_, v.raw);
        }
        if (!declared) out_ += "CA[UTF-8]";
    }

    const Collection& c_;
    const WriteOptions& o_;
    std::string& out_;
    Diagnostics& d_;
    std::vector<bool> visited_;
};

}  // namespace

Written write(const Collection& collection, const WriteOptions& options) {
    Written result;
    Diagnostics diagnostics;
    const bool done = guarded(diagnostics, [&] {
        Writer writer(collection, options, result.text, diagnostics);
        for (std::size_t t = 0; t < collection.trees.size(); ++t) writer.tree(t);
    });
    if (!done) result.text.clear();
    result.ok = !diagnostics.has_errors();
    result.diagnostics = std::move(diagnostics.items());
    return result;
}

}  // namespace bn::sgf
