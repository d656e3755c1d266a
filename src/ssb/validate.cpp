// Checks of one ssb-chess message or content, field by field, against the schemas the
// protocol's clients write (README of ssb-chess plus what its code really writes: a winner
// on mating end messages, "stalemate" and "draw" statuses from scalachess, accepts and
// resignations without branch from early clients, which are warnings here).
#include <algorithm>
#include <cmath>

#include "chess/syntax.hpp"
#include "chess/fen.hpp"
#include "chess/san_grammar.hpp"
#include "common/guarded.hpp"
#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "common/source_text.hpp"
#include "common/x3_run.hpp"
#include "ssb/fields.hpp"
#include "ssb/ids.hpp"
#include "ssb/validate.hpp"
#include "ssb/move_match.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace bn::ssb {

namespace {

class ContentChecker {
public:
    ContentChecker(const json::Value& content, const std::string& path, Diagnostics& out)
        : r_(content, path, out), out_(out) {}

    std::string run() {
        const json::Value* type = r_.string("type", true);
        if (!type) return "";
        const std::string& t = type->text;
        if (t == "chess_invite") {
            invite();
        } else if (t == "chess_invite_accept") {
            link("root", true);
            if (link("branch", false) == nullptr) r_.warn_if_missing("branch");
        } else if (t == "chess_move") {
            link("root", true);
            link("branch", true);
            move_fields(true);
        } else if (t == "chess_game_end") {
            game_end();
        } else if (t == "chess_chat") {
            link("root", true);
            r_.string("msg", true);
        } else {
            r_.error("ssb.unknown_type", "type", *type, {{"type", t}});
        }
        return t;
    }

private:
    const json::Value* feed(std::string_view key, bool required) {
        const json::Value* v = r_.string(key, required);
        if (v && !is_feed_id(v->text)) {
            r_.error("ssb.bad_feed_id", key, *v, {{"id", v->text}});
            return nullptr;
        }
        return v;
    }

    const json::Value* link(std::string_view key, bool required) {
        const json::Value* v = r_.string(key, required);
        if (v && !is_message_id(v->text)) {
            r_.error("ssb.bad_message_id", key, *v, {{"id", v->text}});
            return nullptr;
        }
        return v;
    }

    void invite() {
        feed("inviting", true);
        if (const json::Value* c = r_.string("myColor", true); c && c->text != "white" && c->text != "black")
            r_.error("ssb.bad_color", "myColor", *c, {{"color", c->text}});
        link("root", false);
        const json::Value* branch = r_.get("branch", false);
        if (!branch) return;
        if (branch->kind == json::Kind::string) {
            link("branch", false);
        } else if (branch->kind == json::Kind::array) {
            for (std::size_t i = 0; i < branch->items.size(); ++i) {
                const json::Value& id = branch->items[i];
                std::string path = json::path_index(r_.path_of("branch"), i);
                if (id.kind != json::Kind::string)
                    out_.error("ssb.wrong_type", id.offset, id.length,
                               {{"path", path}, {"expected", "ssb.expected_string", true}});
                else if (!is_message_id(id.text))
                    out_.error("ssb.bad_message_id", id.offset, id.length, {{"path", path}, {"id", id.text}});
            }
        } else {
            r_.error("ssb.wrong_type", "branch", *branch, {{"expected", "ssb.expected_id_or_list", true}});
        }
    }

    void game_end() {
        link("root", true);
        if (link("branch", false) == nullptr) r_.warn_if_missing("branch");
        if (const json::Value* s = r_.string("status", true);
            s && s->text != "mate" && s->text != "draw" && s->text != "resigned" && s->text != "stalemate")
            r_.error("ssb.unknown_status", "status", *s, {{"status", s->text}});
        feed("winner", false);
        // A game-ending move: the protocol's client writes ply and fen always, the rest when set.
        bool any_move_field = false;
        for (const char* key : {"ply", "orig", "dest", "pgnMove", "fen", "promotion"})
            any_move_field = any_move_field || r_.get(key, false);
        if (any_move_field) move_fields(false);
    }

