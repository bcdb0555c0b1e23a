#!/usr/bin/env python3
"""Partita's benchmark command: every performance target of the README, measured, next to a previous version.

    python3 releng/org.partita.benchmarks/bench.py [--baseline REF] [--runs N] [--jmh all|targets|none]
                                                   [--smoke] [--readme]

1. builds the headless distribution and the JMH jar of this checkout (and of REF, in a detached worktree under
   target/bench/baseline; REF defaults to the commit in baseline.txt, "none" skips it);
2. generates the traces (never committed): the shipped HPC2N log repeated with shifted submit times to 1,001,720
   jobs and cut to 10,000, and two shapes of a million jobs from trace_shapes.py: a long queue (overloaded
   stretches) and many small short jobs;
3. times whole processes (JVM start included) with the default launcher: FCFS, EASY and conservative replays of
   the million-job trace on the log's 240 processors, EASY with --jobs-csv, EASY on 10,000 jobs, FCFS and EASY on
   the two generated shapes, adaptive scan and the free submesh list on a 16 x 16 mesh (wall time is the best of --runs, peak memory the largest resident set of any run, from
   wait4; the two versions take turns run by run, so that both see the same load on a shared machine);
4. times a sweep of 8 independent runs with --threads 1 and --threads 2;
5. runs the JMH benchmarks (allocators at 16^2 ... 512^2, at Kim and Yoon's load and in a churn of small jobs,
   backfilling, event queue, run models);
6. with a baseline, checks that no result file changed: every example experiment and replays of the shipped trace
   (every queue discipline on its 240 processors, several allocators on a 16 x 16 mesh, all with --jobs-csv) run
   with both versions and are compared byte for byte;
7. prints each target, the figure reached and the baseline's, and with --readme rewrites the README's performance
   section between its markers. Raw figures go to target/bench/results.json.

--paper-figure FILE times one paper-size file end to end in one process (paper_figure.py) and with --readme rewrites
the README's paper-size figure block. --paper-runs instead times one whole FCFS run per contiguous allocator at 64², 256² and 512² at Kim and Yoon's load
(paper_runs.py), the baseline's up to --paper-previous-side, compares their result files, and with --readme rewrites
the README's paper-load table. --suite-builds times suite builds (suite_builds.py) and with --readme rewrites theirs.

--smoke runs a 10,000-job trace, one run, no JMH and no baseline: a check that the command works, for CI
(with --no-build, on the distribution the build just made).
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

import paper_figure
import paper_runs
import suite_builds
import linux_proc
import trace_shapes
from bench_targets import JMH_ALL, JMH_TARGETS, REPLAYS
from readme_table import table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "target", "bench")
TRACE = os.path.join(ROOT, "examples", "traces", "HPC2N-2002-subset.swf")
HERE = os.path.dirname(os.path.abspath(__file__))
MILLION = 1_000_000
BUILD_MODULES = "releng/org.partita.target,releng/org.partita.distribution,releng/org.partita.benchmarks"


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def java_home():
    out = subprocess.run(["sh", "-c", ". ./.mvn/partita-jdk.sh && echo $JAVA_HOME"], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def build(checkout):
    log(f"bench: building {checkout}")
    logfile = os.path.join(BENCH, "build-" + os.path.basename(checkout) + ".log")
    env = dict(os.environ, PARTITA_NO_XVFB="1")
    flags = ["-o"] if os.environ.get("PARTITA_BENCH_OFFLINE", "1") == "1" else []
    with open(logfile, "w") as f:
        r = subprocess.run(["./mvnw", "-B", *flags, "package", "-DskipTests", "-pl", BUILD_MODULES, "-am"],
                           cwd=checkout, stdout=f, stderr=subprocess.STDOUT, env=env)
    if r.returncode != 0:
        sys.exit(f"bench: the build of {checkout} failed, see {logfile}")


def baseline_checkout(ref):
    path = os.path.join(BENCH, "baseline")
    if os.path.isdir(path):
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=path, capture_output=True, text=True).stdout
        want = subprocess.run(["git", "rev-parse", ref + "^{commit}"], cwd=ROOT, capture_output=True,
                              text=True).stdout
        if head.strip() == want.strip() and head.strip():
            return path
        subprocess.run(["git", "worktree", "remove", "--force", path], cwd=ROOT)
        shutil.rmtree(path, ignore_errors=True)
    r = subprocess.run(["git", "worktree", "add", "--detach", path, ref], cwd=ROOT, capture_output=True, text=True)
    if r.returncode != 0:
        log(f"bench: no baseline: {ref} is not in this clone ({r.stderr.strip()})")
        return None
    return path


def make_traces(smoke):
    os.makedirs(os.path.join(BENCH, "traces"), exist_ok=True)
    with open(TRACE, encoding="latin-1") as f:
        rows = [line.split() for line in f if line.strip() and not line.lstrip().startswith(";")]
    period = max(int(float(r[1])) for r in rows) + 1
    paths = {}
    for key, count in (("10k", 10_000),) + (() if smoke else (("1m", -(-MILLION // len(rows)) * len(rows)),)):
        path = os.path.join(BENCH, "traces", f"hpc2n-{key}.swf")
        paths[key] = path
        if os.path.exists(path):
            continue
        with open(path + ".tmp", "w", encoding="latin-1") as out:
            out.write(f"; MaxProcs: 240\n; HPC2N-2002 subset repeated: {count} jobs, submit times shifted by "
                      f"{period} s per copy\n")
            job = 0
            copy = 0
            while job < count:
                for r in rows:
                    if job == count:
                        break
                    job += 1
                    out.write(" ".join([str(job), str(int(float(r[1])) + copy * period)] + r[2:]) + "\n")
                copy += 1
        os.replace(path + ".tmp", path)
        log(f"bench: wrote {path} ({count} jobs)")
    for shape, job in (() if smoke else trace_shapes.SHAPES.items()):
        path = os.path.join(BENCH, "traces", f"{shape}-1m.swf")
        paths[shape + "-1m"] = path
        if not os.path.exists(path):
            trace_shapes.write(path + ".tmp", MILLION, job)
            os.replace(path + ".tmp", path)
            log(f"bench: wrote {path} ({MILLION} jobs)")
    return paths


def run_child(cmd, cwd, env, cpu=None):
    """Runs cmd in a forked helper, whose RUSAGE_CHILDREN then holds this command's peak memory alone; returns
    (wall seconds, peak resident set in MB, stdout). With a dict as cpu, the process's CPU per thread group
    (linux_proc.py; the polling costs the helper, not the JVM) is stored into it."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        import resource
        start = time.perf_counter()
        threads = None
        if cpu is None:
            p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True)
        else:
            p, threads = linux_proc.run(cmd, cwd, env)
        wall = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024.0
        os.write(w, json.dumps({"rc": p.returncode, "wall": wall, "peak": peak, "cpu": threads,
                                "out": p.stdout.decode(errors="replace"),
                                "err": p.stderr.decode(errors="replace")[-2000:]}).encode())
        os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 1 << 16):
        data += chunk
    os.close(r)
    os.waitpid(pid, 0)
    res = json.loads(data)
    if res["rc"] != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed ({res['rc']}): {res['err']}")
    if cpu is not None:
        cpu.update(res["cpu"])
    return res["wall"], res["peak"], res["out"]


