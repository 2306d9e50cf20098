"""PostgreSQL for integration tests: the throwaway server `make test` starts with
scripts/pg-test-cluster.sh (its URL in SYNTH_TRAINER_TEST_POSTGRES), one fresh database per test.

    requires_postgres      pytest mark: skips, saying why, when no server is given
    fresh_database()       a new empty database on it; returns its URL
    psql(url, sql)         runs SQL with the server's own client; returns the rows as lists of strings
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import urllib.parse
import uuid

import pytest

BASE_URL = os.environ.get("SYNTH_TRAINER_TEST_POSTGRES") or None

requires_postgres = pytest.mark.skipif(
    BASE_URL is None,
    reason="SYNTH_TRAINER_TEST_POSTGRES is not set: PostgreSQL test SKIPPED "
           "(make test sets it; by hand: eval \"$(scripts/pg-test-cluster.sh start)\")")


def _psql_binary() -> str:
    found = shutil.which("psql") or sorted(glob.glob("/usr/lib/postgresql/*/bin/psql"))[-1:]
    assert found, "psql not found: scripts/pg-test-cluster.sh installs PostgreSQL"
    return found if isinstance(found, str) else found[0]


def psql(url: str, sql: str) -> list[list[str]]:
    r = subprocess.run([_psql_binary(), url, "-v", "ON_ERROR_STOP=1", "-AtF", "\t", "-c", sql],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"psql failed: {r.stderr}"
    return [line.split("\t") for line in r.stdout.splitlines() if line]


def with_database(url: str, name: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name))


def fresh_database() -> str:
    assert BASE_URL, "no PostgreSQL server given"
    name = "it_" + uuid.uuid4().hex[:16]
    psql(BASE_URL, f"CREATE DATABASE {name}")
    return with_database(BASE_URL, name)
