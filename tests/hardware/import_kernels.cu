// Profiler-import fixtures: one program whose launches each hit a different occupancy limiter,
// so that Nsight Compute's reports of them (console, CSV details, CSV raw) can be read back by
// the importer and checked against what the CUDA runtime itself says.
//
// Launches (grids sized from the runtime's own occupancy answer and the SM count):
//   k_regs_limited       256 threads, __launch_bounds__(256, 2) caps it at 128 registers: registers bind
//   k_smem_limited       128 threads, 12 KiB static + 88 KiB dynamic shared memory (opt-in): shared memory binds
//   k_warps_limited      1024 threads, few registers: warps bind
//   k_blocks_limited     32 threads, few registers, no shared memory: the blocks-per-SM limit binds
//   k_barriers16         64 threads, named barriers 1..15 (16 in all): the barrier limit should bind
//   k_barriers8          64 threads, named barriers 1..7 (8 in all)
//   k_barrier_free_twin  the same work as k_barriers16 with __syncthreads only (1 barrier)
//   k_wave_partial       grid = 1.5 x a full wave
//   k_wave_small         grid = half the SM count (less than one wave)
//   k_grid3d             3-D grid and 3-D block
//   k_grid2d             2-D grid and 2-D block
//   k_cluster2           thread-block clusters of 2 (cudaLaunchKernelEx)
//
// Usage: import_kernels [LAUNCHES_CSV]. Always prints one line per launch to stdout; with an
// argument also writes launches.csv there. Build: nvcc -O3 -arch=sm_90 -Xptxas -v import_kernels.cu

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#include "check.cuh"

// ---------------------------------------------------------------------------------------------
// Kernels

// ACC live accumulators per thread; with the launch bound's cap of 128 registers this binds on
// registers (ACC = 96 uses 128 registers uncapped on sm_90).
constexpr int kRegsAcc = 112;
__global__ void __launch_bounds__(256, 2) k_regs_limited(float* out, const float* in, int n) {
    float acc[kRegsAcc];
#pragma unroll
    for (int i = 0; i < kRegsAcc; ++i) acc[i] = in[(threadIdx.x + i) % n];
    for (int k = 0; k < 4; ++k) {
#pragma unroll
        for (int i = 0; i < kRegsAcc; ++i) acc[i] = fmaf(acc[i], acc[(i + 1) % kRegsAcc], in[k % n]);
    }
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < kRegsAcc; ++i) s += acc[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

constexpr int kSmemStaticFloats = 3072;  // 12 KiB static
__global__ void k_smem_limited(float* out, const float* in, int dyn_floats) {
    __shared__ float stat[kSmemStaticFloats];
    extern __shared__ float dyn[];
    for (int i = threadIdx.x; i < kSmemStaticFloats; i += blockDim.x) stat[i] = in[i % 1024];
    for (int i = threadIdx.x; i < dyn_floats; i += blockDim.x) dyn[i] = float(i);
    __syncthreads();
    float v = 0.f;
    for (int i = threadIdx.x; i < dyn_floats; i += blockDim.x) v += dyn[dyn_floats - 1 - i];
    v += stat[(threadIdx.x * 7) % kSmemStaticFloats];
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void k_warps_limited(float* out, const float* in) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[threadIdx.x % 1024] * 2.f + 1.f;
}

__global__ void k_blocks_limited(float* out, const float* in) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[threadIdx.x] + float(blockIdx.x);
}

// Named barriers by number: every thread of the block takes part (no thread count given).
#define NAMED_BAR(k) asm volatile("bar.sync " #k ";" ::: "memory")
// One exchange step through shared memory, fenced by barrier k on both sides.
#define XSTEP(k)                             \
    s[t] = v;                                \
    NAMED_BAR(k);                            \
    v = v * 0.5f + s[(t + 1) % blockDim.x]; \
    NAMED_BAR(k)

__global__ void k_barriers16(float* out) {
    __shared__ float s[1024];
    const unsigned t = threadIdx.x;
    float v = float(t);
    XSTEP(1); XSTEP(2); XSTEP(3); XSTEP(4); XSTEP(5); XSTEP(6); XSTEP(7); XSTEP(8);
    XSTEP(9); XSTEP(10); XSTEP(11); XSTEP(12); XSTEP(13); XSTEP(14); XSTEP(15);
    out[blockIdx.x * blockDim.x + t] = v;
}

__global__ void k_barriers8(float* out) {
    __shared__ float s[1024];
    const unsigned t = threadIdx.x;
    float v = float(t);
    XSTEP(1); XSTEP(2); XSTEP(3); XSTEP(4); XSTEP(5); XSTEP(6); XSTEP(7);
    out[blockIdx.x * blockDim.x + t] = v;
}

