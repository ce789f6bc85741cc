import { describe, expect, it } from 'vitest';
import { clockText, hoursAndMinutes, nextRealityCheckAt, parseRealityCheckMinutes, platformTimeAt } from './session-summary';

const START = new Date('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

describe('the session summary rules (SG-07, SG-08)', () => {
  it('the reality check falls every interval since login, and once for intervals missed while the device slept', () => {
    expect(nextRealityCheckAt(START, 60, START.getTime())).toBe(START.getTime() + 60 * MINUTE);
    expect(nextRealityCheckAt(START, 60, START.getTime() + 65 * MINUTE)).toBe(START.getTime() + 120 * MINUTE);
    expect(nextRealityCheckAt(START, 30, START.getTime() + 185 * MINUTE)).toBe(START.getTime() + 210 * MINUTE);
  });

  it('the platform time carries on from the one reading with the device clock, however wrong the device clock is', () => {
    const anchor = { platformNow: new Date('2026-11-23T10:05:00Z'), anchoredAtDeviceMs: Date.parse('2001-01-01T00:00:00Z') };
    expect(platformTimeAt(anchor, Date.parse('2001-01-01T00:01:00Z'))).toBe(Date.parse('2026-11-23T10:06:00Z'));
  });

  it('writes durations as the clock and the dialog show them', () => {
    expect(clockText(0)).toBe('00:00:00');
    expect(clockText(3_723_999)).toBe('01:02:03');
    expect(clockText(-5)).toBe('00:00:00');
    expect(hoursAndMinutes(125 * MINUTE + 59_000)).toEqual({ hours: 2, minutes: 5 });
  });

  it('reads a chosen interval: a whole number of minutes from 10 to 240', () => {
    expect(parseRealityCheckMinutes(' 45 ')).toEqual({ _tag: 'Right', right: 45 });
    expect(parseRealityCheckMinutes('')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'REQUIRED' } });
    expect(parseRealityCheckMinutes('4.5')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'INVALID_FORMAT' } });
    expect(parseRealityCheckMinutes('9')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'OUT_OF_RANGE' } });
    expect(parseRealityCheckMinutes('241')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'OUT_OF_RANGE' } });
  });
});
