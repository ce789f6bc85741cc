import type { Bind, ResolutionContext } from 'inversify';

/** How the container makes one adapter: from what it already holds (the HTTP client, the in-memory platform), or from nothing. */
export type AdapterFactory<Port> = (context: ResolutionContext) => Port;

/** An adapter that needs nothing from the container (cookies, storage, the clock). */
export const standalone =
  <Port>(Adapter: new () => Port): AdapterFactory<Port> =>
  () =>
    new Adapter();

/** What the platform side binds besides its adapters: the way to reach the platform. */
export type Transport = (bind: Bind) => void;
