// The send queue of a socket on Linux (the SendQueue platform unit's Linux side): ioctl() is variadic,
// which Swift cannot call. Empty elsewhere: only the Linux build links this target.
#ifndef PT_SOCKET_QUEUE_H
#define PT_SOCKET_QUEUE_H
#ifdef __linux__

/// ioctl(fd, SIOCOUTQ): the bytes written to the TCP socket `fd` that the peer has not acknowledged
/// yet (sent or not), or -1 with errno set. See tcp(7), "Ioctls".
int pt_socket_unacknowledged_bytes(int fd);
#endif
#endif
