// Shim for libpq 15, PostgreSQL's own C client (Debian's libpq-dev): the functions (PQconnectdbParams,
// PQsendQueryParams, PQnotifies, ...) and the status enums import into Swift as they are. What does
// not: the PG_DIAG_* error-field codes are character-literal macros, spelled here as calls.
// Imported by exactly one Swift module: PostgresStorage. Prefix: `clibpq_`.
#ifndef CLIBPQ_H
#define CLIBPQ_H
#include <postgresql/libpq-fe.h>

/// PG_DIAG_SQLSTATE: the five-character SQLSTATE of an error result.
int clibpq_diag_sqlstate(void);
/// PG_DIAG_MESSAGE_PRIMARY: the server's one-line message.
int clibpq_diag_message(void);

#endif
