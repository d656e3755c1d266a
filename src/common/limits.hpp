// Limits every notation enforces; past one, the user gets a diagnostic, never an abort.
// Documented in docs/architecture.md ("Limits") and each notation's page in docs/.
#pragma once

#include <cstddef>
#include <cstdint>

namespace bn::limits {

// Largest input accepted by any parse function.
inline constexpr std::size_t max_input_bytes = std::size_t{256} * 1024 * 1024;

// Most diagnostics one call reports (docs/architecture.md, "Limits"): 100,000 bad characters would otherwise
// become 100,000 diagnostics, each located and rendered (a JS object each in the wrappers).
inline constexpr std::size_t max_diagnostics = 100;

// Largest integer a count may hold: the largest integer a JS number represents exactly.
inline constexpr std::uint64_t max_safe_integer = (std::uint64_t{1} << 53) - 1;

}  // namespace bn::limits
