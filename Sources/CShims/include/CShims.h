// Typed wrappers for C APIs that Swift cannot import: variadic functions and macros.
// One header per C library; each is included here so `import CShims` brings them all.
#ifndef PT_CSHIMS_H
#define PT_CSHIMS_H
#include "pt_openssl.h"
#include "pt_nghttp2.h"
#include "pt_tls.h"
#include "pt_curl.h"
#include "pt_x509.h"
#include "pt_curses.h"
#include "pt_epoll.h"
#endif
