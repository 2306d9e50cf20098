// Everything in this shim is static inline in the header; SwiftPM needs one C file per C target.
#include "CLibWebSockets.h"
