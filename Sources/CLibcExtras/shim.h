// C library functions Swift's Glibc module does not export, for Raster's pixel loops.
//
// wmemset: the 32-bit fill (wchar_t is four bytes on Linux), which glibc implements with the
// same machinery as memset (the widest vector stores, `rep stos` for long runs). Filling a
// 1170 × 2100 frame with it measured 18 % faster than an SSE2 store loop written in Swift.

#include <wchar.h>
