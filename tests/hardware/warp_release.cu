// Does a warp that has finished hand its slot to the next block before its own block ends? A
// block whose warps finish unevenly (a warp per row of rows of very different lengths) holds its
// shared memory until its last warp exits; whether its finished warps' slots and registers stay
// held too decides what a level reached by shared memory, by registers or by warps does to such a
// kernel (docs/WHAT_IF.md, "A finished warp's slot").
//
// The kernel: 256-thread blocks (8 warps) in which the first `long_warps` warps spin for
// `spin_cycles` cycles of their SM's clock and the others exit at once; warp 0 records its SM and
// its start and end on the global timer (read once each: polled by 64 warps at once, the global
// timer itself slowed the spin). It runs at a level reached by each route: warps alone (no shared
// memory, few registers), shared memory (dynamic padding, the most that still gives the level, so
// that shared memory alone allows exactly that many blocks), registers (a variant that holds kLive
// values across the spin), and registers and shared memory together. Each launch has `sms` × kBlocksPerSm blocks. For each
// route and each of one long warp a block and eight (every warp long, where no slot can be handed
// on) it prints one CSV row: the driver's blocks per SM, the median of kReps timed launches (CUDA
// events), and from the last launch's records the long warps resident per SM, averaged over each
// SM's span from its first start to its last end (the median over SMs), and their most at once on
// any SM. Where a finished warp's slot waits for its block, one long warp a block gives as many
// long warps resident as the level's blocks, and the launch takes as long as with eight; where it
// is handed on, up to the SM's 32 blocks.
//
// Build and run (on the device machine): nvcc -O3 -std=c++17 -arch=sm_90 -Xptxas -v -o warp_release
// warp_release.cu 2> ptxas.txt && ./warp_release > warp_release.csv
#include "check.cuh"

#include <algorithm>
#include <vector>

namespace {

constexpr int kThreads = 256;
constexpr int kBlocksPerSm = 96;
constexpr int kReps = 9;
constexpr long long kSpinCycles = 40000;
// Values the register-heavy variant keeps live across the spin: ptxas gives it 64 registers or
// more, 4 blocks of 256 threads per SM (ptxas.txt records the count).
constexpr int kLive = 52;

struct Record {
    unsigned long long start;
    unsigned long long end;
    unsigned sm;
    unsigned sink;
};

__device__ __forceinline__ unsigned long long global_ns() {
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__device__ __forceinline__ unsigned sm_id() {
    unsigned s;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
    return s;
}

__device__ __forceinline__ void spin(long long cycles) {
    const long long t0 = clock64();
    while (clock64() - t0 < cycles) {
    }
}

__global__ void __launch_bounds__(kThreads) few_registers(long long spin_cycles, int long_warps, Record *out) {
    extern __shared__ char padding[];
    if (static_cast<int>(threadIdx.x / 32) >= long_warps) {
        return;
    }
    const unsigned long long start = global_ns();
    spin(spin_cycles);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = Record{start, global_ns(), sm_id(), 0};
    }
}

__global__ void __launch_bounds__(kThreads) many_registers(long long spin_cycles, int long_warps, Record *out) {
    extern __shared__ char padding[];
    if (static_cast<int>(threadIdx.x / 32) >= long_warps) {
        return;
    }
    float live[kLive];
#pragma unroll
    for (int i = 0; i < kLive; ++i) {
        live[i] = __int_as_float(static_cast<int>(threadIdx.x) * (2 * i + 1));
        asm volatile("" : "+f"(live[i]));
    }
    const unsigned long long start = global_ns();
    spin(spin_cycles);
    unsigned sink = 0;
#pragma unroll
    for (int i = 0; i < kLive; ++i) {
        asm volatile("" : "+f"(live[i]));
        sink ^= __float_as_uint(live[i]);
    }
    if (threadIdx.x == 0) {
        out[blockIdx.x] = Record{start, global_ns(), sm_id(), sink};
    }
}

using Kernel = void (*)(long long, int, Record *);

// The most dynamic shared memory (in steps of 256 bytes) with which `kernel` still runs `level`
// blocks per SM, so that shared memory alone allows that many; -1 where none does.
int padding_for(Kernel kernel, int level, int max_dynamic) {
    int found = -1;
    for (int bytes = 0; bytes <= max_dynamic; bytes += 256) {
        int blocks = 0;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, kThreads, bytes));
        if (blocks == level) {
            found = bytes;
        }
        if (blocks < level) {
            break;
        }
    }
    return found;
}

