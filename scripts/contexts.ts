// Gathers the contexts' declarations (`src/infrastructure/<context>/<context>.context.ts`) into the
// lists that used to be kept by hand, and writes them:
//   node --import tsx scripts/contexts.ts           writes every generated file
//   node --import tsx scripts/contexts.ts --check   exits 1, naming them, when one is stale
// (`src/infrastructure/contexts.test.ts` runs the check). Adding a context is adding its folders and
// its declaration, then running this.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContextDeclaration } from '../src/infrastructure/shared/context-declaration';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const infrastructure = join(root, 'src/infrastructure');
const presentation = join(root, 'src/presentation');
const DOC = join(root, 'docs/architecture.md');
const DOC_START = '<!-- contexts:start (written by scripts/contexts.ts from the declarations) -->';
const DOC_END = '<!-- contexts:end -->';
const HEADER = '// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.\n';

export interface DeclaredContext extends ContextDeclaration {
  readonly name: string;
}

/** Every context's declaration, by folder name. */
export const readDeclarations = async (): Promise<readonly DeclaredContext[]> => {
  const folders = readdirSync(infrastructure, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(infrastructure, entry.name, `${entry.name}.context.ts`)))
    .map((entry) => entry.name)
    .sort();
  const contexts: DeclaredContext[] = [];
  for (const name of folders) {
    const module = (await import(pathToFileURL(join(infrastructure, name, `${name}.context.ts`)).href)) as { default: ContextDeclaration };
    contexts.push({ ...module.default, name });
  }
  return contexts;
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** `file#export` of a declaration: the file (checked to exist) and the export. */
const reference = (context: DeclaredContext, value: string, what: string) => {
  const [file, name] = value.split('#');
  if (file === undefined || name === undefined || !/^[\w-.]+$/.test(file)) throw new Error(`${context.name}: ${what} must be 'file#export' in its folder, not '${value}'`);
  if (!existsSync(join(infrastructure, context.name, `${file}.ts`))) throw new Error(`${context.name}: ${what} names ${file}.ts, which is not in src/infrastructure/${context.name}/`);
  return { path: `./${context.name}/${file}`, name };
};

const validate = (contexts: readonly DeclaredContext[]) => {
  const deferred = new Set(contexts.filter((context) => context.deferred).map((context) => context.name));
  const namespaces = new Map<string, string>([['app', 'app']]);
  for (const context of contexts) {
    for (const need of context.needs ?? []) if (!deferred.has(need)) throw new Error(`${context.name} needs '${need}', which is no deferred context`);
    if (context.deferred && context.module === undefined) throw new Error(`${context.name}: a deferred context has a module`);
    if ((context.overHttp === undefined) !== (context.inMemory === undefined)) throw new Error(`${context.name}: adapters over HTTP and in memory go together`);
    for (const [namespace, folder] of Object.entries({ ...context.namespaces, ...context.pageNamespaces })) {
      const known = namespaces.get(namespace);
      if (known !== undefined) throw new Error(`namespace '${namespace}' is declared by ${known} and ${context.name}`);
      namespaces.set(namespace, context.name);
      if (!existsSync(join(presentation, folder, 'en.ts'))) throw new Error(`${context.name}: namespace '${namespace}' has no src/presentation/${folder}/en.ts`);
    }
  }
};

const importLine = (names: readonly string[], path: string) => `import { ${names.join(', ')} } from '${path}';`;

/** The site's (`overHttp`) or the tests' (`inMemory`) list of contexts. */
const contextList = (contexts: readonly DeclaredContext[], side: 'overHttp' | 'inMemory'): string => {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const context of contexts) {
    if (context.module === undefined) continue;
    const module = reference(context, context.module, 'module');
    const adapters = context[side] === undefined ? null : reference(context, context[side], side);
    const key = /^\w+$/.test(context.name) ? context.name : `'${context.name}'`;
    if (!context.deferred) {
      imports.push(importLine([module.name], module.path));
      if (adapters !== null) imports.push(importLine([adapters.name], adapters.path));
      entries.push(`  ${key}: eager(${module.name}, ${adapters === null ? 'undefined' : adapters.name}),`);
      continue;
    }
    const needs = `[${(context.needs ?? []).map((need) => `'${need}'`).join(', ')}]`;
    const loadModule = `() => import('${module.path}').then((module) => module.${module.name})`;
    let loadAdapters = '() => Promise.resolve(undefined)';
    if (adapters !== null && side === 'overHttp') loadAdapters = `() => import('${adapters.path}').then((module) => module.${adapters.name})`;
    if (adapters !== null && side === 'inMemory') {
      imports.push(importLine([adapters.name], adapters.path));
      loadAdapters = `() => Promise.resolve(${adapters.name})`;
    }
    entries.push(`  ${key}: deferred(${needs}, ${loadModule}, ${loadAdapters}),`);
  }
  const name = side === 'overHttp' ? 'CONTEXTS_OVER_HTTP' : 'CONTEXTS_IN_MEMORY';
  const about =
    side === 'overHttp'
      ? "/** The site's contexts: eager ones in the first script, deferred ones (module and HTTP adapters) chunks of their own. */"
      : '/** The tests\' contexts, over the in-memory platform (never reachable from main.tsx). */';
  return [HEADER + importLine(['deferred', 'eager', 'type Contexts'], './adapters'), ...imports.sort(), '', about, `export const ${name} = {`, ...entries, '} as const satisfies Contexts;', ''].join('\n');
};

