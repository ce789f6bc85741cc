import type { NetworkStatus } from '../../domain/shared/ports';

/** A network a test takes away and gives back. */
export class ManualNetworkStatus implements NetworkStatus {
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  isOnline(): boolean {
    return this.online;
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}
