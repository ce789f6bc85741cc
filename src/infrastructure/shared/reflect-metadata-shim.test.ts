import { Container, inject, injectable } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { installReflectMetadata, reflectMetadata, type ReflectMetadata } from './reflect-metadata-shim';

describe('the Reflect metadata shim of the site build', () => {
  it('keeps metadata per target, per property and per key, and reads a prototype chain', () => {
    const reflect = reflectMetadata();
    class Base {}
    class Derived extends Base {}
    reflect.defineMetadata('k', 1, Base);
    reflect.defineMetadata('k', 2, Base, 'method');
    reflect.defineMetadata(Symbol.for('s'), 'symbol', Base);

    expect(reflect.getOwnMetadata('k', Base)).toBe(1);
    expect(reflect.getOwnMetadata('k', Base, 'method')).toBe(2);
    expect(reflect.getOwnMetadata(Symbol.for('s'), Base)).toBe('symbol');
    expect(reflect.getOwnMetadata('other', Base)).toBeUndefined();
    expect(reflect.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(reflect.getMetadata('k', Derived)).toBe(1);
    expect(reflect.getMetadata('k', Derived, 'method')).toBe(2);

    reflect.defineMetadata('k', 3, Derived);
    expect(reflect.getMetadata('k', Derived)).toBe(3);
    expect(reflect.getOwnMetadata('k', Base)).toBe(1);
    reflect.defineMetadata('k', undefined, Base);
    expect(reflect.getOwnMetadata('k', Base)).toBeUndefined();
  });

  it('is installed only where no metadata polyfill is', () => {
    const bare: Partial<ReflectMetadata> = {};
    installReflectMetadata(bare);
    expect(typeof bare.getOwnMetadata).toBe('function');
    const existing = { getOwnMetadata: () => 'kept' };
    installReflectMetadata(existing);
    expect(existing.getOwnMetadata()).toBe('kept');
  });

  describe('under inversify', () => {
    const globalReflect = Reflect as unknown as ReflectMetadata & { decorate?: unknown; metadata?: unknown };
    // reflect-metadata's functions are not enumerable: kept and put back as descriptors, so the files
    // that run after this one in the same worker find the metadata their classes were decorated with.
    const saved = Object.getOwnPropertyDescriptors(globalReflect);
    afterEach(() => {
      for (const key of ['getOwnMetadata', 'getMetadata', 'defineMetadata', 'decorate', 'metadata'] as const) {
        const descriptor = saved[key];
        if (descriptor === undefined) Reflect.deleteProperty(globalReflect, key);
        else Object.defineProperty(globalReflect, key, descriptor);
      }
    });

    it('is all inversify needs to bind, inject and resolve singletons', () => {
      // As in the build: only the shim's functions, no Reflect.decorate or Reflect.metadata.
      Object.assign(globalReflect, reflectMetadata(), { decorate: undefined, metadata: undefined });
      const Tokens = { Clock: Symbol.for('test.Clock'), Greeter: Symbol.for('test.Greeter'), Name: Symbol.for('test.Name') };

      @injectable()
      class Clock {
        now = () => 42;
      }
      @injectable()
      class Greeter {
        constructor(
          @inject(Tokens.Clock) private readonly clock: Clock,
          @inject(Tokens.Name) private readonly name: string,
        ) {}
        greet = () => `${this.name} at ${this.clock.now()}`;
      }

      const container = new Container();
      container.bind(Tokens.Clock).to(Clock).inSingletonScope();
      container.bind(Tokens.Name).toConstantValue('Ada');
      container.bind(Tokens.Greeter).to(Greeter).inSingletonScope();

      expect(container.get<Greeter>(Tokens.Greeter).greet()).toBe('Ada at 42');
      expect(container.get(Tokens.Greeter)).toBe(container.get(Tokens.Greeter));
    });
  });
});
