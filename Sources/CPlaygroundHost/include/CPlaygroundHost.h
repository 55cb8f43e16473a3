// Nothing to call: linking this target installs an exit hook (see host.c).
#ifndef FLIPBOOK_PLAYGROUND_HOST_H
#define FLIPBOOK_PLAYGROUND_HOST_H
#endif
