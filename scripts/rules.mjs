#!/usr/bin/env node
// Rule coverage: which rules of spec/RULES.md have at least one PASSING acceptance scenario tagged
// with their ID (`@AUTH-05`). Reads the cucumber message report (reports/features.ndjson), running
// `npx cucumber-js` first when the report is missing. It reports; it never fails the build.
//
//   node scripts/rules.mjs                 every rule of the catalogue
//   node scripts/rules.mjs AUTH WAL        only the rules whose ID starts with one of these prefixes
//   node scripts/rules.mjs --run           run cucumber-js first even if a report exists
//   node scripts/rules.mjs --html          also write reports/rules.html: every rule in the spec's
//                                          words, by section, with its scenarios and their results
//   RULES_FILE=… REPORT_FILE=…             other locations for the catalogue or the report
//
// The product's own rules, where the spec has none (docs/*-rules.md, such as SG-01…), are counted
// beside the spec's, on a line of their own.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rulesFile = resolve(root, process.env.RULES_FILE ?? '../shared/spec/RULES.md');
const productRulesFiles = readdirSync(resolve(root, 'docs'))
  .filter((name) => name.endsWith('-rules.md'))
  .sort()
  .map((name) => resolve(root, 'docs', name));
const reportFile = resolve(root, process.env.REPORT_FILE ?? 'reports/features.ndjson');
const args = process.argv.slice(2);
const prefixes = args.filter((arg) => !arg.startsWith('--'));
const forceRun = args.includes('--run');
const writeHtml = args.includes('--html');

/** `- AUTH-01 Two states: …` → { id: 'AUTH-01', text: 'Two states: …' } */
const readRules = (file) => {
  if (!existsSync(file)) {
    console.error(`rules: no rule catalogue at ${file}`);
    return [];
  }
  const rules = [];
  let section = '';
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const heading = /^##?\s+(.*)$/.exec(line);
    if (heading) section = heading[1].trim();
    const match = /^\s*[-*]\s+([A-Z][A-Z0-9]*-\d+)\s+(.*)$/.exec(line);
    if (match) rules.push({ id: match[1], text: match[2].trim(), section });
  }
  return rules;
};

const runCucumber = () => {
  console.log('rules: running the acceptance tests to produce the report…');
  const run = spawnSync('npx', ['cucumber-js'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.error) console.error(`rules: could not run cucumber-js: ${run.error.message}`);
};

/**
 * Per pickle (one scenario, or one example row of an outline): its name, location, tags, and
 * whether its latest attempt passed (every step and hook PASSED).
 */
const readScenarios = (file) => {
  const pickles = new Map();
  const testCases = new Map(); // testCase id → pickle id
  const attempts = new Map(); // testCaseStarted id → { pickleId, statuses: [] }
  const finished = new Map(); // pickle id → passed (last attempt that will not be retried)
  const sources = new Map(); // astNode id → line
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let envelope;
    try {
      envelope = JSON.parse(line);
    } catch {
      continue;
    }
    if (envelope.gherkinDocument) collectLines(envelope.gherkinDocument.feature, sources);
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase.pickleId);
    if (envelope.testCaseStarted) {
      attempts.set(envelope.testCaseStarted.id, { pickleId: testCases.get(envelope.testCaseStarted.testCaseId), statuses: [] });
    }
    if (envelope.testStepFinished) attempts.get(envelope.testStepFinished.testCaseStartedId)?.statuses.push(envelope.testStepFinished.testStepResult.status);
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      const attempt = attempts.get(envelope.testCaseFinished.testCaseStartedId);
      if (attempt) finished.set(attempt.pickleId, attempt.statuses.length > 0 && attempt.statuses.every((status) => status === 'PASSED'));
    }
  }
  return [...pickles.values()].map((pickle) => ({
    name: pickle.name,
    where: `${pickle.uri}:${pickle.astNodeIds.map((id) => sources.get(id)).filter(Boolean).at(-1) ?? '?'}`,
    tags: pickle.tags.map((tag) => tag.name.replace(/^@/, '')),
    passed: finished.get(pickle.id) === true,
  }));
};

const collectLines = (node, sources) => {
  if (node === null || typeof node !== 'object') return;
  if (typeof node.id === 'string' && node.location) sources.set(node.id, node.location.line);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => collectLines(child, sources));
    else if (value && typeof value === 'object') collectLines(value, sources);
  }
};

