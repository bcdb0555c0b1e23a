#!/usr/bin/env bash
# Strategies from outside the project, end to end (docs/strategies.md): installs the core into the local Maven
# repository, builds the plain-jar example extensions/strategies offline against it, then, with the jar on
# PARTITA_CLASSPATH, checks that ./partita lists its allocator, queue discipline and share policy, runs the example
# experiments with --check and finds the external pipelines in their results, replays a trace with them (a
# parameter out of the descriptor's range rejected); without the jar the file names them as unknown.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "strategy-test: FAIL: $*" >&2
  exit 1
}

./mvnw -o -B -q install -DskipTests -pl .,releng/org.partita.target,plugins/org.partita.core >"$tmp/install.log" 2>&1 ||
  { tail -n 40 "$tmp/install.log"; fail "cannot install the core"; }
./mvnw -o -B -q -f extensions/strategies/pom.xml package >"$tmp/package.log" 2>&1 ||
  { tail -n 40 "$tmp/package.log"; fail "the example strategies do not build offline"; }
jar="$PWD/extensions/strategies/target/partita-example-strategies.jar"
test -s "$jar" || fail "no $jar"

export PARTITA_CLASSPATH="$jar"
./partita allocators >"$tmp/allocators.txt" || fail "partita allocators"
grep -q '^last-fit - ' "$tmp/allocators.txt" || fail "partita allocators does not list last-fit"
./partita policies --stage queue >"$tmp/policies.txt" || fail "partita policies"
grep -q '^queue largest-first - ' "$tmp/policies.txt" || fail "partita policies does not list largest-first"

./partita run extensions/strategies/compare.partita --out "$tmp/out" --check >"$tmp/run.log" 2>&1 ||
  { tail -n 40 "$tmp/run.log"; fail "the example experiment does not run"; }
grep -q '^check: all invariants hold' "$tmp/run.log" || fail "--check did not pass"
for pipeline in FF LF FF_Largest LF_Largest8 FF_SJF; do
  grep -q "^$pipeline,0.6," "$tmp/out/summary.csv" || fail "no results of pipeline $pipeline"
done
./partita replay examples/traces/HPC2N-2002-subset.swf --machine mesh:16x15 --allocate last-fit \
  --queue largest-first --queue-param window=16 --max-jobs 2000 --check --out "$tmp/replay" >"$tmp/replay.log" 2>&1 ||
  { tail -n 20 "$tmp/replay.log"; fail "a replay with last-fit and largest-first fails"; }
if ./partita replay examples/traces/HPC2N-2002-subset.swf --machine mesh:16x15 --queue largest-first \
    --queue-param window=0 --out "$tmp/replay0" >"$tmp/replay0.log" 2>&1; then
  fail "window=0 accepted"
fi
grep -q "parameter 'window' must be in \[1, 1000000\], got 0" "$tmp/replay0.log" ||
  fail "window=0: $(head -n 3 "$tmp/replay0.log")"
echo "strategy-test: last-fit and largest-first listed, run, replayed and checked"

./partita policies --stage share >"$tmp/share-policies.txt" || fail "partita policies --stage share"
grep -q '^share proportional - ' "$tmp/share-policies.txt" || fail "partita policies does not list proportional"
./partita run extensions/strategies/share.partita --out "$tmp/share" --check >"$tmp/share.log" 2>&1 ||
  { tail -n 40 "$tmp/share.log"; fail "the share experiment does not run"; }
grep -q '^check: all invariants hold' "$tmp/share.log" || fail "--check of the share experiment did not pass"
for pipeline in Equipartition Proportional; do
  grep -q "^$pipeline,0.6," "$tmp/share/summary.csv" || fail "no results of pipeline $pipeline"
done
echo "strategy-test: the share policy proportional listed, run on the malleable model and checked"

unset PARTITA_CLASSPATH
if ./partita validate extensions/strategies/compare.partita >"$tmp/validate.log" 2>&1; then
  fail "the example validates without its jar"
fi
grep -q "unknown allocation strategy 'last-fit'" "$tmp/validate.log" || fail "without the jar: $(head -n 3 "$tmp/validate.log")"
echo "strategy-test: without the jar the experiment names last-fit as unknown"
