#include "COpus.h"

int copus_set_bitrate(OpusEncoder *enc, opus_int32 bitsPerSecond) {
    return opus_encoder_ctl(enc, OPUS_SET_BITRATE(bitsPerSecond));
}

int copus_set_complexity(OpusEncoder *enc, opus_int32 complexity) {
    return opus_encoder_ctl(enc, OPUS_SET_COMPLEXITY(complexity));
}
