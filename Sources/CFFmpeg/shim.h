#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// Function-like macros do not import into Swift; re-export the ones we need.
static inline int cffmpeg_averror(int e) { return AVERROR(e); }
static const int CFFMPEG_AVERROR_EAGAIN = AVERROR(EAGAIN);
static const int CFFMPEG_AVERROR_EOF = AVERROR_EOF;
static const int64_t CFFMPEG_AV_NOPTS_VALUE = AV_NOPTS_VALUE;

// A budget for the decoded frames one decoder holds at once.
//
// A decoder keeps reference frames (H.264 up to 16, plus the frame being decoded and those
// waiting for output), each as large as the stream declares: a 16 KB file of 2048 × 2048
// 10-bit 4:4:4 frames with 16 references makes libavcodec hold about 400 MiB. The decoder
// takes every frame buffer through `get_buffer2`; the budget's version takes the default
// buffers, counts their bytes while they are held and refuses (AVERROR(ENOMEM)) a frame
// that would take the total over the limit, so a stream needing more stops with an error
// instead of taking the memory. The budget lives in a reference-counted AVBufferRef held by
// its owner and by every frame it counted, so it outlives whichever of them goes last.
// The counts are atomic: with frame threads the decoder takes buffers on its worker threads,
// and a frame may be released on any thread.

typedef struct {
  int64_t held;     // bytes of counted frames not yet released
  int64_t limit;    // the most `held` may reach
  int64_t refused;  // bytes of the first frame refused, 0 while none was
} cffmpeg_frame_budget;

typedef struct {
  AVBufferRef *inner;   // the default buffer the counted one stands for
  AVBufferRef *budget;  // keeps the budget alive while this frame is held
  int64_t size;         // bytes counted for the whole frame
} cffmpeg_frame_hold;

static void cffmpeg_frame_budget_release(void *opaque, uint8_t *data) {
  (void)data;
  cffmpeg_frame_hold *hold = (cffmpeg_frame_hold *)opaque;
  __atomic_fetch_sub(&((cffmpeg_frame_budget *)hold->budget->data)->held, hold->size, __ATOMIC_ACQ_REL);
  av_buffer_unref(&hold->inner);
  av_buffer_unref(&hold->budget);
  free(hold);
}

static int cffmpeg_frame_budget_get_buffer(AVCodecContext *context, AVFrame *frame, int flags) {
  AVBufferRef *budgetRef = (AVBufferRef *)context->opaque;
  cffmpeg_frame_budget *budget = (cffmpeg_frame_budget *)budgetRef->data;
  int status = avcodec_default_get_buffer2(context, frame, flags);
  if (status < 0) return status;
  int64_t size = 0;
  for (int i = 0; i < AV_NUM_DATA_POINTERS && frame->buf[i] != NULL; i++) size += (int64_t)frame->buf[i]->size;
  for (int i = 0; i < frame->nb_extended_buf; i++) size += (int64_t)frame->extended_buf[i]->size;
  // Reserved before the frame is handed out, so two decoding threads cannot both take the
  // last room; given back when the frame is refused.
  int64_t before = frame->buf[0] == NULL ? budget->limit : __atomic_fetch_add(&budget->held, size, __ATOMIC_ACQ_REL);
  if (frame->buf[0] == NULL || before + size > budget->limit) {
    if (frame->buf[0] != NULL) __atomic_fetch_sub(&budget->held, size, __ATOMIC_ACQ_REL);
    int64_t none = 0;
    __atomic_compare_exchange_n(&budget->refused, &none, size, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    av_frame_unref(frame);
    return AVERROR(ENOMEM);
  }
  cffmpeg_frame_hold *hold = (cffmpeg_frame_hold *)calloc(1, sizeof(cffmpeg_frame_hold));
  AVBufferRef *counted = NULL;
  if (hold != NULL) {
    hold->budget = av_buffer_ref(budgetRef);
    hold->inner = frame->buf[0];
    hold->size = size;
    counted = hold->budget ? av_buffer_create(frame->buf[0]->data, frame->buf[0]->size,
                                              cffmpeg_frame_budget_release, hold, 0)
                           : NULL;
  }
  if (counted == NULL) {
    if (hold != NULL) av_buffer_unref(&hold->budget);
    free(hold);
    av_frame_unref(frame);
    __atomic_fetch_sub(&budget->held, size, __ATOMIC_ACQ_REL);
    return AVERROR(ENOMEM);
  }
  frame->buf[0] = counted;
  return 0;
}

/// A new budget of `limit` bytes, or NULL without memory; release it with av_buffer_unref.
static inline AVBufferRef *cffmpeg_frame_budget_create(int64_t limit) {
  AVBufferRef *budget = av_buffer_allocz(sizeof(cffmpeg_frame_budget));
  if (budget != NULL) ((cffmpeg_frame_budget *)budget->data)->limit = limit;
  return budget;
}

/// Makes `context` take its frame buffers through `budget` (before avcodec_open2). The
/// caller keeps its own reference to `budget` until the context is freed.
static inline void cffmpeg_frame_budget_install(AVCodecContext *context, AVBufferRef *budget) {
  context->opaque = budget;
  context->get_buffer2 = cffmpeg_frame_budget_get_buffer;
}

/// Bytes of the first frame `budget` refused, or 0.
static inline int64_t cffmpeg_frame_budget_refused(const AVBufferRef *budget) {
  return __atomic_load_n(&((const cffmpeg_frame_budget *)budget->data)->refused, __ATOMIC_ACQUIRE);
}