def timed_env():
    """The environment of a timed ./partita process: the distribution as built, the launcher's own JVM options."""
    env = dict(os.environ, PARTITA_NO_BUILD="1")
    env.pop("PARTITA_JAVA_OPTS", None)
    return env


def replays(checkouts, traces, runs, smoke, per_thread=False):
    """Times every replay target with each checkout; the checkouts take turns run by run, so that on a shared
    machine both versions see the same load. With per_thread, also the mean CPU seconds per thread group of the
    runs. Returns {label: {key: figures}}."""
    env = timed_env()
    results = {label: {} for label, _ in checkouts}
    for key, _, trace, args, _, _ in REPLAYS:
        if trace not in traces:
            continue
        best = {label: float("inf") for label, _ in checkouts}
        peak = {label: 0.0 for label, _ in checkouts}
        jobs = {label: 0 for label, _ in checkouts}
        cpus = {label: [] for label, _ in checkouts}
        for _ in range(1 if smoke else runs):
            for label, checkout in checkouts:
                out_dir = os.path.join(BENCH, "out", os.path.basename(checkout), key)
                shutil.rmtree(out_dir, ignore_errors=True)
                cpu = {} if per_thread else None
                machine = [] if "--machine" in args else ["--machine", "pool:240"]  # the log's 240 processors
                wall, rss, out = run_child(["./partita", "replay", traces[trace], *machine, "--out", out_dir, *args],
                                           checkout, env, cpu)
                if per_thread:
                    cpus[label].append(cpu)
                best[label], peak[label] = min(best[label], wall), max(peak[label], rss)
                m = re.search(r"jobs: (\d+) arrived", out)
                jobs[label] = int(m.group(1)) if m else 0
        for label, checkout in checkouts:
            b = best[label]
            results[label][key] = {"seconds": round(b, 3), "peak_mb": round(peak[label], 1), "jobs": jobs[label],
                                   "jobs_per_s": round(jobs[label] / b) if b > 0 else None}
            log(f"bench: {os.path.basename(checkout)} {key}: {b:.2f} s, {peak[label]:.0f} MB, {jobs[label]} jobs")
            if cpus[label]:
                mean = {g: round(sum(c[g] for c in cpus[label]) / len(cpus[label]), 2) for g in cpus[label][0]}
                results[label][key]["cpu_seconds"] = mean
                log(f"bench: {os.path.basename(checkout)} {key}: CPU s " + ", ".join(f"{g} {v:.2f}"
                                                                                    for g, v in mean.items()))
    return results


