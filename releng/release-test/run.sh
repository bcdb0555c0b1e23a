#!/usr/bin/env bash
# End-to-end test of the release archive, run by .ci/run after the suite test: builds the archive
# (releng/org.partita.distribution/src/release/make-archive.sh), unpacks it into a fresh folder and, as a new user
# with an empty home (no ~/.m2), no checkout on the PATH or in the working folder and no network (--offline, -o),
# creates a Tycho suite and a plain suite with its bin/partita, builds them with 'partita suite' and with plain
# 'mvn verify', and checks their results and claims. Fails on the first unexpected outcome.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "release-test: FAILED: $*" >&2; exit 1; }
start=$(date +%s)

version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' pom.xml | head -n 1)
# the local repository and the Maven this checkout builds with (./mvnw)
local_repo=$(printf '%s\n' ${MAVEN_OPTS-} | sed -n 's/^-Dmaven.repo.local=//p' | tail -n 1)
local_repo=${local_repo:-$HOME/.m2/repository}
maven_home=$(./mvnw -v | sed -n 's/^Maven home: //p' | tr -d '\033' | sed 's/\[[0-9;]*m//g')
test -x "$maven_home/bin/mvn" || fail "no Maven home found in './mvnw -v'"
[ -n "${PARTITA_RELEASE_TEST_REUSE-}" ] ||  # (for working on this test: the archive built before)
  bash releng/org.partita.distribution/src/release/make-archive.sh . "$version" "$local_repo" "$maven_home"
archive="$root/releng/org.partita.distribution/target/partita-$version.tar.gz"
test -s "$archive" || fail "no archive"
echo "release-test: the archive is built ($(du -m "$archive" | cut -f1) MB) after $(( $(date +%s) - start )) s"

mkdir "$tmp/opt" "$tmp/home" "$tmp/work"
tar -xzf "$archive" -C "$tmp/opt"
rel="$tmp/opt/partita-$version"
for f in bin/partita bin/partita-language-server language-server/partita-language-server.jar repository/content.jar \
    tools/maven/bin/mvn maven/org/partita/org.partita.suite.parent/$version/org.partita.suite.parent-$version.pom; do
  test -e "$rel/$f" || fail "the archive lacks $f"
done
# a new user: an empty home, the archive's bin/ on the PATH and no checkout, working in a folder of their own (Java
# takes its user.home from the account, not from HOME: it is set for the command line's and Maven's JVMs)
user() {
  (cd "$tmp/work" && env -i HOME="$tmp/home" PATH="$rel/bin:/usr/local/bin:/usr/bin:/bin" LANG=C.UTF-8 \
    PARTITA_JAVA_OPTS="-Duser.home=$tmp/home" MAVEN_OPTS="-Duser.home=$tmp/home" "$@")
}

user partita --version >"$tmp/version.log" 2>&1 || { cat "$tmp/version.log"; fail "bin/partita does not start"; }
grep -q "^partita " "$tmp/version.log" || fail "partita --version does not name partita"

# (0) the launchers: without a JDK >= 21 bin/partita says so in one line; the language server answers an LSP client
# (the distribution's smoke test, its "java -jar JAR" replaced by the archive's bin/partita-language-server)
jdk_old=$(ls -d /usr/lib/jvm/java-1[1-7]-openjdk-* 2>/dev/null | head -n 1 || true)
if user env JAVA_HOME="${jdk_old:-/nonexistent}" PARTITA_JDK_DIRS=/nonexistent partita --version >"$tmp/nojdk.log" 2>&1; then
  fail "bin/partita started without a JDK >= 21"
fi
[ "$(wc -l <"$tmp/nojdk.log")" = 1 ] && grep -q "^partita: needs a JDK >= 21 (JAVA_HOME=${jdk_old:-/nonexistent}, " "$tmp/nojdk.log" ||
  { cat "$tmp/nojdk.log"; fail "bin/partita does not say in one line that it needs a JDK >= 21"; }
