#include "common.hpp"

#include <emscripten/bind.h>
#include <malloc.h>

#include "common/messages.hpp"

namespace bn::bindings {

using emscripten::val;

val to_js(const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    return js_array(diagnostics, [&](const Diagnostic& d) {
        val item = val::object();
        item.set("code", d.code);
        item.set("severity", d.severity == Severity::error ? "error" : "warning");
        item.set("line", d.line);
        item.set("column", d.column);
        item.set("length", d.utf16_length);
        val args = val::object();
        for (const auto& a : d.args) args.set(a.name, a.value);
        item.set("args", args);
        item.set("message", messages::render(d, language));
        return item;
    });
}

val float64_array(const std::vector<double>& values) {
    return val::global("Float64Array")
        .new_(emscripten::typed_memory_view(values.size(), values.data()))
        .call<val>("slice");
}

namespace {

// For messages the JS wrappers build themselves (errors about the shape of a JS object).
std::string render_message(const std::string& code, val args, const std::string& language) {
    std::vector<MessageArg> list;
    auto length = args["length"].as<unsigned>();
    for (unsigned i = 0; i < length; ++i) {
        val arg = args[i];
        list.push_back({arg[0].as<std::string>(), arg[1].as<std::string>(), arg[2].as<bool>()});
    }
    return messages::render(code, list, language);
}

// Bytes malloc has handed out and not taken back: what tests/js/memory.test.cjs watches for
// leaks (the size of wasm memory only ever grows, so it cannot show memory given back).
double heap_bytes_in_use() { return static_cast<double>(mallinfo().uordblks); }

val languages() {
    return js_array(messages::languages(), [](const auto& language) { return val(language); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_common) {
    emscripten::function("renderMessage", &render_message);
    emscripten::function("languages", &languages);
    emscripten::function("heapBytesInUse", &heap_bytes_in_use);
}

}  // namespace bn::bindings
