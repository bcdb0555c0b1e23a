# Sourced by ./mvnw and ./partita: picks a JDK >= 21 (SWTChart 1.1.0 and the Partita bundles need JavaSE-21).
# Keeps JAVA_HOME when it already points to a JDK >= 21; otherwise takes the newest JDK >= 21 under /usr/lib/jvm
# (or $PARTITA_JDK_DIRS). Prints nothing unless it fails.
partita_jdk_major() {
  # read with the shell's own "read", not sed: ./partita calls this at every start
  v=""
  if [ -f "$1/release" ]; then
    while IFS= read -r partita_line || [ -n "$partita_line" ]; do
      case $partita_line in
        JAVA_VERSION=\"[0-9]*) v=${partita_line#JAVA_VERSION=\"}; v=${v%%[!0-9]*}; break ;;
      esac
    done <"$1/release"
  fi
  echo "${v:-0}"
}
if [ -z "${JAVA_HOME-}" ] || [ "$(partita_jdk_major "$JAVA_HOME")" -lt 21 ]; then
  partita_noglob=""
  case $- in *f*) partita_noglob=1; set +f ;; esac
  partita_best=""
  partita_best_major=0
  for partita_dir in ${PARTITA_JDK_DIRS:-/usr/lib/jvm}/*; do
    [ -x "$partita_dir/bin/javac" ] || continue
    partita_major=$(partita_jdk_major "$partita_dir")
    if [ "$partita_major" -ge 21 ] && [ "$partita_major" -gt "$partita_best_major" ]; then
      partita_best="$partita_dir"
      partita_best_major="$partita_major"
    fi
  done
  [ -z "$partita_noglob" ] || set -f
  if [ -z "$partita_best" ]; then
    echo "Partita needs a JDK >= 21: set JAVA_HOME to one (found none under ${PARTITA_JDK_DIRS:-/usr/lib/jvm})." >&2
    exit 1
  fi
  JAVA_HOME="$partita_best"
  export JAVA_HOME
fi
