// ssb-chess: validate / replay take the JSON text the wrapper wrote into wasm memory (a JS
// object is serialised by the wrapper first); results are small, so they cross as embind
// vals whose keys are fixed names, never keys read from the input. Builders return the
// content's JSON text, which the wrapper turns into an object. The wrapper is npm/src/ssb/.
#include <emscripten/bind.h>

#include <cstdint>

#include "common.hpp"
#include "ssb/build.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

const char* shape_name(ssb::Shape shape) {
    switch (shape) {
        case ssb::Shape::message: return "message";
        case ssb::Shape::content: return "content";
        default: return "";
    }
}

val ssb_validate(std::uintptr_t address, std::size_t length, bool require_sequence, const std::string& language) {
    ssb::ValidateOptions options;
    options.require_sequence_and_timestamp = require_sequence;
    auto v = ssb::validate(input_at(address, length), options);
    val out = js_result(v.ok, v.diagnostics, language);
    out.set("shape", shape_name(v.value.shape));
    out.set("type", js_string(v.value.type));
    return out;
}

val ssb_replay(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto r = ssb::replay(input_at(address, length));
    const ssb::Replay& g = r.value;
    val out = val::object();
    out.set("ok", r.ok);
    out.set("gameId", js_string(g.game_id));
    out.set("white", js_string(g.white));
    out.set("black", js_string(g.black));
    out.set("status", js_string(g.status));
    out.set("result", js_string(g.result));
    out.set("winner", js_string(g.winner));
    out.set("startFen", js_string(g.start_fen));
    out.set("fen", js_string(g.fen));
    out.set("lastKey", js_string(g.last_key));
    out.set("plies", js_array(g.plies, [](const auto& p) {
                val item = val::object();
                item.set("ply", p.ply);
                item.set("san", js_string(p.san));
                item.set("fen", js_string(p.fen));
                item.set("orig", js_string(p.orig));
                item.set("dest", js_string(p.dest));
                item.set("promotion", js_string(p.promotion));
                item.set("key", js_string(p.key));
                item.set("author", js_string(p.author));
                item.set("message", p.message);
                item.set("verified", p.verified);
                return item;
            }));
    out.set("chat", js_array(g.chat, [](const auto& c) {
                val item = val::object();
                item.set("key", js_string(c.key));
                item.set("author", js_string(c.author));
                item.set("msg", js_string(c.msg));
                item.set("message", c.message);
                return item;
            }));
    out.set("rematchInvites", js_array(g.rematch_invites, [](const auto& k) { return js_string(k); }));
    out.set("pgn", js_string(g.pgn));
    out.set("issues", to_js(g.issues, language));
    return out;
}

val built(const Parsed<std::string>& b, const std::string& language) {
    val out = js_result(b.ok, b.diagnostics, language);
    out.set("content", js_string(b.value));
    return out;
}

val ssb_invite(const std::string& inviting, const std::string& my_color, const std::string& root, val branch,
               const std::string& language) {
    ssb::InviteFields f{inviting, my_color, root, {}};
    auto n = branch["length"].as<unsigned>();
    for (unsigned i = 0; i < n; ++i) f.branch.push_back(branch[i].as<std::string>());
    return built(ssb::build_invite(f), language);
}

val ssb_accept(const std::string& key, const std::string& language) { return built(ssb::build_accept(key), language); }

val ssb_move(const std::string& root, const std::string& branch, const std::string& fen, const std::string& orig,
             const std::string& dest, const std::string& promotion, const std::string& mover,
             const std::string& language) {
    return built(ssb::build_move({root, branch, fen, orig, dest, promotion, mover}), language);
}

val ssb_end(const std::string& root, const std::string& branch, const std::string& status,
            const std::string& language) {
    return built(ssb::build_end({root, branch, status}), language);
}

val ssb_chat(const std::string& root, const std::string& msg, const std::string& language) {
    return built(ssb::build_chat(root, msg), language);
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_ssb) {
    emscripten::function("ssbValidate", guard<&ssb_validate>);
    emscripten::function("ssbReplay", guard<&ssb_replay>);
    emscripten::function("ssbInvite", guard<&ssb_invite>);
    emscripten::function("ssbAccept", guard<&ssb_accept>);
    emscripten::function("ssbMove", guard<&ssb_move>);
    emscripten::function("ssbEnd", guard<&ssb_end>);
    emscripten::function("ssbChat", guard<&ssb_chat>);
}

}  // namespace bn::bindings
