// The last line of defence of every public entry point (parse, validate, write): an allocation
// failure becomes a common.out_of_memory diagnostic, any other standard exception (a bug) a
// common.internal_error one, instead of leaving the library. In wasm an exception that reaches
// JavaScript is a bare object with no message; here it is a diagnostic like every other problem
// (and the bindings turn common.out_of_memory into JS's BoardnotationMemoryError).
#pragma once

#include <exception>
#include <optional>
#include <utility>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn {

// Adds the diagnostic of `failure`: common.out_of_memory for std::bad_alloc, else
// common.internal_error with its what().
void report_internal_error(const std::exception& failure, Diagnostics& out);

// Whether `diagnostics` say that memory ran out (common.out_of_memory): for a caller that lets the
// failure go on as std::bad_alloc rather than as a diagnostic of its own result.
bool ran_out_of_memory(const std::vector<Diagnostic>& diagnostics);

// Runs `body`; false, with the diagnostic above, when it threw. What `body` built before the
// failure is the caller's to discard.
template <class Body>
bool guarded(Diagnostics& out, Body&& body) {
    try {
        std::forward<Body>(body)();
        return true;
    } catch (const std::exception& failure) {
        report_internal_error(failure, out);
        return false;
    }
}

// The whole of an entry point whose result (a Parsed<...> or Written) allocates as it is made:
// `body` returns the result; when anything in it throws, the result is a default one, not ok,
// whose only diagnostic says what failed.
template <class Result, class Body>
Result guarded_entry(Body&& body) {
    Diagnostics failure;
    std::optional<Result> result;
    if (guarded(failure, [&] { result.emplace(std::forward<Body>(body)()); })) return std::move(*result);
    Result failed{};
    failed.ok = false;
    failed.diagnostics = std::move(failure.items());
    return failed;
}

}  // namespace bn
