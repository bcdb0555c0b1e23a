#!/usr/bin/env bash
# End-to-end test of experiment suites, run by .ci/run after the build: installs the modules a suite needs, then
# builds (1) a new suite from 'partita new-suite' and compares its results with 'partita run' (1s: and one whose
# second file shares the first's runs), (2) the same suite
# with an invalid file and (3) with a false claim, both of which must fail naming the file and line, (3c) a suite
# using the example strategies of extensions/strategies as a jar dependency, (4) the examples suite (quickstart
# only), (5) the Kim-Yoon reproduction suite on its small meshes, (6) the Chang 1997 and (7) the Dandamudi-Yu
# reproduction suites on their reduced runs and (8) the Corbalán suite, each with docs/reproductions.md checked
# against its report; before them (0) 'partita docs --check' of docs/reproductions.md and the README, after them
# (10) the table of a paper-size file with its fingerprint. Fails on the first unexpected outcome.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "suite-test: FAILED: $*" >&2; exit 1; }

# online: a fresh machine has neither the install plugin nor xtext-maven-plugin yet (the main build needs neither)
./mvnw -B -q install -DskipTests -pl .,releng/org.partita.target,releng/org.partita.suite.target,plugins/org.partita.core,plugins/org.partita.charts,plugins/org.partita.dsl,plugins/org.partita.suite,releng/org.partita.suite.parent,releng/org.partita.suite.maven

# (0) the generated documents: the scorecards of docs/reproductions.md and the README are those of its claims
# tables, and every table that records its experiment files (the paper-size ones, which CI does not run) was
# generated from the files as they are
./partita docs --check docs/reproductions.md README.md >"$tmp/docs.log" 2>&1 || {
  cat "$tmp/docs.log"; fail "the scorecards or the paper-size tables of docs/reproductions.md are not current"; }
echo "suite-test: the scorecards are current; the recorded experiment files are unchanged"

# (1) a new suite builds, its JUnit XML has one case per experiment and claim, its bytes are partita run's
./partita new-suite "$tmp/s1" >/dev/null
./partita suite "$tmp/s1" --threads 2 >"$tmp/s1.log" 2>&1 || { tail -n 60 "$tmp/s1.log"; fail "the new suite does not build"; }
grep -q "partita: suite .* passed in" "$tmp/s1.log" || fail "no wall time printed"
test -s "$tmp/s1/target/partita/index.html" || fail "no HTML report"
grep -q '<th>steady state</th>' "$tmp/s1/target/partita/index.html" || fail "the report has no steady-state column"
grep -q 'false discovery rate of 5 %' "$tmp/s1/target/partita/index.html" && grep -q '<th>kept</th>' \
  "$tmp/s1/target/partita/index.html" || fail "the report does not control the suite's verdicts"
grep -q '<img src="data:image/svg+xml;base64,' "$tmp/s1/target/partita/index.html" && \
  ! grep -q '<img src="[^d]' "$tmp/s1/target/partita/index.html" || fail "the report's charts are not inlined"
cases=$(grep -o '<testcase ' "$tmp/s1/target/surefire-reports/TEST-suite.SuiteTest.xml" | wc -l)
[ "$cases" = 3 ] || fail "expected 3 test cases (1 experiment, 2 claims), found $cases"
# the console names each test by its experiment, a claim by its file:line and text (not experiments()[1][2])
grep -qx "first.partita / First.first.partita:17: expect FF increasing on response over load -- Time elapsed: .*" \
  "$tmp/s1.log" && ! grep -q 'experiments()\[' "$tmp/s1.log" || { grep -n 'Time elapsed' "$tmp/s1.log"; fail "the console's test names are not readable"; }
./partita run "$tmp/s1/src/main/partita/first.partita" --out "$tmp/ref" >/dev/null
for f in summary.csv rejected.csv machine.csv claims.csv charts.csv chart-mean-response-time.png \
    chart-mean-response-time.svg; do
  cmp "$tmp/ref/$f" "$tmp/s1/target/partita/First/$f" || fail "$f differs from partita run's"
done
echo "suite-test: a new suite builds; results equal partita run's"

