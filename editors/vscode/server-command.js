// How the extension starts the language server, apart from the VS Code API so that the tests start it the same way:
// `sh <extension>/server/partita-language-server`, the settings passed to the launcher as environment variables.
'use strict';
const path = require('path');

/**
 * The server's command for an extension installed in `extensionPath`, with the settings `javaHome`
 * (partita.javaHome) and `jar` (partita.languageServer.jar); empty settings leave the launcher's own search.
 */
function serverCommand(extensionPath, { javaHome, jar } = {}, baseEnv = process.env) {
  const env = { ...baseEnv };
  if (javaHome) {
    env.PARTITA_JAVA_HOME = javaHome;
  }
  if (jar) {
    env.PARTITA_LANGUAGE_SERVER_JAR = jar;
  }
  const launcher = path.join(extensionPath, 'server', 'partita-language-server');
  return { command: 'sh', args: [launcher], options: { env } };
}

module.exports = { serverCommand };
