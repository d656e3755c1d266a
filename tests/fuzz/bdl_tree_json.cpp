// BDL syntax trees given as JSON (what Bdl.check, Bdl.format and Bdl.game of a tree read): the
// reader never crashes; a refused tree has exactly one diagnostic, bdl.bad_tree with a path, no
// position; an accepted tree is formatted to text that parses to the same description, and
// the checks of the tree and of that text agree. Seeds: seeds/bdl_tree_json/ (the trees of
// the BDL fixtures as Bdl.parse returns them, and trees of the wrong shape).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "bdl/tree_json.hpp"
#include "check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bn::bdl;
    std::string_view json(reinterpret_cast<const char*>(data), size);
    auto read = read_tree_json(json);
    bn::fuzz::check_parsed(read, json);
    if (!read.ok) {
        BN_FUZZ_CHECK(read.diagnostics.size() == 1);
        const bn::Diagnostic& d = read.diagnostics[0];
        BN_FUZZ_CHECK(d.code == "bdl.bad_tree" || d.code == "common.internal_error" ||
                      d.code == "common.out_of_memory");
        BN_FUZZ_CHECK(d.line == 0 && d.column == 0);
        BN_FUZZ_CHECK(d.code != "bdl.bad_tree" || !d.arg("path").empty());
        return 0;
    }
    BN_FUZZ_CHECK(read.diagnostics.empty());

    auto written = format(read.value);
    BN_FUZZ_CHECK(written.ok);
    auto again = parse(written.text);
    bn::fuzz::check_parsed(again, written.text);
    BN_FUZZ_CHECK(again.ok);
    BN_FUZZ_CHECK(again.value == read.value);

    const auto is_error = [](const bn::Diagnostic& d) { return d.severity == bn::Severity::error; };
    const auto semantic = check(read.value);
    bn::fuzz::check_diagnostics(std::none_of(semantic.begin(), semantic.end(), is_error), semantic, json);
    const auto of_text = check(again.value, written.text);
    BN_FUZZ_CHECK(std::any_of(semantic.begin(), semantic.end(), is_error) ==
                  std::any_of(of_text.begin(), of_text.end(), is_error));
    return 0;
}
