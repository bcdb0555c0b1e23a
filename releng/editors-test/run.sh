#!/usr/bin/env bash
# Partita in other editors, end to end (docs/editors.md): the language server's launcher and its Java check, the
# TextMate grammar on every example (vscode-textmate), the VS Code extension packaged with @vscode/vsce, and the
# server inside that .vsix driven by a real LSP client (vscode-languageclient's protocol layer) through every feature.
# Needs the language server jar of the build (./mvnw verify), node >= 18 and npm (installed with apt-get if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
jar=releng/org.partita.distribution/target/partita-language-server.jar
launcher=releng/org.partita.distribution/src/bin/partita-language-server
[ -f "$jar" ] || { echo "editors-test: $jar is missing: build first (./mvnw verify)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The jar on a JVM older than 21 says in one line what it needs (on this machine's Java < 21, if any).
for java in /usr/lib/jvm/*/bin/java; do
  [ -x "$java" ] || continue
  if ! "$java" -version 2>&1 | grep -q 'version "\(1\.\|1[0-9]\.\|20\)'; then continue; fi
  out=$("$java" -jar "$jar" </dev/null 2>&1) && { echo "editors-test: $java ran the server" >&2; exit 1; }
  echo "$out" | grep -q '^partita-language-server: needs Java 21 or newer, but runs on Java' \
    || { echo "editors-test: $java -jar said: $out" >&2; exit 1; }
  echo "editors-test: $java -jar: $out"
  break
done

# The launcher with only a Java 17 within reach says that it needs a JDK >= 21, and which javas it tried.
mkdir -p "$work/bin" "$work/jdks/old-jdk/bin"
printf '#!/bin/sh\necho "openjdk version \\"17.0.9\\" 2023-10-17" >&2\n' > "$work/bin/java"
cp "$work/bin/java" "$work/jdks/old-jdk/bin/java"
echo 'JAVA_VERSION="17.0.9"' > "$work/jdks/old-jdk/release"
chmod +x "$work/bin/java" "$work/jdks/old-jdk/bin/java"
if out=$(env -i PATH="$work/bin:/usr/bin:/bin" HOME="$work" PARTITA_JDK_DIRS="$work/jdks" sh "$launcher" 2>&1 </dev/null); then
  echo "editors-test: the launcher started without a JDK >= 21" >&2; exit 1
fi
echo "$out" | grep -q 'needs a JDK >= 21 and found none (tried: .*bin/java (17) .*old-jdk/bin/java (17))' \
  || { echo "editors-test: the launcher said: $out" >&2; exit 1; }
echo "editors-test: launcher without a JDK >= 21: $out"

# npm and node from Debian when the machine has none.
if ! command -v npm >/dev/null 2>&1; then
  sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q nodejs npm
fi

cd editors/vscode
npm ci --no-audit --no-fund --loglevel=error
node --check extension.js && node --test test/grammar.test.js
npx --no-install vsce package --allow-missing-repository --skip-license -o "$work/partita.vsix"
(cd "$work" && unzip -q partita.vsix -d vsix)
for f in extension.js server-command.js package.json language-configuration.json syntaxes/partita.tmLanguage.json \
  server/partita-language-server server/partita-language-server.jar node_modules/vscode-languageclient/node.js; do
  [ -f "$work/vsix/extension/$f" ] || { echo "editors-test: the .vsix has no $f" >&2; exit 1; }
done
PARTITA_EXTENSION_DIR="$work/vsix/extension" node --test test/server.test.js
cp "$work/partita.vsix" ../../releng/org.partita.distribution/target/partita.vsix
echo "editors-test: OK in $(( $(date +%s) - start )) s (releng/org.partita.distribution/target/partita.vsix)"
