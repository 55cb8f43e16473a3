#include <png.h>
#include <zlib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libpng reports errors with longjmp, which must never cross a Swift frame, so Flipbook only
// uses its simplified png_image_* API (for decoding), which returns error codes itself.

// Encoding does not use libpng: Flipbook filters the rows itself and deflates them with zlib
// (Media/PNG/PNGCodec.swift), which returns codes. deflateInit2 is a macro, so it does not
// import into Swift; this wrapper does what it does.

/// Starts a raw deflate stream (no zlib header or Adler-32: the caller writes them; 32 KiB
/// window) at `level` with `strategy` (Z_DEFAULT_STRATEGY, Z_RLE, …) and `memLevel` (1–9: the
/// hash table and the block size); returns zlib's status (Z_OK on success).
static inline int cpng_deflate_begin(z_stream *stream, int level, int strategy, int memLevel) {
  memset(stream, 0, sizeof *stream);
  return deflateInit2(stream, level, Z_DEFLATED, -15, memLevel, strategy);
}

// Composite macros (PNG_FORMAT_RGB | PNG_FORMAT_FLAG_ALPHA) do not import into Swift.
static const unsigned CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

// How far a PNG's image data inflates, found before libpng decodes it.
//
// libpng inflates every IDAT byte a file holds, also past the last row the image needs: a
// 4 MB file declaring 1 × 1 pixels whose stream inflates to 4 GiB of zeros kept the decoder
// busy for 5 s, so a 512 MiB one would for minutes. The probe inflates the concatenated IDAT
// data into a scratch buffer (discarding it) and stops as soon as the output passes
// `limit`, so the caller can refuse such a file after inflating at most `limit` bytes.

/// A running probe; `zlib` is the inflater, `produced` the bytes it has output so far.
typedef struct {
  z_stream zlib;
  unsigned long long produced;
  unsigned long long limit;
} cpng_inflate_probe;

/// Starts a probe that stops once more than `limit` bytes came out; 0 on success.
static inline int cpng_inflate_probe_begin(cpng_inflate_probe *probe, unsigned long long limit) {
  memset(probe, 0, sizeof *probe);
  probe->limit = limit;
  return inflateInit(&probe->zlib) == Z_OK ? 0 : -1;
}

/// Feeds `count` more compressed bytes. Returns 0 when the stream wants more, 1 when it
/// ended within the limit, 2 when its output passed the limit, -1 when zlib found it corrupt
/// (libpng then reports the same data in its own words).
static inline int cpng_inflate_probe_feed(cpng_inflate_probe *probe, const unsigned char *data, size_t count) {
  unsigned char scratch[32768];
  probe->zlib.next_in = (unsigned char *)data;
  probe->zlib.avail_in = (uInt)count;
  while (1) {
    probe->zlib.next_out = scratch;
    probe->zlib.avail_out = sizeof scratch;
    int status = inflate(&probe->zlib, Z_NO_FLUSH);
    probe->produced += sizeof scratch - probe->zlib.avail_out;
    if (probe->produced > probe->limit) return 2;
    if (status == Z_STREAM_END) return 1;
    if (status == Z_BUF_ERROR || (status == Z_OK && probe->zlib.avail_in == 0 && probe->zlib.avail_out != 0)) return 0;
    if (status != Z_OK) return -1;
  }
}

/// Releases the inflater.
static inline void cpng_inflate_probe_end(cpng_inflate_probe *probe) { inflateEnd(&probe->zlib); }
