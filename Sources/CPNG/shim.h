#include <png.h>
