// Comments of PGN movetext and the commands embedded in them ("[%clk 0:03:00]").
#pragma once

#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

// The comment whose text (between the braces, or after ';') is `raw`, in UTF-8.
Comment read_comment(std::string_view raw);

// Reads the value of a known command into `command` (sets `parsed`); unknown names are kept
// as text only.
void read_command_value(Command& command);

}  // namespace bn::pgn