printf '#!/bin/sh\nexec "%s/bin/partita-language-server"\n' "$rel" >"$tmp/server-as-java"
chmod +x "$tmp/server-as-java"
python3 releng/org.partita.distribution/src/test/lsp_smoke.py "$tmp/server-as-java" unused.jar >"$tmp/lsp.log" 2>&1 ||
  { cat "$tmp/lsp.log"; fail "bin/partita-language-server does not answer an LSP client"; }
echo "release-test: bin/partita needs a JDK >= 21 and says so; bin/partita-language-server answers an LSP client"

# (1) a Tycho suite: made, then built by 'partita suite' offline, with the archive's repository only
user partita new-suite s1 >"$tmp/new.log" 2>&1 || { cat "$tmp/new.log"; fail "new-suite failed"; }
grep -qx "suite s1 in s1; build it with: partita suite s1" "$tmp/new.log" || { cat "$tmp/new.log"; fail "new-suite does not print 'partita suite s1'"; }
grep -qx -- "-Dmaven.repo.local.tail=$rel/maven" "$tmp/work/s1/.mvn/maven.config" || fail "the suite does not name the archive's repository"
user partita suite s1 --offline --threads 2 >"$tmp/s1.log" 2>&1 || { tail -n 60 "$tmp/s1.log"; fail "the Tycho suite does not build from the archive"; }
grep -q "partita: suite s1 passed in" "$tmp/s1.log" || fail "no wall time printed"
test -s "$tmp/work/s1/target/partita/First/summary.csv" || fail "no results"
cases=$(grep -o '<testcase ' "$tmp/work/s1/target/surefire-reports/TEST-suite.SuiteTest.xml" | wc -l)
[ "$cases" = 3 ] || fail "expected 3 test cases (1 experiment, 2 claims), found $cases"
grep -q "first.partita:17" "$tmp/work/s1/target/partita/index.html" || fail "the report does not list the claims"
if grep -n '^\(\[WARNING\]\|\[ERROR\]\|WARNING:\)' "$tmp/s1.log"; then fail "the suite build logs warnings or errors"; fi
echo "release-test: a new Tycho suite builds from the archive, offline ($(( $(date +%s) - start )) s)"

# (2) a plain suite by plain 'mvn verify' (the archive's Maven 3.9; the archive's repository named by the suite's
# .mvn/maven.config only)
user partita new-suite --plain p1 >/dev/null 2>&1 || fail "new-suite --plain failed"
(cd "$tmp/work/p1" && env -i HOME="$tmp/home" PATH="$rel/tools/maven/bin:/usr/bin:/bin" MAVEN_OPTS="-Duser.home=$tmp/home" \
  JAVA_HOME="$(. "$rel/libexec/partita-jdk.sh" && echo "$JAVA_HOME")" mvn -B -o verify -Dpartita.suite.threads=2) \
  >"$tmp/p1m.log" 2>&1 || { tail -n 60 "$tmp/p1m.log"; fail "plain 'mvn verify' does not build the plain suite"; }
cmp "$tmp/work/s1/target/partita/First/summary.csv" "$tmp/work/p1/target/partita/First/summary.csv" ||
  fail "mvn verify's results differ from the Tycho suite's"
echo "release-test: a plain suite builds from the archive by 'mvn verify' ($(( $(date +%s) - start )) s)"

# (3) nothing but the archive's own artifacts was put into the new user's local repository (the rest is read from
# the archive), and the checkout was never used
extra=$(cd "$tmp/home/.m2/repository" && find . -name '*.jar' ! -path './org/partita/*' | head -n 3)
[ -z "$extra" ] || fail "artifacts were copied or downloaded into ~/.m2: $extra"
if grep -rq "$root" "$tmp/work/s1/.mvn" "$tmp/work/p1/.mvn" "$tmp/s1.log" "$tmp/p1m.log"; then
  fail "the suites refer to the checkout"
fi
echo "release-test: the new user's ~/.m2 holds only the release's own artifacts"
echo "release-test: passed in $(( $(date +%s) - start )) s"
