// jsdom ships without type declarations and @types/jsdom is not a dependency: the little used here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: { readonly url?: string; readonly pretendToBeVisual?: boolean; readonly contentType?: string; readonly runScripts?: 'outside-only' | 'dangerously' },
    );
    /** With `runScripts`, the window also evaluates code in its own realm (`eval`). */
    readonly window: Window & { eval(code: string): unknown };
  }
}
