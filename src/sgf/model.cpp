// Queries on collections that do not depend on text.
#include "sgf/model.hpp"

namespace bn::sgf {

const Property* Node::find(std::string_view id) const {
    for (const auto& p : properties)
        if (p.id == id) return &p;
    return nullptr;
}

namespace {

bool same_properties(const Node& a, const Node& b) {
    if (a.properties.size() != b.properties.size()) return false;
    for (std::size_t i = 0; i < a.properties.size(); ++i) {
        const Property& p = a.properties[i];
        const Property& q = b.properties[i];
        if (p.id != q.id || p.values.size() != q.values.size()) return false;
        for (std::size_t v = 0; v < p.values.size(); ++v)
            if (p.values[v].raw != q.values[v].raw) return false;
    }
    return true;
}

}  // namespace

bool same_content(const Collection& a, const Collection& b) {
    if (a.trees.size() != b.trees.size()) return false;
    // Walk both trees side by side with an explicit stack of node pairs.
    std::vector<std::pair<NodeIndex, NodeIndex>> pending;
    for (std::size_t t = 0; t < a.trees.size(); ++t) pending.emplace_back(a.trees[t].root, b.trees[t].root);
    std::size_t budget = a.nodes.size() + 1;  // a hand-built collection may share or loop nodes
    while (!pending.empty()) {
        if (budget-- == 0) return false;
        auto [x, y] = pending.back();
        pending.pop_back();
        if (x >= a.nodes.size() || y >= b.nodes.size()) return x == y;
        const Node& n = a.nodes[x];
        const Node& m = b.nodes[y];
        if (!same_properties(n, m) || n.children.size() != m.children.size()) return false;
        for (std::size_t c = 0; c < n.children.size(); ++c) pending.emplace_back(n.children[c], m.children[c]);
    }
    return true;
}

}  // namespace bn::sgf
