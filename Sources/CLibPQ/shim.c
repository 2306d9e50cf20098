// One function per macro Swift cannot import; nothing else belongs here.
#include "CLibPQ.h"

int clibpq_diag_sqlstate(void) { return PG_DIAG_SQLSTATE; }

int clibpq_diag_message(void) { return PG_DIAG_MESSAGE_PRIMARY; }
