// One function per macro Swift cannot import; nothing else belongs here.
#include "COpenSSL.h"

EVP_PKEY *copenssl_ec_p256_key(void) { return EVP_EC_gen("P-256"); }

void copenssl_free(void *pointer) { OPENSSL_free(pointer); }

long copenssl_bio_contents(BIO *bio, const char **bytes) {
    char *data = NULL;
    long n = BIO_get_mem_data(bio, &data);
    *bytes = data;
    return n;
}

int copenssl_general_names_count(const GENERAL_NAMES *names) { return sk_GENERAL_NAME_num(names); }

const GENERAL_NAME *copenssl_general_name_at(const GENERAL_NAMES *names, int index) {
    return sk_GENERAL_NAME_value(names, index);
}

void copenssl_general_names_free(GENERAL_NAMES *names) { GENERAL_NAMES_free(names); }
