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

// time(make(2n)) / time(make(n)) for `read`, the best of `runs` each; the inputs are made before
// they are timed.
template <class Make, class Read>
double doubling_ratio(Make&& make, Read&& read, std::size_t n, int runs = 7) {
    const std::string small = make(n), large = make(2 * n);
    const double a = best_seconds([&] { read(small); }, runs);
    const double b = best_seconds([&] { read(large); }, runs);
    return b / a;
}

}  // namespace bn_test
