// SGF -> what a viewer draws at every node of every game tree (src/sgf/tree_replay.hpp), for
// npm/src/document/go.js. A tree of thousands of variations has tens of thousands of nodes, so
// the result crosses as one Uint32Array (read by npm/src/document/go-marshal.js) and one string
// of the labels' texts, never an object per node. Layout: [treeCount], then per tree
// [ok, columns, rows, nodeCount] and, when ok, per node (in document order)
// [parent + 1 (0 for the root), flags, movePoint, moves, moveNumber, blackPrisoners,
// whitePrisoners, koPoint, changeCount, markupCount, labelCount], the changes (point * 4 +
// stone after the node), the markup (point * 4 + kind) and the labels (point, start, end: the
// text is labels.slice(start, end)). A point is row * columns + column. Flags: 1 a move,
// 2 white's move, 4 a pass, 8 setup, 16 a ko point, 32 the player to move known, 64 it is white,
// 128 the ko point forbids white (else black) to retake there, 256 the tree's rules (RU) allow
// suicide.
// With `hens` (for `sgf convert`: 1 after each node of the main line, 2 after its last node only)
// the positions' HEN, written by the core (src/hen/from_tree_replay.hpp), cross too: all the
// texts in one string, and per tree [the main line's length (sgf::main_line_length), count, end
// of each text in that string].
#include <emscripten/bind.h>

#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include "common/source_text.hpp"
#include "hen/from_tree_replay.hpp"
#include "sgf/read.hpp"
#include "sgf/tree_replay.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

class ReplayLayout {
public:
    void tree(const Parsed<sgf::TreeReplay>& replayed) {
        const sgf::TreeReplay& r = replayed.value;
        columns_ = r.size.columns;
        const auto count = static_cast<std::uint32_t>(replayed.ok ? r.nodes.size() : 0);
        words_.insert(words_.end(), {replayed.ok, r.size.columns, r.size.rows, count});
        if (!replayed.ok) return;
        for (const sgf::NodePosition& p : r.nodes) {
            std::uint32_t flags = 0, move_point = 0;
            if (p.move) {
                flags |= 1;
                if (p.move->color == go::Color::white) flags |= 2;
                if (p.move->pass)
                    flags |= 4;
                else
                    move_point = point(p.move->point);
            }
            if (p.setup) flags |= 8;
            if (p.ko) flags |= p.ko_forbidden == go::Color::white ? 144 : 16;
            if (p.to_play) flags |= *p.to_play == go::Color::white ? 96 : 32;
            if (r.rules.allow_suicide) flags |= 256;
            words_.insert(words_.end(),
                          {p.parent == sgf::no_parent ? 0 : p.parent + 1, flags, move_point, p.moves, p.move_number,
                           p.captures[0], p.captures[1], p.ko ? point(*p.ko) : 0, p.changes_end - p.changes_begin,
                           p.markup_end - p.markup_begin, p.labels_end - p.labels_begin});
            for (auto c = p.changes_begin; c < p.changes_end; ++c)
                words_.push_back(point(r.changes[c].point) * 4 + static_cast<std::uint32_t>(r.changes[c].stone));
            for (auto m = p.markup_begin; m < p.markup_end; ++m)
                words_.push_back(point(r.markup[m].point) * 4 + static_cast<std::uint32_t>(r.markup[m].kind));
            for (auto l = p.labels_begin; l < p.labels_end; ++l) {
                const auto start = units_;
                units_ += static_cast<std::uint32_t>(SourceText::utf16_length(r.labels[l].text));
                labels_ += r.labels[l].text;
                words_.insert(words_.end(), {point(r.labels[l].point), start, units_});
            }
        }
    }
    void hens(const Parsed<sgf::TreeReplay>& replayed, hen::LinePositions which) {
        const auto texts = replayed.ok ? hen::main_line_hens(replayed.value, which) : hen::HenTexts{};
        const auto offset = static_cast<std::uint32_t>(hens_.size());
        hen_ends_.push_back(static_cast<std::uint32_t>(replayed.ok ? sgf::main_line_length(replayed.value) : 0));
        hen_ends_.push_back(static_cast<std::uint32_t>(texts.ends.size()));
        for (std::uint32_t end : texts.ends) hen_ends_.push_back(offset + end);
        hens_ += texts.text;
    }
    std::vector<std::uint32_t>& words() { return words_; }
    const std::string& hen_texts() const { return hens_; }
    const std::vector<std::uint32_t>& hen_ends() const { return hen_ends_; }
    const std::string& labels() const { return labels_; }

private:
    std::uint32_t point(go::Point p) const { return p.y * columns_ + p.x; }

    std::vector<std::uint32_t> words_{0};
    std::string labels_;
    std::string hens_;  // ASCII: its offsets are UTF-16 units too
    std::vector<std::uint32_t> hen_ends_;
    std::uint32_t units_ = 0;
    std::uint32_t columns_ = 19;
};

val uint32_array(const std::vector<std::uint32_t>& words) {
    return val::global("Uint32Array")
        .new_(emscripten::typed_memory_view(words.size(), words.data()))
        .call<val>("slice");
}

// The text is a JS string's UTF-8 (already decoded: its CA is not applied again). Null when the
// text is not SGF the reader accepts (the caller has reported why). `hens`: 0, 1 or 2 (above).
val sgf_replay_trees(std::uintptr_t address, std::size_t length, int hens) {
    sgf::ParseOptions options;
    options.decode_charset = false;
    auto parsed = sgf::parse(input_at(address, length), options);
    throw_if_out_of_memory(parsed.diagnostics);
    if (!parsed.ok) return val::null();
    ReplayLayout layout;
    for (std::size_t t = 0; t < parsed.value.trees.size(); ++t) {
        auto replayed = sgf::replay_tree(parsed.value, t);
        throw_if_out_of_memory(replayed.diagnostics);
        layout.tree(replayed);
        if (hens) layout.hens(replayed, hens == 2 ? hen::LinePositions::last_node : hen::LinePositions::every_node);
    }
    auto& words = layout.words();
    words[0] = static_cast<std::uint32_t>(parsed.value.trees.size());
    val out = val::object();
    out.set("words", uint32_array(words));
    out.set("labels", js_string(layout.labels()));
    if (hens) {
        out.set("hens", js_string(layout.hen_texts()));
        out.set("henEnds", uint32_array(layout.hen_ends()));
    }
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_sgf_replay) { emscripten::function("sgfReplayTrees", guard<&sgf_replay_trees>); }

}  // namespace bn::bindings
