// The Partita extension: the TextMate grammar colours files at once, and a language client starts the Partita
// language server through its launcher (which finds a JDK >= 21) for diagnostics, completion, hover, rename,
// formatting, signature help and semantic colouring.
'use strict';
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { serverCommand } = require('./server-command');

let client;

/** How to start the server, with the current settings. */
function serverOptions(context) {
  const config = vscode.workspace.getConfiguration('partita');
  return serverCommand(context.extensionPath, { javaHome: config.get('javaHome'), jar: config.get('languageServer.jar') });
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
