// Marshalling shared by every notation's bindings: inputs arrive as UTF-8 bytes the JS
// wrapper wrote into wasm memory; diagnostics leave as plain JS objects with their message.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn::bindings {

// The bytes at [address, address + length) of wasm memory, written there by the JS wrapper.
inline std::string_view input_at(std::uintptr_t address, std::size_t length) {
    return {reinterpret_cast<const char*>(address), length};
}

emscripten::val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language);

// A Float64Array holding a copy of `values` (copied, so it survives memory growth).
emscripten::val float64_array(const std::vector<double>& values);

}  // namespace bn::bindings
