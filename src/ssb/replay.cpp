// A game from its messages, checked the way ssb-chess never does (it trusts every claimed
// fen and pgnMove): every move is replayed with the chess engine from the standard start
// and compared with what its message claims. The protocol's own rules are kept where they
// decide the outcome: ties in a ply go to the lower feed sequence, the winner of a mate is
// the author of the end message, of a resignation the other player.
#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "common/guarded.hpp"
#include "common/limits.hpp"
#include "common/source_text.hpp"
#include "ssb/replay.hpp"
#include "ssb/validate.hpp"
#include "ssb/message_view.hpp"
#include "ssb/move_match.hpp"
#include "ssb/replay_pgn.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace bn::ssb {

namespace {

using chess::Move;
using chess::Square;

// The piece after "=" in a SAN, or none.
std::string san_promotion(std::string_view san) {
    auto eq = san.find('=');
    if (eq == std::string_view::npos || eq + 1 >= san.size()) return "";
    return std::string(1, static_cast<char>(san[eq + 1] | 0x20));
}

std::string strip_check(std::string_view san) {
    while (!san.empty() && (san.back() == '+' || san.back() == '#')) san.remove_suffix(1);
    return std::string(san);
}

// The 1-based numbers of the FEN fields that differ.
std::vector<std::size_t> differing_fields(std::string_view a, std::string_view b) {
    auto split = [](std::string_view s) {
        std::vector<std::string_view> out;
        std::size_t start = 0;
        while (start <= s.size()) {
            std::size_t sp = s.find(' ', start);
            if (sp == std::string_view::npos) sp = s.size();
            out.push_back(s.substr(start, sp - start));
            start = sp + 1;
        }
        return out;
    };
    auto x = split(a), y = split(b);
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < std::max(x.size(), y.size()); ++i)
        if (i >= x.size() || i >= y.size() || x[i] != y[i]) out.push_back(i + 1);
    return out;
}

// The arguments of ssb.replay.fen_mismatch: `fields`, the numbers ("1, 3"), and `what`, the
// fields worded for a reader: a fragment for their count (ssb.replay.what.fen_fields_<n>) that
// names each one's fragment (field_1, field_2...). Fields past a FEN's six (a claimed text with
// more) are named once, as the position.
std::vector<MessageArg> fen_mismatch_args(std::string_view fen, std::string_view claimed) {
    constexpr std::size_t fen_fields = 6;
    // The fragments' codes end in a number: ssb.replay.what.fen_field_1, ssb.replay.what.fen_fields_1...
    constexpr std::string_view field_fragment = "ssb.replay.what.fen_field_",
                               fields_fragment = "ssb.replay.what.fen_fields_";
    std::vector<MessageArg> args{{"expected", std::string(fen)}, {"found", std::string(claimed)}};
    std::string numbers;
    std::vector<std::string> names;
    for (std::size_t field : differing_fields(fen, claimed)) {
        numbers += (numbers.empty() ? "" : ", ") + std::to_string(field);
        std::string name = std::string(field_fragment) + (field <= fen_fields ? std::to_string(field) : "other");
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
    }
    args.push_back({"fields", numbers});
    args.push_back({"what", std::string(fields_fragment) + std::to_string(names.size()), true});
    for (std::size_t i = 0; i < names.size(); ++i)
        args.push_back({"field_" + std::to_string(i + 1), std::move(names[i]), true});
    return args;
}

class Replayer {
public:
    explicit Replayer(Replay& out) : out_(out) {}

    void run(const json::Value& root) {
        if (root.kind != json::Kind::array) {
            d_.error("ssb.replay.not_an_array", root.offset, root.length, {{"path", "$"}});
            return;
        }
        collect(root);
        find_game();
        check_accepts();
        collect_ends();
        replay_moves();
        judge_end();
        collect_chat();
    }

    Diagnostics& diagnostics() { return d_; }

private:
    // An issue about the field `key` of a message's content ("" for the whole message).
    Diagnostic& issue(std::string code, const MessageView& m, std::string_view key, std::vector<MessageArg> args = {},
                      Severity severity = Severity::error) {
        const json::Value* v = key.empty() ? nullptr : m.content->find(key);
        const json::Value& at = v ? *v : *m.object;
        std::string path = v ? json::path_member(m.content_path, key) : m.path;
        args.insert(args.begin(), {{"path", path}, {"message", std::to_string(m.index)}});
        if (m.has_ply) args.push_back({"ply", std::to_string(m.ply)});
        Diagnostic& d = severity == Severity::error
                            ? d_.error(std::move(code), at.offset, v ? at.length : 1, std::move(args))
                            : d_.warning(std::move(code), at.offset, v ? at.length : 1, std::move(args));
        return d;
    }

