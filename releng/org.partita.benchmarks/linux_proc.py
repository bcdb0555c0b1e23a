"""What bench.py reads from Linux's /proc: the CPU seconds per thread of a run (--cpu) and the machine's processor."""

import os
import subprocess
import time

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
# the JVM's thread names (as /proc shows them, at most 15 characters) grouped as bench.py reports them
GROUPS = (("partita-run", "simulation"), ("partita-read-ah", "read-ahead"), ("java", "main"),
          ("C2 CompilerThre", "C2"), ("C1 CompilerThre", "C1"), ("VM Thread", "GC"))


def _sample(pid, last):
    """Updates last {tid: (name, cpu seconds)} from /proc; threads that ended keep their final value."""
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        last[tid] = (name, (int(fields[11]) + int(fields[12])) / TICKS)  # utime + stime


def run(cmd, cwd, env, interval=0.005):
    """Runs cmd (which must exec the JVM, as ./partita does, so that its pid is the JVM's), polling its threads'
    CPU until it exits; returns (CompletedProcess-like result, {group: seconds, "total": seconds})."""
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    last = {}
    while p.poll() is None:
        _sample(p.pid, last)
        time.sleep(interval)
    out, err = p.communicate()
    cpu = {label: 0.0 for _, label in GROUPS}
    cpu["total"] = 0.0
    for name, seconds in last.values():
        cpu["total"] += seconds
        for prefix, label in GROUPS:
            if name.startswith(prefix):
                cpu[label] += seconds
    return subprocess.CompletedProcess(cmd, p.returncode, out, err), {k: round(v, 2) for k, v in cpu.items()}


def machine():
    """"N cores, processor model" for the README's note."""
    cpu = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {cpu}"
