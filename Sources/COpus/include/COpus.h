// Shim for libopus 1.3: opus_encoder_ctl is variadic and OPUS_SET_* are macros, neither importable.
// Imported by exactly one Swift module: OpusCodec.
#ifndef COPUS_H
#define COPUS_H
#include <opus/opus.h>

int copus_set_bitrate(OpusEncoder *enc, opus_int32 bitsPerSecond);
int copus_set_complexity(OpusEncoder *enc, opus_int32 complexity);

#endif
