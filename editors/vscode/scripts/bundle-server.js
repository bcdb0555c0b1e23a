// Before packaging (`vscode:prepublish`): copies the TextMate grammar, the server launcher and the server jar into
// the extension, so the .vsix works on its own. The jar comes from the Maven build.
'use strict';
const fs = require('fs');
const path = require('path');

const here = path.resolve(__dirname, '..');
const repo = path.resolve(here, '..', '..');
const jar = process.env.PARTITA_LANGUAGE_SERVER_JAR
  || path.join(repo, 'releng', 'org.partita.distribution', 'target', 'partita-language-server.jar');
const copies = [
  [path.join(repo, 'editors', 'textmate', 'partita.tmLanguage.json'), path.join(here, 'syntaxes', 'partita.tmLanguage.json')],
  [path.join(repo, 'releng', 'org.partita.distribution', 'src', 'bin', 'partita-language-server'), path.join(here, 'server', 'partita-language-server')],
  [jar, path.join(here, 'server', 'partita-language-server.jar')],
];
for (const [from, to] of copies) {
  if (!fs.existsSync(from)) {
    console.error(`bundle-server: ${from} is missing; build the language server first `
      + '(./mvnw install, or ./mvnw -o package -pl releng/org.partita.distribution)');
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}
fs.chmodSync(path.join(here, 'server', 'partita-language-server'), 0o755);
console.log('bundle-server: grammar, launcher and jar copied into', here);
