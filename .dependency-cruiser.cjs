/** The dependency rule of ARCHITECTURE.md, checked in `npm test`. */
const npm = (names) => `^node_modules/(${names.join('|')})/`;

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
        pathNot: ['^src/infrastructure/container\\.ts$', '^src/infrastructure/[^/]+/[^/]+\\.module\\.ts$', '^src/infrastructure/shared/(over-http|in-memory)\\.ts$'],
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
      from: { path: '^src/', pathNot: ['^src/main\\.tsx$', '^src/infrastructure/'] },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
