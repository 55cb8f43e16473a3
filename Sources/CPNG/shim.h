#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libpng reports errors with longjmp, which must never cross a Swift frame. Every libpng call
// of the low-level (png_create_write_struct) API therefore happens inside cpng_encode_rgba8
// below: the setjmp, the error callback's longjmp and all calls in between are C. Swift sees a
// plain function returning 0 or -1 with a message.
//
// Decoding uses the simplified png_image_* API, which returns error codes itself.

/// Everything the callbacks touch. Lives on the heap so no automatic variable is modified
/// between setjmp and longjmp (the C standard leaves those indeterminate after the jump).
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
  char message[256];
} cpng_write_state;

static void cpng_error_callback(png_structp png, png_const_charp message) {
  cpng_write_state *state = (cpng_write_state *)png_get_error_ptr(png);
  if (state != NULL) snprintf(state->message, sizeof state->message, "%s", message);
  png_longjmp(png, 1);
}

static void cpng_warning_callback(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;  // warnings (e.g. benign chunk notes) are not errors; engine code never prints
}

static void cpng_write_callback(png_structp png, png_bytep bytes, size_t count) {
  cpng_write_state *state = (cpng_write_state *)png_get_io_ptr(png);
  if (count > SIZE_MAX - state->size) png_error(png, "output too large");
  if (state->size + count > state->capacity) {
    size_t capacity = state->capacity != 0 ? state->capacity : 64 * 1024;
    while (capacity < state->size + count) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(state->data, capacity);
    if (grown == NULL) png_error(png, "out of memory");
    state->data = grown;
    state->capacity = capacity;
  }
  memcpy(state->data + state->size, bytes, count);
  state->size += count;
}

static void cpng_flush_callback(png_structp png) { (void)png; }

/// Encodes `height` rows of straight RGBA8 (`width * 4` bytes each, no padding) as a PNG with
/// an sRGB chunk, zlib `level` (0–9) and the single row filter `filter` (a PNG_FILTER_* mask).
///
/// On success returns 0 and stores a malloc'd buffer in `*out` (free it with `free`) and its
/// length in `*outSize`. On failure returns -1 and copies libpng's message into `message`.
/// Thread-safe: all state is per call.
static inline int cpng_encode_rgba8(const unsigned char *rgba, unsigned width, unsigned height,
                                    int level, int filter, unsigned char **out, size_t *outSize,
                                    char *message, size_t messageSize) {
  *out = NULL;
  *outSize = 0;
  cpng_write_state *const state = (cpng_write_state *)calloc(1, sizeof(cpng_write_state));
  if (state == NULL) {
    snprintf(message, messageSize, "out of memory");
    return -1;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, cpng_error_callback,
                                            cpng_warning_callback);
  if (png == NULL) {
    snprintf(message, messageSize, "png_create_write_struct returned NULL");
    free(state);
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    snprintf(message, messageSize, "png_create_info_struct returned NULL");
    png_destroy_write_struct(&png, NULL);
    free(state);
    return -1;
  }
  // `png`, `info` and `state` are not modified after this point, so they survive the jump.
  if (setjmp(png_jmpbuf(png))) {
    snprintf(message, messageSize, "%s", state->message[0] ? state->message : "unknown error");
    png_destroy_write_struct(&png, &info);
    free(state->data);
    free(state);
    return -1;
  }
  png_set_write_fn(png, state, cpng_write_callback, cpng_flush_callback);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_write_info(png, info);
  for (unsigned y = 0; y < height; y++) {
    png_write_row(png, rgba + (size_t)y * (size_t)width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  *out = state->data;
  *outSize = state->size;
  free(state);
  return 0;
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
