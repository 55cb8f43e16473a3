// libdeflate: whole-buffer DEFLATE, zlib and gzip (Debian's libdeflate-dev). Flipbook uses its
// zlib decompressor to read PNG image data in one call: it copies long matches a word at a
// time, where zlib's inflate copies them byte by byte, and a PNG frame is mostly long matches
// of the row above (docs/RENDERING.md §5).
#include <libdeflate.h>
