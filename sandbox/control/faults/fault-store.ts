import { routedPath } from '../../kernel/http/paths.ts';

export interface Fault {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** A path prefix, matched against the path without the query string. */
  path: string;
  status: number;
  /** Sent as JSON; a string is sent as text; absent sends no body. */
  body?: unknown;
  remaining: number;
}

/** Faults the test-control API arms: the next matching requests get a canned answer instead. */
export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /**
   * The first armed fault matching the request, used up by one; null when none matches. `path` is
   * the routed path (`routedPath`); a fault's own path is routed the same way before comparing.
   */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === '*' || candidate.method === method.toUpperCase()) && path.startsWith(routedPath(candidate.path)),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}
