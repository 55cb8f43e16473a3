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
