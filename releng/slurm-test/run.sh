#!/usr/bin/env bash
# End-to-end test of 'partita slurm' against a real Slurm, run by .ci/run after the build: brings up a single-node
# cluster on loopback (cluster.sh: munged, slurmctld, slurmd), submits sweep.partita as an array of 4 shards plus the
# merge job, requeues one array task while it runs (Slurm kills it and starts it again), waits for the merge, and
# compares the merged files byte for byte with a one-machine 'partita run'; then does the same with a suite (its last
# job builds the suite from the runs its tasks stored). Stops every daemon it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
tmp=$(mktemp -d /tmp/partita-slurm.XXXXXX)
chmod 755 "$tmp"
cluster="$tmp/cluster"
cleanup() {
  "$root/releng/slurm-test/cluster.sh" stop "$cluster" || true
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
  echo "slurm-test: FAILED: $*" >&2
  for f in "$tmp"/out/slurm/logs/*.log "$cluster"/slurmctld.log; do
    [ -f "$f" ] && { echo "--- $f" >&2; tail -n 30 "$f" >&2; }
  done
  exit 1
}
sweep=releng/slurm-test/sweep.partita

./partita run "$sweep" --out "$tmp/local" --threads 2 >/dev/null
releng/slurm-test/cluster.sh start "$cluster"
export SLURM_CONF="$cluster/slurm.conf"

./partita slurm "$sweep" --out "$tmp/out" --array 4 --submit >"$tmp/submit.log" 2>&1 \
  || { cat "$tmp/submit.log"; fail "partita slurm --submit failed"; }
cat "$tmp/submit.log"
array=$(sed -n 's/^submitted array job \([0-9]*\) .*merge job \([0-9]*\) .*/\1/p' "$tmp/submit.log")
merge=$(sed -n 's/^submitted array job \([0-9]*\) .*merge job \([0-9]*\) .*/\2/p' "$tmp/submit.log")
[ -n "$array" ] && [ -n "$merge" ] || fail "no job ids printed"
grep -q "squeue -j $array,$merge" "$tmp/submit.log" || fail "no squeue hint printed"

# requeue task 2 after it stored some runs but before it finished: Slurm kills it and runs it again
victim="${array}_2"
store="$tmp/out/.partial"
for _ in $(seq 1 240); do
  state=$(squeue -h -j "$victim" -o %T 2>/dev/null || true)
  stored=$(ls "$store" 2>/dev/null | grep -c '^run-' || true)
  [ "$state" = RUNNING ] && [ "$stored" -ge 4 ] && break
  sleep 0.25
done
[ "$state" = RUNNING ] || fail "task $victim never ran (state '$state')"
grep -q "state=running" "$store/shard-2-of-4.txt" || fail "task 2 finished before it could be killed"
scontrol requeue "$victim"
# Slurm holds a requeued batch job back for two minutes (its begin time); once it is pending, let it start at once
for _ in $(seq 1 120); do
  [ "$(squeue -h -j "$victim" -o %T 2>/dev/null || true)" = PENDING ] && break
  sleep 0.25
done
scontrol update jobid="$victim" StartTime=now
echo "slurm-test: requeued $victim while it ran ($stored runs of the sweep stored)"

for _ in $(seq 1 300); do
  [ -z "$(squeue -h -j "$array,$merge" 2>/dev/null)" ] && break
  sleep 1
done
[ -z "$(squeue -h -j "$array,$merge" 2>/dev/null)" ] && true || fail "the jobs did not finish within 5 minutes"
scontrol show job "$merge" | grep -q "JobState=COMPLETED" || fail "the merge job did not complete: $(scontrol show job "$merge" | grep JobState)"

log2="$tmp/out/slurm/logs/shard-2.log"
grep -q "shard 2/4 on .*attempt 1" "$log2" || fail "task 2's first attempt is not in its log"
grep -q "shard 2/4 on .*attempt 2" "$log2" || fail "task 2 was not started again after the requeue"
[ "$(grep -c "shard 2/4 ran" "$log2")" = 1 ] || fail "task 2 should have finished exactly once"
grep "shard 2/4 ran" "$log2"
for f in summary.csv rejected.csv machine.csv charts.csv chart-mean-response-time.png \
    chart-mean-response-time.svg; do
  cmp "$tmp/local/$f" "$tmp/out/$f" || fail "$f merged on the cluster differs from the one-machine run's"
done
[ ! -e "$tmp/out/.partial" ] || fail "the store was not removed after the merge"
echo "slurm-test: array of 4 + merge on a real Slurm, one task requeued mid-run: results equal the one-machine run's"

# a suite: the tasks run 'partita suite DIR --shard K/2', the last job builds the suite from the stored runs
./partita new-suite "$tmp/suite" >/dev/null
./partita slurm "$tmp/suite" --array 2 --cpus-per-task 2 --submit >"$tmp/suite-submit.log" 2>&1 \
  || { cat "$tmp/suite-submit.log"; fail "partita slurm --submit of a suite failed"; }
array=$(sed -n 's/^submitted array job \([0-9]*\) .*job \([0-9]*\) (starts.*/\1/p' "$tmp/suite-submit.log")
build=$(sed -n 's/^submitted array job \([0-9]*\) .*job \([0-9]*\) (starts.*/\2/p' "$tmp/suite-submit.log")
[ -n "$array" ] && [ -n "$build" ] || { cat "$tmp/suite-submit.log"; fail "no job ids printed for the suite"; }
for _ in $(seq 1 600); do
  [ -z "$(squeue -h -j "$array,$build" 2>/dev/null)" ] && break
  sleep 1
done
logs="$tmp/suite/target/slurm/logs"
scontrol show job "$build" | grep -q "JobState=COMPLETED" \
  || { tail -n 40 "$logs/merge.log" >&2; fail "the suite build job did not complete"; }
grep -q "experiment First (first.partita): shard 2/2 ran " "$logs/shard-2.log" || fail "task 2 did not run its shard"
grep -q "partita: suite .* passed in" "$logs/merge.log" || fail "the suite build did not pass"
./partita run "$tmp/suite/src/main/partita/first.partita" --out "$tmp/suite-local" >/dev/null
for f in summary.csv rejected.csv claims.csv; do
  cmp "$tmp/suite-local/$f" "$tmp/suite/target/partita/First/$f" || fail "the suite's $f differs from partita run's"
done
echo "slurm-test: a suite in 2 shards + its build on a real Slurm: results equal partita run's"
