"""What an operator uses: --version, JSON logs, a backup taken while the server runs, private files."""
from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess

from conftest import binary_path


def test_version():
    out = subprocess.run([str(binary_path()), "--version"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0 and out.stdout.strip().count(".") == 2, out


def test_json_logs_are_one_object_per_line(server_factory):
    s = server_factory(log_format="json")
    c = s.connect()
    assert c.request("hello", client="log-test")["type"] == "welcome"
    c.close()
    s.stop()
    lines = [l for l in s.log_path.read_text().splitlines() if l.strip()]
    assert lines, "the server logged nothing"
    for line in lines:
        entry = json.loads(line)
        assert {"time", "level", "logger", "message"} <= entry.keys(), entry
    assert any(json.loads(l)["message"] == "listening" for l in lines)


def test_backup_while_serving_and_private_files(server):
    c = server.connect()
    me = c.request("login", name="Backed Up", secret="2468")
    assert me["type"] == "student"
    target = server.data_dir.parent / "backup-copy.sqlite"
    out = subprocess.run([str(binary_path()), "backup", "--data", str(server.data_dir), "--to", str(target)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out
    with sqlite3.connect(target) as db:
        names = [r[0] for r in db.execute("SELECT name FROM students")]
    assert "Backed Up" in names
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(server.data_dir / "trainer.sqlite").st_mode) == 0o600
    # A second backup to the same file is refused, not overwritten.
    again = subprocess.run([str(binary_path()), "backup", "--data", str(server.data_dir), "--to", str(target)],
                           capture_output=True, text=True, timeout=60)
    assert again.returncode != 0 and "exists" in (again.stdout + again.stderr)
