// Generates Occupancy Lab's golden reference data by calling NVIDIA's occupancy header
// (cuda_occupancy.h, CUDA 13) on pseudo-random and edge-case inputs for every compute capability.
//
// Our own program; the header is fetched from the nvidia-cuda-runtime wheel by generate.sh and
// never committed. Device properties come from `occlab caps --csv` (the header takes them as
// inputs); everything the header decides by itself (allocation granularities, sub-partitions,
// blocks per SM, carveout sizes, barriers, caching) is what the golden data checks.
//
// Usage: occupancy_reference DEVICE_PROPS.csv OUT_DIR
// Writes OUT_DIR/occupancy.csv, OUT_DIR/block_size.csv, OUT_DIR/available_smem.csv.
//
// Usage: occupancy_reference --architectures
// Prints every compute capability MAJOR.MINOR (major 0-19, minor 0-9) the header accepts, one a
// line: those for which cudaOccMaxActiveBlocksPerMultiprocessor does not answer
// CUDA_OCC_ERROR_UNKNOWN_DEVICE for a small kernel.

#include <cuda_occupancy.h>

#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Rng {  // 64-bit LCG (Knuth's MMIX constants): deterministic across platforms.
    uint64_t s;
    uint32_t next() { s = s * 6364136223846793005ULL + 1442695040888963407ULL; return uint32_t(s >> 33); }
    int uniform(int lo, int hi) { return lo + int(next() % uint32_t(hi - lo + 1)); }  // inclusive
    bool chance(int percent) { return int(next() % 100) < percent; }
};

struct Device {
    std::string name;
    cudaOccDeviceProp prop;
};

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> out;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, ',')) out.push_back(field);
    return out;
}

std::vector<Device> read_devices(const char* path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> header = split(line);
    std::vector<Device> devices;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::vector<std::string> f = split(line);
        std::map<std::string, long long> v;
        std::string name;
        for (size_t i = 0; i < header.size() && i < f.size(); ++i) {
            if (header[i] == "cc") name = f[i];
            else v[header[i]] = std::stoll(f[i]);
        }
        Device d;
        d.name = name;
        d.prop.computeMajor = int(v["major"]);
        d.prop.computeMinor = int(v["minor"]);
        d.prop.maxThreadsPerBlock = int(v["max_threads_per_block"]);
        d.prop.maxThreadsPerMultiprocessor = int(v["max_threads_per_sm"]);
        d.prop.regsPerBlock = int(v["max_registers_per_block"]);
        d.prop.regsPerMultiprocessor = int(v["registers_per_sm"]);
        d.prop.warpSize = int(v["warp_size"]);
        d.prop.sharedMemPerBlock = size_t(v["shared_memory_per_block"]);
        d.prop.sharedMemPerMultiprocessor = size_t(v["shared_memory_per_sm"]);
        d.prop.numSms = 1;
        d.prop.sharedMemPerBlockOptin = size_t(v["shared_memory_per_block_optin"]);
        d.prop.reservedSharedMemPerBlock = size_t(v["reserved_shared_memory_per_block"]);
        devices.push_back(d);
    }
    return devices;
}

const char* cache_name(cudaOccCacheConfig c) {
    switch (c) {
        case CACHE_PREFER_SHARED: return "shared";
        case CACHE_PREFER_L1: return "l1";
        case CACHE_PREFER_EQUAL: return "equal";
        default: return "none";
    }
}

const char* gc_name(cudaOccPartitionedGCConfig g) {
    switch (g) {
        case PARTITIONED_GC_ON: return "on";
        case PARTITIONED_GC_ON_STRICT: return "on-strict";
        default: return "off";
    }
}

std::string carveout_text(int c) { return c < 0 ? "default" : std::to_string(c); }

struct Config {
    int threads, regs, smem_static, smem_dynamic, max_dynamic, carveout, barriers, virtual_resources;
    cudaOccCacheConfig cache;
    cudaOccPartitionedGCConfig gc;
};