    void collect(const json::Value& root) {
        std::set<std::string> keys;
        ValidateOptions options;
        options.require_sequence_and_timestamp = false;
        for (std::size_t i = 0; i < root.items.size(); ++i) {
            const json::Value& item = root.items[i];
            std::size_t before = d_.items().size();
            Validation v = validate_value(item, json::path_index("$", i), options, d_);
            bool usable = true;
            for (std::size_t k = before; k < d_.items().size(); ++k) {
                d_.items()[k].args.push_back({"message", std::to_string(i)});
                if (d_.items()[k].severity == Severity::error) usable = false;
            }
            if (usable && v.shape == Shape::content) {
                d_.error("ssb.replay.not_a_message", item.offset, 1,
                         {{"path", json::path_index("$", i)}, {"message", std::to_string(i)}});
                usable = false;
            }
            if (!usable || v.shape != Shape::message || !item.find("value")->find("content")->is(json::Kind::object))
                continue;
            MessageView m = read_message(item, i);
            if (!keys.insert(m.key).second) continue;  // the same message given twice
            messages_.push_back(std::move(m));
        }
    }

    bool is_player(const std::string& feed) const {
        return !feed.empty() && (feed == out_.white || feed == out_.black);
    }
    char color_of(const std::string& feed) const { return feed == out_.white ? 'w' : feed == out_.black ? 'b' : '\0'; }

    void find_game() {
        std::map<std::string, std::size_t> counts;
        std::string best;
        for (const MessageView& m : messages_) {
            if (m.type == "chess_invite" || m.root.empty()) continue;
            std::size_t n = ++counts[m.root];
            if (best.empty() || n > counts[best]) best = m.root;
        }
        if (best.empty()) {
            for (const MessageView& m : messages_)
                if (m.type == "chess_invite") {
                    best = m.key;
                    break;
                }
        }
        if (best.empty()) return;  // no game message at all: nothing to report
        out_.game_id = best;
        for (const MessageView& m : messages_)
            if (m.type == "chess_invite" && m.key == best) invite_ = &m;
        if (!invite_) {
            d_.error("ssb.replay.missing_invite", 0, 0, {{"path", "$"}, {"id", best}});
        } else {
            bool white = invite_->my_color == "white";
            out_.white = white ? invite_->author : invite_->inviting;
            out_.black = white ? invite_->inviting : invite_->author;
            if (invite_->has_timestamp) out_.invite_timestamp = invite_->timestamp;
            if (invite_->author == invite_->inviting) issue("ssb.replay.self_invite", *invite_, "inviting");
        }
        for (const MessageView& m : messages_) {
            if (&m == invite_) continue;
            if (m.type == "chess_invite") {
                // An invite's root names the game it is a rematch of, not a game it belongs to:
                // backlink queries return invites of other games (real game A holds one),
                // which are no inconsistency of this game.
                if (m.root == best) out_.rematch_invites.push_back(m.key);
            } else if (m.root != best) {
                issue("ssb.replay.wrong_root", m, "root", {{"root", m.root}, {"game", best}});
            } else {
                game_.push_back(&m);
            }
        }
    }

    void check_accepts() {
        for (const MessageView* m : game_) {
            if (m->type != "chess_invite_accept") continue;
            any_accept_ = true;
            if (invite_ && m->author != invite_->inviting) {
                issue("ssb.replay.accept_not_invited", *m, "", {{"author", m->author}});
                continue;
            }
            if (!accept_) accept_ = m;
        }
    }

    // By timestamp, messages without one last, then by position in the input: a total order
    // (a comparator mixing the two criteria pairwise would not be transitive).
    static bool earlier(const MessageView* a, const MessageView* b) {
        double ta = a->has_timestamp ? a->timestamp : std::numeric_limits<double>::infinity();
        double tb = b->has_timestamp ? b->timestamp : std::numeric_limits<double>::infinity();
        if (ta != tb) return ta < tb;
        return a->index < b->index;
    }

    void collect_ends() {
        std::vector<const MessageView*> ends;
        for (const MessageView* m : game_) {
            if (m->type != "chess_game_end") continue;
            if (invite_ && !is_player(m->author)) {
                issue("ssb.replay.end_not_player", *m, "", {{"author", m->author}});
                continue;
            }
            ends.push_back(m);
        }
        std::stable_sort(ends.begin(), ends.end(), earlier);
        for (const MessageView* m : ends) {
            if (!end_) {
                end_ = m;
                continue;
            }
            // Real feeds hold the same resignation posted several times: harmless.
            bool same = m->author == end_->author && m->status == end_->status && m->ply == end_->ply &&
                        m->orig == end_->orig && m->dest == end_->dest;
            if (!same) issue("ssb.replay.multiple_end", *m, "status", {{"first", end_->key}});
        }
    }

