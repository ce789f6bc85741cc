// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodWindow } from './limit-periods.ts';

const at = (iso: string) => Date.parse(iso);

describe('limit periods in the jurisdiction time zone', () => {
  it('a London day starts at local midnight (BST is UTC+1 in summer)', () => {
    expect(periodWindow('DAY', at('2026-07-01T23:30:00Z'), 'Europe/London')).toEqual({
      start: new Date('2026-07-01T23:00:00Z'),
      end: new Date('2026-07-02T23:00:00Z'),
    });
  });

  it('a Toronto day is still yesterday for a UTC morning', () => {
    expect(periodWindow('DAY', at('2026-11-23T03:00:00Z'), 'America/Toronto')).toEqual({
      start: new Date('2026-11-22T05:00:00Z'),
      end: new Date('2026-11-23T05:00:00Z'),
    });
  });

  it('a week runs from Monday to Monday', () => {
    // Sunday 29 November 2026, evening in Malta (UTC+1).
    expect(periodWindow('WEEK', at('2026-11-29T20:00:00Z'), 'Europe/Malta')).toEqual({
      start: new Date('2026-11-22T23:00:00Z'),
      end: new Date('2026-11-29T23:00:00Z'),
    });
  });

  it('a month crosses a daylight-saving change with local midnights at both ends', () => {
    expect(periodWindow('MONTH', at('2026-03-15T12:00:00Z'), 'Europe/Madrid')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
  });

  it('a day that loses an hour is 23 hours long', () => {
    const window = periodWindow('DAY', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(window.end.getTime() - window.start.getTime()).toBe(23 * 3_600_000);
  });
});
