// Function bodies for shims that cannot be static inline (variadic logging wrappers live here).
#include "CLibWebSockets.h"
