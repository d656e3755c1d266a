// SGF -> every node of every game tree replayed from its parent (sgf/tree_replay.hpp, what the
// viewer and renderSvg draw): never crashes on any tree the parser accepts; every node comes after
// its parent and changes only points of the board; the last node of the main line has the board,
// prisoners and ko of the main-line replay (sgf/replay.hpp).
// seeds: tests/fixtures/sgf tests/fixtures/go tests/fixtures/hen @corpus/sgf
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "sgf/read.hpp"
#include "sgf/replay.hpp"
#include "sgf/tree_replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::sgf;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parse(text);
    if (!parsed.ok) return 0;
    const Collection& c = parsed.value;
    for (std::size_t t = 0; t < c.trees.size() && t < 8; ++t) {
        auto r = replay_tree(c, t);
        bn::fuzz::check_diagnostics(r.ok, r.diagnostics, text);
        if (!r.ok) continue;
        const TreeReplay& tree = r.value;
        BN_FUZZ_CHECK(!tree.nodes.empty() && tree.nodes.size() <= c.nodes.size());
        BN_FUZZ_CHECK(tree.nodes[0].parent == no_parent && tree.nodes[0].node == c.trees[t].root);
        for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
            const NodePosition& p = tree.nodes[i];
            BN_FUZZ_CHECK(i == 0 || p.parent < i);
            BN_FUZZ_CHECK(p.changes_begin <= p.changes_end && p.changes_end <= tree.changes.size());
            for (auto k = p.changes_begin; k < p.changes_end; ++k)
                BN_FUZZ_CHECK(tree.changes[k].point.x < tree.size.columns && tree.changes[k].point.y < tree.size.rows);
            if (i > 0) BN_FUZZ_CHECK(p.moves >= tree.nodes[p.parent].moves);
        }
        // The end of the main line: first children from the root.
        NodeIndex end = c.trees[t].root;
        while (!c.nodes[end].children.empty()) end = c.nodes[end].children.front();
        std::size_t last = 0;
        while (last < tree.nodes.size() && tree.nodes[last].node != end) ++last;
        BN_FUZZ_CHECK(last < tree.nodes.size());
        ReplayOptions options;
        options.tree = t;
        auto main = replay_main_line(c, options);
        BN_FUZZ_CHECK(main.ok);
        BN_FUZZ_CHECK(board_at(tree, last) == main.value.position.board());
        BN_FUZZ_CHECK(tree.nodes[last].captures[0] == main.value.position.captures(bn::go::Color::black));
        BN_FUZZ_CHECK(tree.nodes[last].captures[1] == main.value.position.captures(bn::go::Color::white));
        BN_FUZZ_CHECK(tree.nodes[last].moves == main.value.moves);
    }
    return 0;
}
