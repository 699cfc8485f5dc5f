#include "pt_tls.h"
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

static const unsigned char pt_h2_protocols[] = {2, 'h', '2'};

static int pt_select_h2(SSL *ssl, const unsigned char **out, unsigned char *outlen,
                        const unsigned char *in, unsigned int inlen, void *arg) {
    (void)ssl; (void)arg;
    unsigned char *selected = NULL;
    unsigned char selected_len = 0;
    if (SSL_select_next_proto(&selected, &selected_len, pt_h2_protocols, sizeof pt_h2_protocols, in, inlen)
            != OPENSSL_NPN_NEGOTIATED) {
        return SSL_TLSEXT_ERR_ALERT_FATAL;
    }
    *out = selected;
    *outlen = selected_len;
    return SSL_TLSEXT_ERR_OK;
}

void pt_ssl_ctx_select_alpn_h2_only(SSL_CTX *ctx) { SSL_CTX_set_alpn_select_cb(ctx, pt_select_h2, NULL); }

int pt_ssl_negotiated_h2(const SSL *ssl) {
    const unsigned char *protocol = NULL;
    unsigned int length = 0;
    SSL_get0_alpn_selected(ssl, &protocol, &length);
    return length == 2 && memcmp(protocol, "h2", 2) == 0;
}

static BIO_METHOD *pt_socket_method = NULL;
static pthread_once_t pt_socket_once = PTHREAD_ONCE_INIT;

/// What the socket BIO keeps: the descriptor and the flags every send() takes.
typedef struct {
    int fd;
    int send_flags;
} pt_socket_data;

static int pt_is_transient(int error) { return error == EAGAIN || error == EWOULDBLOCK || error == EINTR; }

static int pt_socket_write(BIO *bio, const char *data, int length) {
    BIO_clear_retry_flags(bio);
    const pt_socket_data *socket = BIO_get_data(bio);
    ssize_t written = send(socket->fd, data, (size_t)length, socket->send_flags);
    if (written < 0 && pt_is_transient(errno)) BIO_set_retry_write(bio);
    return (int)written;
}

static int pt_socket_read(BIO *bio, char *data, int length) {
    BIO_clear_retry_flags(bio);
    const pt_socket_data *socket = BIO_get_data(bio);
    ssize_t count = recv(socket->fd, data, (size_t)length, 0);
    if (count < 0 && pt_is_transient(errno)) BIO_set_retry_read(bio);
    return (int)count;
}

static long pt_socket_ctrl(BIO *bio, int command, long number, void *pointer) {
    (void)bio; (void)number; (void)pointer;
    // Writes go straight to the kernel, so a flush has nothing to do; every other request is
    // unsupported, as for a minimal source/sink BIO.
    return command == BIO_CTRL_FLUSH ? 1 : 0;
}

static int pt_socket_destroy(BIO *bio) {
    free(BIO_get_data(bio));
    BIO_set_data(bio, NULL);
    return 1;
}

static void pt_make_socket_method(void) {
    int index = BIO_get_new_index();
    if (index == -1) return;
    BIO_METHOD *method = BIO_meth_new(index | BIO_TYPE_SOURCE_SINK, "pushtui socket");
    if (method == NULL) return;
    BIO_meth_set_write(method, pt_socket_write);
    BIO_meth_set_read(method, pt_socket_read);
    BIO_meth_set_ctrl(method, pt_socket_ctrl);
    BIO_meth_set_destroy(method, pt_socket_destroy);
    pt_socket_method = method;
}

int pt_ssl_set_socket(SSL *ssl, int fd, int send_flags) {
    pthread_once(&pt_socket_once, pt_make_socket_method);
    if (pt_socket_method == NULL) return 0;
    pt_socket_data *socket = malloc(sizeof *socket);
    if (socket == NULL) return 0;
    BIO *bio = BIO_new(pt_socket_method);
    if (bio == NULL) {
        free(socket);
        return 0;
    }
    socket->fd = fd;
    socket->send_flags = send_flags;
    BIO_set_data(bio, socket);
    BIO_set_init(bio, 1);
    SSL_set_bio(ssl, bio, bio);
    return 1;
}

void pt_ssl_ctx_set_event_loop_modes(SSL_CTX *ctx) {
    SSL_CTX_set_mode(ctx, SSL_MODE_RELEASE_BUFFERS | SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}