# (1b) incremental: a rebuild of the unchanged suite reuses the stored runs (the stored file is not written again);
# a stored run changed by hand is refused by name (its checksum), and run again once deleted
stored="$tmp/s1/target/partita/First/.partial/run-0-0-1.txt"
test -s "$stored" || fail "the finished runs are not kept for the next build"
old=$(date -d '2000-01-01 00:00' +%s)
touch -d @"$old" "$stored"
./partita suite "$tmp/s1" --offline >"$tmp/s1b.log" 2>&1 || { tail -n 40 "$tmp/s1b.log"; fail "the rebuild failed"; }
[ "$(stat -c %Y "$stored")" = "$old" ] || fail "the rebuild ran the experiment again"
if grep -q "installing the project's artifacts" "$tmp/s1b.log"; then fail "the rebuild installed the artifacts again"; fi
echo "suite-test: a rebuild reuses the finished runs"
sed -i 's/^metric\.WAIT=.*/metric.WAIT=123.456/' "$stored"
if ./partita suite "$tmp/s1" --offline >"$tmp/s1d.log" 2>&1; then fail "a rebuild used a stored run changed by hand"; fi
grep -q "run-0-0-1.txt: damaged stored run" "$tmp/s1d.log" \
  || { tail -n 40 "$tmp/s1d.log"; fail "the damaged stored run is not named"; }
rm "$stored"
./partita suite "$tmp/s1" --offline >"$tmp/s1e.log" 2>&1 || { tail -n 40 "$tmp/s1e.log"; fail "the rebuild failed"; }
cmp "$tmp/ref/summary.csv" "$tmp/s1/target/partita/First/summary.csv" || fail "the run again differs from partita run's"
echo "suite-test: a damaged stored run is refused by name, and run again once deleted"

# (1c) sharded: 'partita suite --shard K/N' stores every run (what a Slurm array task does); the next build runs none
cp -r "$tmp/s1" "$tmp/s1c" && rm -rf "$tmp/s1c/target"
./partita suite "$tmp/s1c" --shard 2/2 --threads 2 >"$tmp/s1c.log" && ./partita suite "$tmp/s1c" --shard 1/2 \
  --threads 2 >>"$tmp/s1c.log" || { cat "$tmp/s1c.log"; fail "partita suite --shard failed"; }
grep -q "experiment First (first.partita): shard 1/2 ran " "$tmp/s1c.log" || fail "no shard report"
test ! -e "$tmp/s1c/target/partita/First/summary.csv" || fail "a shard wrote result files"
touch -d @"$old" "$tmp/s1c/target/partita/First/.partial/run-0-0-1.txt"
./partita suite "$tmp/s1c" --offline >"$tmp/s1c.log" 2>&1 || { tail -n 40 "$tmp/s1c.log"; fail "the build after the shards failed"; }
[ "$(stat -c %Y "$tmp/s1c/target/partita/First/.partial/run-0-0-1.txt")" = "$old" ] \
  || fail "the build ran the sharded experiment again"
for f in summary.csv rejected.csv claims.csv; do
  cmp "$tmp/s1/target/partita/First/$f" "$tmp/s1c/target/partita/First/$f" || fail "$f differs after sharding"
done
echo "suite-test: a suite run in shards builds from the stored runs, with the same files"

# (1s) shared runs: a second file whose experiment differs from the first only in its name, what it measures and
# claims simulates nothing (every run copied from the first's store) and writes the bytes of a build that runs it
# itself (-Dpartita.suite.share=false)
cp -r "$tmp/s1" "$tmp/s6" && rm -rf "$tmp/s6/target"
sed -e 's/^experiment First {/experiment Second {/' -e 's/^\tmeasure response, wait, utilization$/\tmeasure wait, response/' \
  -e 's/^\tchart .*$//' -e 's/^\texpect FF increasing on response over load$/\texpect FF increasing on wait over load/' \
  "$tmp/s6/src/main/partita/first.partita" >"$tmp/s6/src/main/partita/second.partita"
