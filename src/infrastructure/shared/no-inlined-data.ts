import type { InlinedData } from './document-inlined-data';

/** A page with nothing inlined (tests, and pages served without it). */
export class NoInlinedData implements InlinedData {
  json(): unknown {
    return undefined;
  }
}
