// The TextMate grammar against the language: every keyword of the Xtext grammar is coloured as one, and every
// example file tokenises with keywords, names, numbers, strings and comments in the right scopes, as an
// independent scan of the file (the Xtext lexer's rules, written out below) says they should be.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const oniguruma = require('vscode-oniguruma');
const vsctm = require('vscode-textmate');

const repo = path.resolve(__dirname, '..', '..', '..');
const grammarFile = path.join(repo, 'editors', 'textmate', 'partita.tmLanguage.json');
const xtextFile = path.join(repo, 'plugins', 'org.partita.dsl', 'src', 'org', 'partita', 'dsl', 'Partita.xtext');

const KEYWORD_SCOPES = /^(keyword\.|storage\.type|support\.type)/;

/** The keywords of the Xtext grammar that are words ('machine', 'random-grid'), from its quoted literals. */
function xtextKeywords() {
  const text = fs.readFileSync(xtextFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  // parser rules only: a terminal rule's quoted characters ('a'..'z') are not keywords
  const grammarBody = text.slice(text.indexOf('Model:')).replace(/terminal\s+\w+\s*:[^;]*;/g, '');
  const words = new Set();
  for (const m of grammarBody.matchAll(/'([A-Za-z][A-Za-z-]*)'/g)) {
    words.add(m[1]);
  }
  // enum literals are keywords too: "enum TopologyKind: pool | bus | ...;"
  for (const m of grammarBody.matchAll(/enum\s+\w+\s*:([^;]*);/g)) {
    for (const w of m[1].split('|')) {
      words.add(w.trim().split(/\s*=\s*/)[0]);
    }
  }
  return words;
}

let grammarPromise;
function loadGrammar() {
  if (!grammarPromise) {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
    const onigLib = oniguruma.loadWASM(wasm).then(() => ({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }));
    const registry = new vsctm.Registry({
      onigLib,
      loadGrammar: async (scopeName) => scopeName === 'source.partita'
        ? vsctm.parseRawGrammar(fs.readFileSync(grammarFile, 'utf8'), grammarFile) : null,
    });
    grammarPromise = registry.loadGrammar('source.partita');
  }
  return grammarPromise;
}

/** Tokens of each line: {line, start, end, text, scopes}; fails if the tokeniser gave up on a line. */
async function tokenize(text) {
  const grammar = await loadGrammar();
  let stack = vsctm.INITIAL;
  const out = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const r = grammar.tokenizeLine(line, stack, 10000);
    assert.ok(!r.stoppedEarly, `line ${i + 1} stopped early`);
    for (const t of r.tokens) {
      out.push({ line: i, start: t.startIndex, end: Math.min(t.endIndex, line.length), text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes });
    }
    stack = r.ruleStack;
  });
  return out;
}

/** The innermost scopes of the token covering (line, column). */
function scopesAt(tokens, line, column) {
  const t = tokens.find((x) => x.line === line && x.start <= column && column < x.end);
  return t ? t.scopes : [];
}

/**
 * An independent scan of a Partita file by the Xtext lexer's rules (Terminals and Partita.xtext): comments,
 * strings, numbers, and words (ID, HYPHENATED with its ++, ^escaped); returns {kind, line, column, text}.
 */
function scan(text) {
  const items = [];
  const re = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\d+(?:\.\d+)?|\^?[A-Za-z_]\w*(?:(?:-\w+)+(?:\+\+)?|\+\+)?|\S/g;
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++;
    return { line, column: offset - lineStarts[line] };
  };
  for (const m of text.matchAll(re)) {
    const s = m[0];
    const kind = s.startsWith('//') || s.startsWith('/*') ? 'comment'
      : s[0] === '"' || s[0] === "'" ? 'string'
        : /^\d/.test(s) ? 'number'
          : /^\^?[A-Za-z_]/.test(s) ? 'word' : 'other';
    items.push({ kind, text: s, ...position(m.index) });
  }
  return items;
}

test('every keyword of the Xtext grammar is coloured as a keyword', async () => {
  const keywords = xtextKeywords();
  assert.ok(keywords.size >= 70, `${keywords.size} keywords found in Partita.xtext`);
  for (const k of keywords) {
    const tokens = await tokenize(k);
    assert.match(scopesAt(tokens, 0, 0).join(' '), /(^| )(keyword\.|storage\.type|support\.type)/, `'${k}'`);
  }
});