def threads(checkout, runs):
    env = dict(os.environ, PARTITA_NO_BUILD="1")
    exp = os.path.join(HERE, "experiments", "threads.partita")
    walls = {}
    for n in (1, 2):
        out_dir = os.path.join(BENCH, "out", os.path.basename(checkout), f"threads-{n}")
        best = float("inf")
        for _ in range(runs):
            shutil.rmtree(out_dir, ignore_errors=True)
            wall, _, _ = run_child(["./partita", "run", exp, "--threads", str(n), "--out", out_dir], checkout, env)
            best = min(best, wall)
        walls[n] = best
    return {"seconds_1": round(walls[1], 2), "seconds_2": round(walls[2], 2),
            "speedup": round(walls[1] / walls[2], 2)}


SAME_RESULT_REPLAYS = (
    [("pool-" + q, ["--machine", "pool:240", "--queue", q]) for q in
     ("fcfs", "easy", "conservative", "bypass", "sjf")]
    # threshold named: its default changed from none to Kim and Yoon's dynamic one, and the previous version must agree
    + [("pool-mfcfs", ["--machine", "pool:240", "--queue", "mfcfs", "--queue-param", "threshold=none"])]
    + [("mesh-" + a, ["--machine", "mesh:16x16", "--allocate", a]) for a in
       ("first-fit", "adaptive-scan", "free-submesh-list", "busy-list", "frame-sliding")]
    + [("mesh-easy-fsl", ["--machine", "mesh:16x16", "--queue", "easy", "--allocate", "free-submesh-list"])])


# Examples compared without --jobs-csv: Kim and Yoon's Figure 6 starts about 25 M jobs, whose jobs.csv (about 39 GB
# per version) would fill the disk before digest_large_files could replace it; their other result files (summaries,
# claims, search steps per job) are still compared byte for byte.
NO_JOBS_CSV = {"kimyoon95-fig6"}


def digest_large_files(folder, limit=8 << 20):
    """Replaces every file of folder larger than limit bytes by NAME.sha256 holding its SHA-256, so that comparing
    two versions' folders stays byte for byte while a run's jobs.csv (tens of GB for the paper-size examples) is
    not kept on disk."""
    for parent, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            if os.path.getsize(path) > limit:
                h = hashlib.sha256()
                with open(path, "rb") as f:
                    while chunk := f.read(1 << 20):
                        h.update(chunk)
                with open(path + ".sha256", "w") as f:
                    f.write(h.hexdigest() + "\n")
                os.remove(path)


