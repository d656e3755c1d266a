#include "sgf/replay.hpp"

#include <string>

#include "common/guarded.hpp"

namespace bn::sgf {

namespace {

std::string squeeze_upper(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c >= 'a' && c <= 'z')
            out += static_cast<char>(c - 'a' + 'A');
        else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
            out += c;
    }
    return out;
}

class Replayer {
public:
    Replayer(const Collection& c, const ReplayOptions& o, Diagnostics& d) : c_(c), o_(o), d_(d) {}

    Replay take() { return std::move(r_); }

    void run() {
        if (o_.tree >= c_.trees.size() || c_.trees[o_.tree].root >= c_.nodes.size()) {
            d_.error("sgf.replay.no_tree", 0, 0, {{"tree", std::to_string(o_.tree + 1)}});
            return;
        }
        const Node& root = c_.nodes[c_.trees[o_.tree].root];
        if (!replay_root(root, r_, d_)) return;
        NodeIndex n = c_.trees[o_.tree].root;
        std::size_t steps = 0;
        while (n != no_node && n < c_.nodes.size() && steps++ <= c_.nodes.size()) {
            const Node& node = c_.nodes[n];
            const bool has_move = node.find("B") || node.find("W");
            if (has_move && r_.moves >= o_.moves) return;
            replay_setup(node, r_, d_);
            for (const auto& p : node.properties) {
                if (p.id != "B" && p.id != "W") continue;
                if (r_.moves >= o_.moves) break;  // B and W in one node (illegal, but seen)
                replay_move(p.id == "B" ? go::Color::black : go::Color::white, p, r_, d_);
            }
            r_.node = n;
            if (has_move && r_.moves >= o_.moves && !o_.apply_setup_after_last_move) return;
            n = node.children.empty() ? no_node : node.children.front();
        }
        r_.reached_end = r_.moves < o_.moves;
    }

private:
    const Collection& c_;
    const ReplayOptions& o_;
    Replay r_;
    Diagnostics& d_;
};

void error_at(Diagnostics& d, const char* code, const Value& at, std::vector<MessageArg> args) {
    d.error(code, at.offset, at.span(), std::move(args));
}
void warning_at(Diagnostics& d, const char* code, const Value& at, std::vector<MessageArg> args = {}) {
    d.warning(code, at.offset, at.span(), std::move(args));
}

}  // namespace

bool replay_root(const Node& root, Replay& r, Diagnostics& d) {
    if (const Property* gm = root.find("GM")) {
        auto game = decode_number(gm->values.front().raw);
        if (game && *game != 1) {
            error_at(d, "sgf.replay.not_go", gm->values.front(), {{"game", gm->values.front().raw}});
            return false;
        }
    }
    if (const Property* sz = root.find("SZ")) {
        auto size = decode_size(sz->values.front().raw);
        if (!size) {
            error_at(d, "sgf.replay.bad_size", sz->values.front(), {{"size", sz->values.front().raw}});
            return false;
        }
        r.size = *size;
    }
    auto position = go::Position::create(r.size.columns, r.size.rows);
    if (!position) {
        d.error("sgf.replay.board_too_large", root.find("SZ")->values.front().offset, 0,
                {{"columns", std::to_string(r.size.columns)},
                 {"rows", std::to_string(r.size.rows)},
                 {"limit", std::to_string(go::max_board_size)}});
        return false;
    }
    r.position = std::move(*position);
    if (const Property* ru = root.find("RU")) r.rules = rules_named(decode_simple_text(ru->values.front().raw));
    return true;
}

bool replay_setup(const Node& node, Replay& r, Diagnostics& d) {
    static constexpr std::pair<const char*, go::Stone> kinds[] = {
        {"AE", go::Stone::empty}, {"AB", go::Stone::black}, {"AW", go::Stone::white}};
    bool setup = false;
    for (const auto& [id, stone] : kinds) {
        const Property* p = node.find(id);
        if (!p) continue;
        setup = true;
        for (const auto& v : p->values) {
            auto points = decode_point_list({v});
            if (!points) {
                warning_at(d, "sgf.replay.bad_point", v, {{"id", id}, {"value", v.raw}});
                continue;
            }
            for (go::Point q : *points) {
                if (!r.position.board().contains(q)) {
                    warning_at(d, "sgf.replay.point_off_board", v, {{"id", id}, {"value", v.raw}});
                    break;
                }
                r.position.setup(q, stone);
            }
        }
    }
    if (const Property* pl = node.find("PL")) {
        if (auto color = decode_color(pl->values.front().raw))
            r.to_play = *color;
        else
            warning_at(d, "sgf.replay.bad_color", pl->values.front(), {{"value", pl->values.front().raw}});
    }
    return setup;
}

go::MoveResult replay_move(go::Color color, const Property& p, Replay& r, Diagnostics& d) {
    const Value& v = p.values.front();
    const std::string name = color == go::Color::black ? "B" : "W";
    ++r.moves;
    r.to_play = go::opponent(color);
    auto move = decode_move(v.raw, r.size);
    if (!move) warning_at(d, "sgf.replay.bad_move", v, {{"id", name}, {"value", v.raw}});
    if (!move || move->pass) {
        r.position.pass();
        r.last_move = PlayedMove{color, true, {}};
        return {};
    }
    if (!r.position.board().contains(move->point)) {
        warning_at(d, "sgf.replay.point_off_board", v, {{"id", name}, {"value", v.raw}});
        r.position.pass();
        r.last_move = PlayedMove{color, true, {}};
        go::MoveResult result;
        result.off_board = true;
        return result;
    }
    go::MoveResult result = r.position.play(color, move->point);
    r.last_move = PlayedMove{color, false, move->point};
    std::vector<MessageArg> args{{"id", name}, {"value", v.raw}, {"move", std::to_string(r.moves)}};
    if (result.occupied) warning_at(d, "sgf.replay.occupied", v, args);
    if (result.ko_recapture) warning_at(d, "sgf.replay.ko_recapture", v, args);
    if (result.suicide && !r.rules.allow_suicide) warning_at(d, "sgf.replay.suicide", v, args);
    return result;
}

go::Rules rules_named(std::string_view ruleset) {
    const std::string name = squeeze_upper(ruleset);
    go::Rules rules;
    rules.allow_suicide = name == "NZ" || name == "NEWZEALAND" || name == "TROMPTAYLOR" || name == "ING" ||
                          name == "GOE" || name == "INGGOE";
    return rules;
}

Parsed<Replay> replay_main_line(const Collection& collection, const ReplayOptions& options) {
    return guarded_entry<Parsed<Replay>>([&] {
        Parsed<Replay> result;
        Diagnostics diagnostics;
        Replayer replayer(collection, options, diagnostics);
        replayer.run();
        result.value = replayer.take();
        result.ok = !diagnostics.has_errors();
        result.diagnostics = std::move(diagnostics.items());
        return result;
    });
}

}  // namespace bn::sgf
