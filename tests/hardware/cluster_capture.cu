// Thread-block-cluster occupancy, as the CUDA runtime answers it on a real GPU, and the GPC
// layout that cluster launches reveal.
//
// 1. cluster_occupancy.csv: cudaOccupancyMaxActiveClusters and cudaOccupancyMaxPotentialClusterSize
//    (and cudaOccupancyMaxActiveBlocksPerMultiprocessor for the same kernel, block size, dynamic
//    shared memory and carveout) over 3 kernels (about 16, 64 and 128 registers) x 10 block sizes
//    x cluster sizes 1..16 x 6 dynamic shared memory sizes x 5 carveouts. Sizes 1..8 are queried
//    with cudaFuncAttributeNonPortableClusterSizeAllowed = 0, sizes 9..16 with it = 1; sizes 9..16
//    are also queried once per kernel and block size with it = 0 (carveout -1, no dynamic shared
//    memory) to record the refusal. status* columns are cudaError_t codes (status_codes.csv names
//    them); a failed query leaves its count at -1.
// 2. GPC layout: k_gpc_probe launched with as many clusters as cudaOccupancyMaxActiveClusters says
//    fit at once; thread 0 of each block records %smid, %clusterid.x, %cluster_ctarank,
//    %nclusterid.x and %globaltimer at start and after a spin of 50 us, so that all clusters are
//    co-resident. A cluster always runs inside one GPC, so SMs seen in one cluster share a GPC;
//    the union over all launches gives the groups (gpc_summary.txt). Two modes: "packed" (32
//    threads, no shared memory: many blocks per SM) and "one_per_sm" (32 threads and 160 KiB of
//    dynamic shared memory: one block per SM). Raw records for cluster sizes 16 and 8 go to
//    gpc_layout_16.csv and gpc_layout_8.csv; every cluster of every launch (one_per_sm mode,
//    sizes 2..16, 3 repetitions; packed mode, sizes 8 and 16) to gpc_clusters.csv.
//
// Usage: cluster_capture OUT_DIR. Build: nvcc -O3 -arch=sm_90 -Xptxas -v cluster_capture.cu

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "check.cuh"

// ---------------------------------------------------------------------------------------------
// Occupancy kernels: the same shape, different register counts. Each touches its dynamic shared
// memory (dyn_floats of it).

__global__ void k_cl_r16(float* out, const float* in, int dyn_floats) {
    extern __shared__ float dyn[];
    float v = in[threadIdx.x & 1023];
    if (int(threadIdx.x) < dyn_floats) dyn[threadIdx.x] = v;
    __syncthreads();
    if (int(threadIdx.x) < dyn_floats) v += dyn[(threadIdx.x + 1) % unsigned(dyn_floats)];
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

template <int ACC>
__device__ __forceinline__ float pressure(const float* in, float seed) {
    float acc[ACC];
#pragma unroll
    for (int i = 0; i < ACC; ++i) acc[i] = in[(threadIdx.x + i) & 1023] + seed;
    for (int k = 0; k < 4; ++k) {
#pragma unroll
        for (int i = 0; i < ACC; ++i) acc[i] = fmaf(acc[i], acc[(i + 1) % ACC], in[k]);
    }
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < ACC; ++i) s += acc[i];
    return s;
}

__global__ void __maxnreg__(64) k_cl_r64(float* out, const float* in, int dyn_floats) {
    extern __shared__ float dyn[];
    float seed = 0.f;
    if (int(threadIdx.x) < dyn_floats) dyn[threadIdx.x] = in[threadIdx.x & 1023];
    __syncthreads();
    if (int(threadIdx.x) < dyn_floats) seed = dyn[(threadIdx.x + 1) % unsigned(dyn_floats)];
    out[blockIdx.x * blockDim.x + threadIdx.x] = pressure<48>(in, seed);
}

__global__ void __maxnreg__(128) k_cl_r128(float* out, const float* in, int dyn_floats) {
    extern __shared__ float dyn[];
    float seed = 0.f;
    if (int(threadIdx.x) < dyn_floats) dyn[threadIdx.x] = in[threadIdx.x & 1023];
    __syncthreads();
    if (int(threadIdx.x) < dyn_floats) seed = dyn[(threadIdx.x + 1) % unsigned(dyn_floats)];
    out[blockIdx.x * blockDim.x + threadIdx.x] = pressure<120>(in, seed);
}

