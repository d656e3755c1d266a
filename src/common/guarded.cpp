#include "common/guarded.hpp"

#include <new>

namespace bn {

void report_internal_error(const std::exception& failure, Diagnostics& out) {
    // bad_alloc's what() is an implementation's class name ("std::bad_alloc"): say what it means.
    const bool memory = dynamic_cast<const std::bad_alloc*>(&failure) != nullptr;
    out.error("common.internal_error", 0, 0, {{"what", memory ? "out of memory" : failure.what()}});
}

}  // namespace bn
