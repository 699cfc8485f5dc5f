#include "pt_x509.h"

X509 *pt_sk_X509_shift(STACK_OF(X509) *stack) { return stack == NULL ? NULL : sk_X509_shift(stack); }
void pt_sk_X509_free(STACK_OF(X509) *stack) { sk_X509_free(stack); }
STACK_OF(X509) *pt_sk_X509_new_null(void) { return sk_X509_new_null(); }
int pt_sk_X509_push(STACK_OF(X509) *stack, X509 *certificate) { return sk_X509_push(stack, certificate); }