// ---------------------------------------------------------------------------------------------
// GPC probe

struct Rec {
    unsigned smid, clusterid, ctarank, nclusterid, block, nctarank, pad0, pad1;
    unsigned long long t0, t1;
};

__global__ void k_gpc_probe(Rec* rec, unsigned long long spin_ns, int dyn_bytes) {
    extern __shared__ unsigned char pad[];
    if (threadIdx.x == 0) {
        unsigned smid, cid, rank, ncid, nrank;
        unsigned long long t0, t1;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
        asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
        asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
        asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
        asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(ncid));
        asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(nrank));
        do {
            asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
        } while (t1 - t0 < spin_ns);
        if (dyn_bytes > 0) pad[0] = (unsigned char)smid;  // touch the dynamic shared memory
        Rec r;
        r.smid = smid;
        r.clusterid = cid;
        r.ctarank = rank;
        r.nclusterid = ncid;
        r.block = blockIdx.x;
        r.nctarank = nrank;
        r.pad0 = r.pad1 = 0;
        r.t0 = t0;
        r.t1 = t1;
        rec[blockIdx.x] = r;
    }
}

// ---------------------------------------------------------------------------------------------

struct Kernel {
    const char* name;
    const void* fn;
};

static std::set<int> g_codes;

static int code(cudaError_t e) {
    g_codes.insert(int(e));
    if (e != cudaSuccess) cudaGetLastError();  // clear the sticky-free error
    return int(e);
}

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(int n) : parent(n) {
        for (int i = 0; i < n; ++i) parent[i] = i;
    }
    int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
    void join(int a, int b) { parent[find(a)] = find(b); }
};

