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
        if (!read_root(root)) return;
        NodeIndex n = c_.trees[o_.tree].root;
        std::size_t steps = 0;
        while (n != no_node && n < c_.nodes.size() && steps++ <= c_.nodes.size()) {
            const Node& node = c_.nodes[n];
            const bool has_move = node.find("B") || node.find("W");
            if (has_move && r_.moves >= o_.moves) return;
            apply_setup(node);
            for (const auto& p : node.properties) {
                if (p.id != "B" && p.id != "W") continue;
                if (r_.moves >= o_.moves) break;  // B and W in one node (illegal, but seen)
                play(p.id == "B" ? go::Color::black : go::Color::white, p);
            }
            r_.node = n;
            if (has_move && r_.moves >= o_.moves && !o_.apply_setup_after_last_move) return;
            n = node.children.empty() ? no_node : node.children.front();
        }
        r_.reached_end = r_.moves < o_.moves;
    }

private:
    bool read_root(const Node& root) {
        if (const Property* gm = root.find("GM")) {
            auto game = decode_number(gm->values.front().raw);
            if (game && *game != 1) {
                error("sgf.replay.not_go", gm->values.front(), {{"game", gm->values.front().raw}});
                return false;
            }
        }
        if (const Property* sz = root.find("SZ")) {
            auto size = decode_size(sz->values.front().raw);
            if (!size) {
                error("sgf.replay.bad_size", sz->values.front(), {{"size", sz->values.front().raw}});
                return false;
            }
            r_.size = *size;
        }
        auto position = go::Position::create(r_.size.columns, r_.size.rows);
        if (!position) {
            d_.error("sgf.replay.board_too_large", root.find("SZ")->values.front().offset, 0,
                     {{"columns", std::to_string(r_.size.columns)},
                      {"rows", std::to_string(r_.size.rows)},
                      {"limit", std::to_string(go::max_board_size)}});
            return false;
        }
        r_.position = std::move(*position);
        if (const Property* ru = root.find("RU")) r_.rules = rules_named(decode_simple_text(ru->values.front().raw));
        return true;
    }

    void error(const char* code, const Value& at, std::vector<MessageArg> args) {
        d_.error(code, at.offset, at.raw.size() + 2, std::move(args));
    }
    void warning(const char* code, const Value& at, std::vector<MessageArg> args = {}) {
        d_.warning(code, at.offset, at.raw.size() + 2, std::move(args));
    }

    void apply_setup(const Node& node) {
        static constexpr std::pair<const char*, go::Stone> kinds[] = {
            {"AE", go::Stone::empty}, {"AB", go::Stone::black}, {"AW", go::Stone::white}};
        for (const auto& [id, stone] : kinds) {
            const Property* p = node.find(id);
            if (!p) continue;
            for (const auto& v : p->values) {
                auto points = decode_point_list({v});
                if (!points) {
                    warning("sgf.replay.bad_point", v, {{"id", id}, {"value", v.raw}});
                    continue;
                }
                for (go::Point q : *points) {
                    if (!r_.position.board().contains(q)) {
                        warning("sgf.replay.point_off_board", v, {{"id", id}, {"value", v.raw}});
                        break;
                    }
                    r_.position.setup(q, stone);
                }
            }
        }
        if (const Property* pl = node.find("PL")) {
            if (auto color = decode_color(pl->values.front().raw))
                r_.to_play = *color;
            else
                warning("sgf.replay.bad_color", pl->values.front(), {{"value", pl->values.front().raw}});
        }
    }

    void play(go::Color color, const Property& p) {
        const Value& v = p.values.front();
        const std::string name = color == go::Color::black ? "B" : "W";
        ++r_.moves;
        r_.to_play = go::opponent(color);
        auto move = decode_move(v.raw, r_.size);
        if (!move) warning("sgf.replay.bad_move", v, {{"id", name}, {"value", v.raw}});
        if (!move || move->pass) {
            r_.position.pass();
            r_.last_move = PlayedMove{color, true, {}};
            return;
        }
        if (!r_.position.board().contains(move->point)) {
            warning("sgf.replay.point_off_board", v, {{"id", name}, {"value", v.raw}});
            r_.position.pass();
            r_.last_move = PlayedMove{color, true, {}};
            return;
        }
        go::MoveResult result = r_.position.play(color, move->point);
        r_.last_move = PlayedMove{color, false, move->point};
        std::vector<MessageArg> args{{"id", name}, {"value", v.raw}, {"move", std::to_string(r_.moves)}};
        if (result.occupied) warning("sgf.replay.occupied", v, args);
        if (result.ko_recapture) warning("sgf.replay.ko_recapture", v, args);
        if (result.suicide && !r_.rules.allow_suicide) warning("sgf.replay.suicide", v, args);
    }

    const Collection& c_;
    const ReplayOptions& o_;
    Replay r_;
    Diagnostics& d_;
};

}  // namespace

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
