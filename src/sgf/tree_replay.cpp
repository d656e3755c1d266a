#include "sgf/tree_replay.hpp"

#include <utility>

#include "common/guarded.hpp"

namespace bn::sgf {

namespace {

// Which markup property each kind is.
constexpr std::pair<const char*, Markup> markup_ids[] = {
    {"CR", Markup::circle}, {"SQ", Markup::square}, {"TR", Markup::triangle}, {"MA", Markup::cross}};

// What the walk carries from a node to its children.
struct State {
    Replay replay;
    std::uint32_t move_number = 0;
};

class TreeWalker {
public:
    TreeWalker(const Collection& c, TreeReplay& out, Diagnostics& d) : c_(c), out_(out), d_(d) {}

    void run(NodeIndex root) {
        State state;
        if (!replay_root(c_.nodes[root], state.replay, d_)) return;
        out_.size = state.replay.size;
        out_.rules = state.replay.rules;
        // An explicit stack: a game is a chain of hundreds of nodes, a tree may be deep. A node
        // whose parent was the node just done continues from the current state; its later
        // siblings start from a copy of the parent's state, kept until the last of them starts.
        struct Pending {
            NodeIndex node;
            std::uint32_t parent;
            std::uint32_t saved;  // index in `saved`, or no_parent: the current state
        };
        struct Saved {
            State state;
            std::size_t users;
        };
        std::vector<Pending> stack{{root, no_parent, no_parent}};
        std::vector<Saved> saved;
        std::size_t visited = 0;
        while (!stack.empty()) {
            Pending next = stack.back();
            stack.pop_back();
            // A hand-built collection may share or loop nodes: each is walked at most once per node.
            if (next.node >= c_.nodes.size() || visited++ >= c_.nodes.size()) break;
            if (next.saved != no_parent) {
                Saved& from = saved[next.saved];
                if (--from.users == 0) {
                    state = std::move(from.state);
                    saved.pop_back();  // the last user of the newest copy: descendants' copies are gone
                } else {
                    state = from.state;
                }
            }
            const auto at = static_cast<std::uint32_t>(out_.nodes.size());
            step(next.node, next.parent, state);
            const auto& children = c_.nodes[next.node].children;
            if (children.size() > 1) {
                saved.push_back({state, children.size() - 1});
                for (std::size_t i = children.size() - 1; i > 0; --i)
                    stack.push_back({children[i], at, static_cast<std::uint32_t>(saved.size() - 1)});
            }
            if (!children.empty()) stack.push_back({children.front(), at, no_parent});
        }
    }

private:
    // One node: its setup and move on the parent's state, and what changed.
    void step(NodeIndex index, std::uint32_t parent, State& state) {
        const Node& node = c_.nodes[index];
        Replay& r = state.replay;
        NodePosition p;
        p.node = index;
        p.parent = parent;
        const go::Board& board = r.position.board();
        before_.assign(board.cells().begin(), board.cells().end());
        p.setup = replay_setup(node, r, d_);
        bool changed_elsewhere = p.setup;
        const Property* number = nullptr;
        int moves_here = 0;
        for (const auto& property : node.properties) {
            if (property.id == "MN") number = &property;
            if (property.id != "B" && property.id != "W") continue;
            go::MoveResult result =
                replay_move(property.id == "B" ? go::Color::black : go::Color::white, property, r, d_);
            // A node with two moves (B and W: rare, but SGF allows it) changed more than its last one.
            if (result.captured || result.lost || result.occupied || ++moves_here > 1) changed_elsewhere = true;
            p.move = r.last_move;
        }
        p.changes_begin = static_cast<std::uint32_t>(out_.changes.size());
        if (changed_elsewhere) {
            // Setup or captures: every point that differs from the parent's board.
            const auto& cells = board.cells();
            for (std::size_t i = 0; i < cells.size(); ++i)
                if (cells[i] != before_[i]) out_.changes.push_back({point_of(i), cells[i]});
        } else if (p.move && !p.move->pass) {
            out_.changes.push_back({p.move->point, board.at(p.move->point)});
        }
        p.changes_end = static_cast<std::uint32_t>(out_.changes.size());
        if (p.move) {
            std::optional<std::int64_t> given;
            if (number) given = decode_number(number->values.front().raw);
            state.move_number =
                given && *given > 0 && *given <= 0xFFFFFFF ? static_cast<std::uint32_t>(*given) : state.move_number + 1;
        }
        p.move_number = state.move_number;
        p.moves = static_cast<std::uint32_t>(r.moves);
        p.captures[0] = r.position.captures(go::Color::black);
        p.captures[1] = r.position.captures(go::Color::white);
        if (const auto& ko = r.position.ko()) {
            p.ko = ko->point;
            p.ko_forbidden = ko->forbidden;
        }
        p.to_play = r.to_play;
        add_markup(node, p);
        out_.nodes.push_back(p);
    }

