// The one message catalogue of the library. Messages are data: each area keeps
// src/<area>/messages.<language>.tsv ("code<TAB>template" per line), embedded at build time
// (cmake/embed_messages.cmake), so a new language is a new set of files, not new code.
// Templates name their arguments: "{width}"; "{line}" and "{column}" come from the diagnostic.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn::messages {

bool has_language(std::string_view language);
std::vector<std::string> languages();

// The template for `code` in `language`, falling back to English, then to the code itself.
std::string render(std::string_view code, const std::vector<MessageArg>& args, std::string_view language);
std::string render(const Diagnostic& diagnostic, std::string_view language);

}  // namespace bn::messages