grep -q "measure wait, response" "$tmp/s6/src/main/partita/second.partita" || fail "the second file was not written"
./partita suite "$tmp/s6" --offline --threads 1 >"$tmp/s6.log" 2>&1 || { tail -n 40 "$tmp/s6.log"; fail "the shared suite failed"; }
grep -q "partita suite: First: [1-9][0-9]* runs simulated, 0 read from its store, 0 copied" "$tmp/s6.log" &&
  grep -q "partita suite: Second: 0 runs simulated, 0 read from its store, [1-9][0-9]* copied" "$tmp/s6.log" ||
  { grep -n "partita suite:" "$tmp/s6.log"; fail "the second experiment did not copy every run from the first's store"; }
cp -r "$tmp/s6" "$tmp/s6n" && rm -rf "$tmp/s6n/target"
./mvnw -B -o -q -f "$tmp/s6n/pom.xml" verify -Dtycho.localArtifacts=ignore -Dpartita.suite.threads=1 \
  -Dpartita.suite.share=false >"$tmp/s6n.log" 2>&1 || { tail -n 40 "$tmp/s6n.log"; fail "the suite without sharing failed"; }
grep -q "partita suite: Second: [1-9][0-9]* runs simulated, 0 read from its store, 0 copied" "$tmp/s6n.log" ||
  { grep -n "partita suite:" "$tmp/s6n.log"; fail "-Dpartita.suite.share=false still shared runs"; }
for f in summary.csv rejected.csv claims.csv; do
  cmp "$tmp/s6n/target/partita/Second/$f" "$tmp/s6/target/partita/Second/$f" || fail "$f differs when runs are shared"
done
echo "suite-test: an experiment on the same runs as another copies them all, with the bytes of running them"
# (1t) a build from the store alone (--from-store) simulates nothing: Second, its folder gone, copies First's runs
# again; with First's store gone too, both are left out, the build passes and the table names them
mv "$tmp/s6/target/partita/Second/summary.csv" "$tmp/s6-second.csv" && rm -rf "$tmp/s6/target/partita/Second"
./partita suite "$tmp/s6" --offline --from-store >"$tmp/s6s.log" 2>&1 || { tail -n 40 "$tmp/s6s.log"; fail "the build from the store failed"; }
grep -q "partita suite: Second: 0 runs simulated, 0 read from its store, [1-9][0-9]* copied" "$tmp/s6s.log" ||
  { grep -n "partita suite:" "$tmp/s6s.log"; fail "the build from the store did not copy the shared runs"; }
cmp "$tmp/s6-second.csv" "$tmp/s6/target/partita/Second/summary.csv" || fail "summary.csv differs when built from the store"
rm -rf "$tmp/s6/target/partita/First" "$tmp/s6/target/partita/Second" "$tmp/s6/target/partita/.shared-runs"
./partita suite "$tmp/s6" --offline --from-store >"$tmp/s6t.log" 2>&1 || { tail -n 40 "$tmp/s6t.log"; fail "the build from an empty store failed"; }
grep -q "partita suite: First: not reported, .*: no run of this experiment is stored" "$tmp/s6t.log" &&
  grep -q "^Not in this table, their runs not all stored yet (a build from the store alone): 2 experiments, \`First\`, \`Second\`.$" \
  "$tmp/s6/target/partita/claims.md" || { grep -n "partita suite:" "$tmp/s6t.log"; cat "$tmp/s6/target/partita/claims.md"; fail "the experiments left out are not named"; }
test ! -e "$tmp/s6/target/partita/First/summary.csv" || fail "a build from an empty store wrote results"
echo "suite-test: a build from the store alone reports what is stored and names what is not"

# (1p) a plain-Maven suite (new-suite --plain, parent org.partita.suite.maven): the same bytes without Tycho, JUnit
# names that say which experiment and claim, a rebuild that compiles nothing, no warning or error line in its log
./partita new-suite --plain "$tmp/p1" >/dev/null
test ! -e "$tmp/p1/META-INF" || fail "a plain suite has a bundle manifest"
./partita suite "$tmp/p1" --offline --threads 2 >"$tmp/p1.log" 2>&1 || { tail -n 60 "$tmp/p1.log"; fail "the plain suite does not build"; }
for f in summary.csv rejected.csv machine.csv claims.csv charts.csv; do
  cmp "$tmp/ref/$f" "$tmp/p1/target/partita/First/$f" || fail "$f of the plain suite differs from partita run's"
done
grep -q '<testcase name="first.partita / First [^"]*first.partita:17: expect FF increasing on response over load"' \
  "$tmp/p1/target/surefire-reports/TEST-suite.SuiteTest.xml" || fail "the plain suite's JUnit names do not name the claim"