test('a keyword inside a hyphenated name is part of the name', async () => {
  const tokens = await tokenize('pipeline P { queue fcfs allocate first-fit-3d over mesh-x }');
  for (const word of ['first-fit-3d', 'mesh-x']) {
    const at = 'pipeline P { queue fcfs allocate first-fit-3d over mesh-x }'.indexOf(word);
    const t = tokens.find((x) => x.start === at);
    assert.strictEqual(t && t.text, word, `${word} is one token`);
    assert.ok(t.scopes.includes('variable.other.name.partita'), t.scopes.join(' '));
  }
  const poisson = await tokenize('arrivals poisson load 0.5');
  assert.deepStrictEqual(poisson.find((x) => x.text === 'poisson').scopes.slice(1), ['variable.other.name.partita']);
});

test('declarations, numbers with units, strings and comments', async () => {
  const line = 'machine Paragon mesh 32 x 32 // a comment with machine in it';
  const t = await tokenize(`${line}\nexperiment E { replications 3 confidence 95% chart "Mean wait" wait vs load }\n/* block\n machine */`);
  assert.ok(scopesAt(t, 0, 0).includes('storage.type.partita'));
  assert.ok(scopesAt(t, 0, 8).includes('entity.name.type.partita'));
  assert.ok(scopesAt(t, 0, 16).includes('support.type.topology.partita'));
  assert.ok(scopesAt(t, 0, 21).includes('constant.numeric.partita'));
  assert.ok(scopesAt(t, 0, line.indexOf('//') + 20).includes('comment.line.double-slash.partita'));
  const second = 'experiment E { replications 3 confidence 95% chart "Mean wait" wait vs load }';
  assert.ok(scopesAt(t, 1, second.indexOf('95')).includes('constant.numeric.partita'));
  assert.ok(scopesAt(t, 1, second.indexOf('%')).includes('keyword.other.unit.partita'));
  assert.ok(scopesAt(t, 1, second.indexOf('Mean')).includes('string.quoted.double.partita'));
  assert.ok(scopesAt(t, 3, 2).includes('comment.block.partita'), 'the comment goes on over lines');
});

function examples(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'results' || e.name === 'target' ? [] : examples(p);
    return e.name.endsWith('.partita') ? [p] : [];
  });
}

test('every example file tokenises with every token in its scope', async () => {
  const keywords = xtextKeywords();
  const files = examples(path.join(repo, 'examples'));
  assert.ok(files.length >= 20, `${files.length} example files`);
  const counts = { keyword: 0, name: 0, number: 0, string: 0, comment: 0 };
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const tokens = await tokenize(text);
    for (const item of scan(text)) {
      const scopes = scopesAt(tokens, item.line, item.column).join(' ');
      const where = `${path.relative(repo, file)}:${item.line + 1}:${item.column + 1} '${item.text.slice(0, 30)}'`;
      if (item.kind === 'comment') {
        assert.match(scopes, /comment\./, where);
        counts.comment++;
      } else if (item.kind === 'string') {
        assert.match(scopes, /string\.quoted/, where);
        counts.string++;
      } else if (item.kind === 'number') {
        assert.match(scopes, /constant\.numeric/, where);
        counts.number++;
      } else if (item.kind === 'word' && keywords.has(item.text)) {
        assert.ok(scopes.split(' ').some((s) => KEYWORD_SCOPES.test(s)), `keyword ${where}: ${scopes}`);
        counts.keyword++;
      } else if (item.kind === 'word') {
        assert.ok(!scopes.split(' ').some((s) => KEYWORD_SCOPES.test(s)), `not a keyword ${where}: ${scopes}`);
        assert.match(scopes, /variable\.other\.name|entity\.name/, where);
        counts.name++;
      }
    }
  }
  for (const [kind, n] of Object.entries(counts)) {
    assert.ok(n > 0, `some ${kind} tokens were checked`);
  }
  console.log(`tokenised ${files.length} example files:`, counts);
});
