// The header-only index: read_game with ParseOptions::headers_only over the bytes as they are
// (the index never decodes a whole file), each tag value decoded on its own.
#include "pgn/index.hpp"

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "pgn/parser.hpp"

namespace bn::pgn {

std::vector<Diagnostic> index_games(std::string_view bytes, const std::function<void(Game&)>& visit) {
    Diagnostics file;
    if (!accept_input_size(bytes, file)) return std::move(file.items());
    // A failure part way (out of memory) keeps the games already visited.
    guarded(file, [&] {
        const std::size_t bom = utf8_bom_length(bytes);
        const std::string_view text = bytes.substr(bom);
        ParseOptions options;
        options.headers_only = true;
        options.replay = false;
        SourceText source(text);  // indexed only if a diagnostic needs a position
        LineCounter lines(text);
        Game game;
        for (std::size_t at = 0;;) {
            GameRead read = read_game(text, at, true, options, game);
            if (read.status != GameRead::Status::game) break;
            at = read.end;
            for (Tag& tag : game.tags)
                if (!is_valid_utf8(tag.value)) tag.value = latin1_to_utf8(tag.value);
            game.line = lines.line_of(game.offset);
            if (!game.diagnostics.empty()) {
                source.resolve(game.diagnostics, lines.line_start(), game.line);
                for (auto& d : game.diagnostics) d.offset += bom;
            }
            game.offset += bom;
            visit(game);
        }
    });
    return std::move(file.items());
}

}  // namespace bn::pgn
