// nghttp2 helpers for the simulator.
#ifndef PT_NGHTTP2_H
#define PT_NGHTTP2_H
#include <nghttp2/nghttp2.h>
#endif
