import type { AnalyticsDataLayer, AnalyticsEvent } from '../../domain/content';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** CMS-04: `window.dataLayer`, created when the page has none, as tag managers expect. */
export class WindowDataLayer implements AnalyticsDataLayer {
  push(event: AnalyticsEvent): void {
    const target = window as DataLayerWindow;
    if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
    target.dataLayer.push({ ...event });
  }
}