struct Residency {
    double median_mean;
    int most;
};

// Long warps resident per SM: each SM's summed spans ÷ its span from first start to last end
// (the median over SMs), and the most at once on any SM.
Residency residency(const std::vector<Record> &records, int sms) {
    std::vector<std::vector<Record>> by_sm(sms);
    for (const Record &r : records) {
        if (static_cast<int>(r.sm) < sms) {
            by_sm[r.sm].push_back(r);
        }
    }
    std::vector<double> means;
    int most = 0;
    for (const auto &rs : by_sm) {
        if (rs.empty()) {
            continue;
        }
        unsigned long long first = rs[0].start, last = rs[0].end;
        double busy = 0;
        std::vector<std::pair<unsigned long long, int>> events;
        for (const Record &r : rs) {
            first = std::min(first, r.start);
            last = std::max(last, r.end);
            busy += static_cast<double>(r.end - r.start);
            events.emplace_back(r.start, 1);
            events.emplace_back(r.end, -1);
        }
        std::sort(events.begin(), events.end());
        int now = 0;
        for (const auto &e : events) {
            now += e.second;
            most = std::max(most, now);
        }
        means.push_back(busy / static_cast<double>(last - first));
    }
    std::sort(means.begin(), means.end());
    return {means.empty() ? 0.0 : means[means.size() / 2], most};
}

}  // namespace

int main() {
    cudaDeviceProp prop{};
    CHECK(cudaGetDeviceProperties(&prop, 0));
    const int sms = prop.multiProcessorCount;
    const int max_dynamic = static_cast<int>(prop.sharedMemPerBlockOptin);
    for (Kernel k : {few_registers, many_registers}) {
        CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, max_dynamic));
    }
    const int grid = sms * kBlocksPerSm;
    Record *records = nullptr;
    CHECK(cudaMalloc(&records, sizeof(Record) * grid));
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    std::printf("gpu_name,sm_count,route,kernel,registers,level,dynamic_smem,driver_blocks_per_sm,long_warps,grid_blocks,"
                "spin_cycles,reps,median_us,long_warps_resident_median,long_warps_resident_most\n");
    struct Route {
        const char *name;
        Kernel kernel;
        const char *kernel_name;
        int level;
        bool pad;
    };
    const Route routes[] = {
        {"warps", few_registers, "few_registers", 8, false},
        {"shared_memory", few_registers, "few_registers", 8, true},
        {"shared_memory", few_registers, "few_registers", 4, true},
        {"registers", many_registers, "many_registers", 4, false},
        {"registers_and_shared_memory", many_registers, "many_registers", 4, true},
        {"shared_memory", few_registers, "few_registers", 2, true},
    };
    for (const Route &route : routes) {
        cudaFuncAttributes attributes{};
        CHECK(cudaFuncGetAttributes(&attributes, route.kernel));
        const int bytes = route.pad ? padding_for(route.kernel, route.level, max_dynamic) : 0;
        if (bytes < 0) {
            std::fprintf(stderr, "no padding gives %s %d blocks per SM\n", route.kernel_name, route.level);
            return 1;
        }
        int driver = 0;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&driver, route.kernel, kThreads, bytes));
        for (int long_warps : {1, kThreads / 32}) {
            for (int i = 0; i < 2; ++i) {
                route.kernel<<<grid, kThreads, bytes>>>(kSpinCycles, long_warps, records);
            }
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            std::vector<float> ms(kReps);
            for (float &m : ms) {
                CHECK(cudaEventRecord(start));
                route.kernel<<<grid, kThreads, bytes>>>(kSpinCycles, long_warps, records);
                CHECK(cudaEventRecord(stop));
                CHECK(cudaEventSynchronize(stop));
                CHECK(cudaEventElapsedTime(&m, start, stop));
            }
            std::sort(ms.begin(), ms.end());
            std::vector<Record> host(grid);
            CHECK(cudaMemcpy(host.data(), records, sizeof(Record) * grid, cudaMemcpyDeviceToHost));
            const Residency r = residency(host, sms);
            std::printf("%s,%d,%s,%s,%d,%d,%d,%d,%d,%d,%lld,%d,%.2f,%.2f,%d\n", prop.name, sms, route.name,
                        route.kernel_name, attributes.numRegs, route.level, bytes, driver, long_warps, grid, kSpinCycles,
                        kReps, 1e3 * ms[kReps / 2], r.median_mean, r.most);
        }
    }
    CHECK(cudaFree(records));
    return 0;
}