// A random kernel and launch, biased towards the values where the rules bite.
Config random_config(Rng& r, const cudaOccDeviceProp& p) {
    Config c;
    int pick = r.uniform(0, 99);
    if (pick < 50) c.threads = 32 * r.uniform(1, 32);
    else if (pick < 85) c.threads = r.uniform(1, 1024);
    else if (pick < 95) c.threads = r.uniform(1025, 2048);
    else { static const int t[] = {1, 31, 33, 96, 992, 1023}; c.threads = t[r.uniform(0, 5)]; }
    pick = r.uniform(0, 99);
    if (pick < 70) c.regs = r.uniform(0, 128);
    else if (pick < 92) c.regs = r.uniform(129, 256);
    else c.regs = r.uniform(257, 320);
    pick = r.uniform(0, 99);
    if (pick < 50) c.smem_static = 0;
    else if (pick < 90) c.smem_static = r.uniform(0, 48 * 1024);
    else c.smem_static = 1024 * r.uniform(0, 48);
    int optin = int(p.sharedMemPerBlockOptin);
    pick = r.uniform(0, 99);
    if (pick < 35) c.smem_dynamic = 0;
    else if (pick < 70) c.smem_dynamic = r.uniform(0, 48 * 1024);
    else if (pick < 80) c.smem_dynamic = 128 * r.uniform(0, optin / 128);
    else c.smem_dynamic = r.uniform(0, optin + 8192);
    pick = r.uniform(0, 99);
    int default_limit = c.smem_static <= 48 * 1024 ? 48 * 1024 - c.smem_static : 0;
    if (pick < 45) c.max_dynamic = default_limit;
    else if (pick < 80) c.max_dynamic = optin > c.smem_static ? optin - c.smem_static : 0;
    else c.max_dynamic = r.uniform(0, optin);
    c.carveout = r.chance(40) ? -1 : r.uniform(0, 100);
    pick = r.uniform(0, 99);
    c.cache = pick < 70 ? CACHE_PREFER_NONE : pick < 80 ? CACHE_PREFER_SHARED : pick < 90 ? CACHE_PREFER_L1 : CACHE_PREFER_EQUAL;
    pick = r.uniform(0, 99);
    c.barriers = pick < 50 ? 1 : pick < 65 ? 0 : pick < 95 ? r.uniform(2, 16) : r.uniform(17, 80);
    pick = r.uniform(0, 99);
    c.gc = pick < 80 ? PARTITIONED_GC_OFF : pick < 90 ? PARTITIONED_GC_ON : PARTITIONED_GC_ON_STRICT;
    c.virtual_resources = r.chance(90) ? 0 : r.uniform(1, 200);
    return c;
}

cudaOccFuncAttributes attributes_of(const Config& c, int max_threads) {
    cudaOccFuncAttributes a;
    a.maxThreadsPerBlock = max_threads;
    a.numRegs = c.regs;
    a.sharedSizeBytes = size_t(c.smem_static);
    a.partitionedGCConfig = c.gc;
    a.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
    a.maxDynamicSharedSizeBytes = size_t(c.max_dynamic);
    a.numBlockBarriers = c.barriers;
    a.virtualResourceCount = c.virtual_resources;
    return a;
}

cudaOccDeviceState state_of(const Config& c) {
    cudaOccDeviceState s;
    s.cacheConfig = c.cache;
    s.carveoutConfig = c.carveout;
    return s;
}

void write_inputs(std::FILE* out, const Device& d, const Config& c) {
    std::fprintf(out, "%s,%d,%d,%d,%d,%s,%d,%s,%d,%s,%d", d.name.c_str(), c.threads, c.regs, c.smem_static,
                 c.smem_dynamic, carveout_text(c.carveout).c_str(), c.barriers, cache_name(c.cache), c.max_dynamic,
                 gc_name(c.gc), c.virtual_resources);
}

const char* kInputHeader =
    "cc,threads,regs,smem_static,smem_dynamic,carveout,barriers,cache_config,max_dynamic_smem,partitioned_gc,virtual_resources";

void occupancy_rows(std::FILE* out, const Device& d, Rng& r, int count) {
    for (int i = 0; i < count; ++i) {
        Config c = random_config(r, d.prop);
        cudaOccFuncAttributes a = attributes_of(c, INT_MAX);
        cudaOccDeviceState s = state_of(c);
        cudaOccResult res;
        std::memset(&res, 0, sizeof(res));
        cudaOccError err = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &d.prop, &a, &s, c.threads, size_t(c.smem_dynamic));
        write_inputs(out, d, c);
        std::fprintf(out, ",%d,%d,%u,%d,%d,%d,%d,%d,%d,%d,%zu,%s\n", int(err), res.activeBlocksPerMultiprocessor,
                     res.limitingFactors, res.blockLimitWarps, res.blockLimitRegs, res.blockLimitSharedMem,
                     res.blockLimitBlocks, res.blockLimitBarriers, res.blockLimitVirtual,
                     res.allocatedRegistersPerBlock, res.allocatedSharedMemPerBlock, gc_name(res.partitionedGCConfig));
    }
}

void block_size_rows(std::FILE* out, const Device& d, Rng& r, int count) {
    for (int i = 0; i < count; ++i) {
        Config c = random_config(r, d.prop);
        int max_threads = r.chance(60) ? INT_MAX : r.uniform(1, 1024);
        // Dynamic shared memory as a function of block size: bytes per thread plus a constant.
        int per_thread = r.chance(50) ? 0 : r.uniform(1, 64);
        int fixed = r.chance(50) ? 0 : r.uniform(0, 32 * 1024);
        cudaOccFuncAttributes a = attributes_of(c, max_threads);
        cudaOccDeviceState s = state_of(c);
        int min_grid = 0, block = 0;
        cudaOccError err = cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
            &min_grid, &block, &d.prop, &a, &s, [&](int b) { return size_t(per_thread) * size_t(b) + size_t(fixed); });
        std::fprintf(out, "%s,%d,%d,%s,%d,%s,%d,%s,%d,%d,%d,%d,%d,%d,%d\n", d.name.c_str(), c.regs, c.smem_static,
                     carveout_text(c.carveout).c_str(), c.barriers, cache_name(c.cache), c.max_dynamic,
                     gc_name(c.gc), c.virtual_resources, max_threads == INT_MAX ? 0 : max_threads, per_thread, fixed,
                     int(err), block, min_grid);
    }
}

