// Nsight Compute report fixtures of real library kernels: cuBLAS, CUB and cuFFT launches whose
// names are the long templated names engineers paste. The program only calls the libraries; the
// kernels, their launch configurations and their occupancy are the libraries' own.
//
// Launches: cuBLAS SGEMM 2048^3 and HGEMM-via-GemmEx 4096^3 (fp16 in, fp32 accumulate), CUB
// DeviceReduce::Sum and DeviceRadixSort::SortKeys over 16 Mi keys, cuFFT C2C 1-D 2^20 and 2-D
// 1024x1024. Each library call runs `reps` times (argument 1, default 1), so a report of many
// launches can be made from the same program.
//
// Build: nvcc -O3 -std=c++17 -arch=sm_90 library_kernels.cu -lcublas -lcufft -o library_kernels

#include <cublas_v2.h>
#include <cub/cub.cuh>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cufft.h>

#include <cstdio>
#include <cstdlib>

#include "check.cuh"

#define CHECK_LIB(call, ok)                                                          \
    do {                                                                             \
        auto s_ = (call);                                                            \
        if (s_ != (ok)) {                                                            \
            std::fprintf(stderr, "%s:%d %s: status %d\n", __FILE__, __LINE__, #call, \
                         static_cast<int>(s_));                                      \
            std::exit(1);                                                            \
        }                                                                            \
    } while (0)

int main(int argc, char** argv) {
    const int reps = argc > 1 ? std::atoi(argv[1]) : 1;
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    std::printf("device %s, CC %d.%d, %d SMs, reps %d\n", p.name, p.major, p.minor, p.multiProcessorCount, reps);

    // cuBLAS
    cublasHandle_t blas;
    CHECK_LIB(cublasCreate(&blas), CUBLAS_STATUS_SUCCESS);
    const int n = 2048, h = 4096;
    float *a, *b, *c;
    __half *ha, *hb;
    float* hc;
    CHECK(cudaMalloc(&a, sizeof(float) * n * n));
    CHECK(cudaMalloc(&b, sizeof(float) * n * n));
    CHECK(cudaMalloc(&c, sizeof(float) * n * n));
    CHECK(cudaMalloc(&ha, sizeof(__half) * h * h));
    CHECK(cudaMalloc(&hb, sizeof(__half) * h * h));
    CHECK(cudaMalloc(&hc, sizeof(float) * h * h));
    CHECK(cudaMemset(a, 0, sizeof(float) * n * n));
    CHECK(cudaMemset(b, 0, sizeof(float) * n * n));
    CHECK(cudaMemset(ha, 0, sizeof(__half) * h * h));
    CHECK(cudaMemset(hb, 0, sizeof(__half) * h * h));
    const float one = 1.0f, zero = 0.0f;

    // CUB
    const int keys = 16 << 20;
    unsigned *kin, *kout;
    float* sum;
    CHECK(cudaMalloc(&kin, sizeof(unsigned) * keys));
    CHECK(cudaMalloc(&kout, sizeof(unsigned) * keys));
    CHECK(cudaMalloc(&sum, sizeof(float)));
    CHECK(cudaMemset(kin, 0, sizeof(unsigned) * keys));
    size_t reduceBytes = 0, sortBytes = 0;
    CHECK(cub::DeviceReduce::Sum(nullptr, reduceBytes, reinterpret_cast<float*>(kin), sum, keys));
    CHECK(cub::DeviceRadixSort::SortKeys(nullptr, sortBytes, kin, kout, keys));
    void* temp;
    CHECK(cudaMalloc(&temp, reduceBytes > sortBytes ? reduceBytes : sortBytes));

    // cuFFT
    const int fftN = 1 << 20;
    cufftComplex* sig;
    CHECK(cudaMalloc(&sig, sizeof(cufftComplex) * fftN));
    CHECK(cudaMemset(sig, 0, sizeof(cufftComplex) * fftN));
    cufftHandle plan1d, plan2d;
    CHECK_LIB(cufftPlan1d(&plan1d, fftN, CUFFT_C2C, 1), CUFFT_SUCCESS);
    CHECK_LIB(cufftPlan2d(&plan2d, 1024, 1024, CUFFT_C2C), CUFFT_SUCCESS);

    for (int r = 0; r < reps; ++r) {
        CHECK_LIB(cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n),
                  CUBLAS_STATUS_SUCCESS);
        CHECK_LIB(cublasGemmEx(blas, CUBLAS_OP_N, CUBLAS_OP_T, h, h, h, &one, ha, CUDA_R_16F, h, hb, CUDA_R_16F, h,
                               &zero, hc, CUDA_R_32F, h, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
                  CUBLAS_STATUS_SUCCESS);
        size_t rb = reduceBytes, sb = sortBytes;
        CHECK(cub::DeviceReduce::Sum(temp, rb, reinterpret_cast<float*>(kin), sum, keys));
        CHECK(cub::DeviceRadixSort::SortKeys(temp, sb, kin, kout, keys));
        CHECK_LIB(cufftExecC2C(plan1d, sig, sig, CUFFT_FORWARD), CUFFT_SUCCESS);
        CHECK_LIB(cufftExecC2C(plan2d, sig, sig, CUFFT_INVERSE), CUFFT_SUCCESS);
    }
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::printf("done\n");
    return 0;
}
