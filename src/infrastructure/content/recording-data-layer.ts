import type { AnalyticsDataLayer, AnalyticsEvent } from '../../domain/content';

/** Tests only: the events pushed, in order. */
export class RecordingDataLayer implements AnalyticsDataLayer {
  readonly events: AnalyticsEvent[] = [];

  push(event: AnalyticsEvent): void {
    this.events.push({ ...event });
  }
}
