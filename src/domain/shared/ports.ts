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
