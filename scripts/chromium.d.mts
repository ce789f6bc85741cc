export declare const chromiumPath: () => string | null;
export declare const CHROMIUM_ARGS: readonly string[];
