// Captures what the CUDA runtime itself says about occupancy on a real GPU, for real compiled
// kernels: cudaOccupancyMaxActiveBlocksPerMultiprocessor over block sizes, dynamic shared
// memory, carveouts and dynamic-shared-memory limits; cudaOccupancyMaxPotentialBlockSize;
// cudaOccupancyAvailableDynamicSMemPerBlock; and the device properties.
//
// Build and run: see capture.sh. Output: CSV files in the directory given as argv[1].
// With --launch it instead launches a few kernels once each (for Nsight Compute captures).

#include <cuda_runtime.h>

#include <cstdio>
#include <initializer_list>
#include <cstdlib>
#include <string>
#include <vector>

#include "check.cuh"

// Register pressure grows with ACC: ACC live accumulators per thread.
template <int ACC>
__global__ void regs_kernel(float* out, const float* in, int n) {
    float acc[ACC];
#pragma unroll
    for (int i = 0; i < ACC; ++i) acc[i] = in[(threadIdx.x + i) % n];
    for (int k = 0; k < 4; ++k) {
#pragma unroll
        for (int i = 0; i < ACC; ++i) acc[i] = fmaf(acc[i], acc[(i + 1) % ACC], in[k % n]);
    }
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < ACC; ++i) s += acc[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

// Static shared memory of STATIC bytes, plus dynamic shared memory of dyn_bytes.
template <int STATIC>
__global__ void smem_kernel(float* out, int dyn_bytes) {
    __shared__ float buf[STATIC / 4];
    extern __shared__ float dyn[];
    buf[threadIdx.x % (STATIC / 4)] = float(threadIdx.x);
    if (threadIdx.x * 4 < unsigned(dyn_bytes)) dyn[threadIdx.x] = float(threadIdx.x);
    __syncthreads();
    float v = buf[(threadIdx.x + 1) % (STATIC / 4)];
    if (threadIdx.x * 4 < unsigned(dyn_bytes)) v += dyn[(threadIdx.x * 4 + 4 < unsigned(dyn_bytes)) ? threadIdx.x + 1 : 0];
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Dynamic shared memory only.
__global__ void dyn_kernel(float* out, int dyn_bytes) {
    extern __shared__ float dyn[];
    if (threadIdx.x * 4 < unsigned(dyn_bytes)) dyn[threadIdx.x] = float(threadIdx.x);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x * 4 < unsigned(dyn_bytes) ? dyn[threadIdx.x] : 0.f;
}

// Uses named barrier 15, so the block needs 16 barriers.
__global__ void barriers16_kernel(float* out) {
    asm volatile("bar.sync 15;");
    out[blockIdx.x * blockDim.x + threadIdx.x] = 1.f;
}

// No barrier at all.
__global__ void nobarrier_kernel(float* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 2.f; }

// __launch_bounds__ caps the block size the kernel accepts.
__global__ void __launch_bounds__(256) bounded_kernel(float* out, const float* in) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = in[threadIdx.x] * 2.f;
}

struct Kernel {
    const char* name;
    const void* fn;
    int barriers;  // by construction; ptxas -v confirms ("used N barriers")
};

int main(int argc, char** argv) {
    std::vector<Kernel> kernels = {
        {"regs4", (const void*)regs_kernel<4>, 0},
        {"regs32", (const void*)regs_kernel<32>, 0},
        {"regs64", (const void*)regs_kernel<64>, 0},
        {"regs96", (const void*)regs_kernel<96>, 0},
        {"regs160", (const void*)regs_kernel<160>, 0},
        {"smem1000", (const void*)smem_kernel<1000>, 1},
        {"smem12288", (const void*)smem_kernel<12288>, 1},
        {"smem40000", (const void*)smem_kernel<40000>, 1},
        {"smem49152", (const void*)smem_kernel<49152>, 1},
        {"dyn", (const void*)dyn_kernel, 1},
        {"barriers16", (const void*)barriers16_kernel, 16},
        {"nobarrier", (const void*)nobarrier_kernel, 0},
        {"bounded256", (const void*)bounded_kernel, 0},
    };
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s OUT_DIR | --launch\n", argv[0]);
        return 2;
    }
    if (std::string(argv[1]) == "--tail") {
        // Grids around full waves, for Nsight Compute's Launch Statistics (Waves Per SM) and its
        // tail-effect rule. regs_kernel<32> with 256 threads: 5 blocks per SM on CC 9.0.
        float *out, *in;
        CHECK(cudaMalloc(&out, 1 << 26));
        CHECK(cudaMalloc(&in, 1 << 20));
        CHECK(cudaMemset(in, 0, 1 << 20));
        for (int grid : {100, 700, 1000, 1400, 2000}) regs_kernel<32><<<grid, 256>>>(out, in, 1024);
        dyn_kernel<<<300, 1000, 20000>>>(out, 20000);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        return 0;
    }
    if (std::string(argv[1]) == "--launch") {
        float *out, *in;
        CHECK(cudaMalloc(&out, 1 << 24));
        CHECK(cudaMalloc(&in, 1 << 20));
        CHECK(cudaMemset(in, 0, 1 << 20));
        regs_kernel<32><<<1320, 256>>>(out, in, 1024);
        regs_kernel<160><<<264, 256>>>(out, in, 1024);
        CHECK(cudaFuncSetAttribute(smem_kernel<12288>, cudaFuncAttributeMaxDynamicSharedMemorySize, 100000));
        smem_kernel<12288><<<528, 128, 100000>>>(out, 100000);
        barriers16_kernel<<<2640, 64>>>(out);
        dyn_kernel<<<133, 1000, 20000>>>(out, 20000);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        return 0;
    }
    std::string dir = argv[1];

    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    int maxBlocks = 0;
    CHECK(cudaDeviceGetAttribute(&maxBlocks, cudaDevAttrMaxBlocksPerMultiprocessor, 0));
    int runtimeVersion = 0, driverVersion = 0;
    CHECK(cudaRuntimeGetVersion(&runtimeVersion));
    CHECK(cudaDriverGetVersion(&driverVersion));
    FILE* props = std::fopen((dir + "/device_properties.csv").c_str(), "w");
    std::fprintf(props, "property,value\n");
    std::fprintf(props, "name,%s\n", p.name);
    std::fprintf(props, "compute_capability,%d.%d\n", p.major, p.minor);
    std::fprintf(props, "runtime_version,%d\ndriver_version,%d\n", runtimeVersion, driverVersion);
    std::fprintf(props, "multi_processor_count,%d\n", p.multiProcessorCount);
    std::fprintf(props, "warp_size,%d\n", p.warpSize);
    std::fprintf(props, "max_threads_per_block,%d\n", p.maxThreadsPerBlock);
    std::fprintf(props, "max_threads_per_multiprocessor,%d\n", p.maxThreadsPerMultiProcessor);
    std::fprintf(props, "max_blocks_per_multiprocessor,%d\n", maxBlocks);
    std::fprintf(props, "regs_per_block,%d\n", p.regsPerBlock);
    std::fprintf(props, "regs_per_multiprocessor,%d\n", p.regsPerMultiprocessor);
    std::fprintf(props, "shared_mem_per_block,%zu\n", p.sharedMemPerBlock);
    std::fprintf(props, "shared_mem_per_multiprocessor,%zu\n", p.sharedMemPerMultiprocessor);
    std::fprintf(props, "shared_mem_per_block_optin,%zu\n", p.sharedMemPerBlockOptin);
    std::fprintf(props, "reserved_shared_mem_per_block,%zu\n", p.reservedSharedMemPerBlock);
    std::fprintf(props, "l2_cache_size,%d\n", p.l2CacheSize);
    std::fprintf(props, "memory_bus_width,%d\n", p.memoryBusWidth);
    std::fclose(props);

    FILE* attrs = std::fopen((dir + "/kernels.csv").c_str(), "w");
    std::fprintf(attrs, "kernel,regs,smem_static,barriers,max_threads_per_block,default_max_dynamic_smem\n");
    for (const Kernel& k : kernels) {
        cudaFuncAttributes a;
        CHECK(cudaFuncGetAttributes(&a, k.fn));
        std::fprintf(attrs, "%s,%d,%zu,%d,%d,%d\n", k.name, a.numRegs, a.sharedSizeBytes, k.barriers, a.maxThreadsPerBlock,
                     a.maxDynamicSharedSizeBytes);
    }
    std::fclose(attrs);

    const int blockSizes[] = {32, 64, 96, 100, 128, 160, 192, 256, 288, 384, 512, 640, 768, 1000, 1024};
    const int dynSizes[] = {0,     1,     1024,   8192,   20000,  20096,  32768,  48000, 49152,
                            65536, 99968, 100000, 100096, 120000, 150000, 200000, 232448};
    const int carveouts[] = {-1, 0, 25, 50, 100};

    FILE* occ = std::fopen((dir + "/occupancy.csv").c_str(), "w");
    FILE* bs = std::fopen((dir + "/block_size.csv").c_str(), "w");
    FILE* av = std::fopen((dir + "/available_smem.csv").c_str(), "w");
    std::fprintf(occ, "kernel,carveout,max_dynamic_smem,max_dynamic_smem_reported,threads,smem_dynamic,status,active_blocks\n");
    std::fprintf(bs, "kernel,carveout,max_dynamic_smem,smem_dynamic,status,min_grid_size,block_size\n");
    std::fprintf(av, "kernel,carveout,max_dynamic_smem,threads,blocks,status,available_dynamic_smem\n");
    for (const Kernel& k : kernels) {
        cudaFuncAttributes base;
        CHECK(cudaFuncGetAttributes(&base, k.fn));
        const int optinDynamic = int(p.sharedMemPerBlockOptin) - int(base.sharedSizeBytes);
        const int limits[] = {base.maxDynamicSharedSizeBytes, optinDynamic, 20000, 100000};
        for (int limit : limits) {
            CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributeMaxDynamicSharedMemorySize, limit));
            cudaFuncAttributes set;
            CHECK(cudaFuncGetAttributes(&set, k.fn));
            for (int carveout : carveouts) {
                CHECK(cudaFuncSetAttribute(k.fn, cudaFuncAttributePreferredSharedMemoryCarveout, carveout));
                for (int t : blockSizes) {
                    for (int d : dynSizes) {
                        int n = -1;
                        cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, k.fn, t, size_t(d));
                        cudaGetLastError();
                        std::fprintf(occ, "%s,%d,%d,%d,%d,%d,%d,%d\n", k.name, carveout, limit,
                                     set.maxDynamicSharedSizeBytes, t, d, int(e), n);
                    }
                }
                for (int d : dynSizes) {
                    int minGrid = -1, block = -1;
                    cudaError_t e = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, k.fn, size_t(d), 0);
                    cudaGetLastError();
                    std::fprintf(bs, "%s,%d,%d,%d,%d,%d,%d\n", k.name, carveout, limit, d, int(e), minGrid, block);
                }
                for (int t : {64, 128, 256, 512, 1024}) {
                    for (int blocks : {1, 2, 3, 4, 5, 8, 16, 32}) {
                        size_t bytes = 0;
                        cudaError_t e = cudaOccupancyAvailableDynamicSMemPerBlock(&bytes, k.fn, blocks, t);
                        cudaGetLastError();
                        std::fprintf(av, "%s,%d,%d,%d,%d,%d,%zu\n", k.name, carveout, limit, t, blocks, int(e),
                                     e == cudaSuccess ? bytes : size_t(0));
                    }
                }
            }
        }
    }
    std::fclose(occ);
    std::fclose(bs);
    std::fclose(av);

    // What a real launch enforces: dyn_kernel with a dynamic-shared-memory limit set, launched
    // with more or less dynamic shared memory than that.
    FILE* launches = std::fopen((dir + "/launch_check.csv").c_str(), "w");
    std::fprintf(launches, "max_dynamic_smem,smem_dynamic,launch_status\n");
    float* scratch;
    CHECK(cudaMalloc(&scratch, 1 << 20));
    for (int limit : {20000, 49152, 100000, 232448}) {
        CHECK(cudaFuncSetAttribute(dyn_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, limit));
        for (int d : {16384, 20000, 20096, 32768, 49152, 49280, 65536, 100000, 100096, 232448}) {
            dyn_kernel<<<1, 32, size_t(d)>>>(scratch, 0);
            cudaError_t e = cudaGetLastError();
            cudaError_t s2 = cudaDeviceSynchronize();
            std::fprintf(launches, "%d,%d,%d\n", limit, d, int(e != cudaSuccess ? e : s2));
        }
    }
    std::fclose(launches);
    std::printf("captured %zu kernels on %s (CC %d.%d, %d SMs)\n", kernels.size(), p.name, p.major, p.minor,
                p.multiProcessorCount);
    return 0;
}