    // ply, orig, dest, pgnMove, fen, promotion; a chess_move needs all but promotion.
    void move_fields(bool is_move) {
        const json::Value* ply = r_.number("ply", true);
        if (ply &&
            (!is_whole_in_range(ply->number, static_cast<double>(limits::max_safe_integer)) || ply->number < 1)) {
            r_.error("ssb.bad_ply", "ply", *ply, {{"ply", ply->text}});
            ply = nullptr;
        }
        for (const char* key : {"orig", "dest"})
            if (const json::Value* sq = r_.string(key, is_move); sq && !is_square_name(sq->text))
                r_.error("ssb.bad_square", key, *sq, {{"square", sq->text}});
        if (const json::Value* san = r_.string("pgnMove", is_move); san && !is_san(san->text))
            r_.error("ssb.bad_san", "pgnMove", *san, {{"san", san->text}});
        if (const json::Value* p = r_.string("promotion", false);
            p && p->text != "q" && p->text != "r" && p->text != "b" && p->text != "n")
            r_.error("ssb.bad_promotion", "promotion", *p, {{"promotion", p->text}});
        const json::Value* fen = r_.string("fen", true);
        if (!fen) return;
        auto position = chess::parse_fen(fen->text);
        for (auto& d : position.diagnostics) {
            // The FEN's own diagnostics, moved to where the string stands in the JSON text.
            Diagnostic& copy = out_.items().emplace_back(d);
            copy.offset += fen->offset + 1;
            copy.line = copy.column = copy.utf16_length = 0;
            copy.args.insert(copy.args.begin(), {"path", r_.path_of("fen")});
        }
        if (!position.ok || !ply) return;
        const auto& pos = position.value;
        double expected = 2.0 * (pos.fullmove_number() - 1) + (pos.side_to_move() == chess::black ? 1 : 0);
        if (expected != ply->number)
            r_.error("ssb.ply_fen_mismatch", "ply", *ply, {{"ply", ply->text}, {"expected", format_number(expected)}});
    }

    static bool is_san(std::string_view text) {
        chess::syntax::SanMove move;
        return !text.empty() && !run_grammar(text, chess::san_grammar(), move);
    }

    FieldReader r_;
    Diagnostics& out_;
};

void check_envelope(const json::Value& message, const std::string& path, const ValidateOptions& options,
                    Diagnostics& out, Validation& result) {
    FieldReader r(message, path, out);
    if (const json::Value* key = r.string("key", true); key && !is_message_id(key->text))
        r.error("ssb.bad_message_id", "key", *key, {{"id", key->text}});
    r.number("timestamp", false);
    const json::Value* value = r.object("value", true);
    if (!value) return;
    FieldReader v(*value, r.path_of("value"), out);
    if (const json::Value* author = v.string("author", true); author && !is_feed_id(author->text))
        v.error("ssb.bad_feed_id", "author", *author, {{"id", author->text}});
    if (const json::Value* seq = v.number("sequence", options.require_sequence_and_timestamp);
        seq && (seq->number < 1 || !is_whole_in_range(seq->number, static_cast<double>(limits::max_safe_integer))))
        v.error("ssb.bad_sequence", "sequence", *seq, {{"sequence", seq->text}});
    if (const json::Value* ts = v.number("timestamp", options.require_sequence_and_timestamp); ts && ts->number < 0)
        v.error("ssb.bad_timestamp", "timestamp", *ts, {{"timestamp", ts->text}});
    if (const json::Value* prev = v.get("previous", false); prev && prev->kind != json::Kind::null) {
        if (prev->kind != json::Kind::string)
            v.error("ssb.wrong_type", "previous", *prev, {{"expected", "ssb.expected_id_or_null", true}});
        else if (!is_message_id(prev->text))
            v.error("ssb.bad_message_id", "previous", *prev, {{"id", prev->text}});
    }
    if (const json::Value* hash = v.string("hash", false); hash && hash->text != "sha256")
        v.error("ssb.bad_hash", "hash", *hash, {{"hash", hash->text}});
    if (const json::Value* sig = v.string("signature", false); sig && !is_signature(sig->text))
        v.error("ssb.bad_signature", "signature", *sig);
    const json::Value* content = v.get("content", true);
    if (!content) return;
    std::string content_path = v.path_of("content");
    if (content->kind == json::Kind::object) {
        result.type = ContentChecker(*content, content_path, out).run();
    } else if (content->kind == json::Kind::string && content->text.size() > 4 &&
               content->text.compare(content->text.size() - 4, 4, ".box") == 0) {
        v.warning("ssb.encrypted_content", "content", *content);
    } else {
        v.error("ssb.wrong_type", "content", *content, {{"expected", "ssb.expected_object", true}});
    }
}

}  // namespace

Validation validate_value(const json::Value& value, const std::string& path, const ValidateOptions& options,
                          Diagnostics& out) {
    Validation result;
    if (value.kind != json::Kind::object) {
        out.error("ssb.not_an_object", value.offset, value.length, {{"path", path}});
        return result;
    }
    if (value.find("value") || value.find("key")) {
        result.shape = Shape::message;
        check_envelope(value, path, options, out, result);
    } else if (value.find("type")) {
        result.shape = Shape::content;
        result.type = ContentChecker(value, path, out).run();
    } else {
        out.error("ssb.unknown_shape", value.offset, 1, {{"path", path}});
    }
    return result;
}

Parsed<Validation> validate(std::string_view text, const ValidateOptions& options) {
    return guarded_entry<Parsed<Validation>>([&] {
        Parsed<Validation> result;
        auto parsed = json::parse(text);
        result.diagnostics = std::move(parsed.diagnostics);
        if (parsed.ok) {
            Diagnostics d;
            result.value = validate_value(parsed.value, "$", options, d);
            SourceText(text).resolve(d.items());
            result.diagnostics = std::move(d.items());
        }
        result.ok = std::none_of(result.diagnostics.begin(), result.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.severity == Severity::error; });
        return result;
    });
}

}  // namespace bn::ssb
