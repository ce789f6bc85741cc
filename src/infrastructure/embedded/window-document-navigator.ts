import type { DocumentNavigator } from '../../domain/embedded';

/** A full page load of a site path: the browser leaves the running app and loads the document anew. */
export class WindowDocumentNavigator implements DocumentNavigator {
  load(sitePath: string): void {
    window.location.assign(sitePath);
  }
}