./partita suite "$tmp/p1" --offline >"$tmp/p1b.log" 2>&1 || { tail -n 40 "$tmp/p1b.log"; fail "the plain rebuild failed"; }
grep -q "Nothing to compile" "$tmp/p1b.log" || fail "the plain suite's rebuild compiled again"
if grep -n '^\(\[WARNING\]\|\[ERROR\]\|WARNING:\)' "$tmp/p1.log" "$tmp/p1b.log"; then fail "a plain suite build logs warnings or errors"; fi
echo "suite-test: a plain-Maven suite builds with partita run's bytes; its rebuild compiles nothing"

# (1q) prerequisites, each stopped at once with one line that names it: Maven older than 3.9 (Debian's mvn 3.8) by
# the suite's .mvn/maven.config, a JDK older than 21 by the suite parents (with the Maven of ./mvnw, which would
# itself pick a newer JDK)
[ -x /usr/bin/mvn ] || { sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd="sudo"; $sudo_cmd apt-get install -y -q maven >/dev/null; }
old_mvn=$(/usr/bin/mvn -v 2>/dev/null | sed -n 's/.*Apache Maven \([0-9.]*\).*/\1/p')
case $old_mvn in 3.[0-8].*) ;; *) fail "/usr/bin/mvn is Maven $old_mvn, not one older than 3.9 to check with" ;; esac
jdk17=$(ls -d /usr/lib/jvm/java-1[1-7]-openjdk-* 2>/dev/null | head -n 1)
[ -n "$jdk17" ] || fail "no JDK older than 21 under /usr/lib/jvm to check with"
maven_home=$(./mvnw -v | sed -n 's/^Maven home: //p' | sed 's/\x1b\[[0-9;]*m//g')
for s in s1 p1; do
  if (cd "$tmp/$s" && /usr/bin/mvn -B -o verify) >"$tmp/old-mvn.log" 2>&1; then fail "Maven $old_mvn built $s"; fi
  head -n 1 "$tmp/old-mvn.log" | grep -qx "Unable to parse maven.config: Unrecognized option: --Partita-suites-need-Maven-3.9-or-later" ||
    { head -n 5 "$tmp/old-mvn.log"; fail "Maven $old_mvn does not say that $s needs Maven 3.9"; }
  if (cd "$tmp/$s" && JAVA_HOME=$jdk17 "$maven_home/bin/mvn" -B -o verify) >"$tmp/old-jdk.log" 2>&1; then fail "JDK 17 built $s"; fi
  grep -m1 '^\[ERROR\] ' "$tmp/old-jdk.log" | grep -q "Some problems were encountered while processing the POMs" &&
    grep -q "'dependencies.dependency.version' for prerequisite:Partita-suites-need-a-JDK-21-or-later-not-17[0-9.]*:jar is missing" \
    "$tmp/old-jdk.log" || { grep -n ERROR "$tmp/old-jdk.log" | head; fail "JDK 17 does not say that $s needs a JDK 21"; }
done
echo "suite-test: Maven $old_mvn and JDK $(basename "$jdk17") are refused in one line naming what is needed"

# (2) an invalid file fails the build with its location
cp -r "$tmp/s1" "$tmp/s2" && rm -rf "$tmp/s2/target"
sed -i 's/allocate first-fit/allocate frist-fit/' "$tmp/s2/src/main/partita/first.partita"
if ./partita suite "$tmp/s2" --offline >"$tmp/s2.log" 2>&1; then fail "a suite with an invalid file passed"; fi
grep -q "first.partita:11:36: error: unknown allocation strategy 'frist-fit'" "$tmp/s2.log" \
  || { tail -n 40 "$tmp/s2.log"; fail "partita suite does not report the error as file:line:column"; }
# the Maven build itself (what 'mvn verify' in the suite does) fails too, in the same form, before compiling
if ./mvnw -B -o -f "$tmp/s2/pom.xml" verify >"$tmp/s2m.log" 2>&1; then fail "mvn verify passed on an invalid file"; fi
grep -m1 "first.partita" "$tmp/s2m.log" | grep -qx ".*/first.partita:11:36: error: unknown allocation strategy 'frist-fit'.*" \
  || { grep -n "frist" "$tmp/s2m.log"; fail "the Maven build does not name the file and line first"; }
