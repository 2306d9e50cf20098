// Shim for libqrencode 4 (Debian's libqrencode-dev): QR codes for the projector's join link.
// Why a shim: libqrencode hands back a malloc'd QRcode whose module bytes pack several flags (bit 0
// is "dark"), and reports failures through errno. One call here encodes, copies the dark bits into
// the caller's buffer, frees the QRcode and returns errno, so no QRcode pointer reaches Swift.
// Imported by exactly one Swift module: QRCode. Prefix: `cqrencode_`.
#ifndef CQRENCODE_H
#define CQRENCODE_H
#include <stddef.h>

/// Encodes `text` (8-bit mode, error correction `level`: 0 L, 1 M, 2 Q, 3 H) in the smallest version
/// that fits. On success writes the width to `*width` and width*width bytes (1 dark, 0 light, row by
/// row) to `out` and returns 0; returns ENOSPC if `capacity` is too small, or libqrencode's errno
/// (ERANGE: the text does not fit any version, EINVAL, ENOMEM).
int cqrencode_matrix(const char *text, int level, unsigned char *out, size_t capacity, int *width);

#endif
