"""PostgreSQL for integration tests: the throwaway server `make test` starts with
scripts/pg-test-cluster.sh (its URL in SYNTH_TRAINER_TEST_POSTGRES), one fresh database per test.

    requires_postgres      pytest mark: skips, saying why, when no server is given
    fresh_database()       a new empty database on it; returns its URL
    psql(url, sql)         runs SQL with the server's own client; returns the rows as lists of strings
    private_cluster        pytest fixture: a PostgreSQL cluster of the test's own, to stop and start
    cluster_action(a, dir) stops or starts it (`scripts/pg-test-cluster.sh stop|start DIR`)
    no_database_text(m, u) asserts a message a person reads names nothing of the database
"""
from __future__ import annotations

import glob
import os
import pathlib
import re
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


SCRIPT = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "pg-test-cluster.sh"


@pytest.fixture
def private_cluster():
    """A cluster of this test's own (the shared one other tests use must not go down): the script makes
    its folder where the unprivileged postgres user can reach it, and says where. (url, folder)."""
    out = subprocess.run([str(SCRIPT), "start"], capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    url = re.search(r"SYNTH_TRAINER_TEST_POSTGRES='([^']+)'", out.stdout).group(1)
    folder = re.search(r"SYNTH_TRAINER_TEST_PG_DIR='([^']+)'", out.stdout).group(1)
    yield url, folder
    subprocess.run([str(SCRIPT), "destroy", folder], capture_output=True, timeout=120)


def cluster_action(action: str, folder: str):
    out = subprocess.run([str(SCRIPT), action, folder], capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr


def no_database_text(message: str, url: str):
    """A student or teacher reads no address, port or driver text of the database."""
    parts = urllib.parse.urlsplit(url)
    for needle in ("postgres", "PostgreSQL", "storage failure", parts.hostname, str(parts.port)):
        assert needle not in message, (needle, message)
