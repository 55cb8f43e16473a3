// Work sent to the main dispatch queue, offered to the scene that is running on this thread.
//
// libdispatch's `dispatch_async` and `dispatch_after` are defined again here (the program's
// own definitions come first when the dynamic linker resolves the calls that Swift's Dispatch
// overlay makes), so `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter` can run on
// a scene's virtual clock. Every other call goes on to libdispatch unchanged.
#ifndef FLIPBOOK_CMAINQUEUE_H
#define FLIPBOOK_CMAINQUEUE_H

#include <stdint.h>

/// Offered a block for the main queue, to run `delay` nanoseconds from now (0: as soon as
/// possible): returns 1 when it takes the block (a copy it must run with
/// `flipbook_run_block`), 0 to leave it to libdispatch.
typedef int (*flipbook_main_queue_hook)(int64_t delay, void *block);

/// Installs the hook (NULL removes it).
void flipbook_set_main_queue_hook(flipbook_main_queue_hook hook);

/// Whether the program's definitions are the ones the Dispatch overlay calls: 1 once a call
/// has reached them.
int flipbook_main_queue_is_interposed(void);

/// Runs a block the hook took, then releases it.
void flipbook_run_block(void *block);

/// Releases a block the hook took without running it.
void flipbook_release_block(void *block);

#endif
