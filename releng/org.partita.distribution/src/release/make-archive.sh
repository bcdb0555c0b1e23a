#!/usr/bin/env bash
# Builds the release archive target/partita-<version>.tar.gz (and .zip when zip is installed) of
# releng/org.partita.distribution: bin/partita and bin/partita-language-server, the command line's jars (lib/), the
# language server (language-server/), the p2 repository (repository/), Maven 3.9 (tools/maven/) and the Maven
# repository a suite build needs (maven/). Called by the distribution's 'release' profile, or directly:
#   make-archive.sh CHECKOUT VERSION LOCAL_REPOSITORY MAVEN_HOME
# The checkout's command line, language server and p2 repository must be built (./mvnw package); the project's
# artifacts a suite needs are installed into LOCAL_REPOSITORY first when they are not this build's.
# maven/ is recorded, not listed: a Tycho suite and a plain suite made by the staged archive are built against an
# empty repository whose only remote is LOCAL_REPOSITORY (a file:// mirror), so it receives exactly the artifacts
# those builds use. Nothing is downloaded from the network.
set -euo pipefail
checkout=$(cd "$1" && pwd)
version=$2
local_repo=$(cd "$3" && pwd)
maven_home=$(cd "$4" && pwd)
dist="$checkout/releng/org.partita.distribution"
out="$dist/target"
name="partita-$version"
stage="$out/release/$name"
work="$out/release-work"
fail() { echo "make-archive: $*" >&2; exit 1; }
t0=$(date +%s)
step() { echo "make-archive: $* ($(( $(date +%s) - t0 )) s)"; }

ls "$dist"/target/lib/org.partita.cli-*.jar >/dev/null 2>&1 && test -s "$dist/target/partita-language-server.jar" ||
  fail "the command line is not built (./mvnw package -pl releng/org.partita.distribution -am)"
test -s "$checkout/releng/org.partita.repository/target/repository/content.jar" ||
  fail "the p2 repository is not built (./mvnw package -pl releng/org.partita.repository -am)"

# The project's artifacts a suite needs (InstalledArtifacts.MODULES of the command line): installed again when the
# local repository's are not this checkout's build (a jar that differs from the module's, a POM or target definition
# that differs from its source)
modules=".:org.partita.parent:pom releng/org.partita.target:org.partita.target:target
releng/org.partita.suite.target:org.partita.suite.target:target plugins/org.partita.core:org.partita.core:jar
plugins/org.partita.charts:org.partita.charts:jar plugins/org.partita.dsl:org.partita.dsl:jar
plugins/org.partita.suite:org.partita.suite:jar releng/org.partita.suite.parent:org.partita.suite.parent:pom
releng/org.partita.suite.maven:org.partita.suite.maven:pom"
stale=""
pl=""
for m in $modules; do
  dir=${m%%:*} rest=${m#*:}
  aid=${rest%%:*} ext=${rest#*:}
  pl="$pl${pl:+,}$dir"
  installed="$local_repo/org/partita/$aid/$version/$aid-$version.$ext"
  case $ext in
    jar) built="$checkout/$dir/target/$aid-$version.jar" ;;
    pom) built="$checkout/$dir/pom.xml" ;;
    *) built="$checkout/$dir/$aid.$ext" ;;
  esac
  cmp -s "$built" "$installed" || stale="$stale $aid"
done
if [ -n "$stale" ]; then
  echo "make-archive: installing$stale into $local_repo (not this build's)" >&2
  (cd "$checkout" && ./mvnw -B -q install -DskipTests -Dmaven.repo.local="$local_repo" -pl "$pl") ||
    fail "installing the project's artifacts failed"
fi

rm -rf "$out/release" "$work" "$out/$name.tar.gz" "$out/$name.zip"
mkdir -p "$stage/lib" "$stage/language-server" "$stage/tools" "$stage/maven/org/partita" "$work"
cp -r "$dist/src/release/bin" "$dist/src/release/libexec" "$stage/"
cp "$dist"/target/lib/*.jar "$stage/lib/"
cp "$dist/target/partita-language-server.jar" "$stage/language-server/"
cp -r "$checkout/releng/org.partita.repository/target/repository" "$stage/repository"
cp -r "$maven_home" "$stage/tools/maven"
rm -f "$stage/tools/maven/mvnw.url"
for m in $modules; do
  rest=${m#*:}
  aid=${rest%%:*}
  mkdir -p "$stage/maven/org/partita/$aid"
  cp -r "$local_repo/org/partita/$aid/$version" "$stage/maven/org/partita/$aid/"
done

# The recording remote: LOCAL_REPOSITORY as links, with each maven-metadata-central.xml also under the name a remote
# repository serves it by (maven-metadata.xml), so that version ranges resolve as they do against Central
mkdir "$work/remote"
cp -rs "$local_repo/." "$work/remote/"
find "$work/remote" -name maven-metadata-central.xml | while read -r f; do cp "$f" "$(dirname "$f")/maven-metadata.xml"; done
cat >"$work/settings.xml" <<XML
<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <mirrors>
    <mirror><id>central</id><mirrorOf>*</mirrorOf><url>file://$work/remote</url></mirror>
  </mirrors>
</settings>
XML
step "staged; recording maven/ from a Tycho and a plain suite build"
. "$stage/libexec/partita-jdk.sh"
for kind in tycho plain; do
  flag=""
  [ $kind = plain ] && flag="--plain"
  PARTITA_JAVA_OPTS="-Dmaven.repo.local=$stage/maven" "$stage/bin/partita" new-suite $flag "$work/$kind" >/dev/null
  # what 'partita suite' runs, and 'mvn clean verify'
  "$stage/tools/maven/bin/mvn" -B -q -s "$work/settings.xml" -Dmaven.repo.local="$stage/maven" \
    -Dtycho.localArtifacts=ignore -Dpartita.suite.threads=2 -f "$work/$kind/pom.xml" clean verify \
    >"$work/$kind.log" 2>&1 || { tail -n 40 "$work/$kind.log"; fail "the $kind seed suite did not build"; }
done
# caches of the recording builds, not artifacts
rm -rf "$stage/maven/.cache" "$stage/maven/.meta"
find "$stage/maven" \( -name '*.lastUpdated' -o -name resolver-status.properties \) -delete
rm -rf "$work"
step "maven/ recorded ($(du -sm "$stage/maven" | cut -f1) MB); packing"

tar -czf "$out/$name.tar.gz" -C "$out/release" "$name"
if command -v zip >/dev/null 2>&1; then
  (cd "$out/release" && zip -qr "$out/$name.zip" "$name")
fi
step "$out/$name.tar.gz ($(du -m "$out/$name.tar.gz" | cut -f1) MB)"
