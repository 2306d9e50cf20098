"""What the benchmark scripts share: CPU time of a server process read from /proc."""
from __future__ import annotations

import os
import pathlib


def _stat(path: str) -> list[str]:
    return pathlib.Path(path).read_text().rsplit(")", 1)[1].split()


def cpu_seconds(pid: int, tid: int | None = None, children: bool = False, reaped: bool = False) -> float:
    """utime + stime of process `pid` (or of its thread `tid`; with `children`, plus its live child
    processes, such as nginx's workers; with `reaped`, plus the children it has waited for, such as
    PostgreSQL's backends of closed connections)."""
    tick = os.sysconf("SC_CLK_TCK")
    fields = _stat(f"/proc/{pid}/task/{tid}/stat" if tid else f"/proc/{pid}/stat")
    total = (int(fields[11]) + int(fields[12])) / tick
    if reaped:
        total += (int(fields[13]) + int(fields[14])) / tick
    if children:
        for d in pathlib.Path("/proc").iterdir():
            if not d.name.isdigit() or int(d.name) == pid:
                continue
            try:
                f = _stat(f"/proc/{d.name}/stat")
            except (OSError, IndexError):
                continue
            if int(f[1]) == pid:
                total += (int(f[11]) + int(f[12])) / tick
    return total
