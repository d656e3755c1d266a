// The work budget of one game operation (limits::max_work). The engine spends it as it scans;
// running out throws WorkExhausted, which never leaves the library: each public Game operation
// catches it, puts the game back as it was and returns bdl.too_much_work.
#pragma once

#include <cstdint>

#include "bdl/limits.hpp"

namespace bn::bdl {

struct WorkExhausted {};
inline std::uint64_t g_spent = 0;

class Work {
public:
    explicit Work(std::uint64_t limit = limits::max_work) : left_(limit) {}

    void spend(std::uint64_t units) {
        if (units > left_) throw WorkExhausted{};
        left_ -= units;
        g_spent += units;
    }

private:
    std::uint64_t left_;
};

}  // namespace bn::bdl
