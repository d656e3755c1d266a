#include "common/guarded.hpp"

#include <new>

namespace bn {

void report_internal_error(const std::exception& failure, Diagnostics& out) {
    // Not a bug of the library but a limit of the machine (wasm memory ends at 2 GiB): a code of
    // its own, which callers can tell from a bug. (bad_alloc's what() is an implementation's
    // class name, "std::bad_alloc": `what` says what it means.)
    const bool memory = dynamic_cast<const std::bad_alloc*>(&failure) != nullptr;
    out.error(memory ? "common.out_of_memory" : "common.internal_error", 0, 0,
              {{"what", memory ? "out of memory" : failure.what()}});
}

bool ran_out_of_memory(const std::vector<Diagnostic>& diagnostics) {
    for (const Diagnostic& d : diagnostics)
        if (d.code == "common.out_of_memory") return true;
    return false;
}

}  // namespace bn
