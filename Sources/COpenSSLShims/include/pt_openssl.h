// OpenSSL macros and stack helpers, as functions Swift can call.
#ifndef PT_OPENSSL_H
#define PT_OPENSSL_H
#include <openssl/ssl.h>
#include <openssl/x509.h>

/// SSL_CTX_set_min_proto_version is a macro.
int pt_ssl_ctx_set_min_tls12(SSL_CTX *ctx);
/// OPENSSL_free is a macro.
void pt_openssl_free(void *p);
/// BIO_get_mem_data is a macro: returns the length and points *out at the bytes.
long pt_bio_mem_data(BIO *bio, const char **out);
#endif
