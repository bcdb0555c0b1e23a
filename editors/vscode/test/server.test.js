// The packaged language server driven by a real LSP client (the protocol layer of vscode-languageclient) over
// stdio, started through its launcher with the extension's own command (server-command.js): every feature of
// docs/editors.md, on a folder with an example and two files that share pipelines.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const cp = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const rpc = require('vscode-languageserver-protocol/node');

const { serverCommand } = require('../server-command');

const repo = path.resolve(__dirname, '..', '..', '..');
// the unpacked .vsix (releng/editors-test/run.sh), else this folder after scripts/bundle-server.js
const extension = process.env.PARTITA_EXTENSION_DIR || path.resolve(__dirname, '..');

const PIPELINES = 'pipeline FF { queue fcfs allocate first-fit }\npipeline AS { queue fcfs allocate adaptive-scan }\n';
const EXPERIMENT = [
  'experiment A {',
  '\tmachine mesh 8 x 8',
  '\tworkload synthetic { arrivals poisson load 0.3, 0.5 service exponential mean 5 s sides uniform 1 to 8 }',
  '\tpipeline FF',
  '\tpipeline AS',
  '\tpipeline RSR { queue fcfs allocate rsr 2 over first-fit }',
  '\texpect FF below AS on response',
  '\texpect AS not below FF on wait at load 0.5',
  '\tmeasure response, wait',
  '}',
  '',
].join('\n');
const BROKEN = 'experiment B {\n\tmachine mesh 8 x 8\n\tpipeline P { queue fcfs allocate frist-fit }\n}\n';

let server;
let connection;
const diagnostics = new Map();
const waiting = [];
let folder;
const uri = (name) => pathToFileURL(path.join(folder, name)).toString();

function positionOf(text, needle, delta = 0) {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, needle);
  const before = text.slice(0, at + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

/** The diagnostics of `u` once the server has published them. */
function diagnosticsOf(u) {
  if (diagnostics.has(u)) return Promise.resolve(diagnostics.get(u));
  return new Promise((resolve) => waiting.push({ u, resolve }));
}

/** `edits` applied to `text`. */
function apply(text, edits) {
  const lines = text.split('\n');
  const offset = (p) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), text);
}

let init;
test.before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'partita-editors-'));
  fs.copyFileSync(path.join(repo, 'examples', 'quickstart.partita'), path.join(folder, 'quickstart.partita'));
  fs.writeFileSync(path.join(folder, 'pipelines.partita'), PIPELINES);
  fs.writeFileSync(path.join(folder, 'experiment.partita'), EXPERIMENT);
  fs.writeFileSync(path.join(folder, 'broken.partita'), BROKEN);
  const { command, args, options } = serverCommand(extension, {});
  server = cp.spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'inherit'] });
  connection = rpc.createProtocolConnection(new rpc.StreamMessageReader(server.stdout), new rpc.StreamMessageWriter(server.stdin));
  connection.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    diagnostics.set(p.uri, p.diagnostics);
    for (const w of waiting.filter((x) => x.u === p.uri)) w.resolve(p.diagnostics);
  });
  connection.onRequest('workspace/configuration', () => []);
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  init = await connection.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(folder).toString(),
    workspaceFolders: [{ uri: pathToFileURL(folder).toString(), name: 'partita' }],
    capabilities: {
      textDocument: {
        completion: { completionItem: { documentationFormat: ['markdown', 'plaintext'] } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        semanticTokens: { requests: { full: true }, tokenTypes: [], tokenModifiers: [], formats: ['relative'] },
        rename: { prepareSupport: true },
      },
      workspace: { workspaceEdit: { documentChanges: true }, workspaceFolders: true },
    },
  });
  await connection.sendNotification(rpc.InitializedNotification.type, {});
  for (const [name, text] of [['quickstart.partita', fs.readFileSync(path.join(folder, 'quickstart.partita'), 'utf8')],
    ['pipelines.partita', PIPELINES], ['experiment.partita', EXPERIMENT], ['broken.partita', BROKEN]]) {
    await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
      textDocument: { uri: uri(name), languageId: 'partita', version: 1, text },
    });
  }
});

