/**
 * What a context says of itself, once, in `src/infrastructure/<context>/<context>.context.ts` (the
 * folder's name is the context's name, and its key as a deferred context). `scripts/contexts.ts`
 * reads every declaration and writes what used to be kept by hand: the site's and the tests'
 * context lists (`contexts-over-http.generated.ts`, `contexts-in-memory.generated.ts`), the deferred
 * list (`application/shared/contexts.generated.ts`), the i18n lists (`presentation/app/i18n-*.generated.ts`)
 * and the table of contexts in `docs/architecture.md`. The way Theia builds its loader from its
 * extensions' declarations: the declaration names files, the generated code imports them, and the
 * type checker checks that each module takes the adapter sets it is given.
 */
export interface ContextDeclaration {
  /** One line for the table of contexts in docs/architecture.md. */
  readonly summary: string;
  /** Not in the site's first script: bound by `DeferredContexts.load(<context>)`, with the first page that needs it. */
  readonly deferred: boolean;
  /** Deferred contexts bound before this one (its services read theirs). */
  readonly needs?: readonly string[];
  /**
   * `file#export` in this folder: `(adapters, browser) => ContainerModule`, given this context's
   * platform adapters (`overHttp` in the site, `inMemory` in tests) and the browser's.
   */
  readonly module?: string;
  /** `file#export` in this folder: the platform adapters over HTTP (the site's). */
  readonly overHttp?: string;
  /** `file#export` in this folder: the platform adapters over the in-memory platform (the tests'; never reachable from the site). */
  readonly inMemory?: string;
  /**
   * The i18n namespaces of the context and the folders under `src/presentation` holding their
   * `{en,es,de}.ts`. An eager context's English is in the first script; a deferred context's loads
   * with its pages' English chunk.
   */
  readonly namespaces?: Readonly<Record<string, string>>;
  /** Namespaces of an eager context that only its lazy pages show: their English loads with the pages' English chunk. */
  readonly pageNamespaces?: Readonly<Record<string, string>>;
}

/** A context's declaration (the default export of `<context>.context.ts`). */
export const declareContext = (declaration: ContextDeclaration): ContextDeclaration => declaration;
