#pragma once

// What the fuzz targets share: a check that stops the run (libFuzzer then keeps the input as a
// crash), in the fuzzer builds and when ctest replays the regression inputs alike.

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition)                                                                      \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);     \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