if grep -q "tycho-compiler:[0-9.]*:compile" "$tmp/s2m.log"; then fail "the Maven build compiled an invalid suite"; fi
# a syntax error is reported before what follows from it (a stray word is first read as a parameter, col 50)
cp -r "$tmp/s1" "$tmp/s2s" && rm -rf "$tmp/s2s/target"
sed -i 's/allocate adaptive-scan }/allocate adaptive-scan this }/' "$tmp/s2s/src/main/partita/first.partita"
if ./mvnw -B -o -f "$tmp/s2s/pom.xml" verify >"$tmp/s2s.log" 2>&1; then fail "mvn verify passed on a syntax error"; fi
grep -m1 "first.partita" "$tmp/s2s.log" | grep -qx ".*/first.partita:12:55: error: no viable alternative at input '}'" \
  || { grep -n "first.partita" "$tmp/s2s.log"; fail "the syntax error is not the first problem reported"; }
# and the log of a passing build has no warning or error line (none is about the user's files)
if grep -n '^\(\[WARNING\]\|\[ERROR\]\|WARNING:\)' "$tmp/s1b.log"; then fail "a passing suite build logs warnings or errors"; fi
echo "suite-test: an invalid file fails the build with file, line and column, a syntax error first"

# (3) a false claim fails the build with its location and values
cp -r "$tmp/s1" "$tmp/s3" && rm -rf "$tmp/s3/target"
sed -i 's/^\texpect FSL not above AS on response$/\texpect FSL above FF on response at load 0.4/' "$tmp/s3/src/main/partita/first.partita"
grep -q "expect FSL above FF" "$tmp/s3/src/main/partita/first.partita" || fail "the claim was not replaced"
if ./partita suite "$tmp/s3" --offline >"$tmp/s3.log" 2>&1; then fail "a suite with a false claim passed"; fi
grep -q "first.partita:18: fails: stated FSL above FF on response at load 0.4; measured load 0.4: FSL" "$tmp/s3.log" \
  || { grep -n "fails" "$tmp/s3.log" | head; fail "the failed claim is not reported with its location and values"; }
echo "suite-test: a false claim fails the build with its location and values"

# (3b) an experiment that fails when it runs (a malformed trace line the editor cannot see) fails the build naming it
cp -r "$tmp/s1" "$tmp/s4" && rm -rf "$tmp/s4/target"
printf '; MaxProcs: 8\n1 0 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n2 5 0 1O 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n' \
  >"$tmp/s4/src/main/partita/bad.swf"
printf 'experiment Broken {\n\tmachine pool 8\n\tworkload trace "bad.swf"\n\tpipeline P { queue fcfs }\n}\n' \
  >"$tmp/s4/src/main/partita/broken.partita"
if ./partita suite "$tmp/s4" --offline >"$tmp/s4.log" 2>&1; then fail "a suite with a failing experiment passed"; fi
grep -q "experiment 'Broken' of broken.partita failed: SwfFormatException: .*bad.swf:3: field 4 (run time): '1O' is not a number" \
  "$tmp/s4.log" || { grep -n "Broken" "$tmp/s4.log" | head; fail "the failed experiment is not named"; }
grep -q "<h2>First</h2>" "$tmp/s4/target/partita/index.html" || fail "the other experiment is missing from the report"
echo "suite-test: an experiment that fails when it runs fails the build naming it"

# (3c) a suite with a strategy of one's own (docs/strategies.md): the example jar of extensions/strategies, installed
# into the local repository, is a dependency of the suite (on the class path of validation and generation, and a
# bundle of its target platform, required by its manifest, so the tests find the provider in OSGi)
./mvnw -B -o -q -f extensions/strategies/pom.xml install >"$tmp/ext.log" 2>&1 ||
  { tail -n 40 "$tmp/ext.log"; fail "the example strategies do not install"; }
