// jsgen_print FILE... — prints the program jsgen_fuzz generates from each file's bytes
// (a crash input turned into the JavaScript of a regression test). With --random N SEED
// it prints N programs from pseudo-random bytes, separated by "//----" lines (to check
// the generator's programs against node --check).
#include "tests/fuzz/js_generator.h"
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    if (argc == 4 && std::string(argv[1]) == "--random") {
        int n = std::atoi(argv[2]);
        std::mt19937 rng(static_cast<unsigned>(std::atoi(argv[3])));
        for (int i = 0; i < n; ++i) {
            std::vector<uint8_t> bytes(64 + rng() % 900);
            for (uint8_t& b : bytes)
                b = static_cast<uint8_t>(rng());
            std::cout << evloop::fuzz::generate_program(bytes.data(), bytes.size()) << "//----\n";
        }
        return 0;
    }
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        if (!in) {
            std::cerr << "jsgen_print: cannot read " << argv[i] << "\n";
            return 1;
        }
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::cout << evloop::fuzz::generate_program(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    }
    return 0;
}
