// The Partita extension: the TextMate grammar colours files at once, and a language client starts the Partita
// language server through its launcher (which finds a JDK >= 21) for diagnostics, completion, hover, rename,
// formatting, signature help and semantic colouring.
'use strict';
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

/** How to start the server: `sh launcher`, with the settings passed on as the launcher's environment variables. */
function serverOptions(context) {
  const config = vscode.workspace.getConfiguration('partita');
  const env = { ...process.env };
  const javaHome = config.get('javaHome');
  if (javaHome) {
    env.PARTITA_JAVA_HOME = javaHome;
  }
  const jar = config.get('languageServer.jar');
  if (jar) {
    env.PARTITA_LANGUAGE_SERVER_JAR = jar;
  }
  const launcher = context.asAbsolutePath(path.join('server', 'partita-language-server'));
  return { command: 'sh', args: [launcher], options: { env } };
}

async function activate(context) {
  client = new LanguageClient('partita', 'Partita language server', serverOptions(context), {
    documentSelector: [{ scheme: 'file', language: 'partita' }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.partita') },
  });
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('partita')) {
      vscode.window.showInformationMessage('Partita: reload the window to restart the language server with the new settings.');
    }
  }));
  await client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
