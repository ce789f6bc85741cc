import type { DocumentNavigator } from '../../domain/embedded';

/** Tests only: records the full page loads the site asked for, newest last. */
export class RecordingDocumentNavigator implements DocumentNavigator {
  readonly loaded: string[] = [];

  load(sitePath: string): void {
    this.loaded.push(sitePath);
  }
}
