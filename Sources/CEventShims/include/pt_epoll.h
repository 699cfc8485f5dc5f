// epoll for the simulator's event loops on Linux (the ReadinessSet platform unit's Linux side): Glibc's
// Swift overlay does not export <sys/epoll.h>, and struct epoll_event is packed on x86_64, so the calls go
// through plain arguments. Empty elsewhere: only the Linux build links this target.
#ifndef PT_EPOLL_H
#define PT_EPOLL_H
#ifdef __linux__
#include <stdint.h>

/// Readiness bits of pt_epoll_wait: readable, writable, and error or hang-up.
enum { PT_EPOLL_READ = 1, PT_EPOLL_WRITE = 2, PT_EPOLL_ERROR = 4 };
/// Operations of pt_epoll_control.
enum { PT_EPOLL_ADD = 1, PT_EPOLL_MODIFY = 2, PT_EPOLL_REMOVE = 3 };

/// epoll_create1(EPOLL_CLOEXEC): a new epoll descriptor, or -1 with errno set.
int pt_epoll_create(void);
/// Adds, changes or removes `fd` (level-triggered) with interest `events` (PT_EPOLL_READ | PT_EPOLL_WRITE)
/// and `token` handed back by pt_epoll_wait. Returns 0, or -1 with errno set.
int pt_epoll_control(int epfd, int operation, int fd, uint32_t events, uint64_t token);
/// Waits up to `timeout_ms` (-1: without limit) for at most `capacity` ready descriptors and fills
/// `tokens` and `events` (PT_EPOLL_* bits). Returns the count, or -1 with errno set.
int pt_epoll_wait(int epfd, uint64_t *tokens, uint32_t *events, int capacity, int timeout_ms);
#endif
#endif
