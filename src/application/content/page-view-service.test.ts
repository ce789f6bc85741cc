import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/content';
import { PAGE_VIEW_SETTLE_MS, PageViewService } from './page-view-service';

const counting = () => {
  const events: AnalyticsEvent[] = [];
  const scheduler = new VirtualTimeScheduler();
  const service = new PageViewService({ push: (event) => events.push(event) }, scheduler);
  const view = (path: string) => service.viewed({ path, language: 'en', loggedIn: false, navigation: path });
  const counted = () => events.map((event) => event.page_path);
  let now = 0;
  const wait = (ms: number) => {
    now += ms;
    scheduler.maxFrames = now;
    scheduler.flush();
  };
  return { service, view, counted, wait };
};

describe('page views (CMS-04)', () => {
  it('count a page once it has stayed long enough', () => {
    const { view, counted, wait } = counting();
    view('/');
    wait(PAGE_VIEW_SETTLE_MS - 1);
    expect(counted()).toEqual([]);
    wait(1);
    expect(counted()).toEqual(['/']);
  });

  it('do not count a page still asking whether it exists, however long it asks, and count where it lands', () => {
    const { service, view, counted, wait } = counting();
    view('/no/such/page');
    const release = service.hold();
    wait(5_000);
    expect(counted()).toEqual([]);
    // The answer: no such page; the page lets go as the site moves to the not-found page.
    release();
    view('/error/not-found');
    wait(PAGE_VIEW_SETTLE_MS);
    expect(counted()).toEqual(['/error/not-found']);
  });

  it('count a held page once its content has come and it has settled; a second release changes nothing', () => {
    const { service, view, counted, wait } = counting();
    const release = service.hold();
    view('/welcome-offer');
    wait(1_000);
    release();
    release();
    wait(PAGE_VIEW_SETTLE_MS);
    expect(counted()).toEqual(['/welcome-offer']);
    wait(5_000);
    expect(counted()).toEqual(['/welcome-offer']);
  });

  it('say when the first page is counted: the landing page is on screen with its content', async () => {
    const { service, view, wait } = counting();
    let landed = false;
    void service.firstCounted.then(() => (landed = true));
    const release = service.hold();
    view('/casino/slots');
    wait(5_000);
    await Promise.resolve();
    expect(landed).toBe(false);
    release();
    wait(PAGE_VIEW_SETTLE_MS);
    await Promise.resolve();
    expect(landed).toBe(true);
  });
});
