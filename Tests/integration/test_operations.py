"""What an operator uses: --version, JSON logs, a backup taken while the server runs, private files."""
from __future__ import annotations

import json
import os
import socket
import sqlite3
import stat
import subprocess

from conftest import REPO, binary_path


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


def test_a_data_folder_open_to_others_is_narrowed_to_0700_at_start(tmp_path, server_factory):
    """README and deploy/README promise a data folder private to the server's user; one made by hand
    (`mkdir data` under umask 022: 0755) used to stay readable by every user of the machine."""
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o755)
    s = server_factory(data=data)
    try:
        assert stat.S_IMODE(os.stat(data).st_mode) == 0o700
        assert f"the data folder {data} was open to group or others (mode 755): narrowed to 700" in s.log_text()
    finally:
        s.stop()
    # Already private: left alone, and nothing is said.
    s = server_factory(data=data)
    try:
        assert stat.S_IMODE(os.stat(data).st_mode) == 0o700 and "narrowed" not in s.log_text()
    finally:
        s.stop()


def test_every_configuration_error_stops_the_systemd_unit_instead_of_looping(tmp_path):
    """Each way a server can be misconfigured exits with a code the units name in
    RestartPreventExitStatus, with a message saying what is wrong: systemd then stops and shows it,
    rather than restarting into the same error every 2 s."""
    deploy = REPO / "deploy" / "systemd"
    for unit in ("synth-trainer.service", "synth-trainer@.service"):
        line = next(l for l in (deploy / unit).read_text().splitlines() if l.startswith("RestartPreventExitStatus="))
        codes = {int(c) for c in line.split("=", 1)[1].split()}
        assert {2, 64} <= codes, (unit, line)

    busy = socket.create_server(("127.0.0.1", 0))
    taken = busy.getsockname()[1]
    cases = {
        "a number variable that is not one": (["serve"], {"SYNTH_TRAINER_PORT": "eighty"}, "SYNTH_TRAINER_PORT"),
        "a flag out of range": (["serve", "--database-probe-seconds", "0"], {}, "--database-probe-seconds"),
        "an unknown flag": (["serve", "--colour", "blue"], {}, "--colour"),
        "a database URL of another kind": (["serve"], {"SYNTH_TRAINER_DATABASE": "mysql://x@y/z"}, "postgres://"),
        "a TLS certificate that is not there": (["serve", "--tls-cert", str(tmp_path / "no.pem"), "--tls-key",
                                                 str(tmp_path / "no.key")], {}, "no.pem"),
        "a port in use": (["serve", "--port", str(taken)], {}, str(taken)),
    }
    try:
        for what, (args, env, named) in cases.items():
            # Only this case's settings: a SYNTH_TRAINER_* variable of the runner's could fail first.
            clean = {k: v for k, v in os.environ.items() if not k.startswith("SYNTH_TRAINER_")}
            out = subprocess.run([str(binary_path()), *args, "--data", str(tmp_path / "data")],
                                 env={**clean, **env}, capture_output=True, text=True, timeout=60)
            print(f"{what}: exit {out.returncode}")
            assert out.returncode in (2, 64), (what, out.returncode, out.stderr[-600:])
            assert named in out.stdout + out.stderr, (what, out.stderr[-600:])
    finally:
        busy.close()
