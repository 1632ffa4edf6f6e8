#ifndef PAYTERM_CZLIB_SHIM_H
#define PAYTERM_CZLIB_SHIM_H

/* zlib, for the PNG stills payterm render writes: their pixels are deflated, and each chunk has a CRC-32. */
#include <zlib.h>

#endif
