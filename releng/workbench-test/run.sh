#!/usr/bin/env bash
# End-to-end test of './partita workbench', run by .ci/run after the build: starts the Partita Workbench product on
# a private X server (Xvfb, 1600x1000) with a fresh workspace, waits for its window to appear with the examples'
# quickstart.partita open in the editor (the window title names the active editor), checks that the window takes
# the screen and that the bundle jar on PARTITA_CLASSPATH (the example strategies) is installed, then stops the
# product and the X server. Installs Xvfb, GTK 3 and xwininfo (x11-utils) if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
screen_w=1600
screen_h=1000

if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xwininfo >/dev/null 2>&1 \
    || ! /sbin/ldconfig -p | grep -q 'libgtk-3.so.0'; then
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -q
  $sudo_cmd apt-get install -y -q xvfb libgtk-3-0 x11-utils
fi

tmp=$(mktemp -d /tmp/partita-workbench.XXXXXX)
xvfb_pid=""
product_pid=""
cleanup() {
  # the product runs in its own process group (setsid): a build it started goes with it
  if [ -n "$product_pid" ]; then
    kill -TERM -- "-$product_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$product_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$product_pid" 2>/dev/null || true
  fi
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
  echo "workbench-test: FAILED: $*" >&2
  [ -f "$tmp/workbench.log" ] && { echo "--- workbench output" >&2; tail -n 40 "$tmp/workbench.log" >&2; }
  exit 1
}

# a free display number, chosen by the server itself
Xvfb -displayfd 3 -screen 0 "${screen_w}x${screen_h}x24" -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 1 100); do [ -s "$tmp/display" ] && break; sleep 0.1; done
[ -s "$tmp/display" ] || fail "Xvfb did not start: $(cat "$tmp/xvfb.log")"
export DISPLAY=":$(head -n 1 "$tmp/display")"

# Strategies of one's own (docs/strategies.md): the example's jar, a bundle, on PARTITA_CLASSPATH is installed with
# the product. The jar builds offline against the core in the local repository (installed first if missing).
./mvnw -o -B -q -f extensions/strategies/pom.xml package >"$tmp/strategies.log" 2>&1 || {
  ./mvnw -o -B -q install -DskipTests -pl .,releng/org.partita.target,plugins/org.partita.core >>"$tmp/strategies.log" 2>&1 &&
    ./mvnw -o -B -q -f extensions/strategies/pom.xml package >>"$tmp/strategies.log" 2>&1; } ||
  { tail -n 40 "$tmp/strategies.log"; fail "the example strategies do not build"; }
strategies="$PWD/extensions/strategies/target/partita-example-strategies.jar"

start=$(date +%s)
PARTITA_CLASSPATH="$strategies" setsid ./partita workbench -data "$tmp/workspace" >"$tmp/workbench.log" 2>&1 &
product_pid=$!

# The IDE names its window "<workspace> - <project>/<active editor> - Partita Workbench".
# Up to 15 minutes: ./partita workbench first builds the product when it is older than the sources.
window=""
while [ "$(date +%s)" -lt $(( start + 900 )) ]; do
  kill -0 "$product_pid" 2>/dev/null || fail "the workbench exited"
  window=$(xwininfo -root -tree | grep -E '^ *0x[0-9a-f]+ "[^"]* - Partita Workbench *"' | head -n 1 || true)
  case "$window" in *quickstart.partita*) break ;; esac
  sleep 0.5
done
title=$(printf '%s\n' "$window" | sed -n 's/^ *0x[0-9a-f]* "\([^"]*\)".*/\1/p')
case "$title" in
  *" - examples/quickstart.partita - Partita Workbench"*) ;;
  "") fail "no Partita Workbench window after $(( $(date +%s) - start )) s" ;;
  *) fail "the window '$title' does not show examples/quickstart.partita" ;;
esac
echo "workbench-test: window '$title' after $(( $(date +%s) - start )) s"

# A new workspace's window takes the screen, not the IDE's 1024x768: FirstStartWindowPlacement resizes it once the
# workbench has started (an early-startup job, so shortly after the window appears).
id=$(printf '%s\n' "$window" | grep -oE '0x[0-9a-f]+' | head -n 1)
size=""
for _ in $(seq 1 120); do
  size=$(xwininfo -id "$id" | sed -n 's/^ *-geometry \([0-9]*x[0-9]*\).*/\1/p')
  width=${size%x*}
  height=${size#*x}
  [ -n "$size" ] && [ "$width" -ge $(( screen_w * 9 / 10 )) ] && [ "$height" -ge $(( screen_h * 9 / 10 )) ] && break
  size="$size (still)"
  sleep 0.5
done
case "$size" in
  *still*|"") fail "the window is ${size:-of unknown size} on a ${screen_w}x${screen_h} screen after 60 s" ;;
esac
echo "workbench-test: window ${size} on a ${screen_w}x${screen_h} screen"

# the framework's persisted state lists the bundles it installed
state="releng/org.partita.product/target/products/partita-workbench/linux/gtk/x86_64/partita-workbench/configuration/org.eclipse.osgi"
for _ in $(seq 1 60); do grep -qa "file:$strategies" "$state"/framework.info.* 2>/dev/null && break; sleep 0.5; done
grep -qa "file:$strategies" "$state"/framework.info.* 2>/dev/null ||
  fail "the bundle of PARTITA_CLASSPATH ($strategies) is not installed in the product"
echo "workbench-test: the example strategies' bundle of PARTITA_CLASSPATH is installed"
echo "workbench-test: passed"
