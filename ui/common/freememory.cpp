#include "common/freememory.h"

// Any C library header defines __GLIBC__ under glibc (<features.h>); none is included before it.
#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace FreeMemory {

void returnToSystem()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace FreeMemory
