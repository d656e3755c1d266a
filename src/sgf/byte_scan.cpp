#include "sgf/byte_scan.hpp"

#include "common/utf8.hpp"
#include "sgf/read_into.hpp"

namespace bn::sgf {

namespace {

bool is_ascii(std::string_view s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

class ScanSink final : public TreeSink {
public:
    ScanSink(std::string_view bytes, ByteScan& out) : bytes_(bytes), out_(out) {}
    void tree(NodeIndex root, std::size_t offset) override {
        out_.trees.push_back(ScannedTree{offset});
        root_ = root;
        ca_slot_ = none;
    }
    void node(NodeIndex index, NodeIndex, std::size_t) override { in_root_ = index == root_; }
    void property(std::size_t slot, std::string_view id, std::size_t) override {
        if (in_root_ && id == "CA" && !out_.trees.back().has_ca) ca_slot_ = slot;
    }
    void value(std::size_t slot, std::string_view raw, std::size_t) override {
        auto begin = static_cast<std::size_t>(raw.data() - bytes_.data());
        if (in_root_ && slot == ca_slot_ && !out_.trees.back().has_ca) {
            ScannedTree& tree = out_.trees.back();
            tree.has_ca = true;
            tree.ca_begin = begin;
            tree.ca_end = begin + raw.size();
            ca_slot_ = none;
        }
        if (is_ascii(raw)) return;
        out_.values.push_back(ScannedValue{begin, begin + raw.size(), static_cast<std::uint32_t>(out_.trees.size() - 1),
                                           is_valid_utf8(raw)});
    }

private:
    static constexpr std::size_t none = static_cast<std::size_t>(-1);
    std::string_view bytes_;
    ByteScan& out_;
    NodeIndex root_ = no_node;
    bool in_root_ = false;
    std::size_t ca_slot_ = none;
};

}  // namespace

ByteScan scan_bytes(std::string_view bytes) {
    ByteScan scan;
    ScanSink sink(bytes, scan);
    Diagnostics ignored;
    parse_into(bytes, ParseOptions{}, sink, ignored);
    return scan;
}

}  // namespace bn::sgf
