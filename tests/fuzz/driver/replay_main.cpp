// Runs a fuzz target's LLVMFuzzerTestOneInput on files, without libFuzzer: how the regression
// inputs (tests/fuzz/regressions/<target>/) and the seed corpora are replayed by ctest in the
// ordinary and the sanitizer builds. Arguments are files or directories (read recursively);
// missing ones are skipped, so the shared corpus may be absent.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
#include <algorithm>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

void run_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // A copy of exactly `size` bytes, so that ASan sees a read past the end of the input.
    std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
    LLVMFuzzerTestOneInput(data.empty() ? nullptr : data.data(), data.size());
}

}  // namespace

int main(int argc, char** argv) {
    namespace fs = std::filesystem;
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        fs::path path(argv[i]);
        std::error_code error;
        if (fs::is_regular_file(path, error)) {
            run_file(path);
            ++count;
        } else if (fs::is_directory(path, error)) {
            std::vector<fs::path> files;
            for (const auto& entry : fs::recursive_directory_iterator(path))
                if (entry.is_regular_file()) files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            for (const auto& file : files) run_file(file), ++count;
        }
    }
    std::printf("replayed %zu inputs\n", count);
    return 0;
}
