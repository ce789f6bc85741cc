import type { NetworkStatus } from '../../domain/shared/ports';

/** `navigator.onLine` and the window's `online` / `offline` events. */
export class NavigatorNetworkStatus implements NetworkStatus {
  isOnline(): boolean {
    return navigator.onLine !== false;
  }

  onChange(listener: (online: boolean) => void): () => void {
    const online = (): void => listener(true);
    const offline = (): void => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
