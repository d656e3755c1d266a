// Checking one ssb-chess message or content: the entry points.
#pragma once

#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "json/model.hpp"
#include "ssb/model.hpp"

namespace bn::ssb {

// Checks a whole message ({key, value:{author, sequence, timestamp, content, ...}}) or a bare
// content ({type, ...}). ok = no error; warnings (e.g. an accept without branch, written by
// early clients) leave ok true. Offsets point into `text`.
Parsed<Validation> validate(std::string_view text, const ValidateOptions& options = {});
// The same for an already parsed value; `path` is the JSON path of `value`.
Validation validate_value(const json::Value& value, const std::string& path, const ValidateOptions& options,
                          Diagnostics& out);

}  // namespace bn::ssb
