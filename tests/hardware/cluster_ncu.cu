// Nsight Compute's cluster rows (Max Active Clusters, Max Cluster Size, Cluster Occupancy,
// Overall GPU Occupancy) over launches that tell their definitions apart: the same kernel at
// several grid sizes (does the grid matter?), several block sizes and cluster sizes (how do the
// SM's block limit and the cluster size enter?), and a register-limited kernel.
//
// Each launch prints one line: the kernel, grid, block, cluster size, dynamic shared memory, the
// runtime's cudaOccupancyMaxActiveClusters and cudaOccupancyMaxActiveBlocksPerMultiprocessor. Run
// it under `ncu --section Occupancy --section LaunchStats --csv --page raw` (capture_cluster_ncu.sh).
//
// Build: nvcc -O3 -arch=sm_90 cluster_ncu.cu -o cluster_ncu

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#include "check.cuh"

__global__ void k_light(float* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = float(threadIdx.x); }

__global__ void __launch_bounds__(256) k_heavy(float* out, const float* in) {
    float acc[64];
#pragma unroll
    for (int i = 0; i < 64; ++i) acc[i] = in[(threadIdx.x + i) & 1023];
    for (int k = 0; k < 8; ++k) {
#pragma unroll
        for (int i = 0; i < 64; ++i) acc[i] = fmaf(acc[i], acc[(i + 7) & 63], in[k]);
    }
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < 64; ++i) s += acc[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

template <typename K, typename... Args>
static void launch(const char* name, K kernel, int grid, int block, int cluster, int dyn, Args... args) {
    if (cluster > 8) CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
    if (dyn > 48 * 1024) CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, dyn));
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(grid);
    config.blockDim = dim3(block);
    config.dynamicSmemBytes = dyn;
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = cluster;
    attr[0].val.clusterDim.y = 1;
    attr[0].val.clusterDim.z = 1;
    config.attrs = attr;
    config.numAttrs = 1;
    int clusters = -1, blocks = -1;
    CHECK(cudaOccupancyMaxActiveClusters(&clusters, (void*)kernel, &config));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, block, dyn));
    CHECK(cudaLaunchKernelEx(&config, kernel, args...));
    CHECK(cudaDeviceSynchronize());
    std::printf("launch %s grid=%d block=%d cluster=%d dyn=%d max_active_clusters=%d active_blocks_per_sm=%d\n", name,
                grid, block, cluster, dyn, clusters, blocks);
}

int main() {
    float *out, *in;
    CHECK(cudaMalloc(&out, sizeof(float) * 1024 * 8448));
    CHECK(cudaMalloc(&in, sizeof(float) * 1024));
    CHECK(cudaMemset(in, 0, sizeof(float) * 1024));
    // The grid alone changes: 128 threads, clusters of 2.
    for (int grid : {2, 264, 528, 1056, 2112, 4224, 8448}) launch("k_light", k_light, grid, 128, 2, 0, out);
    // The block size and the cluster size change, on a grid of 1,056 clusters-worth where it divides.
    for (int block : {32, 64, 256, 512, 1024}) launch("k_light", k_light, 1056, block, 2, 0, out);
    for (int cluster : {1, 4, 8, 16}) launch("k_light", k_light, 1056, 128, cluster, 0, out);
    // Shared memory makes a block fill an SM: one block per SM.
    launch("k_light", k_light, 264, 128, 2, 200 * 1024, out);
    launch("k_light", k_light, 264, 128, 4, 100 * 1024, out);
    // Registers limit the blocks.
    for (int cluster : {1, 2, 4, 8}) launch("k_heavy", k_heavy, 528, 256, cluster, 0, out, (const float*)in);
    CHECK(cudaFree(out));
    CHECK(cudaFree(in));
    return 0;
}
