// Shim for Debian's OpenSSL 3 libcrypto (libssl-dev, already linked through libwebsockets): the
// functions Swift imports directly (RAND_bytes, PKCS5_PBKDF2_HMAC, EVP_Digest, the X509 and PEM
// calls) need nothing here. What is here is what Swift cannot import: macros (EVP_EC_gen,
// OPENSSL_free, BIO_get_mem_data, the sk_GENERAL_NAME_* stack macros). Imported by exactly one
// Swift module: LibCrypto. Prefix: `copenssl_`.
#ifndef COPENSSL_H
#define COPENSSL_H
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

/// A new ECDSA P-256 (prime256v1) key, or NULL (EVP_EC_gen is a macro over a variadic call).
EVP_PKEY *copenssl_ec_p256_key(void);
/// Frees memory OpenSSL allocated for the caller (OPENSSL_free is a macro).
void copenssl_free(void *pointer);
/// The bytes written so far into a memory BIO; returns their count (BIO_get_mem_data is a macro).
long copenssl_bio_contents(BIO *bio, const char **bytes);
/// The number of names in a subjectAltName list, the name at `index`, and the list's release
/// (the sk_GENERAL_NAME_* stack accessors are macros).
int copenssl_general_names_count(const GENERAL_NAMES *names);
const GENERAL_NAME *copenssl_general_name_at(const GENERAL_NAMES *names, int index);
void copenssl_general_names_free(GENERAL_NAMES *names);

#endif
