/* Preloaded into the processes the neutral bench runs under valgrind (`--instructions`): valgrind
 * 3.19 writes into the signal mask it is handed by rt_sigsuspend, which pushtui's (read-only) mask
 * does not allow, and the run dies. This sigsuspend hands the kernel a writable copy instead;
 * nothing else changes. Compiled by Benchmarks/neutral/neutral_bench.py. */
#define _GNU_SOURCE
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy;
    memcpy(&copy, mask, sizeof copy);
    return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