__global__ void k_barrier_free_twin(float* out) {
    __shared__ float s[1024];
    const unsigned t = threadIdx.x;
    float v = float(t);
    for (int k = 0; k < 15; ++k) {
        s[t] = v;
        __syncthreads();
        v = v * 0.5f + s[(t + 1) % blockDim.x];
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = v;
}

__device__ __forceinline__ float wave_work(const float* in, int i) {
    float v = in[i & 1023];
    for (int k = 0; k < 64; ++k) v = fmaf(v, 0.999f, 0.001f * float(k));
    return v;
}

__global__ void k_wave_partial(float* out, const float* in) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = wave_work(in, i);
}

__global__ void k_wave_small(float* out, const float* in) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = wave_work(in, i);
}

__global__ void k_grid3d(float* out, const float* in) {
    const int bx = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    const int tx = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    const int i = bx * (blockDim.x * blockDim.y * blockDim.z) + tx;
    out[i] = in[tx & 1023] * float(blockIdx.z + 1) + float(threadIdx.y);
}

__global__ void k_grid2d(float* out, const float* in) {
    const int bx = blockIdx.x + gridDim.x * blockIdx.y;
    const int tx = threadIdx.x + blockDim.x * threadIdx.y;
    const int i = bx * (blockDim.x * blockDim.y) + tx;
    out[i] = in[tx & 1023] + float(blockIdx.y) * 0.5f;
}

__global__ void k_cluster2(float* out, const float* in) {
    unsigned rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[threadIdx.x & 1023] + float(rank);
}

// ---------------------------------------------------------------------------------------------
// Host side

struct Launch {
    const char* name;
    const void* fn;
    dim3 grid, block;
    int dyn;          // dynamic shared memory, bytes
    int cluster;      // cluster size (x), 0 = no cluster attribute
    const char* by;   // the limiter meant by construction
};

static int g_sms = 0;
static FILE* g_csv = nullptr;

static int blocks_per_sm(const void* fn, int threads, int dyn) {
    int n = -1;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, fn, threads, size_t(dyn));
    if (e != cudaSuccess) {
        std::printf("occupancy query failed: %s\n", cudaGetErrorString(e));
        cudaGetLastError();
        return -1;
    }
    return n;
}

// Records the runtime's answers for a launch, then launches it.
static void record_and_launch(const Launch& L, float* out, const float* in) {
    cudaFuncAttributes a;
    CHECK(cudaFuncGetAttributes(&a, L.fn));
    const int threads = int(L.block.x * L.block.y * L.block.z);
    const int blocks = int(L.grid.x * L.grid.y * L.grid.z);
    const int active = blocks_per_sm(L.fn, threads, L.dyn);
    const int wave = active * g_sms;
    int clusters = -1;
    cudaError_t launch_status = cudaSuccess;
    if (L.cluster > 0) {
        cudaLaunchConfig_t cfg = {};
        cudaLaunchAttribute attr[1];
        attr[0].id = cudaLaunchAttributeClusterDimension;
        attr[0].val.clusterDim.x = unsigned(L.cluster);
        attr[0].val.clusterDim.y = 1;
        attr[0].val.clusterDim.z = 1;
        cfg.gridDim = L.grid;
        cfg.blockDim = L.block;
        cfg.dynamicSmemBytes = size_t(L.dyn);
        cfg.attrs = attr;
        cfg.numAttrs = 1;
        cudaError_t e = cudaOccupancyMaxActiveClusters(&clusters, L.fn, &cfg);
        if (e != cudaSuccess) {
            clusters = -int(e);
            cudaGetLastError();
        }
        launch_status = cudaLaunchKernelEx(&cfg, (void (*)(float*, const float*))L.fn, out, in);
    } else {
        // The third parameter: k_regs_limited's n, k_smem_limited's dynamic floats.
        int third = L.fn == (const void*)k_regs_limited ? 1024 : L.dyn / 4;
        void* args3[] = {&out, &in, &third};
        void* args2[] = {&out, &in};
        void* args1[] = {&out};
        void** args = args2;
        if (L.fn == (const void*)k_regs_limited || L.fn == (const void*)k_smem_limited) args = args3;
        if (L.fn == (const void*)k_barriers16 || L.fn == (const void*)k_barriers8 ||
            L.fn == (const void*)k_barrier_free_twin)
            args = args1;
        launch_status = cudaLaunchKernel(L.fn, L.grid, L.block, args, size_t(L.dyn), 0);
    }
    if (launch_status == cudaSuccess) launch_status = cudaDeviceSynchronize();
    if (launch_status != cudaSuccess) cudaGetLastError();
    const double waves = wave > 0 ? double(blocks) / double(wave) : -1.0;
    std::printf(
        "launch %-20s grid=(%u,%u,%u) block=(%u,%u,%u) dyn=%d cluster=%d regs=%d static_smem=%zu "
        "max_dyn=%d active_blocks_per_sm=%d full_wave=%d waves=%.3f max_active_clusters=%d by=%s status=%s\n",
        L.name, L.grid.x, L.grid.y, L.grid.z, L.block.x, L.block.y, L.block.z, L.dyn, L.cluster, a.numRegs,
        a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, active, wave, waves, clusters, L.by,
        cudaGetErrorString(launch_status));
    if (g_csv) {
        std::fprintf(g_csv,
                     "%s,%u,%u,%u,%u,%u,%u,%d,%d,%d,%d,%zu,%d,%zu,%d,%d,%d,%d,%d,%d,%.6f,%d,%s,%d\n",
                     L.name, L.grid.x, L.grid.y, L.grid.z, L.block.x, L.block.y, L.block.z, threads, blocks,
                     L.dyn, a.numRegs, a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, a.localSizeBytes,
                     a.maxThreadsPerBlock, a.binaryVersion, L.cluster, active, g_sms, wave, waves, clusters, L.by,
                     int(launch_status));
    }
}

