/**
 * The few `Reflect` metadata functions inversify calls (`@inversifyjs/reflect-metadata-utils`:
 * `getOwnMetadata`, `getMetadata`, `defineMetadata`), over a WeakMap, in place of `reflect-metadata/lite`
 * (7.9 KB minified) in the site's build (`vite.config.ts` aliases both `reflect-metadata` and
 * `reflect-metadata/lite` to this file). Decorators are applied by the compiler's own helper when
 * `Reflect.decorate` is absent, and the build emits no `design:*` metadata, so nothing else is asked.
 * Tests, features and the pre-render keep the real package.
 */

type Key = string | symbol | undefined;
type MetadataByKey = Map<unknown, unknown>;

export interface ReflectMetadata {
  defineMetadata(metadataKey: unknown, metadataValue: unknown, target: object, propertyKey?: string | symbol): void;
  getOwnMetadata(metadataKey: unknown, target: object, propertyKey?: string | symbol): unknown;
  getMetadata(metadataKey: unknown, target: object, propertyKey?: string | symbol): unknown;
}

/** Metadata functions over their own store: per target, per property key (`undefined` for the target itself), per metadata key. */
export const reflectMetadata = (): ReflectMetadata => {
  const store = new WeakMap<object, Map<Key, MetadataByKey>>();
  const ownOf = (target: object, propertyKey: Key, create: boolean): MetadataByKey | undefined => {
    let byProperty = store.get(target);
    if (byProperty === undefined) {
      if (!create) return undefined;
      store.set(target, (byProperty = new Map()));
    }
    let byKey = byProperty.get(propertyKey);
    if (byKey === undefined && create) byProperty.set(propertyKey, (byKey = new Map()));
    return byKey;
  };
  const getOwnMetadata = (metadataKey: unknown, target: object, propertyKey?: string | symbol): unknown => ownOf(target, propertyKey, false)?.get(metadataKey);
  return {
    defineMetadata: (metadataKey, metadataValue, target, propertyKey) => {
      ownOf(target, propertyKey, true)?.set(metadataKey, metadataValue);
    },
    getOwnMetadata,
    getMetadata: (metadataKey, target, propertyKey) => {
      for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
        const own = ownOf(current, propertyKey, false);
        if (own?.has(metadataKey) === true) return own.get(metadataKey);
      }
      return undefined;
    },
  };
};

/** Installs the functions on `Reflect`, unless a metadata polyfill is there already (its store is then kept). */
export const installReflectMetadata = (target: object = Reflect): void => {
  if (typeof (target as Partial<ReflectMetadata>).getOwnMetadata === 'function') return;
  Object.assign(target, reflectMetadata());
};

installReflectMetadata();
