#include "pt_openssl.h"
#include <openssl/crypto.h>
#include <openssl/bio.h>

int pt_ssl_ctx_set_min_tls12(SSL_CTX *ctx) { return (int)SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION); }
void pt_openssl_free(void *p) { OPENSSL_free(p); }
long pt_bio_mem_data(BIO *bio, const char **out) { char *p = NULL; long n = BIO_get_mem_data(bio, &p); *out = p; return n; }
