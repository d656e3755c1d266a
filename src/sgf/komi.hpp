// The komi of a game record in points, from its root's KM, AP and RU values. The SGF standard
// writes points ("6.5"); the Fox server (AP[foxwq]) writes them scaled by 100, and for Chinese
// rules in zi, half-points (KM[375]: 3.75 zi, 7.5 points; KM[650]: 6.5 points; KM[50]: 0.5).
// Readers that show KM as written show "375"; KataGo, Lizzie and others rescale Fox's values.
#pragma once

#include <optional>
#include <string_view>

namespace bn::sgf {

struct Komi {
    double points = 0;
    bool rescaled = false;  // true: the record's value was Fox's scaled one
};

// The komi in points, or nothing when `km` is not a real number. `application` and `rules` are
// the root's AP and RU values (empty when absent), as written.
std::optional<Komi> komi_points(std::string_view km, std::string_view application, std::string_view rules);

}  // namespace bn::sgf
