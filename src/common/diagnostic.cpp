#include "common/diagnostic.hpp"

#include <algorithm>
#include <utility>

namespace bn {

std::string_view Diagnostic::arg(std::string_view name) const {
    for (const auto& a : args)
        if (a.name == name) return a.value;
    return {};
}

Diagnostic& Diagnostics::error(std::string code, std::size_t offset, std::size_t length, std::vector<MessageArg> args) {
    items_.push_back({std::move(code), Severity::error, offset, length, 0, 0, 0, std::move(args)});
    return items_.back();
}

Diagnostic& Diagnostics::warning(std::string code, std::size_t offset, std::size_t length,
                                 std::vector<MessageArg> args) {
    items_.push_back({std::move(code), Severity::warning, offset, length, 0, 0, 0, std::move(args)});
    return items_.back();
}

bool Diagnostics::has_errors() const {
    return std::any_of(items_.begin(), items_.end(), [](const Diagnostic& d) { return d.severity == Severity::error; });
}

void sort_by_offset(std::vector<Diagnostic>& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.offset < b.offset; });
}

}  // namespace bn