struct ProbeResult {
    std::string mode;
    int size, rep, dyn, max_active_clusters, active_status, launch_status, blocks, distinct_sms;
    bool coresident;
    int max_distinct_sms_in_cluster;
};

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s OUT_DIR\n", argv[0]);
        return 2;
    }
    const std::string dir = argv[1];
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    const int sms = p.multiProcessorCount;
    int clusterLaunch = 0, runtimeVersion = 0, driverVersion = 0;
    CHECK(cudaDeviceGetAttribute(&clusterLaunch, cudaDevAttrClusterLaunch, 0));
    CHECK(cudaRuntimeGetVersion(&runtimeVersion));
    CHECK(cudaDriverGetVersion(&driverVersion));
    std::printf("device %s, CC %d.%d, %d SMs, cluster launch %d\n", p.name, p.major, p.minor, sms, clusterLaunch);

    FILE* dev = std::fopen((dir + "/device.csv").c_str(), "w");
    if (!dev) {
        std::perror(dir.c_str());
        return 1;
    }
    std::fprintf(dev, "property,value\nname,%s\ncompute_capability,%d.%d\nmulti_processor_count,%d\n", p.name, p.major,
                 p.minor, sms);
    std::fprintf(dev, "cluster_launch,%d\nruntime_version,%d\ndriver_version,%d\n", clusterLaunch, runtimeVersion,
                 driverVersion);
    std::fprintf(dev, "shared_mem_per_multiprocessor,%zu\nshared_mem_per_block_optin,%zu\n",
                 p.sharedMemPerMultiprocessor, p.sharedMemPerBlockOptin);
    std::fprintf(dev, "reserved_shared_mem_per_block,%zu\nmax_threads_per_multiprocessor,%d\n",
                 p.reservedSharedMemPerBlock, p.maxThreadsPerMultiProcessor);
    std::fprintf(dev, "regs_per_multiprocessor,%d\n", p.regsPerMultiprocessor);
    std::fclose(dev);

    // ------------------------------------------------------------------ 1. occupancy sweep
    const Kernel kernels[] = {
        {"k_cl_r16", (const void*)k_cl_r16},
        {"k_cl_r64", (const void*)k_cl_r64},
        {"k_cl_r128", (const void*)k_cl_r128},
    };
    const int blockSizes[] = {32, 64, 96, 128, 192, 256, 384, 512, 768, 1024};
    const int dynSizes[] = {0, 1024, 16384, 49152, 102400, 204800};
    const int carveouts[] = {-1, 0, 25, 50, 100};

    FILE* kf = std::fopen((dir + "/cluster_kernels.csv").c_str(), "w");
    std::fprintf(kf, "kernel,regs,static_smem,local_bytes,max_threads_per_block,default_max_dynamic_smem\n");
    FILE* occ = std::fopen((dir + "/cluster_occupancy.csv").c_str(), "w");
    std::fprintf(occ,
                 "kernel,regs,block_size,cluster_size,non_portable,dynamic_smem,carveout,active_blocks_per_sm,"
                 "max_active_clusters,max_potential_cluster_size,status,potential_status,active_blocks_status,"
                 "max_dynamic_smem_attr,attr_status\n");
    long rows = 0;
    for (const Kernel& k : kernels) {
        cudaFuncAttributes a;
        CHECK(cudaFuncGetAttributes(&a, k.fn));
        std::fprintf(kf, "%s,%d,%zu,%zu,%d,%d\n", k.name, a.numRegs, a.sharedSizeBytes, a.localSizeBytes,
                     a.maxThreadsPerBlock, a.maxDynamicSharedSizeBytes);
        const int defaultMaxDyn = a.maxDynamicSharedSizeBytes;
        for (int carveout : carveouts) {
            int cs_status = code(cudaFuncSetAttribute(k.fn, cudaFuncAttributePreferredSharedMemoryCarveout, carveout));
            for (int dyn : dynSizes) {
                const int attr = std::max(dyn, defaultMaxDyn);
                int attr_status = code(cudaFuncSetAttribute(k.fn, cudaFuncAttributeMaxDynamicSharedMemorySize, attr));
                if (cs_status != 0 && attr_status == 0) attr_status = cs_status;
                for (int t : blockSizes) {
                    int active = -1;
                    const int active_status =
                        code(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, k.fn, t, size_t(dyn)));
                    if (active_status != 0) active = -1;
                    for (int np = 0; np <= 1; ++np) {
                        code(cudaFuncSetAttribute(k.fn, cudaFuncAttributeNonPortableClusterSizeAllowed, np));
                        cudaLaunchConfig_t cfg = {};
                        cudaLaunchAttribute la[1];
                        la[0].id = cudaLaunchAttributeClusterDimension;
                        la[0].val.clusterDim.x = 1;
                        la[0].val.clusterDim.y = 1;
                        la[0].val.clusterDim.z = 1;
                        cfg.blockDim = dim3(unsigned(t));
                        cfg.dynamicSmemBytes = size_t(dyn);
                        cfg.attrs = la;
                        cfg.numAttrs = 1;
                        cfg.gridDim = dim3(16);
                        int potential = -1;
                        const int potential_status = code(cudaOccupancyMaxPotentialClusterSize(&potential, k.fn, &cfg));
                        if (potential_status != 0) potential = -1;
                        int lo = np ? 9 : 1, hi = np ? 16 : 8;
                        // Sizes 9..16 without the non-portable opt-in: once per kernel and block size.
                        if (!np && carveout == -1 && dyn == 0) hi = 16;
                        for (int cs = lo; cs <= hi; ++cs) {
                            la[0].val.clusterDim.x = unsigned(cs);
                            cfg.gridDim = dim3(unsigned(cs * 16));
                            int clusters = -1;
                            const int st = code(cudaOccupancyMaxActiveClusters(&clusters, k.fn, &cfg));
                            if (st != 0) clusters = -1;
                            std::fprintf(occ, "%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d\n", k.name, a.numRegs, t,
                                         cs, np, dyn, carveout, active, clusters, potential, st, potential_status,
                                         active_status, attr, attr_status);
                            ++rows;
                        }
                    }
                }
            }
        }
        // Leave the kernel as found.
        code(cudaFuncSetAttribute(k.fn, cudaFuncAttributeNonPortableClusterSizeAllowed, 0));
        code(cudaFuncSetAttribute(k.fn, cudaFuncAttributePreferredSharedMemoryCarveout, -1));
        code(cudaFuncSetAttribute(k.fn, cudaFuncAttributeMaxDynamicSharedMemorySize, defaultMaxDyn));
    }
    std::fclose(occ);
    std::fclose(kf);
    std::printf("cluster_occupancy.csv: %ld rows\n", rows);

    // ------------------------------------------------------------------ 2. GPC layout
    const int maxRecs = 1 << 20;
    Rec* d_rec;
    CHECK(cudaMalloc(&d_rec, sizeof(Rec) * maxRecs));
    std::vector<Rec> h(maxRecs);
    const unsigned long long spinNs = 50000;
    const int onePerSmDyn = 160 * 1024;
    CHECK(cudaFuncSetAttribute(k_gpc_probe, cudaFuncAttributeMaxDynamicSharedMemorySize, onePerSmDyn));
    CHECK(cudaFuncSetAttribute(k_gpc_probe, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));

    int maxSmid = 0;
    std::vector<std::pair<int, int>> links;  // (smid, smid) seen in one cluster
    std::vector<ProbeResult> results;
    FILE* raw16 = std::fopen((dir + "/gpc_layout_16.csv").c_str(), "w");
    FILE* raw8 = std::fopen((dir + "/gpc_layout_8.csv").c_str(), "w");
    for (FILE* f : {raw16, raw8})
        std::fprintf(f, "mode,rep,cluster,ctarank,smid,block,nclusterid,nctarank,t0_ns,t1_ns\n");
    FILE* cl = std::fopen((dir + "/gpc_clusters.csv").c_str(), "w");
    std::fprintf(cl, "mode,cluster_size,rep,cluster,blocks,distinct_sms,smids\n");

    auto probe = [&](const char* mode, int size, int rep, int dyn) {
        ProbeResult r{mode, size, rep, dyn, -1, 0, 0, 0, 0, false, 0};
        cudaLaunchConfig_t cfg = {};
        cudaLaunchAttribute la[1];
        la[0].id = cudaLaunchAttributeClusterDimension;
        la[0].val.clusterDim.x = unsigned(size);
        la[0].val.clusterDim.y = 1;
        la[0].val.clusterDim.z = 1;
        cfg.blockDim = dim3(32);
        cfg.dynamicSmemBytes = size_t(dyn);
        cfg.attrs = la;
        cfg.numAttrs = 1;
        cfg.gridDim = dim3(unsigned(size));
        int n = -1;
        r.active_status = code(cudaOccupancyMaxActiveClusters(&n, k_gpc_probe, &cfg));
        r.max_active_clusters = r.active_status == 0 ? n : -1;
        if (r.active_status != 0 || n <= 0 || long(n) * size > maxRecs) {
            results.push_back(r);
            return;
        }
        cfg.gridDim = dim3(unsigned(n * size));
        r.blocks = n * size;
        CHECK(cudaMemset(d_rec, 0xff, sizeof(Rec) * size_t(r.blocks)));
        r.launch_status = code(cudaLaunchKernelEx(&cfg, k_gpc_probe, d_rec, spinNs, dyn));
        if (r.launch_status == 0) r.launch_status = code(cudaDeviceSynchronize());
        if (r.launch_status != 0) {
            results.push_back(r);
            return;
        }
        CHECK(cudaMemcpy(h.data(), d_rec, sizeof(Rec) * size_t(r.blocks), cudaMemcpyDeviceToHost));
        unsigned long long t0min = ~0ull, t0max = 0, t1min = ~0ull;
        std::map<unsigned, std::set<unsigned>> smsOf;
        std::map<unsigned, int> blocksOf;
        std::set<unsigned> all;
        for (int b = 0; b < r.blocks; ++b) {
            const Rec& x = h[size_t(b)];
            t0min = std::min(t0min, x.t0);
            t0max = std::max(t0max, x.t0);
            t1min = std::min(t1min, x.t1);
            smsOf[x.clusterid].insert(x.smid);
            blocksOf[x.clusterid] += 1;
            all.insert(x.smid);
            maxSmid = std::max(maxSmid, int(x.smid));
        }
        r.coresident = t0max < t1min;
        r.distinct_sms = int(all.size());
        FILE* raw = rep == 0 ? (size == 16 ? raw16 : size == 8 ? raw8 : nullptr) : nullptr;
        if (raw) {
            for (int b = 0; b < r.blocks; ++b) {
                const Rec& x = h[size_t(b)];
                std::fprintf(raw, "%s,%d,%u,%u,%u,%u,%u,%u,%llu,%llu\n", mode, rep, x.clusterid, x.ctarank, x.smid,
                             x.block, x.nclusterid, x.nctarank, x.t0 - t0min, x.t1 - t0min);
            }
        }
        for (const auto& kv : smsOf) {
            std::fprintf(cl, "%s,%d,%d,%u,%d,%zu,", mode, size, rep, kv.first, blocksOf[kv.first], kv.second.size());
            bool first = true;
            unsigned prev = 0;
            for (unsigned s : kv.second) {
                std::fprintf(cl, first ? "%u" : " %u", s);
                if (!first) links.push_back({int(prev), int(s)});
                prev = s;
                first = false;
            }
            std::fprintf(cl, "\n");
            r.max_distinct_sms_in_cluster = std::max(r.max_distinct_sms_in_cluster, int(kv.second.size()));
        }
        results.push_back(r);
    };

    for (int rep = 0; rep < 3; ++rep)
        for (int size = 16; size >= 1; --size) probe("one_per_sm", size, rep, onePerSmDyn);
    probe("packed", 16, 0, 0);
    probe("packed", 8, 0, 0);
    std::fclose(raw16);
    std::fclose(raw8);
    std::fclose(cl);

    UnionFind uf(std::max(maxSmid + 1, sms));
    for (const auto& l : links) uf.join(l.first, l.second);
    std::map<int, std::vector<int>> groups;
    std::set<int> present;  // SMs seen in some multi-SM cluster
    for (const auto& l : links) {
        present.insert(l.first);
        present.insert(l.second);
    }
    for (int s = 0; s <= std::max(maxSmid, sms - 1); ++s) groups[uf.find(s)].push_back(s);

    FILE* sum = std::fopen((dir + "/gpc_summary.txt").c_str(), "w");
    std::fprintf(sum, "device: %s, CC %d.%d, multiProcessorCount %d, largest %%smid seen %d\n", p.name, p.major,
                 p.minor, sms, maxSmid);
    std::fprintf(sum, "probe: 32-thread blocks, spin %llu ns; one_per_sm mode: %d bytes dynamic shared memory\n\n",
                 spinNs, onePerSmDyn);
    std::fprintf(sum, "launches (max_active_clusters from cudaOccupancyMaxActiveClusters; grid = that x size):\n");
    std::fprintf(sum, "mode,cluster_size,rep,max_active_clusters,status,blocks,launch_status,distinct_sms,"
                      "max_distinct_sms_in_cluster,all_coresident\n");
    for (const ProbeResult& r : results)
        std::fprintf(sum, "%s,%d,%d,%d,%d,%d,%d,%d,%d,%s\n", r.mode.c_str(), r.size, r.rep, r.max_active_clusters,
                     r.active_status, r.blocks, r.launch_status, r.distinct_sms, r.max_distinct_sms_in_cluster,
                     r.coresident ? "yes" : "no");
    std::vector<std::vector<int>> multi;
    std::vector<int> single;
    for (const auto& kv : groups) {
        if (kv.second.size() > 1)
            multi.push_back(kv.second);
        else
            single.push_back(kv.second[0]);
    }
    std::sort(multi.begin(), multi.end(), [](const std::vector<int>& a, const std::vector<int>& b) { return a[0] < b[0]; });
    std::fprintf(sum, "\ninferred GPC groups (SMs linked by sharing a cluster, union over all launches): %zu groups\n",
                 multi.size());
    std::vector<int> sizes;
    for (size_t g = 0; g < multi.size(); ++g) {
        std::fprintf(sum, "group %zu (%zu SMs):", g, multi[g].size());
        for (int s : multi[g]) std::fprintf(sum, " %d", s);
        std::fprintf(sum, "\n");
        sizes.push_back(int(multi[g].size()));
    }
    std::sort(sizes.begin(), sizes.end());
    std::fprintf(sum, "group sizes (sorted):");
    int total = 0;
    for (int s : sizes) {
        std::fprintf(sum, " %d", s);
        total += s;
    }
    std::fprintf(sum, "  (total %d of %d SMs)\n", total, sms);
    std::fprintf(sum, "SMs never seen in a multi-SM cluster:");
    for (int s : single) std::fprintf(sum, " %d", s);
    std::fprintf(sum, "\n");
    std::fclose(sum);

    FILE* codes = std::fopen((dir + "/status_codes.csv").c_str(), "w");
    std::fprintf(codes, "status,name,description\n");
    for (int c : g_codes)
        std::fprintf(codes, "%d,%s,\"%s\"\n", c, cudaGetErrorName(cudaError_t(c)), cudaGetErrorString(cudaError_t(c)));
    std::fclose(codes);

    std::printf("GPC groups: %zu; sizes:", multi.size());
    for (int s : sizes) std::printf(" %d", s);
    std::printf(" (total %d of %d SMs)\n", total, sms);
    CHECK(cudaFree(d_rec));
    return 0;
}
