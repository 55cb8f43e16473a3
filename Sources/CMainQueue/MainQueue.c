#define _GNU_SOURCE
#include "CMainQueue.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

// The parts of libdispatch's ABI used here, declared rather than included so that nothing
// here depends on the dispatch headers.
typedef void *queue_t;
typedef uint64_t time_value_t;
extern struct dispatch_queue_s _dispatch_main_q;
extern time_value_t dispatch_time(time_value_t when, int64_t delta);

/// A block's header: its invoke function takes the block itself (the Blocks ABI).
struct block_header {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *);
};

static _Atomic(flipbook_main_queue_hook) installed_hook;
static atomic_int interposed;

void flipbook_set_main_queue_hook(flipbook_main_queue_hook hook) { atomic_store(&installed_hook, hook); }

int flipbook_main_queue_is_interposed(void) { return atomic_load(&interposed); }

static void *(*block_copy)(const void *);
static void (*block_release)(const void *);

static void load_block_runtime(void) {
  if (!block_copy) block_copy = (void *(*)(const void *))dlsym(RTLD_DEFAULT, "_Block_copy");
  if (!block_release) block_release = (void (*)(const void *))dlsym(RTLD_DEFAULT, "_Block_release");
}

void flipbook_run_block(void *block) {
  ((struct block_header *)block)->invoke(block);
  flipbook_release_block(block);
}

void flipbook_release_block(void *block) {
  load_block_runtime();
  if (block_release) block_release(block);
}

/// Offers `block` to the hook; 1 when taken.
static int offer(int64_t delay, void *block) {
  flipbook_main_queue_hook hook = atomic_load(&installed_hook);
  if (!hook) return 0;
  load_block_runtime();
  if (!block_copy) return 0;
  void *copy = block_copy(block);
  if (hook(delay, copy)) return 1;
  flipbook_release_block(copy);
  return 0;
}

void dispatch_async(queue_t queue, void *block) {
  static void (*real)(queue_t, void *);
  atomic_store(&interposed, 1);
  if (queue == (queue_t)&_dispatch_main_q && offer(0, block)) return;
  if (!real) real = (void (*)(queue_t, void *))dlsym(RTLD_NEXT, "dispatch_async");
  real(queue, block);
}

void dispatch_after(time_value_t when, queue_t queue, void *block) {
  static void (*real)(time_value_t, queue_t, void *);
  atomic_store(&interposed, 1);
  // Deadlines on the uptime clock only: wall-clock deadlines have the top bit set, and
  // monotonic ones the next, and `DISPATCH_TIME_FOREVER` is all ones.
  if (queue == (queue_t)&_dispatch_main_q && (when >> 62) == 0) {
    time_value_t now = dispatch_time(0, 0);
    int64_t delay = when > now ? (int64_t)(when - now) : 0;
    if (offer(delay, block)) return;
  }
  if (!real) real = (void (*)(time_value_t, queue_t, void *))dlsym(RTLD_NEXT, "dispatch_after");
  real(when, queue, block);
}