void available_smem_rows(std::FILE* out, const Device& d, Rng& r, int count) {
    for (int i = 0; i < count; ++i) {
        Config c = random_config(r, d.prop);
        c.threads = 32 * r.uniform(1, 32);
        cudaOccFuncAttributes a = attributes_of(c, INT_MAX);
        cudaOccDeviceState s = state_of(c);
        int blocks = r.uniform(1, 40);
        size_t bytes = 0;
        cudaOccError err = cudaOccAvailableDynamicSMemPerBlock(&bytes, &d.prop, &a, &s, blocks, c.threads);
        write_inputs(out, d, c);
        std::fprintf(out, ",%d,%d,%zu\n", blocks, int(err), err == CUDA_OCC_SUCCESS ? bytes : size_t(0));
    }
}

// The compute capabilities the header knows. Device properties are those of a Hopper-sized SM;
// an architecture that would not fit them answers another error, still not UNKNOWN_DEVICE.
void print_architectures() {
    for (int major = 0; major < 20; ++major) {
        for (int minor = 0; minor < 10; ++minor) {
            cudaOccDeviceProp p;
            p.computeMajor = major;
            p.computeMinor = minor;
            p.maxThreadsPerBlock = 1024;
            p.maxThreadsPerMultiprocessor = 2048;
            p.regsPerBlock = 65536;
            p.regsPerMultiprocessor = 65536;
            p.warpSize = 32;
            p.sharedMemPerBlock = 48 * 1024;
            p.sharedMemPerMultiprocessor = 228 * 1024;
            p.numSms = 1;
            p.sharedMemPerBlockOptin = 227 * 1024;
            p.reservedSharedMemPerBlock = 1024;
            Config c{128, 32, 0, 0, 48 * 1024, -1, 1, 0, CACHE_PREFER_NONE, PARTITIONED_GC_OFF};
            cudaOccFuncAttributes a = attributes_of(c, INT_MAX);
            cudaOccDeviceState s = state_of(c);
            cudaOccResult res;
            std::memset(&res, 0, sizeof(res));
            cudaOccError err = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &p, &a, &s, c.threads, 0);
            if (err != CUDA_OCC_ERROR_UNKNOWN_DEVICE) std::printf("%d.%d\n", major, minor);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--architectures") == 0) {
        print_architectures();
        return 0;
    }
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s DEVICE_PROPS.csv OUT_DIR\n", argv[0]);
        return 2;
    }
    std::vector<Device> devices = read_devices(argv[1]);
    if (devices.empty()) {
        std::fprintf(stderr, "no devices in %s\n", argv[1]);
        return 1;
    }
    std::string dir = argv[2];
    std::FILE* occ = std::fopen((dir + "/occupancy.csv").c_str(), "w");
    std::FILE* bs = std::fopen((dir + "/block_size.csv").c_str(), "w");
    std::FILE* av = std::fopen((dir + "/available_smem.csv").c_str(), "w");
    if (!occ || !bs || !av) {
        std::fprintf(stderr, "cannot write to %s\n", dir.c_str());
        return 1;
    }
    std::fprintf(occ, "%s,status,active_blocks,limiting_factors,limit_warps,limit_registers,limit_shared_memory,"
                      "limit_blocks,limit_barriers,limit_virtual,allocated_registers,allocated_shared_memory,"
                      "partitioned_gc_after\n", kInputHeader);
    std::fprintf(bs, "cc,regs,smem_static,carveout,barriers,cache_config,max_dynamic_smem,partitioned_gc,"
                     "virtual_resources,max_threads_per_block,dynamic_per_thread,dynamic_fixed,status,block_size,"
                     "blocks_per_sm\n");
    std::fprintf(av, "%s,blocks,status,available_dynamic_smem\n", kInputHeader);
    for (const Device& d : devices) {
        Rng r{0x9E3779B97F4A7C15ULL ^ uint64_t(d.prop.computeMajor * 100 + d.prop.computeMinor)};
        occupancy_rows(occ, d, r, 1000);
        block_size_rows(bs, d, r, 120);
        available_smem_rows(av, d, r, 120);
    }
    std::fclose(occ);
    std::fclose(bs);
    std::fclose(av);
    return 0;
}
