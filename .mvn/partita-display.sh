# Sourced by ./mvnw: the UI tests need an X display. On a headless machine, re-run the same command under
# xvfb-run; when Xvfb or GTK 3 is missing and we may use apt-get (root), install them first (Debian packages
# xvfb, xauth, libgtk-3-0). Set PARTITA_NO_XVFB=1 to skip all of this.
if [ -z "${DISPLAY-}" ] && [ -z "${PARTITA_NO_XVFB-}" ] && [ -z "${PARTITA_UNDER_XVFB-}" ]; then
  if ! command -v xvfb-run >/dev/null 2>&1 || ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libgtk-3.so.0'; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing xvfb, xauth and libgtk-3-0 for the UI tests (apt-get)..." >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q xvfb xauth libgtk-3-0 >/dev/null 2>&1 ||
        { DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null 2>&1 &&
          DEBIAN_FRONTEND=noninteractive apt-get install -y -q xvfb xauth libgtk-3-0 >/dev/null 2>&1; } ||
        echo "Could not install xvfb/libgtk-3-0: the UI tests will fail without a display." >&2
    else
      echo "No DISPLAY and no xvfb-run: install xvfb xauth libgtk-3-0 (the UI tests need a display)." >&2
    fi
  fi
  if command -v xvfb-run >/dev/null 2>&1; then
    PARTITA_UNDER_XVFB=1
    export PARTITA_UNDER_XVFB
    exec xvfb-run -a "$0" "$@"
  fi
fi
