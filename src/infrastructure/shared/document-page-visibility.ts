import type { PageVisibility } from '../../domain/shared/ports';

export class DocumentPageVisibility implements PageVisibility {
  isVisible(): boolean {
    return document.visibilityState !== 'hidden';
  }

  onChange(listener: (visible: boolean) => void): () => void {
    const handler = (): void => listener(this.isVisible());
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  }
}