def result_files(checkout, label, skip=()):
    """Runs every example (but those named in skip) and the comparison replays; returns their results' folder, in
    which files over 8 MB are kept as their SHA-256 (digest_large_files)."""
    env = dict(os.environ, PARTITA_NO_BUILD="1")
    root = os.path.join(BENCH, "same-results", label)
    shutil.rmtree(root, ignore_errors=True)
    examples = os.path.join(checkout, "examples")  # each version's own examples, in its own language
    for name in sorted(os.listdir(examples)):
        if name.endswith(".partita") and name[:-len(".partita")] not in skip:
            log(f"bench: {label}: {name}")
            out = os.path.join(root, name[:-len(".partita")])
            jobs_csv = [] if name[:-len(".partita")] in NO_JOBS_CSV else ["--jobs-csv"]
            run_child(["./partita", "run", os.path.join(examples, name), "--threads", "2", *jobs_csv, "--out", out],
                      checkout, env)
            digest_large_files(out)
    for key, args in SAME_RESULT_REPLAYS:
        run_child(["./partita", "replay", TRACE, *args, "--jobs-csv", "--out", os.path.join(root, key)], checkout,
                  env)
        digest_large_files(os.path.join(root, key))
    return root


def same_results(now_root, previous_root):
    """(files that differ or that the previous version wrote and this one does not, files only this one writes)."""
    r = subprocess.run(["diff", "-rq", previous_root, now_root], capture_output=True, text=True)
    lines = [line for line in r.stdout.splitlines() if line.strip()]
    added = [line for line in lines if line.startswith("Only in " + now_root)]
    return [line for line in lines if line not in added], added


