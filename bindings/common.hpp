// Marshalling shared by every notation's bindings: inputs arrive as UTF-8 bytes the JS
// wrapper wrote into wasm memory; diagnostics leave as plain JS objects with their message;
// every bound function and constructor is registered through guard<...> (below).
#pragma once

#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/source_text.hpp"  // SourceCursor, which the bindings use for positions
#include "common/written.hpp"
#include "words.hpp"  // room

namespace bn::bindings {

// The bytes at [address, address + length) of wasm memory, written there by the JS wrapper.
inline std::string_view input_at(std::uintptr_t address, std::size_t length) {
    return {reinterpret_cast<const char*>(address), length};
}

// Throws std::bad_alloc when one of `diagnostics` is common.out_of_memory: a result whose
// reading ran out of memory leaves as BoardnotationMemoryError (see guard), never as a result
// that looks like a verdict on the input.
void throw_if_out_of_memory(const std::vector<Diagnostic>& diagnostics);

// Diagnostics as JS objects (throw_if_out_of_memory first).
emscripten::val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language);

// The answer most entry points give: { ok, diagnostics } (as to_js gives them), on which the
// caller sets what else it returns.
emscripten::val js_result(bool ok, const std::vector<Diagnostic>& diagnostics, const std::string& language);
// A writer's answer: { ok, diagnostics, text }, the text only when it could be written.
emscripten::val js_written(const Written& written, const std::string& language);

// A JS array of one(item) for each item, set by index: one call into JS per item. Not
// call<void>("push", ...): that goes through embind's method caller, which without new Function
// (strict CSP, -sDYNAMIC_EXECUTION=0) builds an array and loops over its argument types per call.
template <class Items, class One>
emscripten::val js_array(const Items& items, One&& one) {
    emscripten::val out = emscripten::val::array();
    unsigned index = 0;
    for (const auto& item : items) out.set(index++, one(item));
    return out;
}

// A Float64Array holding a copy of `values` (copied, so it survives memory growth).
emscripten::val float64_array(const std::vector<double>& values);

// `text` as a JS string, decoded from wasm memory where it is. embind's own crossing of a
// std::string (a result, or val(std::string)) mallocs a copy first without looking: when memory
// is full, it writes the copy at address 0, over the module's data for a text of more than a
// kilobyte. Every string a binding gives JS leaves this way.
emscripten::val js_string(std::string_view text);
emscripten::val js_string(const std::string& text);  // the same, called from many places: not inlined

// --- The boundary: no C++ exception reaches JavaScript ----------------------------------------
// A C++ exception that leaves a bound function reaches JS as a bare WebAssembly.Exception with no
// message, and its exception object is never freed (when memory is full, libc++abi takes it from
// a 512-byte emergency pool; a few such leaks and the next throw aborts the module). So every
// function and constructor is registered as guard<&f> (guarded_new<T, Args...> for a
// constructor): std::bad_alloc becomes JS's BoardnotationMemoryError, another std::exception
// (a bug) a BoardnotationInternalError (bindings/boundary.js builds them), thrown once the C++
// catch block has ended; the invoker (bindings/embind_invoker.js) then puts back the wasm stack
// pointer that unwinding into JS leaves behind. The signature seen by embind is f's, but for two
// kinds of types:
// - std::string parameters arrive as JS values and are copied into C++ inside the guard (embind's
//   own copy happens before the call, where a failed allocation would escape it);
// - a std::string result leaves through js_string.
// A noexcept f needs no catch block: its guard only maps those types.
namespace boundary {

// What the catch block of run() keeps of a failure (whether it is std::bad_alloc, its what()),
// and the JS error thrown from it afterwards (bindings/boundary.js), which never returns.
void note_failure(const std::exception& failure) noexcept;
[[noreturn]] void throw_noted_failure();

template <class T>
struct Param {
    using Wire = T;
    static constexpr bool copies = false;
    static T&& take(std::remove_reference_t<T>& value) { return static_cast<T&&>(value); }
};
template <>
struct Param<const std::string&> {
    using Wire = emscripten::val;
    static constexpr bool copies = true;  // may throw std::bad_alloc
    static std::string take(const emscripten::val& value) { return value.as<std::string>(); }
};
template <>
struct Param<std::string> : Param<const std::string&> {};

template <class R>
struct Result {
    using Wire = R;
    static R give(R&& value) { return std::forward<R>(value); }
};
template <>
struct Result<std::string> {
    using Wire = emscripten::val;
    static emscripten::val give(const std::string& value) { return js_string(value); }
};

template <>
struct Result<void> {
    using Wire = void;
};

// No catch (...): with wasm exceptions it would also catch the JS errors thrown through C++
// frames (a failed string copy, see boundary.js), which are already the right ones.
template <class R, class Call>
typename Result<R>::Wire run(Call&& call) {
    try {
        if constexpr (std::is_void_v<R>)
            return call();
        else
            return Result<R>::give(call());
    } catch (const std::exception& failure) {
        note_failure(failure);
    }
    throw_noted_failure();
}

// Calls f(args...) behind the boundary: a noexcept f (`nothrow`) needs no catch block, nor can a
// parameter of it copy (each catch block costs code, and a module has dozens of bindings).
template <class R, bool nothrow, class... A, class Call>
typename Result<R>::Wire guarded_call(Call&& call) {
    if constexpr (nothrow) {
        static_assert(!(Param<A>::copies || ...), "a noexcept binding takes no std::string: its copy may throw");
        if constexpr (std::is_void_v<R>)
            call();
        else
            return Result<R>::give(call());
    } else {
        return run<R>(std::forward<Call>(call));
    }
}

template <auto F>
struct Guard;

template <class R, class... A, bool nothrow, R (*F)(A...) noexcept(nothrow)>
struct Guard<F> {
    static typename Result<R>::Wire call(typename Param<A>::Wire... args) {
        return guarded_call<R, nothrow, A...>([&]() -> R { return F(Param<A>::take(args)...); });
    }
};

template <class C, class R, class... A, bool nothrow, R (C::*F)(A...) noexcept(nothrow)>
struct Guard<F> {
    static typename Result<R>::Wire call(C& self, typename Param<A>::Wire... args) {
        return guarded_call<R, nothrow, A...>([&]() -> R { return (self.*F)(Param<A>::take(args)...); });
    }
};

template <class C, class R, class... A, bool nothrow, R (C::*F)(A...) const noexcept(nothrow)>
struct Guard<F> {
    static typename Result<R>::Wire call(const C& self, typename Param<A>::Wire... args) {
        return guarded_call<R, nothrow, A...>([&]() -> R { return (self.*F)(Param<A>::take(args)...); });
    }
};

template <class T, class... A>
T* make(A... args) {
    return new T(std::move(args)...);
}

}  // namespace boundary

// What embind registers for `f`: f behind the boundary.
template <auto F>
constexpr auto guard = &boundary::Guard<F>::call;

// What embind registers as the constructor T(A...).
template <class T, class... A>
constexpr auto guarded_new = &boundary::Guard<&boundary::make<T, A...>>::call;

}  // namespace bn::bindings