    // The last ply the game had when it ended (INT_MAX when no end, or no way to tell).
    int end_ply(const std::vector<const MessageView*>& moves) const {
        if (!end_) return std::numeric_limits<int>::max();
        if (end_->has_ply) return end_->ply;
        for (const MessageView* m : moves)
            if (m->key == end_->branch) return m->ply;
        if ((accept_ && end_->branch == accept_->key) || end_->branch == out_.game_id) return 0;
        if (end_->has_timestamp) {
            int last = 0;
            bool all_timed = true;
            for (const MessageView* m : moves) {
                all_timed = all_timed && m->has_timestamp;
                if (m->has_timestamp && m->timestamp < end_->timestamp) last = std::max(last, m->ply);
            }
            if (all_timed) return last;
        }
        return std::numeric_limits<int>::max();
    }

    void replay_moves() {
        std::vector<const MessageView*> moves;
        for (const MessageView* m : game_) {
            if (!m->is_move_like()) continue;
            if (invite_ && !is_player(m->author)) {
                if (m->type == "chess_move") issue("ssb.replay.not_a_player", *m, "", {{"author", m->author}});
                continue;
            }
            moves.push_back(m);
        }
        if (!moves.empty() && !any_accept_ && invite_) issue("ssb.replay.missing_accept", *invite_, "");
        std::stable_sort(moves.begin(), moves.end(), [](const MessageView* a, const MessageView* b) {
            if (a->ply != b->ply) return a->ply < b->ply;
            double sa = a->has_sequence ? a->sequence : 1e300, sb = b->has_sequence ? b->sequence : 1e300;
            if (sa != sb) return sa < sb;
            return a->index < b->index;
        });
        // One message per ply: the protocol keeps the lowest sequence.
        std::vector<const MessageView*> kept;
        for (const MessageView* m : moves) {
            if (!kept.empty() && kept.back()->ply == m->ply) {
                const MessageView* first = kept.back();
                bool same = first->orig == m->orig && first->dest == m->dest && first->promotion == m->promotion;
                issue(same ? "ssb.replay.duplicate_ply" : "ssb.replay.equivocation", *m, "ply",
                      {{"first", first->key}});
                continue;
            }
            kept.push_back(m);
        }
        int last_ply = end_ply(kept);
        chess::Game game;
        out_.start_fen = std::string(chess::initial_fen);
        int expected = 1;
        for (const MessageView* m : kept) {
            if (m->ply > last_ply) {
                issue("ssb.replay.move_after_end", *m, "ply", {{"end", end_->key}});
                continue;
            }
            play(*m, game, expected);
            expected = m->ply + 1;
        }
        out_.fen = chess::write_fen(game.position());
        if (!out_.plies.empty())
            out_.last_key = out_.plies.back().key;
        else if (accept_)
            out_.last_key = accept_->key;
        else
            out_.last_key = out_.game_id;
        position_ = game;
    }

    void play(const MessageView& m, chess::Game& game, int expected) {
        ReplayPly record{m.ply, m.pgn, m.fen, m.orig, m.dest, m.promotion, m.key, m.author, m.index, false};
        auto claimed = chess::parse_fen(m.fen);  // validated already: parses
        // Odd plies are White's, even plies Black's, whatever the position says.
        if (invite_) {
            char mover = m.ply % 2 == 1 ? 'w' : 'b';
            if (color_of(m.author) != mover) issue("ssb.replay.wrong_player", m, "", {{"author", m.author}});
        }
        if (m.ply > expected) {
            issue("ssb.replay.ply_gap", m, "ply",
                  {{"from", std::to_string(expected)}, {"to", std::to_string(m.ply - 1)}});
            game = chess::Game(claimed.value);
            out_.plies.push_back(std::move(record));
            return;
        }
        const chess::Position& before = game.position();
        const chess::MoveSpan legal = game.legal_moves();
        Square from = square_of(m.orig), to = square_of(m.dest);
        std::vector<Move> matches = matching_moves(legal, from, to);
        if (matches.empty()) {
            issue("ssb.replay.illegal_move", m, "orig",
                  {{"orig", m.orig}, {"dest", m.dest}, {"fen", chess::write_fen(before)}});
            game = chess::Game(claimed.value);
            out_.plies.push_back(std::move(record));
            return;
        }
        Move move = matches.front();
        if (move.is_promotion()) {
            std::string letter = m.promotion;
            std::string in_san = san_promotion(m.pgn);
            if (letter.empty()) {
                issue("ssb.replay.promotion_mismatch", m, "", {{"promotion", "-"}, {"san", m.pgn}});
                letter = in_san.empty() ? "q" : in_san;
            } else if (!in_san.empty() && in_san != letter) {
                issue("ssb.replay.promotion_mismatch", m, "promotion", {{"promotion", letter}, {"san", m.pgn}});
            }
            for (Move mv : matches)
                if (mv.promotion_piece() == promotion_piece(letter)) move = mv;
        } else if (!m.promotion.empty()) {
            issue("ssb.replay.promotion_mismatch", m, "promotion", {{"promotion", m.promotion}, {"san", m.pgn}});
        }
        std::string san = chess::write_san(before, legal, move);
        if (san != m.pgn) {
            bool only_check = strip_check(san) == strip_check(m.pgn);
            issue(only_check ? "ssb.replay.check_sign" : "ssb.replay.pgn_mismatch", m, "pgnMove",
                  {{"expected", san}, {"found", m.pgn}});
        }
        game.play(move);
        std::string fen = chess::write_fen(game.position());
        if (fen != m.fen) {
            chess::FenWriteOptions standard;
            standard.always_write_en_passant = true;
            if (chess::write_fen(game.position(), standard) != m.fen)
                issue("ssb.replay.fen_mismatch", m, "fen", fen_mismatch_args(fen, m.fen));
        }
        record.san = san;
        record.fen = fen;
        record.verified = true;
        out_.plies.push_back(std::move(record));
    }

