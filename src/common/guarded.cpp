#include "common/guarded.hpp"

#include <new>

namespace bn {

void report_internal_error(const std::exception& failure, Diagnostics& out) {
    // Not a bug of the library but a limit of the machine (wasm memory ends at 2 GiB): a code of
    // its own, which callers can tell from a bug.
    if (dynamic_cast<const std::bad_alloc*>(&failure) != nullptr)
        out.error("common.out_of_memory", 0, 0);
    else
        out.error("common.internal_error", 0, 0, {{"what", failure.what()}});
}

bool ran_out_of_memory(const std::vector<Diagnostic>& diagnostics) {
    for (const Diagnostic& d : diagnostics)
        if (d.code == "common.out_of_memory") return true;
    return false;
}

}  // namespace bn
