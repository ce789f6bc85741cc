import { LOCATION_COOKIE } from '../../domain/content';

/**
 * The content service's and the geolocation service's state, for tests: pages as the platform would
 * send them (wire JSON, so the site decodes them as it decodes the real ones), per bucket, language
 * and slug; the location the platform would answer; and the browser's `st` cookie it sets.
 */
export class InMemoryContent {
  private readonly pages = new Map<string, unknown>();
  /** What `GET /services/geolocation/subdivision` sets in the `st` cookie. */
  locationAnswer = 'MT-01';
  /** The status it answers with (the spec expects 202). */
  locateStatus = 202;
  /** The browser's cookies that this platform sets. */
  readonly cookies = new Map<string, string>();
  readonly requests: string[] = [];

  constructor() {
    // Every site has a home page: an empty one in both languages until a test sets its own.
    for (const language of ['en', 'es']) this.setPage(language, 'home', { slug: 'home', title: 'Home', regions: {} });
  }

  setPage(language: string, slug: string, page: unknown, bucket = 'default'): void {
    this.pages.set(`${bucket}/${language}/${slug}`, page);
  }

  removePage(language: string, slug: string, bucket = 'default'): void {
    this.pages.delete(`${bucket}/${language}/${slug}`);
  }

  page(bucket: string, language: string, slug: string): unknown {
    this.requests.push(`${bucket}/${language}/pages/${slug}`);
    return this.pages.get(`${bucket}/${language}/${slug}`);
  }

  locate(): number {
    this.requests.push('geolocation');
    if (this.locateStatus === 202) this.cookies.set(LOCATION_COOKIE, this.locationAnswer);
    return this.locateStatus;
  }
}
