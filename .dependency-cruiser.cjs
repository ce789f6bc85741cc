/** The dependency rule of ARCHITECTURE.md, checked in `npm test`. */
const npm = (names) => `^node_modules/(${names.join('|')})/`;

/** The deferred contexts, read from their declarations (`src/infrastructure/<context>/<context>.context.ts`, `deferred: true`). */
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const infrastructure = join(__dirname, 'src/infrastructure');
const deferredContexts = readdirSync(infrastructure, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => {
    const declaration = join(infrastructure, name, `${name}.context.ts`);
    return existsSync(declaration) && /\bdeferred:\s*true\b/.test(readFileSync(declaration, 'utf8'));
  });
const deferredGroup = `(${deferredContexts.join('|')})`;

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain imports nothing outside domain except fp-ts',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', npm(['fp-ts'])] },
    },
    {
      name: 'domain-contexts-meet-through-index',
      comment: "a context's domain reaches another context only through that context's index.ts (shared is no context)",
      severity: 'error',
      from: { path: '^src/domain/([^/]+)/' },
      to: { path: '^src/domain/[^/]+/', pathNot: ['^src/domain/$1/', '^src/domain/shared/', '^src/domain/[^/]+/index\\.ts$'] },
    },
    {
      name: 'application-over-domain',
      comment: 'application imports domain, rxjs, inversify, fp-ts',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/application/', '^src/domain/', npm(['rxjs', 'inversify', 'fp-ts', '@inversifyjs/[^/]+'])] },
    },
    {
      name: 'adapters-implement-domain-ports',
      comment:
        'infrastructure adapters import domain, io-ts, fp-ts, js-cookie, inversify; only the composition root (container.ts, the context modules, and the two helpers that make adapters from the container) sees the application',
      severity: 'error',
      from: {
        path: '^src/infrastructure/',
        pathNot: ['^src/infrastructure/container\\.ts$', '^src/infrastructure/[^/]+/[^/]+\\.module\\.ts$', '^src/infrastructure/shared/(over-http|in-memory)\\.ts$', '^src/infrastructure/contexts\\.test\\.ts$'],
      },
      to: { pathNot: ['^src/infrastructure/', '^src/domain/', npm(['io-ts', 'fp-ts', 'js-cookie', 'inversify', 'rxjs', '@inversifyjs/[^/]+'])] },
    },
    {
      name: 'presentation-never-sees-infrastructure',
      comment: 'presentation imports application and domain, never infrastructure',
      severity: 'error',
      from: { path: '^src/presentation/' },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'only-main-builds-the-container',
      comment: 'only main.tsx (and test set-up) import the composition root; within infrastructure, adapter sets name the gateways a module takes',
      severity: 'error',
      // paint-server.tsx: the site server's composition root (the bundle that paints a visitor's page at request time).
      from: { path: '^src/', pathNot: ['^src/main\\.tsx$', '^src/paint-server\\.tsx$', '^src/infrastructure/'] },
      to: { path: ['^src/infrastructure/container\\.ts$', '^src/infrastructure/[^/]+/[^/]+\\.module\\.ts$'] },
    },
    {
      name: 'fakes-stay-out-of-the-site',
      comment: 'the in-memory platform and the browser fakes are for tests: nothing the site loads may reach them',
      severity: 'error',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: ['^src/infrastructure/(platform-in-memory|fake-browser)\\.ts$', '/in-memory[^/]*\\.ts$', '/memory-[^/]+\\.ts$', '/(fixed-clock|manual-page-visibility|recording-logger)\\.ts$'],
        reachable: true,
      },
    },
    {
      name: 'sandbox-services-meet-through-index',
      comment:
        "a sandbox service reaches another service only through that service's index.ts, its public face; what sits beside it (SQL, rules, routes) is its own",
      severity: 'error',
      from: { path: '^sandbox/services/([^/]+)/' },
      to: { path: '^sandbox/services/[^/]+/', pathNot: ['^sandbox/services/$1/', '^sandbox/services/[^/]+/index\\.ts$'] },
    },
    {
      name: 'sandbox-outside-services-through-index',
      comment:
        "the composition root, test control, seed, chaos run and test support use a service through its index.ts too; only app.ts and server.ts also reach the plugins and apps they register (<service>-plugin.ts, two-factor-routes.ts, *-app.ts); a service's own tests may reach inside it",
      severity: 'error',
      from: { path: '^sandbox/', pathNot: ['^sandbox/services/', '^sandbox/(app|server)\\.ts$'] },
      to: { path: '^sandbox/services/[^/]+/', pathNot: '^sandbox/services/[^/]+/index\\.ts$' },
    },
    {
      name: 'sandbox-root-registers-plugins',
      comment: 'app.ts and server.ts register each service by its plugin or app, and use anything else of it through its index.ts',
      severity: 'error',
      from: { path: '^sandbox/(app|server)\\.ts$' },
      to: { path: '^sandbox/services/[^/]+/', pathNot: ['^sandbox/services/[^/]+/index\\.ts$', '^sandbox/services/[^/]+/[^/]+-(plugin|app)\\.ts$', '^sandbox/services/player-verification/two-factor-routes\\.ts$'] },
    },
    {
      name: 'sandbox-kernel-knows-no-service',
      comment: 'the kernel is the plumbing every service stands on (database, HTTP, security, money): it imports no service, so a service hands it what it needs (the session lookup)',
      severity: 'error',
      from: { path: '^sandbox/kernel/' },
      to: { path: '^sandbox/(services|control|seed)/' },
    },
    {
      name: 'deferred-contexts-stay-out-of-the-first-script',
      comment:
        "the first-script budget as a rule: a deferred context's module and adapters (and its application services) are imported only dynamically (by the generated list of contexts) or from its own folder, so nothing main.tsx reaches statically pulls them in",
      severity: 'error',
      from: { path: '^src/', pathNot: [`^src/(infrastructure|application|presentation)/${deferredGroup}/`, '^src/infrastructure/contexts-in-memory\\.generated\\.ts$'] },
      to: {
        path: [`^src/infrastructure/${deferredGroup}/[^/]+(\\.module|-over-http)\\.ts$`, `^src/application/${deferredGroup}/[^/]+-service\\.ts$`],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'sandbox-is-separate',
      comment: 'the site and the sandbox share no code: they meet only over HTTP',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'sandbox-never-sees-the-site',
      comment: 'the sandbox plays the platform: it knows the contract, never the code of the site',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^src/' },
    },
    {
      name: 'site-server-stands-alone',
      comment:
        'the site server (server/) serves the built site against any platform: it imports nothing of the sandbox and nothing of the site\'s code (it reads only the build\'s files, and loads the build\'s painter bundle at run time), and of npm only fastify, @fastify/static and io-ts (the platform\'s answers checked at the boundary)',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^sandbox/', '^src/', '^node_modules/'], pathNot: [npm(['fastify', '@fastify/static', 'io-ts'])] },
    },
    {
      name: 'site-never-sees-the-site-server',
      comment: 'the site meets its server only through the page it is sent',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'sandbox-uses-only-the-shared-serving-code',
      comment: 'the sandbox serves the site with the same functions as the site server (server/site/), never the server itself',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^server/', pathNot: '^server/site/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
