import type { PageVisibility } from '../../domain/shared/ports';

/** Visibility a test turns on and off. */
export class ManualPageVisibility implements PageVisibility {
  private visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of this.listeners) listener(visible);
  }
}
