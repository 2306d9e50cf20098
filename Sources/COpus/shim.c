// One function per ctl request: the variadic opus_*_ctl calls and OPUS_* macros stay on the C side.
#include "COpus.h"

int copus_set_bitrate(OpusEncoder *enc, opus_int32 bitsPerSecond) {
    return opus_encoder_ctl(enc, OPUS_SET_BITRATE(bitsPerSecond));
}

int copus_get_bitrate(OpusEncoder *enc, opus_int32 *bitsPerSecond) {
    return opus_encoder_ctl(enc, OPUS_GET_BITRATE(bitsPerSecond));
}

int copus_set_complexity(OpusEncoder *enc, opus_int32 complexity) {
    return opus_encoder_ctl(enc, OPUS_SET_COMPLEXITY(complexity));
}

int copus_set_vbr(OpusEncoder *enc, opus_int32 vbr) {
    return opus_encoder_ctl(enc, OPUS_SET_VBR(vbr));
}

int copus_set_signal(OpusEncoder *enc, opus_int32 signal) {
    return opus_encoder_ctl(enc, OPUS_SET_SIGNAL(signal));
}

int copus_get_lookahead(OpusEncoder *enc, opus_int32 *samples) {
    return opus_encoder_ctl(enc, OPUS_GET_LOOKAHEAD(samples));
}

int copus_encoder_reset(OpusEncoder *enc) {
    return opus_encoder_ctl(enc, OPUS_RESET_STATE);
}

int copus_decoder_reset(OpusDecoder *dec) {
    return opus_decoder_ctl(dec, OPUS_RESET_STATE);
}