def jmh(checkout, jh, which):
    jar = os.path.join(checkout, "releng", "org.partita.benchmarks", "target", "benchmarks.jar")
    results = {}
    for bench, params in (JMH_ALL if which == "all" else JMH_TARGETS):
        out = os.path.join(BENCH, f"jmh-{os.path.basename(checkout)}-{bench}.json")
        cmd = [os.path.join(jh, "bin", "java"), "-jar", jar, bench + r"\.", "-f", "1", "-wi", "2", "-i", "3",
               "-w", "1s", "-r", "1s", "-rf", "json", "-rff", out]
        for k, v in params.items():
            cmd += ["-p", f"{k}={v}"]
        log(f"bench: JMH {bench} ({os.path.basename(checkout)})")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(out):
            log(f"bench: JMH {bench} failed in {checkout}: {r.stderr[-500:]}")
            continue
        for row in json.load(open(out)):
            name = row["benchmark"].rsplit(".", 2)[-2] + "." + row["benchmark"].rsplit(".", 1)[-1]
            key = name + "".join(f" {k}={v}" for k, v in sorted(row.get("params", {}).items()))
            m = row["primaryMetric"]
            results[key] = {"score": m["score"], "error": m["scoreError"], "unit": m["scoreUnit"]}
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--baseline", default=open(os.path.join(HERE, "baseline.txt")).read().split()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jmh", choices=("all", "targets", "none"), default="all")
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--no-compare", action="store_true", help="skip the byte-for-byte comparison of results")
    ap.add_argument("--no-build", action="store_true", help="use the distributions as they are built")
    ap.add_argument("--no-threads", action="store_true", help="skip the sweep's --threads 1 and 2 timing")
    ap.add_argument("--compare-only", action="store_true", help="only the byte-for-byte comparison of results")
    ap.add_argument("--skip-example", action="append", default=[], metavar="NAME",
                    help="leave this example out of the comparison (e.g. a long one), repeatable")
    ap.add_argument("--paper-runs", action="store_true", help="only the whole runs at Kim and Yoon's load")
    ap.add_argument("--paper-previous-side", type=int, default=512, metavar="L",
                    help="with --paper-runs, run the baseline only on meshes up to L x L (its scans are slow)")
    ap.add_argument("--suite-builds", action="store_true", help="only the suite builds (suite_builds.py)")
    ap.add_argument("--paper-figure", metavar="FILE",
                    help="only FILE (a paper-size reproduction file) end to end in one process (paper_figure.py)")
    ap.add_argument("--paper-figure-threads", type=int, default=2, metavar="N", help="--threads of that run")
    ap.add_argument("--cpu", action="store_true",
                    help="also the mean CPU seconds per thread of each replay (simulation, read-ahead, main, C2, C1, "
                         "GC, total; Linux /proc), into the log and results.json")
    args = ap.parse_args()
    if args.paper_figure:
        args.baseline = "none"  # this checkout only (paper_figure.py)
    if args.suite_builds:
        return suite_builds.measure_all(args.runs, args.readme)
    os.makedirs(BENCH, exist_ok=True)
    jh = java_home()
    checkouts = [("now", ROOT)]
    if not args.smoke and args.baseline != "none":
        path = baseline_checkout(args.baseline)
        if path:
            checkouts.append(("previous", path))
    for label, path in checkouts:
        if not args.no_build:
            build(path)
    if args.paper_runs:
        paper_runs.main(args, checkouts, sys.modules[__name__])
        return
    if args.paper_figure:
        paper_figure.main(args, sys.modules[__name__])
        return
    if args.compare_only:
        if len(checkouts) < 2:
            sys.exit("bench: --compare-only needs a baseline")
        differing, added = same_results(result_files(ROOT, "now", args.skip_example),
                                        result_files(checkouts[1][1], "previous", args.skip_example))
        print("Result files: " + ("identical to the previous version's" if not differing else
                                 "DIFFERENT:\n  " + "\n  ".join(differing))
              + ("" if not added else "\nOnly this version writes:\n  " + "\n  ".join(added)))
        sys.exit(1 if differing else 0)
    traces = make_traces(args.smoke)
    results = {"machine": linux_proc.machine(), "baseline": args.baseline if len(checkouts) > 1 else None}
    timed = replays(checkouts, traces, args.runs, args.smoke, args.cpu)
    for label, path in checkouts:
        r = {"replays": timed[label]}
        if not args.smoke:
            if not args.no_threads:
                r["threads"] = threads(path, args.runs)
            if args.jmh != "none":
                r["jmh"] = jmh(path, jh, args.jmh)
        results[label] = r
    if len(checkouts) > 1 and not args.no_compare:
        differing, added = same_results(result_files(ROOT, "now"), result_files(checkouts[1][1], "previous"))
        results["same_results"] = {"identical": not differing, "differences": differing[:50],
                                   "new_files": sorted({line.rsplit(": ", 1)[-1] for line in added})}
    with open(os.path.join(BENCH, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    text = table(results["now"], results.get("previous"))
    print(f"Machine: {results['machine']}; previous = {results['baseline'] or 'not measured'}\n")
    print(text)
    same = results.get("same_results")
    if same:
        print("\nResult files: " + ("identical to the previous version's" if same["identical"] else
                                   "DIFFERENT from the previous version's:\n  " + "\n  ".join(same["differences"]))
              + ("" if not same["new_files"] else "; files the previous version did not write: "
                 + ", ".join(same["new_files"])))
    if args.smoke:
        for key, _, _, _, _, _ in REPLAYS:
            r = results["now"]["replays"].get(key)
            if r and r["jobs"] <= 0:
                sys.exit(f"bench: {key} replayed no job")
    if args.readme:
        same = results.get("same_results")
        note = (f"Measured on {results['machine']}; previous = {results['baseline'] or 'not measured'}; "
                f"wall times are the best of {args.runs} runs"
                + ("" if not same else "; result files of every example and of 12 replays: "
                   + ("identical to the previous version's" if same["identical"] else "**different**"))
                + ".\n\n")
        paper_runs.write_readme(os.path.join(ROOT, "README.md"), "<!-- performance table: generated by bench.py -->",
                                "<!-- end of performance table -->", note + text)
        log("bench: README.md updated")


if __name__ == "__main__":
    main()