./partita new-suite "$tmp/s5" >/dev/null
rm "$tmp/s5/src/main/partita/first.partita"
cp extensions/strategies/compare.partita "$tmp/s5/src/main/partita/"
python3 - "$tmp/s5" <<'PY'
import sys, pathlib
suite = pathlib.Path(sys.argv[1])
dep = """<dependency>
      <groupId>org.partita.examples</groupId>
      <artifactId>partita-example-strategies</artifactId>
      <version>1.0.0-SNAPSHOT</version>
    </dependency>"""
pom = suite / "pom.xml"
text = pom.read_text()
text = text.replace("</project>", "\n  <dependencies>\n    " + dep + "\n  </dependencies>\n</project>", 1)
pom.write_text(text)
manifest = suite / "META-INF" / "MANIFEST.MF"
manifest.write_text(manifest.read_text().replace(" org.partita.suite,", " org.partita.suite,\n org.partita.examples.strategies,"))
PY
grep -q "partita-example-strategies" "$tmp/s5/pom.xml" && grep -q "org.partita.examples.strategies" \
  "$tmp/s5/META-INF/MANIFEST.MF" || fail "the suite was not given the example strategies"
# without the jar on the command line's class path, 'partita suite' names the strategies unknown before Maven starts
if ./partita suite "$tmp/s5" --offline >"$tmp/s5.log" 2>&1; then fail "the strategies were found without their jar"; fi
grep -q "compare.partita:16:36: error: unknown allocation strategy 'last-fit'" "$tmp/s5.log" ||
  { tail -n 20 "$tmp/s5.log"; fail "without the jar: no file:line:column error for last-fit"; }
jar="$root/extensions/strategies/target/partita-example-strategies.jar"
PARTITA_CLASSPATH="$jar" ./partita suite "$tmp/s5" --offline --threads 2 >"$tmp/s5.log" 2>&1 ||
  { tail -n 60 "$tmp/s5.log"; fail "the suite with the example strategies does not build"; }
grep -q '<testcase name="ExternalStrategies runs" classname="compare.partita / ExternalStrategies"' "$tmp/s5/target/surefire-reports/TEST-suite.SuiteTest.xml" ||
  fail "no test case for the experiment"
PARTITA_CLASSPATH="$jar" ./partita run extensions/strategies/compare.partita --out "$tmp/ref5" >/dev/null
for f in summary.csv rejected.csv machine.csv charts.csv; do
  cmp "$tmp/ref5/$f" "$tmp/s5/target/partita/ExternalStrategies/$f" || fail "$f of the strategies suite differs from partita run's"
done
for pipeline in LF LF_Largest8; do
  grep -q "^$pipeline,0.6," "$tmp/s5/target/partita/ExternalStrategies/summary.csv" || fail "no results of $pipeline"
done
echo "suite-test: a suite using the example strategies (a jar dependency) builds; results equal partita run's"

# (4) the examples suite, quickstart only
./partita suite examples --offline --include quickstart.partita >"$tmp/ex.log" 2>&1 || { tail -n 60 "$tmp/ex.log"; fail "the examples suite does not build"; }
test -s examples/target/partita/Quickstart/claims.csv || fail "the examples suite wrote no claims.csv"
echo "suite-test: the examples suite (quickstart) builds"

# A reproduction suite builds with the files its pom includes (the paper-size full-*.partita files run on demand):
# every claim holds, is inconclusive or is marked not reproduced, one test case per claim.
# Arguments: folder, label, file glob of its default files, an experiment it must run, what the suite is.
reproduction_suite() {
  dir=$1 label=$2 files=$3 first=$4 what=$5
  # --check-docs: docs/reproductions.md holds exactly this build's claims.md (the table is generated, never edited)
  ./partita suite "$dir" --offline --docs docs/reproductions.md --check-docs >"$tmp/$label.log" 2>&1 || {
    tail -n 60 "$tmp/$label.log"; fail "the $label suite does not build, or docs/reproductions.md is not its report"; }
  test -s "$dir/target/partita/index.html" || fail "the $label suite wrote no report"
  test -s "$dir/target/partita/$first/claims.csv" || fail "the $label suite did not run $first"
  test ! -e "$dir/target/partita/${first}_Full" || fail "the $label suite ran a paper-size experiment"
  claims=$(cat "$dir"/$files | grep -c '^\s*expect ')
  cases=$(cat "$dir"/target/surefire-reports/TEST-*.xml | grep -o '<testcase ' | wc -l)
  [ "$cases" -gt "$claims" ] || fail "expected more than $claims test cases (experiments and claims), found $cases"
  echo "suite-test: the $label reproduction suite ($what) builds"
}

