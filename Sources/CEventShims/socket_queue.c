#include "pt_socket_queue.h"
#ifdef __linux__
#include <linux/sockios.h>
#include <sys/ioctl.h>

int pt_socket_unacknowledged_bytes(int fd) {
    int bytes = 0;
    return ioctl(fd, SIOCOUTQ, &bytes) == 0 ? bytes : -1;
}
#endif
