// CHECK(call): a CUDA runtime call that must succeed; otherwise the program stops with the file,
// line, call and the runtime's message. Shared by the capture programs in this folder.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                                      \
    do {                                                                                                 \
        cudaError_t e_ = (call);                                                                         \
        if (e_ != cudaSuccess) {                                                                         \
            std::fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));  \
            std::exit(1);                                                                                \
        }                                                                                                \
    } while (0)
