// Shim for libopus 1.3: opus_encoder_ctl / opus_decoder_ctl are variadic and the OPUS_SET_* /
// OPUS_GET_* request codes are macros that expand into (request, typed-argument) pairs, so Swift can
// import neither. Each function below wraps exactly one ctl request and returns its error code
// (OPUS_OK on success). Imported by exactly one Swift module: OpusCodec. Prefix: `copus_`.
#ifndef COPUS_H
#define COPUS_H
#include <opus/opus.h>

/// Target bitrate in bits per second (500...512000), or OPUS_AUTO / OPUS_BITRATE_MAX.
int copus_set_bitrate(OpusEncoder *enc, opus_int32 bitsPerSecond);
/// Reads back the bitrate the encoder settled on (it clamps requests).
int copus_get_bitrate(OpusEncoder *enc, opus_int32 *bitsPerSecond);
/// Computational complexity 0...10: quality against CPU, the main capacity knob.
int copus_set_complexity(OpusEncoder *enc, opus_int32 complexity);
/// 1 = variable bitrate (default), 0 = constant bitrate.
int copus_set_vbr(OpusEncoder *enc, opus_int32 vbr);
/// OPUS_SIGNAL_MUSIC / OPUS_SIGNAL_VOICE / OPUS_AUTO: a hint for the mode decision.
int copus_set_signal(OpusEncoder *enc, opus_int32 signal);
/// Encoder delay in samples (the pre-skip a decoder drops).
int copus_get_lookahead(OpusEncoder *enc, opus_int32 *samples);
/// Forgets all history, so the next packet decodes without its predecessors (a stream restart).
int copus_encoder_reset(OpusEncoder *enc);
/// Forgets all decoder history (when the stream says it restarted).
int copus_decoder_reset(OpusDecoder *dec);

/// OPUS_SIGNAL_MUSIC, a macro constant spelled as a call so Swift need not restate its value.
static inline opus_int32 copus_signal_music(void) { return OPUS_SIGNAL_MUSIC; }

#endif