int main(int argc, char** argv) {
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    g_sms = p.multiProcessorCount;
    std::printf("device %s, CC %d.%d, %d SMs\n", p.name, p.major, p.minor, g_sms);
    if (argc > 1) {
        g_csv = std::fopen(argv[1], "w");
        if (!g_csv) {
            std::perror(argv[1]);
            return 1;
        }
        std::fprintf(g_csv,
                     "launch,grid_x,grid_y,grid_z,block_x,block_y,block_z,threads_per_block,blocks,dynamic_smem,"
                     "num_regs,static_smem,max_dynamic_smem,local_bytes,max_threads_per_block,binary_version,"
                     "cluster_size,active_blocks_per_sm,sm_count,full_wave_blocks,waves,max_active_clusters,"
                     "limiter_by_construction,launch_status\n");
    }

    float *out, *in;
    const size_t outBytes = size_t(64) << 20;
    CHECK(cudaMalloc(&out, outBytes));
    CHECK(cudaMalloc(&in, 1 << 16));
    CHECK(cudaMemset(in, 0, 1 << 16));
    CHECK(cudaMemset(out, 0, outBytes));

    const int smemDyn = 88 * 1024;
    CHECK(cudaFuncSetAttribute(k_smem_limited, cudaFuncAttributeMaxDynamicSharedMemorySize, smemDyn));

    const int S = g_sms;
    auto wave = [](const void* fn, int threads, int dyn) {
        int n = blocks_per_sm(fn, threads, dyn);
        return (n > 0 ? n : 1) * g_sms;
    };
    const int partialWave = wave((const void*)k_wave_partial, 256, 0);

    Launch launches[] = {
        {"k_regs_limited", (const void*)k_regs_limited, dim3(wave((const void*)k_regs_limited, 256, 0)), dim3(256), 0, 0,
         "registers"},
        {"k_smem_limited", (const void*)k_smem_limited, dim3(wave((const void*)k_smem_limited, 128, smemDyn)), dim3(128),
         smemDyn, 0, "shared_memory"},
        {"k_warps_limited", (const void*)k_warps_limited, dim3(wave((const void*)k_warps_limited, 1024, 0)), dim3(1024),
         0, 0, "warps"},
        {"k_blocks_limited", (const void*)k_blocks_limited, dim3(wave((const void*)k_blocks_limited, 32, 0)), dim3(32),
         0, 0, "blocks"},
        {"k_barriers16", (const void*)k_barriers16, dim3(wave((const void*)k_barriers16, 64, 0)), dim3(64), 0, 0,
         "barriers"},
        {"k_barriers8", (const void*)k_barriers8, dim3(wave((const void*)k_barriers8, 64, 0)), dim3(64), 0, 0,
         "barriers"},
        {"k_barrier_free_twin", (const void*)k_barrier_free_twin, dim3(wave((const void*)k_barrier_free_twin, 64, 0)),
         dim3(64), 0, 0, "blocks=warps"},
        {"k_wave_partial", (const void*)k_wave_partial, dim3(partialWave + partialWave / 2), dim3(256), 0, 0,
         "warps;partial_last_wave"},
        {"k_wave_small", (const void*)k_wave_small, dim3(S / 2), dim3(256), 0, 0, "warps;less_than_one_wave"},
        {"k_grid3d", (const void*)k_grid3d, dim3(11, 6, 4), dim3(8, 8, 4), 0, 0, "warps;3d"},
        {"k_grid2d", (const void*)k_grid2d, dim3(33, 8), dim3(32, 4), 0, 0, "warps;2d"},
        {"k_cluster2", (const void*)k_cluster2, dim3(2 * S), dim3(128), 0, 2, "warps;cluster"},
    };
    for (const Launch& L : launches) {
        const size_t need = size_t(L.grid.x) * L.grid.y * L.grid.z * L.block.x * L.block.y * L.block.z * 4;
        if (need > outBytes) {
            std::printf("skip %s: output too small\n", L.name);
            continue;
        }
        record_and_launch(L, out, in);
    }
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    if (g_csv) std::fclose(g_csv);
    std::printf("done: %zu launches\n", sizeof(launches) / sizeof(launches[0]));
    return 0;
}
