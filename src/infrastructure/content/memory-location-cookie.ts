import { LOCATION_COOKIE, type LocationCookie } from '../../domain/content';

/** Tests only: the `st` cookie, in a jar the in-memory platform writes when it locates the player. */
export class MemoryLocationCookie implements LocationCookie {
  constructor(private readonly jar: Map<string, string> = new Map()) {}

  read(): string | null {
    return this.jar.get(LOCATION_COOKIE) ?? null;
  }

  write(value: string | null): void {
    if (value === null) this.jar.delete(LOCATION_COOKIE);
    else this.jar.set(LOCATION_COOKIE, value);
  }
}
