// How fast an SM starts blocks one after another. A kernel of many short blocks cannot end sooner
// than its busiest SM takes to start them all; whether that takes a fixed time per block, and how
// long, is what this program measures (docs/WHAT_IF.md, "Blocks started per SM").
//
// The kernel does nothing: a block starts, its warps exit, the slot is free again. Its occupancy
// is forced with dynamic shared memory, as the what-if captures force theirs, to every level from
// 1 block per SM to the SM's limit, for block sizes of 32 to 1,024 threads; each launch has
// `sms` × 4,096 blocks (a few hundred microseconds at the rates seen). For each block size and
// level it prints one CSV row: the driver's occupancy for the padding chosen, the median and
// least of REPS timed launches (CUDA events), and the nanoseconds per block on each SM.
//
// Build and run (on the device machine): nvcc -O3 -std=c++17 -arch=sm_90 -o block_launch
// block_launch.cu && ./block_launch > block_launch.csv
#include "check.cuh"

#include <algorithm>
#include <vector>

__global__ void empty_blocks() {}

namespace {

constexpr int kReps = 15;
constexpr int kBlocksPerSm = 4096;

// The least dynamic shared memory with which `threads`-thread blocks of empty_blocks run
// `level` per SM, or -1 where no padding gives exactly that many.
int padding_for(int level, int threads, int max_dynamic) {
    int found = -1;
    for (int bytes = 0; bytes <= max_dynamic; bytes += 256) {
        int blocks = 0;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, empty_blocks, threads, bytes));
        if (blocks == level) {
            found = bytes;
            break;
        }
        if (blocks < level) {
            break;
        }
    }
    return found;
}

}  // namespace

int main() {
    cudaDeviceProp prop{};
    CHECK(cudaGetDeviceProperties(&prop, 0));
    const int sms = prop.multiProcessorCount;
    const int max_dynamic = static_cast<int>(prop.sharedMemPerBlockOptin) - 1024;
    CHECK(cudaFuncSetAttribute(empty_blocks, cudaFuncAttributeMaxDynamicSharedMemorySize, max_dynamic));
    std::printf("gpu_name,sm_count,block_threads,level,dynamic_smem,driver_blocks_per_sm,grid_blocks,reps,"
                "median_us,min_us,ns_per_block_per_sm\n");
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    const long grid = static_cast<long>(sms) * kBlocksPerSm;
    for (int threads : {32, 64, 128, 256, 512, 1024}) {
        int most = 0;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&most, empty_blocks, threads, 0));
        for (int level = 1; level <= most; ++level) {
            const int bytes = padding_for(level, threads, max_dynamic);
            if (bytes < 0) {
                continue;
            }
            int check = 0;
            CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&check, empty_blocks, threads, bytes));
            for (int i = 0; i < 3; ++i) {
                empty_blocks<<<grid, threads, bytes>>>();
            }
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            std::vector<float> ms(kReps);
            for (float &m : ms) {
                CHECK(cudaEventRecord(start));
                empty_blocks<<<grid, threads, bytes>>>();
                CHECK(cudaEventRecord(stop));
                CHECK(cudaEventSynchronize(stop));
                CHECK(cudaEventElapsedTime(&m, start, stop));
            }
            std::sort(ms.begin(), ms.end());
            const double median_us = 1e3 * ms[kReps / 2];
            std::printf("%s,%d,%d,%d,%d,%d,%ld,%d,%.3f,%.3f,%.2f\n", prop.name, sms, threads, level, bytes, check, grid,
                        kReps, median_us, 1e3 * ms[0], 1e3 * median_us / kBlocksPerSm);
        }
    }
    return 0;
}