    void judge_end() {
        if (!end_) {
            out_.status = any_accept_ ? "started" : "invited";
            return;
        }
        const MessageView& e = *end_;
        out_.status = e.status;
        const chess::Game& g = position_;
        if (e.status == "mate") {
            if (!g.is_checkmate()) {
                issue("ssb.replay.false_mate", e, "status", {{"fen", chess::write_fen(g.position())}});
            } else if (invite_ && color_of(e.author) == (g.position().side_to_move() == chess::white ? 'w' : 'b')) {
                issue("ssb.replay.mate_claimed_by_loser", e, "status", {{"author", e.author}});
            }
            out_.winner = e.author;
        } else if (e.status == "resigned") {
            out_.winner = !invite_ ? "" : e.author == out_.white ? out_.black : out_.white;
        } else if (e.status == "stalemate") {
            if (!g.is_stalemate())
                issue("ssb.replay.false_stalemate", e, "status", {{"fen", chess::write_fen(g.position())}});
        } else if (e.status == "draw") {
            auto s = g.status();
            if (s == chess::GameStatus::ongoing || s == chess::GameStatus::checkmate)
                issue("ssb.replay.unsupported_draw", e, "status", {{"fen", chess::write_fen(g.position())}});
        }
        if (!e.winner.empty() && e.winner != out_.winner)
            issue("ssb.replay.winner_mismatch", e, "winner",
                  {{"winner", e.winner}, {"expected", out_.winner.empty() ? "-" : out_.winner}});
        if (!out_.winner.empty())
            out_.result = out_.winner == out_.white ? "1-0" : out_.winner == out_.black ? "0-1" : "*";
        else if (e.status == "draw" || e.status == "stalemate")
            out_.result = "1/2-1/2";
    }

    void collect_chat() {
        for (const MessageView* m : game_)
            if (m->type == "chess_chat") out_.chat.push_back(ChatLine{m->key, m->author, m->text, m->index});
    }

    Replay& out_;
    Diagnostics d_;
    std::vector<MessageView> messages_;  // never resized after collect(): pointers into it stay valid
    std::vector<const MessageView*> game_;
    const MessageView* invite_ = nullptr;
    const MessageView* accept_ = nullptr;
    const MessageView* end_ = nullptr;
    bool any_accept_ = false;
    chess::Game position_;
};

}  // namespace

Parsed<Replay> replay(std::string_view text) {
    auto replayed = guarded_entry<Parsed<Replay>>([&] {
        Parsed<Replay> result;
        result.value.start_fen = std::string(chess::initial_fen);
        result.value.fen = result.value.start_fen;
        json::ParseOptions options;
        auto parsed = json::parse(text, options);
        std::vector<Diagnostic> issues = std::move(parsed.diagnostics);
        if (parsed.ok) {
            Replayer replayer(result.value);
            replayer.run(parsed.value);
            auto pgn = replay_pgn(result.value);
            result.value.pgn = std::move(pgn.value);
            for (auto& d : pgn.diagnostics) replayer.diagnostics().items().push_back(std::move(d));
            issues = std::move(replayer.diagnostics().items());
            SourceText(text).resolve(issues);
        }
        result.ok = std::none_of(issues.begin(), issues.end(),
                                 [](const Diagnostic& d) { return d.severity == Severity::error; });
        if (issues.size() > limits::max_diagnostics) issues.resize(limits::max_diagnostics);
        result.value.issues = issues;
        result.diagnostics = std::move(issues);
        return result;
    });
    // A replay that failed (out of memory) lists its failure where the issues are read.
    if (!replayed.ok && replayed.value.issues.empty()) replayed.value.issues = replayed.diagnostics;
    return replayed;
}

}  // namespace bn::ssb
