// The contents a client posts, written in the key order the protocol's client writes them.
// Every built content goes through validate_value before it is returned, so a builder never
// hands out a message the checks would refuse (bad ids, for instance, come back as the
// same diagnostics validate gives, with paths relative to the content).
#include "chess/fen.hpp"
#include "common/utf8.hpp"
#include "chess/game.hpp"
#include "ssb/build.hpp"
#include "ssb/validate.hpp"
#include "ssb/move_match.hpp"
#include "json/write.hpp"

namespace bn::ssb {

namespace {

class ObjectBuilder {
public:
    ObjectBuilder() { value_.kind = json::Kind::object; }
    ObjectBuilder& str(std::string key, std::string text) {
        check_text("$." + key, text);
        json::Value v;
        v.kind = json::Kind::string;
        v.text = std::move(text);
        return add(std::move(key), std::move(v));
    }
    ObjectBuilder& num(std::string key, double n) {
        json::Value v;
        v.kind = json::Kind::number;
        v.number = n;
        return add(std::move(key), std::move(v));
    }
    ObjectBuilder& list(std::string key, const std::vector<std::string>& items) {
        json::Value v;
        v.kind = json::Kind::array;
        for (const auto& s : items) {
            check_text(json::path_index("$." + key, v.items.size()), s);
            json::Value item;
            item.kind = json::Kind::string;
            item.text = s;
            v.items.push_back(std::move(item));
        }
        return add(std::move(key), std::move(v));
    }
    // Validates the content and returns its JSON text, or the diagnostics.
    Parsed<std::string> finish() {
        Parsed<std::string> result;
        Diagnostics d;
        if (!bad_text_.empty()) d.error("ssb.build.invalid_utf8", 0, 0, {{"path", bad_text_}});
        validate_value(value_, "$", ValidateOptions{}, d);
        result.ok = !d.has_errors();
        if (result.ok) result.value = json::write(value_);
        result.diagnostics = std::move(d.items());
        for (auto& diag : result.diagnostics) diag.offset = diag.length = 0;  // no input text to point into
        return result;
    }

private:
    // JSON holds Unicode text only: bytes that are not UTF-8 would make a message that
    // validate() (and every reader) refuses.
    void check_text(std::string path, std::string_view text) {
        if (bad_text_.empty() && !is_valid_utf8(text)) bad_text_ = std::move(path);
    }
    ObjectBuilder& add(std::string key, json::Value v) {
        value_.members.push_back(json::Member{std::move(key), 0, 0, std::move(v)});
        return *this;
    }
    json::Value value_;
    std::string bad_text_;  // path of the first argument that is not UTF-8
};

Parsed<std::string> failure(std::string code, std::vector<MessageArg> args) {
    Parsed<std::string> result;
    Diagnostics d;
    d.error(std::move(code), 0, 0, std::move(args));
    result.diagnostics = std::move(d.items());
    return result;
}

}  // namespace

Parsed<std::string> build_invite(const InviteFields& f) {
    ObjectBuilder b;
    b.str("type", "chess_invite").str("inviting", f.inviting).str("myColor", f.my_color);
    if (!f.root.empty()) b.str("root", f.root);
    if (!f.branch.empty()) b.list("branch", f.branch);
    return b.finish();
}

Parsed<std::string> build_accept(std::string_view invite_key) {
    ObjectBuilder b;
    b.str("type", "chess_invite_accept").str("root", std::string(invite_key)).str("branch", std::string(invite_key));
    return b.finish();
}

Parsed<std::string> build_end(const EndFields& f) {
    ObjectBuilder b;
    b.str("type", "chess_game_end").str("status", f.status).str("root", f.root);
    if (!f.branch.empty()) b.str("branch", f.branch);
    return b.finish();
}

Parsed<std::string> build_chat(std::string_view root, std::string_view msg) {
    ObjectBuilder b;
    b.str("type", "chess_chat").str("root", std::string(root)).str("msg", std::string(msg));
    return b.finish();
}

Parsed<std::string> build_move(const MoveFields& f) {
    for (const auto& [name, square] : {std::pair{"orig", &f.orig}, std::pair{"dest", &f.dest}})
        if (!is_square_name(*square))
            return failure("ssb.bad_square", {{"path", std::string("$.") + name}, {"square", *square}});
    if (!f.promotion.empty() && promotion_piece(f.promotion) == chess::no_piece_type)
        return failure("ssb.bad_promotion", {{"path", "$.promotion"}, {"promotion", f.promotion}});
    auto position = chess::parse_fen(f.fen);
    if (!position.ok) {
        Parsed<std::string> result;
        result.diagnostics = std::move(position.diagnostics);
        return result;
    }
    chess::Game game(position.value);
    const chess::MoveSpan legal = game.legal_moves();
    auto matches = matching_moves(legal, square_of(f.orig), square_of(f.dest));
    if (matches.empty()) return failure("ssb.build.illegal_move", {{"orig", f.orig}, {"dest", f.dest}, {"fen", f.fen}});
    chess::Move move = matches.front();
    if (move.is_promotion()) {
        if (f.promotion.empty()) return failure("ssb.build.promotion_required", {{"orig", f.orig}, {"dest", f.dest}});
        for (chess::Move m : matches)
            if (m.promotion_piece() == promotion_piece(f.promotion)) move = m;
    } else if (!f.promotion.empty()) {
        return failure("ssb.build.unexpected_promotion",
                       {{"orig", f.orig}, {"dest", f.dest}, {"promotion", f.promotion}});
    }
    std::string san = chess::write_san(game.position(), legal, move);
    game.play(move);
    const chess::Position& after = game.position();
    std::string fen = chess::write_fen(after);
    double ply = 2.0 * (after.fullmove_number() - 1) + (after.side_to_move() == chess::black ? 1 : 0);
    std::string promotion = f.promotion.empty() ? "" : std::string(1, static_cast<char>(f.promotion[0] | 0x20));

    // What scalachess reports after the move decides the message type, as in ssb-chess.
    std::string status = game.is_checkmate()   ? "mate"
                         : game.is_stalemate() ? "stalemate"
                                               : (game.is_insufficient_material() ? "draw" : "");
    ObjectBuilder b;
    if (status.empty()) {
        b.str("type", "chess_move").num("ply", ply).str("root", f.root).str("orig", f.orig).str("dest", f.dest);
        b.str("pgnMove", san).str("fen", fen).str("branch", f.branch);
    } else {
        b.str("type", "chess_game_end").str("status", status).num("ply", ply).str("fen", fen).str("root", f.root);
        b.str("branch", f.branch);
        if (status == "mate" && !f.mover.empty()) b.str("winner", f.mover);
        b.str("orig", f.orig).str("dest", f.dest).str("pgnMove", san);
    }
    if (!promotion.empty()) b.str("promotion", promotion);
    return b.finish();
}

}  // namespace bn::ssb