# (5) Kim and Yoon 1995, the small meshes (e*.partita); (6) Chang 1997, the reduced runs (v*.partita);
# (7) Dandamudi and Yu, the reduced runs (fig*.partita)
reproduction_suite examples/reproductions/kim-yoon Kim-Yoon 'e*.partita' KY_E1_Uniform_16 "small meshes"
reproduction_suite examples/reproductions/chang97 Chang 'v*.partita' Chang_V1_Uniform "reduced runs"
reproduction_suite examples/reproductions/dandamudi-yu Dandamudi-Yu 'fig*.partita' DY_F2_FJ "reduced runs"
# (8) Corbalán's thesis, at the thesis' size (t*.partita: Tables 5.4-5.7, 6.3, 6.4, 7.4-7.7 and the prose of Chapters 5-7)
reproduction_suite examples/reproductions/corbalan Corbalan 't*.partita' CB_T5_6_W3_Untuned "the thesis' size"
# (9) IPG-SaLaD, the reduced runs (t*.partita: Tables 1-7)
reproduction_suite examples/reproductions/ipg IPG-SaLaD 't*.partita' IPG_T1_ClusterM "reduced runs"

# (10) a table of files CI does not re-run: a copy of the IPG-SaLaD suite built with --include (Table 1's paper-size
# file, seconds) writes its table into a document with the commit (unknown: the copy is no checkout) and the file's
# fingerprint, and regenerates the document's scorecard; 'partita docs --check' passes, then fails naming the file
# once it has changed
mkdir "$tmp/ipg" && cp -r examples/reproductions/ipg/. "$tmp/ipg/" && rm -rf "$tmp/ipg/target"
cat >"$tmp/doc.md" <<'DOC'
# Doc

<!-- scorecard of doc.md: generated by 'partita docs' from its claims tables -->
<!-- end of scorecard -->

## IPG-SaLaD: the suite

<!-- claims of ipg full-t1-*.partita: generated by 'partita suite --docs' from the suite's claims.md -->
<!-- end of claims of ipg full-t1-*.partita -->
DOC
./partita suite "$tmp/ipg" --offline --include 'full-t1-*.partita' --docs "$tmp/doc.md" >"$tmp/full.log" 2>&1 || {
  tail -n 60 "$tmp/full.log"; fail "the paper-size file of Table 1 does not build"; }
grep -qF "partita: the claims of ipg full-t1-*.partita copied into $tmp/doc.md (commit unknown, 1 file fingerprinted); its scorecard updated" \
  "$tmp/full.log" || { tail -n 5 "$tmp/full.log"; fail "no report of the copied table"; }
sha=$(sha256sum "$tmp/ipg/full-t1-cluster-m.partita" | cut -c1-16)
grep -qx "commit unknown" "$tmp/doc.md" && grep -qx "sha256 $sha ipg/full-t1-cluster-m.partita" "$tmp/doc.md" &&
  grep -q '^<!-- counts: experiments=1 ' "$tmp/doc.md" || { head -n 30 "$tmp/doc.md"; fail "the table does not record its file"; }
grep -q '^| IPG-SaLaD | `ipg` | paper size | [0-9]' "$tmp/doc.md" || { head -n 12 "$tmp/doc.md"; fail "no scorecard row"; }
./partita docs --check "$tmp/doc.md" >"$tmp/check.log" 2>&1 || { cat "$tmp/check.log"; fail "a fresh table does not pass the check"; }
echo '// edited' >>"$tmp/ipg/full-t1-cluster-m.partita"
if ./partita docs --check "$tmp/doc.md" >"$tmp/check.log" 2>&1; then fail "a changed experiment file passed the check"; fi
grep -qF "the claims of ipg full-t1-*.partita were generated from ipg/full-t1-cluster-m.partita at commit unknown (sha256 $sha); it has changed since" \
  "$tmp/check.log" || { cat "$tmp/check.log"; fail "the check does not name the changed file"; }
echo "suite-test: a paper-size table records its files; a changed file fails 'partita docs --check'"
