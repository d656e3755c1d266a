// Native HEN figures for bench/results/hen.md: the X3 part lexer (src/hen/lexer.cpp) against
// the hand-written splitter it replaced (tests/native/hen/split_parts_by_hand.hpp), timed in
// alternating passes in this one process, on the HEN of the SGF corpus and on random strings;
// then Hen.parse and Hen.validate (which run the X3 lexer) on the corpus HEN, for scale.
//   cmake --build build/native --target bench_hen
// Usage: bench_hen <folder of .sgf files>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "hen/lexer.hpp"
#include "hen/read.hpp"
#include "hen_samples.hpp"
#include "split_parts_by_hand.hpp"

namespace {

using Clock = std::chrono::steady_clock;

// One pass over every text; the part count keeps the work from being optimised away.
template <class Split>
double pass_seconds(const std::vector<std::string>& texts, Split split, std::size_t& parts) {
    const auto start = Clock::now();
    for (const auto& t : texts) parts += split(t).size();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Median seconds per pass of each splitter, passes alternating X3, hand, X3, hand...
std::pair<double, double> interleaved(const std::vector<std::string>& texts, int passes) {
    std::vector<double> x3, hand;
    std::size_t parts = 0;
    for (int i = 0; i < passes; ++i) {
        x3.push_back(pass_seconds(
            texts, [](std::string_view t) { return bn::hen::split_parts(t); }, parts));
        hand.push_back(pass_seconds(
            texts, [](std::string_view t) { return bn::hen::by_hand::split_parts(t); }, parts));
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    if (parts == 0) std::puts("(no parts)");
    return {median(x3), median(hand)};
}

std::size_t total_bytes(const std::vector<std::string>& texts) {
    std::size_t n = 0;
    for (const auto& t : texts) n += t.size();
    return n;
}

void report(const char* name, const std::vector<std::string>& texts, int passes) {
    auto [x3, hand] = interleaved(texts, passes);
    const double mb = total_bytes(texts) / 1e6;
    std::printf("| %s | %zu strings, %.2f MB | %.2f ms (%.0f MB/s) | %.2f ms (%.0f MB/s) | %+.1f%% |\n", name,
                texts.size(), mb, x3 * 1e3, mb / x3, hand * 1e3, mb / hand, (x3 / hand - 1) * 100);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_hen <folder of .sgf files>\n");
        return 2;
    }
    const auto corpus = bn::hen::samples::from_corpus(argv[1]);
    if (corpus.empty()) {
        std::fprintf(stderr, "no HEN from %s\n", argv[1]);
        return 1;
    }
    const auto random = bn::hen::samples::random(200000, 25);
    std::puts("| workload | size | X3 lexer | by hand | X3 vs by hand |\n|---|---|---|---|---|");
    for (int round = 0; round < 3; ++round) {
        report("corpus HEN", corpus, 41);
        report("random strings", random, 21);
    }
    // For scale: the whole readings, of which the lexer is one step.
    std::size_t ok = 0;
    auto start = Clock::now();
    for (int i = 0; i < 10; ++i)
        for (const auto& t : corpus) ok += bn::hen::parse(t).has_value();
    const double parse_s = std::chrono::duration<double>(Clock::now() - start).count() / 10;
    start = Clock::now();
    for (int i = 0; i < 10; ++i)
        for (const auto& t : corpus) ok += bn::hen::validate(t).ok;
    const double validate_s = std::chrono::duration<double>(Clock::now() - start).count() / 10;
    std::printf("\nOn the corpus HEN: Hen.parse %.2f ms per pass, Hen.validate %.2f ms per pass (%zu ok)\n",
                parse_s * 1e3, validate_s * 1e3, ok);
}