test.after(async () => {
  if (connection) {
    await connection.sendRequest(rpc.ShutdownRequest.type).catch(() => {});
    await connection.sendNotification(rpc.ExitNotification.type).catch(() => {});
    connection.dispose();
  }
  if (server && server.exitCode === null) server.kill();
});

test('the settings reach the launcher as its environment', () => {
  const c = serverCommand('/ext', { javaHome: '/jdk', jar: '/my.jar' }, { PATH: '/bin' });
  assert.deepStrictEqual(c, { command: 'sh', args: ['/ext/server/partita-language-server'],
    options: { env: { PATH: '/bin', PARTITA_JAVA_HOME: '/jdk', PARTITA_LANGUAGE_SERVER_JAR: '/my.jar' } } });
  assert.deepStrictEqual(serverCommand('/ext', { javaHome: '', jar: '' }, {}).options.env, {});
});

test('diagnostics: none for the example, the validator\'s messages for a broken file', async () => {
  assert.deepStrictEqual(await diagnosticsOf(uri('quickstart.partita')), []);
  const broken = await diagnosticsOf(uri('broken.partita'));
  const messages = broken.map((d) => d.message).join('\n');
  assert.match(messages, /has no workload/);
  assert.match(messages, /unknown allocation strategy 'frist-fit'; did you mean 'first-fit'\?/);
});

test('completion with Markdown documentation', async () => {
  const r = await connection.sendRequest(rpc.CompletionRequest.type, {
    textDocument: { uri: uri('pipelines.partita') }, position: positionOf(PIPELINES, 'fcfs'),
  });
  const items = Array.isArray(r) ? r : r.items;
  const fcfs = items.find((i) => i.label === 'fcfs');
  assert.ok(fcfs, items.map((i) => i.label).join(' '));
  assert.strictEqual(fcfs.documentation.kind, 'markdown');
  assert.match(fcfs.documentation.value, /^\*\*queue fcfs\*\*/);
});

test('hover in Markdown', async () => {
  const h = await connection.sendRequest(rpc.HoverRequest.type, {
    textDocument: { uri: uri('experiment.partita') }, position: positionOf(EXPERIMENT, 'poisson', 2),
  });
  assert.strictEqual(h.contents.kind, 'markdown');
  assert.match(h.contents.value, /^\*\*arrivals poisson\*\* — Poisson arrivals/);
});

test('go to declaration across files, and find references (claims included)', async () => {
  const defs = await connection.sendRequest(rpc.DefinitionRequest.type, {
    textDocument: { uri: uri('experiment.partita') }, position: positionOf(EXPERIMENT, 'pipeline FF', 10),
  });
  assert.strictEqual(defs.length, 1);
  assert.strictEqual(defs[0].uri, uri('pipelines.partita'));
  assert.deepStrictEqual(defs[0].range.start, { line: 0, character: 9 });
  const refs = await connection.sendRequest(rpc.ReferencesRequest.type, {
    textDocument: { uri: uri('pipelines.partita') }, position: { line: 0, character: 10 },
    context: { includeDeclaration: false },
  });
  // the reference, then the two claims naming FF (claims name pipelines by plain words)
  assert.deepStrictEqual(refs.map((l) => [l.uri, l.range.start.line]),
    [[uri('experiment.partita'), 3], [uri('experiment.partita'), 6], [uri('experiment.partita'), 7]]);
});

test('rename updates the declaration, the references and the claims in every file', async () => {
  const prepared = await connection.sendRequest(rpc.PrepareRenameRequest.type, {
    textDocument: { uri: uri('pipelines.partita') }, position: { line: 0, character: 10 },
  });
  assert.ok(prepared, 'FF can be renamed');
  const edit = await connection.sendRequest(rpc.RenameRequest.type, {
    textDocument: { uri: uri('pipelines.partita') }, position: { line: 0, character: 10 }, newName: 'FirstFit',
  });
  const editsOf = (u) => (edit.documentChanges || []).filter((d) => d.textDocument.uri === u).flatMap((d) => d.edits)
    .concat((edit.changes && edit.changes[u]) || []);
  assert.strictEqual(apply(PIPELINES, editsOf(uri('pipelines.partita'))), PIPELINES.replace('FF', 'FirstFit'));
  assert.strictEqual(apply(EXPERIMENT, editsOf(uri('experiment.partita'))),
    EXPERIMENT.replace('pipeline FF', 'pipeline FirstFit').replace('expect FF', 'expect FirstFit')
      .replace('not below FF', 'not below FirstFit'));
});

