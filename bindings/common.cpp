#include "common.hpp"

#include <emscripten/bind.h>
#include <malloc.h>

#include "common/guarded.hpp"
#include "common/messages.hpp"

// Defined in JS (bindings/boundary.js).
extern "C" {
[[noreturn]] void bn_throw_failure(int out_of_memory, const char* what);
emscripten::EM_VAL bn_js_string(const char* text, std::size_t length);
}

namespace bn::bindings {

using emscripten::val;

namespace boundary {

namespace {
// One failure at a time: it is thrown to JS as soon as it is noted.
bool failure_was_memory = false;
char failure_what[256];
}  // namespace

void note_failure(const std::exception& failure) noexcept {
    failure_was_memory = dynamic_cast<const std::bad_alloc*>(&failure) != nullptr;
    const char* text = failure_was_memory ? "" : failure.what();
    std::size_t n = 0;
    for (; text[n] != '\0' && n + 1 < sizeof failure_what; ++n) failure_what[n] = text[n];
    failure_what[n] = '\0';
}

void throw_noted_failure() { bn_throw_failure(failure_was_memory, failure_what); }

}  // namespace boundary

val js_string(std::string_view text) { return val::take_ownership(bn_js_string(text.data(), text.size())); }
[[gnu::noinline]] val js_string(const std::string& text) { return js_string(std::string_view(text)); }

void throw_if_out_of_memory(const std::vector<Diagnostic>& diagnostics) {
    if (ran_out_of_memory(diagnostics)) throw std::bad_alloc();
}

val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    throw_if_out_of_memory(diagnostics);
    return js_array(diagnostics, [&](const Diagnostic& d) {
        val item = val::object();
        item.set("code", js_string(d.code));
        item.set("severity", d.severity == Severity::error ? "error" : "warning");
        item.set("line", d.line);
        item.set("column", d.column);
        item.set("length", d.utf16_length);
        val args = val::object();
        // Argument values and messages quote the input, which may be long.
        for (const auto& a : d.args) args.set(js_string(a.name), js_string(a.value));
        item.set("args", args);
        item.set("message", js_string(messages::render(d, language)));
        return item;
    });
}

val js_result(bool ok, const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    val result = val::object();
    result.set("ok", ok);
    result.set("diagnostics", to_js(diagnostics, language));
    return result;
}

val js_written(const Written& written, const std::string& language) {
    val result = js_result(written.ok, written.diagnostics, language);
    if (written.ok) result.set("text", js_string(written.text));
    return result;
}

val float64_array(const std::vector<double>& values) {
    return val::global("Float64Array")
        .new_(emscripten::typed_memory_view(values.size(), values.data()))
        .call<val>("slice");
}

namespace {

// For messages the JS wrappers build themselves (errors about the shape of a JS object).
val render_message(const std::string& code, val args, const std::string& language) {
    std::vector<MessageArg> list;
    auto length = args["length"].as<unsigned>();
    for (unsigned i = 0; i < length; ++i) {
        val arg = args[i];
        list.push_back({arg[0].as<std::string>(), arg[1].as<std::string>(), arg[2].as<bool>()});
    }
    return js_string(messages::render(code, list, language));
}

// Bytes malloc has handed out and not taken back: what tests/js/memory.test.cjs watches for
// leaks (the size of wasm memory only ever grows, so it cannot show memory given back).
double heap_bytes_in_use() noexcept { return static_cast<double>(mallinfo().uordblks); }

val languages() {
    return js_array(messages::languages(), [](const auto& language) { return js_string(language); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_common) {
    emscripten::function("renderMessage", guard<&render_message>);
    emscripten::function("languages", guard<&languages>);
    emscripten::function("heapBytesInUse", guard<&heap_bytes_in_use>);
}

}  // namespace bn::bindings
