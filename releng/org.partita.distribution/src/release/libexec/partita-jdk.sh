# Sourced by the release archive's launchers: sets JAVA_HOME to a JDK >= 21, or says in one line that one is needed.
# Tried in order: JAVA_HOME, the java on the PATH, the newest JDK under /usr/lib/jvm (or $PARTITA_JDK_DIRS).
partita_jdk_major() {
  [ -f "$1/release" ] || { echo 0; return; }
  v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release")
  echo "${v:-0}"
}
partita_is_jdk() {
  [ -n "$1" ] && [ -x "$1/bin/javac" ] && [ "$(partita_jdk_major "$1")" -ge 21 ]
}
partita_found=""
if partita_is_jdk "${JAVA_HOME-}"; then
  partita_found=$JAVA_HOME
else
  partita_java=$(command -v java 2>/dev/null || true)
  if [ -n "$partita_java" ]; then
    partita_java_home=$(dirname "$(dirname "$(readlink -f "$partita_java")")")
    partita_is_jdk "$partita_java_home" && partita_found=$partita_java_home
  fi
  if [ -z "$partita_found" ]; then
    partita_best_major=0
    for partita_dir in ${PARTITA_JDK_DIRS:-/usr/lib/jvm}/*; do
      partita_is_jdk "$partita_dir" || continue
      partita_major=$(partita_jdk_major "$partita_dir")
      if [ "$partita_major" -gt "$partita_best_major" ]; then
        partita_found=$partita_dir
        partita_best_major=$partita_major
      fi
    done
  fi
fi
if [ -z "$partita_found" ]; then
  echo "partita: needs a JDK >= 21 (JAVA_HOME=${JAVA_HOME:-unset}, java on the PATH: ${partita_java:-none}, none under ${PARTITA_JDK_DIRS:-/usr/lib/jvm}); set JAVA_HOME to one" >&2
  exit 1
fi
JAVA_HOME=$partita_found
export JAVA_HOME