const wanted = (rule) => prefixes.length === 0 || prefixes.some((prefix) => rule.id.startsWith(prefix));
const specRules = readRules(rulesFile).filter(wanted);
const productRules = productRulesFiles.flatMap((file) => readRules(file)).filter(wanted);
const rules = [...specRules, ...productRules];
if (forceRun || !existsSync(reportFile)) runCucumber();
if (!existsSync(reportFile)) {
  console.error(`rules: no report at ${relative(root, reportFile)}; is the message format configured in cucumber.mjs?`);
  console.log(`rules: 0 covered, ${specRules.length} not covered (of ${specRules.length})`);
  process.exit(0);
}

const scenarios = readScenarios(reportFile);
const proven = new Set();
for (const rule of rules) {
  const tagged = scenarios.filter((scenario) => scenario.tags.includes(rule.id));
  const passing = tagged.filter((scenario) => scenario.passed);
  if (passing.length > 0) proven.add(rule.id);
  const mark = passing.length > 0 ? '✔ covered    ' : '✘ not covered';
  const detail = tagged.length === 0 ? 'no scenario' : `${passing.length} of ${tagged.length} scenarios passing`;
  console.log(`${mark} ${rule.id.padEnd(9)} ${detail.padEnd(28)} ${rule.text.length > 90 ? `${rule.text.slice(0, 87)}…` : rule.text}`);
  for (const failing of tagged.filter((scenario) => !scenario.passed)) console.log(`               not passing: ${failing.name} (${failing.where})`);
}

const known = new Set([rulesFile, ...productRulesFiles].flatMap((file) => readRules(file)).map((rule) => rule.id));
const unknown = [...new Set(scenarios.flatMap((scenario) => scenario.tags).filter((tag) => /^[A-Z][A-Z0-9]*-\d+$/.test(tag) && !known.has(tag)))];
if (unknown.length > 0) console.log(`rules: tags naming no rule of the catalogue: ${unknown.sort().join(', ')}`);

if (writeHtml) {
  const target = resolve(root, 'reports/rules.html');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, livingDocument(rules, scenarios, specRules.filter((rule) => proven.has(rule.id)).length, specRules.length));
  console.log(`rules: the living document is ${relative(root, target)}`);
}

const counted = (list) => {
  const covered = list.filter((rule) => proven.has(rule.id)).length;
  return `${covered} covered, ${list.length - covered} not covered (of ${list.length})`;
};
console.log(`rules: ${counted(specRules)}${productRules.length > 0 ? `; the product's own: ${counted(productRules)}` : ''}`);
process.exit(0);

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

/** The spec's words, rendered: `code` spans become <code>. */
function specWords(text) {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** One page a product owner can read: every rule, in the spec's words, with the scenarios that prove it. */
function livingDocument(rules, scenarios, coveredCount, specCount) {
  const sections = [...new Set(rules.map((rule) => rule.section))];
  const body = sections
    .map((section) => {
      const items = rules
        .filter((rule) => rule.section === section)
        .map((rule) => {
          const tagged = scenarios.filter((scenario) => scenario.tags.includes(rule.id));
          const proven = tagged.some((scenario) => scenario.passed);
          const list = tagged
            .map((scenario) => `<li class="${scenario.passed ? 'pass' : 'fail'}">${scenario.passed ? '✔' : '✘'} ${escapeHtml(scenario.name)} <small>${escapeHtml(scenario.where)}</small></li>`)
            .join('');
          return `<article id="${rule.id}" class="${proven ? 'pass' : 'fail'}"><h3><span>${proven ? '✔ proven' : '✘ not proven'}</span> ${rule.id}</h3><p>${specWords(rule.text)}</p>${list === '' ? '<p class="fail">No scenario yet.</p>' : `<ul>${list}</ul>`}</article>`;
        })
        .join('');
      return `<section><h2>${escapeHtml(section)}</h2>${items}</section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rules and their scenarios</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
h3{font-size:1rem;margin:1.5rem 0 .25rem}h3 span{font-weight:normal;margin-right:.5rem}
article.pass h3 span,li.pass{color:#1b6e2d}article.fail h3 span,li.fail,p.fail{color:#b00020}
ul{margin:.25rem 0;padding-left:1.25rem}small{color:#666}code{background:#f2f2f2;padding:0 .2rem}
</style></head><body><main><h1>Rules and their scenarios</h1><p>${coveredCount} of ${specCount} rules of the specification are proven by a passing scenario. Each rule is quoted from <code>spec/RULES.md</code>, or, for the product's own rules where the spec has none, from <code>docs/*-rules.md</code>; the scenarios are in <code>features/</code>, and <code>reports/features.html</code> shows their steps.</p>${body}</main></body></html>
`;
}
