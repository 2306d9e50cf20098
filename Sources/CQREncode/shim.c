#include "CQREncode.h"
#include <errno.h>
#include <qrencode.h>

int cqrencode_matrix(const char *text, int level, unsigned char *out, size_t capacity, int *width) {
    if (level < 0 || level > 3) return EINVAL;
    errno = 0;
    QRcode *code = QRcode_encodeString8bit(text, 0, (QRecLevel)level);
    if (code == NULL) return errno != 0 ? errno : EINVAL;
    size_t cells = (size_t)code->width * (size_t)code->width;
    if (cells > capacity) {
        QRcode_free(code);
        return ENOSPC;
    }
    for (size_t i = 0; i < cells; i++) out[i] = code->data[i] & 1;
    *width = code->width;
    QRcode_free(code);
    return 0;
}
