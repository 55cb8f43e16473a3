// A compiled playground file is an executable whose top-level code runs as `main`. When it
// ends without having handed a live view to Flipbook (which renders and exits from
// `setLiveView`), the file set none: this exit hook, installed before `main` runs, says so.
// Swift has no way to run code before or after a file's top-level code; a C constructor does.
#include <stdlib.h>
#include "CPlaygroundHost.h"

// Defined in PlaygroundSupport (Swift, @_cdecl).
extern void flipbook_playground_did_exit(void);


__attribute__((constructor)) static void flipbook_playground_install(void) {
  atexit(flipbook_playground_did_exit);
}
