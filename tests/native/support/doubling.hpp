// The doubling test of a cost that must grow linearly (docs of each reader: no look back over
// everything read so far): the best of a few timings of a run on an input of size n and on one of
// size 2n. A linear reader gives a ratio near 2; a quadratic one near 4. Included by the tests of
// each area as "../support/doubling.hpp".
#pragma once

#include <algorithm>
#include <cstddef>
#include <ctime>
#include <string>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace bn_test {

// CPU seconds of the fastest of `runs` calls of run(): the time of this process, not of the
// machine's other work (the machine is shared: a short run that waits for a core would count the
// wait). The allocator is told to keep what it maps: otherwise it gives the memory of each run
// back to the kernel, and the next run pays for faulting it in again, more than twice as much for
// a run twice as large (what the allocator keeps depends on the sizes it saw).
template <class Run>
double best_seconds(Run&& run, int runs = 5) {
#ifdef __GLIBC__
    static const bool kept = mallopt(M_TRIM_THRESHOLD, 1 << 30) && mallopt(M_MMAP_THRESHOLD, 32 << 20);
    (void)kept;
#endif
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        const std::clock_t start = std::clock();
        run();
        best = std::min(best, static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    }
    return best;
}

// How many calls of run() make one timed sample of at least `floor` CPU seconds: a sample of a few
// microseconds is mostly timer and scheduler noise (CI saw a linear reader's ratio at 2.74 when each
// sample took under a millisecond).
template <class Run>
int calls_per_sample(Run&& run, double floor = 0.002) {
    int calls = 1;
    while (calls < (1 << 20)) {
        const std::clock_t start = std::clock();
        for (int i = 0; i < calls; ++i) run();
        if (static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC >= floor) break;
        calls *= 2;
    }
    return calls;
}

// time(make(2n)) / time(make(n)) for `read`, the best of `runs` samples each (every sample the same
// number of calls, enough for the small input to take a couple of milliseconds); the inputs are made
// before they are timed. The lowest ratio of three attempts: a reader that looks back is slow in all
// three, while a burst of other work on the machine rarely hits all three.
template <class Make, class Read>
double doubling_ratio(Make&& make, Read&& read, std::size_t n, int runs = 7) {
    const std::string small = make(n), large = make(2 * n);
    const int calls = calls_per_sample([&] { read(small); });
    const auto sample = [&](const std::string& input) {
        return best_seconds(
            [&] {
                for (int i = 0; i < calls; ++i) read(input);
            },
            runs);
    };
    double lowest = 1e300;
    for (int attempt = 0; attempt < 3; ++attempt) lowest = std::min(lowest, sample(large) / sample(small));
    return lowest;
}

}  // namespace bn_test
