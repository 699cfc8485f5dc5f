// OpenSSL server-side helpers for the simulator's TLS listener.
#ifndef PT_TLS_H
#define PT_TLS_H
#include <openssl/ssl.h>

/// Installs an ALPN selection callback that accepts only "h2" and fails the handshake with a
/// no_application_protocol alert otherwise, as APNs drops clients that cannot speak HTTP/2.
void pt_ssl_ctx_select_alpn_h2_only(SSL_CTX *ctx);

/// Returns 1 when the handshake on `ssl` negotiated ALPN "h2", else 0 (also when no ALPN was offered).
int pt_ssl_negotiated_h2(const SSL *ssl);
/// Attaches `fd` to `ssl` through a socket BIO whose every send() takes `send_flags` (the platform's way
/// to make a peer that has gone away cost EPIPE, never SIGPIPE: MSG_NOSIGNAL on Linux, 0 where the socket
/// itself or the ignored signal sees to it). Returns 1 on success, 0 when the BIO could not be made.
/// `fd` stays owned by the caller.
int pt_ssl_set_socket(SSL *ssl, int fd, int send_flags);
/// SSL_CTX_set_mode is a macro. Sets the modes an event-loop server needs: buffers released while a
/// connection is idle (thousands of idle connections stay small), partial writes, and a write
/// retried from a moved buffer.
void pt_ssl_ctx_set_event_loop_modes(SSL_CTX *ctx);
#endif
