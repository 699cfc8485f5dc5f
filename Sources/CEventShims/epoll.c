#include "pt_epoll.h"
#ifdef __linux__
#include <stdlib.h>
#include <sys/epoll.h>

int pt_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int pt_epoll_control(int epfd, int operation, int fd, uint32_t events, uint64_t token) {
    struct epoll_event event = {0};
    if (events & PT_EPOLL_READ) event.events |= EPOLLIN | EPOLLRDHUP;
    if (events & PT_EPOLL_WRITE) event.events |= EPOLLOUT;
    event.data.u64 = token;
    int op = operation == PT_EPOLL_ADD ? EPOLL_CTL_ADD : operation == PT_EPOLL_MODIFY ? EPOLL_CTL_MOD : EPOLL_CTL_DEL;
    return epoll_ctl(epfd, op, fd, &event);
}

int pt_epoll_wait(int epfd, uint64_t *tokens, uint32_t *events, int capacity, int timeout_ms) {
    struct epoll_event ready[256];
    if (capacity > 256) capacity = 256;
    int count = epoll_wait(epfd, ready, capacity, timeout_ms);
    for (int i = 0; i < count; i++) {
        uint32_t bits = 0;
        if (ready[i].events & (EPOLLIN | EPOLLRDHUP)) bits |= PT_EPOLL_READ;
        if (ready[i].events & EPOLLOUT) bits |= PT_EPOLL_WRITE;
        if (ready[i].events & (EPOLLERR | EPOLLHUP)) bits |= PT_EPOLL_ERROR;
        tokens[i] = ready[i].data.u64;
        events[i] = bits;
    }
    return count;
}
#endif
