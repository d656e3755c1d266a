// SGF -> every node of every game tree replayed from its parent (sgf/tree_replay.hpp, what the
// viewer and renderSvg draw): never crashes on any tree the parser accepts; every node comes after
// its parent and changes only points of the board; the last node of the main line has the board,
// prisoners and ko of the main-line replay (sgf/replay.hpp); the HEN of each position of the main
// line (hen/from_tree_replay.hpp) reads back as that node's stones, ko point and move.
// seeds: tests/fixtures/sgf tests/fixtures/go tests/fixtures/hen @corpus/sgf
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "hen/from_tree_replay.hpp"
#include "hen/read.hpp"
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
        // The HEN of the main line: one text per node, each read back as that node's position.
        BN_FUZZ_CHECK(main_line_length(tree) == last + 1);
        const auto hens = bn::hen::main_line_hens(tree);
        BN_FUZZ_CHECK(hens.ends.size() == last + 1 && hens.ends.back() == hens.text.size());
        std::uint32_t start = 0;
        for (std::size_t k = 0; k <= last; ++k) {
            auto read = bn::hen::parse(std::string_view(hens.text).substr(start, hens.ends[k] - start));
            start = hens.ends[k];
            BN_FUZZ_CHECK(read.has_value());
            const auto board = board_at(tree, k);
            BN_FUZZ_CHECK(read->width == board.width() && read->height == board.height());
            for (unsigned y = 0; y < board.height(); ++y)
                for (unsigned x = 0; x < board.width(); ++x)
                    BN_FUZZ_CHECK(static_cast<int>(read->at(y, x)) == static_cast<int>(board.at({x, y})));
            const NodePosition& p = tree.nodes[k];
            BN_FUZZ_CHECK(read->ko.has_value() == p.ko.has_value());
            if (p.ko) BN_FUZZ_CHECK(read->ko->row == p.ko->y && read->ko->col == p.ko->x);
            BN_FUZZ_CHECK(read->last_move.has_value() == p.move.has_value());
            if (p.move) BN_FUZZ_CHECK(read->last_move->pass == p.move->pass);
        }
    }
    return 0;
}
