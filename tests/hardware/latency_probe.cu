// Measures the latencies behind Occupancy Lab's Little's-law presets on the GPU present, in SM
// clock cycles (clock64): a chain of dependent FFMAs (arithmetic latency) and pointer chases
// through shared memory, an L2-resident buffer and a DRAM-sized buffer (memory latency). One
// thread, so nothing else is in flight.
//
// Build and run: nvcc -O3 -arch=sm_XX latency_probe.cu -o latency_probe && ./latency_probe
// Prints CSV: what,bytes,cycles_per_access

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "check.cuh"

constexpr int kFmaChain = 4096;

__global__ void ffma_chain(float* out, float a, float b, long long* cycles) {
    float x = out[0];
    long long start = clock64();
#pragma unroll 64
    for (int i = 0; i < kFmaChain; ++i) x = fmaf(x, a, b);
    long long stop = clock64();
    out[1] = x;
    *cycles = stop - start;
}

__global__ void chase_global(const unsigned* next, int steps, unsigned* sink, long long* cycles) {
    unsigned p = 0;
    for (int i = 0; i < 1024; ++i) p = next[p];  // warm the TLB and caches along the path
    long long start = clock64();
    for (int i = 0; i < steps; ++i) p = next[p];
    long long stop = clock64();
    *sink = p;
    *cycles = stop - start;
}

__global__ void chase_shared(int steps, unsigned* sink, long long* cycles) {
    __shared__ unsigned next[1024];
    for (int i = 0; i < 1024; ++i) next[i] = (i * 97 + 13) % 1024;
    unsigned p = 0;
    long long start = clock64();
    for (int i = 0; i < steps; ++i) p = next[p];
    long long stop = clock64();
    *sink = p;
    *cycles = stop - start;
}

// A random cyclic permutation over `count` slots spaced `stride` words apart.
std::vector<unsigned> chase_path(size_t words, size_t stride) {
    size_t count = words / stride;
    std::vector<unsigned> order(count);
    for (size_t i = 0; i < count; ++i) order[i] = unsigned(i);
    unsigned long long s = 88172645463325252ULL;
    for (size_t i = count - 1; i > 0; --i) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        size_t j = s % (i + 1);
        std::swap(order[i], order[j]);
    }
    std::vector<unsigned> next(words, 0);
    for (size_t i = 0; i < count; ++i) next[order[i] * stride] = unsigned(order[(i + 1) % count] * stride);
    return next;
}

double global_latency(size_t bytes, size_t stride_bytes, int steps) {
    std::vector<unsigned> host = chase_path(bytes / 4, stride_bytes / 4);
    unsigned *dev, *sink;
    long long* cycles;
    CHECK(cudaMalloc(&dev, bytes));
    CHECK(cudaMalloc(&sink, 4));
    CHECK(cudaMalloc(&cycles, 8));
    CHECK(cudaMemcpy(dev, host.data(), bytes, cudaMemcpyHostToDevice));
    chase_global<<<1, 1>>>(dev, steps, sink, cycles);
    long long c = 0;
    CHECK(cudaMemcpy(&c, cycles, 8, cudaMemcpyDeviceToHost));
    CHECK(cudaFree(dev));
    CHECK(cudaFree(sink));
    CHECK(cudaFree(cycles));
    return double(c) / steps;
}

int main() {
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    std::printf("what,bytes,cycles_per_access\n");
    float* f;
    long long* cycles;
    CHECK(cudaMalloc(&f, 8));
    CHECK(cudaMalloc(&cycles, 8));
    CHECK(cudaMemset(f, 0, 8));
    long long c = 0;
    for (int run = 0; run < 2; ++run) ffma_chain<<<1, 1>>>(f, 1.0001f, 0.5f, cycles);  // second run is timed
    CHECK(cudaMemcpy(&c, cycles, 8, cudaMemcpyDeviceToHost));
    std::printf("ffma_dependent,0,%.2f\n", double(c) / kFmaChain);
    unsigned* sink;
    CHECK(cudaMalloc(&sink, 4));
    for (int run = 0; run < 2; ++run) chase_shared<<<1, 1>>>(100000, sink, cycles);
    CHECK(cudaMemcpy(&c, cycles, 8, cudaMemcpyDeviceToHost));
    std::printf("shared_memory,4096,%.2f\n", double(c) / 100000);
    std::printf("l2_hit,%d,%.2f\n", 4 << 20, global_latency(size_t(4) << 20, 128, 100000));
    std::printf("dram_4k_stride,%d,%.2f\n", 1 << 30, global_latency(size_t(1) << 30, 4096, 100000));
    std::printf("dram_64k_stride,%d,%.2f\n", 1 << 30, global_latency(size_t(1) << 30, 65536, 16000));
    int clock_khz = 0;
    CHECK(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, 0));
    std::printf("sm_clock_khz,0,%d\n", clock_khz);
    std::printf("l2_bytes,%d,0\n", p.l2CacheSize);
    return 0;
}