test('formatting keeps a one-line pipeline on one line; range formatting answers with edits', async () => {
  const edits = await connection.sendRequest(rpc.DocumentFormattingRequest.type, {
    textDocument: { uri: uri('experiment.partita') }, options: { tabSize: 4, insertSpaces: false },
  });
  const formatted = apply(EXPERIMENT, edits);
  assert.match(formatted, /\n\tpipeline RSR \{ queue fcfs allocate rsr 2 over first-fit \}\n/);
  const messy = 'pipeline X {\n\tqueue    fcfs\n}\n';
  await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: uri('messy.partita'), languageId: 'partita', version: 1, text: messy },
  });
  const range = await connection.sendRequest(rpc.DocumentRangeFormattingRequest.type, {
    textDocument: { uri: uri('messy.partita') }, options: { tabSize: 4, insertSpaces: false },
    range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } },
  });
  assert.ok(Array.isArray(range) && range.length > 0, JSON.stringify(range));
  assert.strictEqual(apply(messy, range), 'pipeline X {\n\tqueue fcfs\n}\n');
});

test('semantic tokens with the standard legend', async () => {
  const legend = init.capabilities.semanticTokensProvider.legend;
  const r = await connection.sendRequest(rpc.SemanticTokensRequest.type, { textDocument: { uri: uri('experiment.partita') } });
  const decoded = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < r.data.length; i += 5) {
    character = r.data[i] === 0 ? character + r.data[i + 1] : r.data[i + 1];
    line += r.data[i];
    const text = EXPERIMENT.split('\n')[line].substr(character, r.data[i + 2]);
    const modifiers = legend.tokenModifiers.filter((m, bit) => r.data[i + 4] & (1 << bit));
    decoded.push(`${text}:${legend.tokenTypes[r.data[i + 3]]}${modifiers.map((m) => `.${m}`).join('')}`);
  }
  for (const expected of ['A:class.declaration', 'poisson:enumMember.defaultLibrary', 'load:parameter', '0.3:number',
    'FF:variable', 'RSR:variable.declaration', 'rsr:function.defaultLibrary', 'response:property.defaultLibrary.readonly']) {
    assert.ok(decoded.includes(expected), `${expected} in ${decoded.join(' ')}`);
  }
});

test('signature help inside a strategy statement', async () => {
  assert.ok(init.capabilities.signatureHelpProvider.triggerCharacters.includes(' '));
  const help = await connection.sendRequest(rpc.SignatureHelpRequest.type, {
    textDocument: { uri: uri('experiment.partita') }, position: positionOf(EXPERIMENT, 'rsr 2', 4),
    context: { triggerKind: 1, isRetrigger: false },
  });
  assert.strictEqual(help.signatures.length, 1);
  const s = help.signatures[0];
  assert.match(s.label, /^allocate rsr <\w+>.*\[over <allocator>\]$/);
  const [from, to] = s.parameters[help.activeParameter].label;
  assert.match(s.label.slice(from, to), /^<\w+>$/, 'the bare value is the active parameter');
  assert.strictEqual(s.documentation.kind, 'markdown');
});

test('document symbols and a quick fix', async () => {
  const symbols = await connection.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: { uri: uri('experiment.partita') } });
  assert.strictEqual(symbols[0].name, 'A');
  const broken = await diagnosticsOf(uri('broken.partita'));
  const d = broken.find((x) => /frist-fit/.test(x.message));
  const actions = await connection.sendRequest(rpc.CodeActionRequest.type, {
    textDocument: { uri: uri('broken.partita') }, range: d.range, context: { diagnostics: [d] },
  });
  assert.ok(actions.some((a) => a.title === "Change to 'first-fit'"), JSON.stringify(actions.map((a) => a.title)));
});
