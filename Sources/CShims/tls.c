#include "pt_tls.h"
#include <string.h>

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
