// OpenSSL X509 stack helpers (macros / inline functions in the headers), as functions Swift can call.
#ifndef PT_X509_H
#define PT_X509_H
#include <openssl/x509.h>

/// Removes and returns the first certificate of `stack` (the caller owns it), or NULL when empty.
X509 *pt_sk_X509_shift(STACK_OF(X509) *stack);
/// Frees the stack itself, not the certificates still in it (there should be none).
void pt_sk_X509_free(STACK_OF(X509) *stack);
/// A new empty stack, or NULL when allocation fails.
STACK_OF(X509) *pt_sk_X509_new_null(void);
/// Appends `certificate` without taking a reference; returns the new count, or 0 on failure.
int pt_sk_X509_push(STACK_OF(X509) *stack, X509 *certificate);
#endif