const deferredList = (contexts: readonly DeclaredContext[]): string => {
  const names = contexts.filter((context) => context.deferred).map((context) => `'${context.name}'`);
  return [
    HEADER,
    '/** The deferred contexts, each named as its folder: their services load with the first page that needs them (the home page never does). */',
    `export const DEFERRED_CONTEXTS = [${names.join(', ')}] as const;`,
    '',
    'export type DeferredContext = (typeof DEFERRED_CONTEXTS)[number];',
    '',
  ].join('\n');
};

/** The languages the site has messages in: the files of the app's own namespace. */
const languages = () =>
  readdirSync(join(presentation, 'app/translations'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((language) => /^[a-z]{2}$/.test(language))
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** Namespace → folder under src/presentation, in the first script (English) or with the pages. */
const namespacesOf = (contexts: readonly DeclaredContext[]) => {
  const firstScript: [string, string][] = [['app', 'app/translations']];
  const pages: [string, string][] = [];
  for (const context of contexts) {
    (context.deferred ? pages : firstScript).push(...Object.entries(context.namespaces ?? {}));
    pages.push(...Object.entries(context.pageNamespaces ?? {}));
  }
  return { firstScript, pages };
};

const messagesFile = (language: string, namespaces: readonly [string, string][], name: string, about: string): string => {
  const imports = namespaces.map(([namespace, folder]) => `import { ${language} as ${camel(namespace)} } from '../${folder}/${language}';`);
  const members = namespaces.map(([namespace]) => (/^\w+$/.test(namespace) ? camel(namespace) : `'${namespace}': ${camel(namespace)}`));
  return [HEADER + imports.sort().join('\n'), '', about, `export const ${name} = { ${members.join(', ')} } as const;`, ''].join('\n');
};

const i18nFiles = (contexts: readonly DeclaredContext[]): Record<string, string> => {
  const { firstScript, pages } = namespacesOf(contexts);
  const files: Record<string, string> = {
    'src/presentation/app/i18n-first-script.generated.ts':
      messagesFile('en', firstScript, 'FIRST_SCRIPT_ENGLISH', "/** The English of the app's and the eager contexts' namespaces: in the site's first script. */").replace(
        /\n$/,
        `\n/** The namespaces only deferred contexts' pages (and a few lazy pages) show: their English is \`ENGLISH_PAGES\`, a chunk of its own. */\nexport const PAGE_NAMESPACES = [${pages.map(([namespace]) => `'${namespace}'`).join(', ')}] as const;\n`,
      ),
    'src/presentation/app/i18n-english-pages.generated.ts': messagesFile(
      'en',
      pages,
      'ENGLISH_PAGES',
      "/** The English messages only deferred contexts' pages show: a chunk of their own, loaded when such a page first asks for its namespace (and when the browser is idle). */",
    ),
  };
  for (const language of languages().filter((language) => language !== 'en')) {
    files[`src/presentation/app/i18n-${language}.generated.ts`] = messagesFile(
      language,
      [...firstScript, ...pages],
      'MESSAGES',
      `/** The messages in '${language}', per namespace: the chunk the site loads for a player in that language. */`,
    );
  }
  return files;
};

const docTable = (contexts: readonly DeclaredContext[]): string => {
  const rows = contexts.map((context) => {
    const namespaces = Object.keys({ ...context.namespaces, ...context.pageNamespaces });
    return `| \`${context.name}\` | ${context.deferred ? 'deferred' : 'first script'} | ${(context.needs ?? []).map((need) => `\`${need}\``).join(', ') || '–'} | ${namespaces.map((namespace) => `\`${namespace}\``).join(', ') || '–'} | ${context.summary} |`;
  });
  return [DOC_START, '| context | loaded | needs first | i18n namespaces | what it is |', '|---|---|---|---|---|', ...rows, DOC_END].join('\n');
};

/** Every generated file, by path from the repository's root, with what it should hold. */
export const generatedFiles = async (): Promise<Record<string, string>> => {
  const contexts = await readDeclarations();
  validate(contexts);
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${DOC_START} … ${DOC_END} markers`);
  return {
    'src/infrastructure/contexts-over-http.generated.ts': contextList(contexts, 'overHttp'),
    'src/infrastructure/contexts-in-memory.generated.ts': contextList(contexts, 'inMemory'),
    'src/application/shared/contexts.generated.ts': deferredList(contexts),
    ...i18nFiles(contexts),
    'docs/architecture.md': doc.slice(0, start) + docTable(contexts) + doc.slice(end + DOC_END.length),
  };
};

/** The generated files that differ from what is on disk. */
export const staleFiles = async (): Promise<string[]> =>
  Object.entries(await generatedFiles())
    .filter(([path, content]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== content)
    .map(([path]) => path);

if (process.argv[1] !== undefined && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    for (const path of stale) console.error(`stale: ${path} (run node --import tsx scripts/contexts.ts)`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const [path, content] of Object.entries(await generatedFiles())) writeFileSync(join(root, path), content);
  console.warn('contexts: generated files written');
}
