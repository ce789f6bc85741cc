/** Time comes in through a port so that rules and streams can be tested without waiting. */
export interface Clock {
  now(): number;
}

/** Whether the player can see the page; polls rest while it is hidden. */
export interface PageVisibility {
  isVisible(): boolean;
  onChange(listener: (visible: boolean) => void): () => void;
}

/** Failures that have no effect on the player are only logged. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
}

/** Told by the one HTTP client whether the platform answered a call (any status) or could not be reached at all. */
export interface PlatformReachabilityReporter {
  answered(): void;
  unreachable(): void;
}

/** The browser's own word on whether it has a network (`navigator.onLine` and its events). */
export interface NetworkStatus {
  isOnline(): boolean;
  onChange(listener: (online: boolean) => void): () => void;
}
