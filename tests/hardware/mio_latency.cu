// How long a warp waits on the short scoreboard when nothing else loads the SM: the unloaded
// round trip of the MIO operations whose results the short scoreboard tracks (shared-memory loads,
// warp shuffles, the special-function unit's transcendentals; Nsight Compute Kernel Profiling
// Guide, "Warp Scheduler States", short_scoreboard). The what-if model takes a profile's short-
// scoreboard wait beyond that round trip, one per wait, as the L1's queue (docs/WHAT_IF.md,
// version 17).
//
// One block of one warp runs a chain of N dependent operations of one kind, timed with clock64()
// around the chain: the cycles per operation are its latency from issue to the dependent issue.
// A chain of dependent integer adds, a fixed-latency pipe the short scoreboard does not track,
// gives the same loop's cost without an MIO round trip. Each kind runs REPS times; the program
// prints one CSV row per kind: the least and the median cycles per operation.
//
// Build and run (on the device machine): nvcc -O3 -std=c++17 -arch=sm_90 -o mio_latency
// mio_latency.cu && ./mio_latency > mio_latency.csv
#include "check.cuh"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

constexpr int kChain = 4096;
constexpr int kReps = 21;
constexpr int kWords = 1024;

}  // namespace

// Shared-memory loads: each lane chases its own chain within its own bank (one wavefront a load).
__global__ void chase_shared(uint32_t seed, long long* cycles, uint32_t* sink) {
    __shared__ uint32_t next[kWords];
    for (int i = threadIdx.x; i < kWords; i += 32) next[i] = (i + 32) % kWords;
    __syncwarp();
    uint32_t at = threadIdx.x;
    const long long t0 = clock64();
#pragma unroll 64
    for (int i = 0; i < kChain; ++i) at = next[at];
    const long long t1 = clock64();
    sink[threadIdx.x] = at;
    if (threadIdx.x == 0) cycles[0] = t1 - t0;
}

// Warp shuffles: each result is the next shuffle's source.
__global__ void chain_shuffle(uint32_t seed, long long* cycles, uint32_t* sink) {
    uint32_t v = seed + threadIdx.x;
    const long long t0 = clock64();
#pragma unroll 64
    for (int i = 0; i < kChain; ++i) v = __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) & 31);
    const long long t1 = clock64();
    sink[threadIdx.x] = v;
    if (threadIdx.x == 0) cycles[0] = t1 - t0;
}

// The special-function unit: base-2 exponentials, each of the last.
__global__ void chain_mufu(uint32_t seed, long long* cycles, uint32_t* sink) {
    float v = 1e-3f * float(seed + threadIdx.x);
    const long long t0 = clock64();
#pragma unroll 64
    for (int i = 0; i < kChain; ++i) asm volatile("ex2.approx.ftz.f32 %0, %0;" : "+f"(v));
    const long long t1 = clock64();
    sink[threadIdx.x] = __float_as_uint(v);
    if (threadIdx.x == 0) cycles[0] = t1 - t0;
}

// Integer adds, the loop's cost without an MIO round trip.
__global__ void chain_iadd(uint32_t seed, long long* cycles, uint32_t* sink) {
    uint32_t v = seed + threadIdx.x;
    const long long t0 = clock64();
#pragma unroll 64
    for (int i = 0; i < kChain; ++i) asm volatile("add.u32 %0, %0, %1;" : "+r"(v) : "r"(seed));
    const long long t1 = clock64();
    sink[threadIdx.x] = v;
    if (threadIdx.x == 0) cycles[0] = t1 - t0;
}

int main() {
    long long* cycles = nullptr;
    uint32_t* sink = nullptr;
    CHECK(cudaMalloc(&cycles, sizeof(long long)));
    CHECK(cudaMalloc(&sink, 32 * sizeof(uint32_t)));
    using Kernel = void (*)(uint32_t, long long*, uint32_t*);
    const std::pair<const char*, Kernel> kinds[] = {
        {"shared_load", chase_shared}, {"shuffle", chain_shuffle}, {"mufu_ex2", chain_mufu}, {"iadd", chain_iadd}};
    std::printf("kind,chain,reps,least_cycles_per_op,median_cycles_per_op\n");
    for (const auto& [name, kernel] : kinds) {
        std::vector<double> per_op;
        for (int r = 0; r < kReps; ++r) {
            kernel<<<1, 32>>>(uint32_t(r), cycles, sink);
            CHECK(cudaGetLastError());
            long long c = 0;
            CHECK(cudaMemcpy(&c, cycles, sizeof c, cudaMemcpyDeviceToHost));
            per_op.push_back(double(c) / kChain);
        }
        std::sort(per_op.begin(), per_op.end());
        std::printf("%s,%d,%d,%.3f,%.3f\n", name, kChain, kReps, per_op.front(), per_op[kReps / 2]);
    }
    return 0;
}
