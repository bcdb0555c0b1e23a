"""The README's performance section for bench.py: the targets with their verdicts, then every JMH figure."""

from bench_targets import FASTER_SHARE, FASTER_THAN_PREVIOUS, NO_SLOWER_THAN, REPLAYS


def fmt(x, unit=""):
    if x is None:
        return "–"
    if isinstance(x, float):
        x = f"{x:.2f}" if x < 10 else f"{x:.1f}" if x < 100 else f"{x:,.0f}".replace(",", " ")
    return f"{x}{unit}"


def thousands(n):
    return f"{n:,}".replace(",", " ")


def alloc(res, strategy, side, bench="AllocatorBenchmark.allocateAndRelease"):
    r = res.get(f"{bench} side={side} strategy={strategy}")
    return r["score"] if r else None


def paper_load(res, strategy, side):
    return alloc(res, strategy, side, "PaperLoadAllocatorBenchmark.run")


def table(now, base):
    """The README's performance section: targets first, then the JMH figures."""
    b = base or {}
    lines = ["| Target | Goal | Now | Previous |", "| --- | --- | --- | --- |"]

    def verdict(value, goal):
        return "" if value is None or goal is None else (" ✓" if value <= goal else " ✗")

    for key, desc, _, _, goal, mem in REPLAYS:
        r = now["replays"].get(key)
        if not r:
            continue
        p = b.get("replays", {}).get(key)
        goal_text = '≤ ' + fmt(goal, ' s') if goal else '–'
        if key in FASTER_THAN_PREVIOUS and p:
            # the relative goal, against the previous version measured in the same run
            relative = round(FASTER_SHARE * p["seconds"], 2)
            goal_text = f"≤ {fmt(relative, ' s')} ({FASTER_SHARE:.0%} of previous)" + (
                f", ≤ {fmt(goal, ' s')}" if goal else "")
            goal = relative if goal is None else min(goal, relative)
        other_key, other_name = NO_SLOWER_THAN.get(key, (None, None))
        other = now["replays"].get(other_key)
        if other:
            goal_text = f"≤ {fmt(other['seconds'], ' s')} ({other_name})"
            goal = other["seconds"]
        lines.append(f"| {desc}: wall time, whole process | {goal_text} | "
                     f"{fmt(r['seconds'], ' s')}{verdict(r['seconds'], goal)} ({thousands(r['jobs_per_s'])} jobs/s)"
                     f" | {fmt(p['seconds'], ' s') + ' (' + thousands(p['jobs_per_s']) + ' jobs/s)' if p else '–'} |")
        lines.append(f"| {desc}: peak memory | ≤ {mem} MB | {fmt(r['peak_mb'], ' MB')}{verdict(r['peak_mb'], mem)}"
                     f" | {fmt(p['peak_mb'], ' MB') if p else '–'} |")
    t = now.get("threads")
    if t:
        p = b.get("threads")
        lines.append(f"| Sweep of 8 runs, `--threads 2` against `--threads 1` | ≥ 1.8× | {t['speedup']}×"
                     f"{' ✓' if t['speedup'] >= 1.8 else ' ✗'} ({t['seconds_1']} s → {t['seconds_2']} s) | "
                     f"{str(p['speedup']) + '×' if p else '–'} |")
    j, pj = now.get("jmh", {}), b.get("jmh", {})
    # The targets are judged at Kim and Yoon's load (PaperLoadAllocatorBenchmark: cost per job of an FCFS run);
    # the churn of many small jobs (AllocatorBenchmark) is shown beside them, without a goal.
    for side in (64, 256, 512):
        for name, other, goal, better in (("free submesh list", "free-submesh-list", "FSL < AS", "faster than"),
                                          ("busy list", "busy-list", "BL ≤ AS", "no slower than")):
            mine, asc = paper_load(j, other, side), paper_load(j, "adaptive-scan", side)
            if mine is None or asc is None:
                continue
            ok = mine < asc if goal.startswith("FSL") else mine <= asc
            pm, pa = paper_load(pj, other, side), paper_load(pj, "adaptive-scan", side)
            lines.append(f"| {side}² mesh, Kim and Yoon's load (FCFS, 0.47): {name} {better} adaptive scan, per job"
                         f" | {goal} | {fmt(mine, ' µs')} vs {fmt(asc, ' µs')}{' ✓' if ok else ' ✗'} | "
                         f"{fmt(pm, ' µs') + ' vs ' + fmt(pa, ' µs') if pm else '–'} |")
        for name, other in (("free submesh list", "free-submesh-list"), ("busy list", "busy-list")):
            mine, asc = alloc(j, other, side), alloc(j, "adaptive-scan", side)
            if mine is None or asc is None:
                continue
            pm, pa = alloc(pj, other, side), alloc(pj, "adaptive-scan", side)
            lines.append(f"| {side}² mesh, churn of small jobs (60 % busy, sides ≤ L/4): {name} against adaptive "
                         f"scan, per request | – | {fmt(mine, ' µs')} vs {fmt(asc, ' µs')} | "
                         f"{fmt(pm, ' µs') + ' vs ' + fmt(pa, ' µs') if pm else '–'} |")
    lines += ["", "| JMH benchmark | Parameters | Now | Previous |", "| --- | --- | --- | --- |"]
    for key in sorted(j):
        name, _, params = key.partition(" ")
        r, p = j[key], pj.get(key)
        lines.append(f"| `{name}` | {params} | {fmt(r['score'])} ± {fmt(r['error'])} {r['unit']} | "
                     f"{fmt(p['score']) + ' ' + p['unit'] if p else '–'} |")
    return "\n".join(lines)