    go::Point point_of(std::size_t cell) const {
        const unsigned width = out_.size.columns;
        return {static_cast<unsigned>(cell % width), static_cast<unsigned>(cell / width)};
    }
    bool on_board(go::Point q) const { return q.x < out_.size.columns && q.y < out_.size.rows; }

    void add_markup(const Node& node, NodePosition& p) {
        p.markup_begin = static_cast<std::uint32_t>(out_.markup.size());
        for (const auto& [id, kind] : markup_ids) {
            const Property* property = node.find(id);
            if (!property) continue;
            auto points = decode_point_list(property->values);
            if (!points) continue;
            for (go::Point q : *points)
                if (on_board(q)) out_.markup.push_back({q, kind});
        }
        p.markup_end = static_cast<std::uint32_t>(out_.markup.size());
        p.labels_begin = static_cast<std::uint32_t>(out_.labels.size());
        if (const Property* lb = node.find("LB")) {
            for (const auto& v : lb->values) {
                auto parts = split_compose(v.raw);
                if (!parts) continue;
                auto q = decode_point(parts->first);
                if (!q || !on_board(*q)) continue;
                std::string text = decode_simple_text(parts->second);
                if (!text.empty()) out_.labels.push_back({*q, std::move(text)});
            }
        }
        p.labels_end = static_cast<std::uint32_t>(out_.labels.size());
    }

    const Collection& c_;
    TreeReplay& out_;
    Diagnostics& d_;
    std::vector<go::Stone> before_;  // the parent's board, reused from node to node
};

}  // namespace

Parsed<TreeReplay> replay_tree(const Collection& collection, std::size_t tree) {
    return guarded_entry<Parsed<TreeReplay>>([&] {
        Parsed<TreeReplay> result;
        Diagnostics diagnostics;
        if (tree >= collection.trees.size() || collection.trees[tree].root >= collection.nodes.size()) {
            diagnostics.error("sgf.replay.no_tree", 0, 0, {{"tree", std::to_string(tree + 1)}});
        } else {
            TreeWalker walker(collection, result.value, diagnostics);
            walker.run(collection.trees[tree].root);
        }
        result.ok = !diagnostics.has_errors();
        result.diagnostics = std::move(diagnostics.items());
        return result;
    });
}

go::Board board_at(const TreeReplay& replay, std::size_t index) {
    auto board = go::Board::create(replay.size.columns, replay.size.rows);
    if (!board || index >= replay.nodes.size()) return board ? *board : go::Board();
    std::vector<std::size_t> path;
    for (std::size_t at = index; at != no_parent && at < replay.nodes.size(); at = replay.nodes[at].parent) {
        path.push_back(at);
        if (path.size() > replay.nodes.size()) break;  // parents always come first; never loops
    }
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const NodePosition& p = replay.nodes[*it];
        for (std::uint32_t c = p.changes_begin; c < p.changes_end; ++c)
            board->set(replay.changes[c].point, replay.changes[c].stone);
    }
    return *board;
}

std::size_t main_line_length(const TreeReplay& replay) {
    std::size_t length = replay.nodes.empty() ? 0 : 1;
    while (length < replay.nodes.size() && replay.nodes[length].parent == length - 1) ++length;
    return length;
}

}  // namespace bn::sgf
