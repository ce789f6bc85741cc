import { describe, expect, it } from 'vitest';
import { limitOf, LimitsBody, limitsOf, problemsOf } from './limits-codecs';

describe('the platform limits as the site reads them (SG-02, SG-03)', () => {
  it('reads money and time limits, with a pending change and its date', () => {
    const body = LimitsBody.decode({
      currency: 'EUR',
      coolingOffHours: 24,
      limits: [
        { type: 'DEPOSIT', period: 'DAY', amount: 5000, used: 1200, remaining: 3800, resetsAt: '2026-11-24T00:00:00Z', pending: { amount: 8000, appliesAt: '2026-11-24T10:00:00Z' } },
        { type: 'SESSION_TIME', period: 'DAY', minutes: 120, used: 35, pending: null },
        { type: 'SOMETHING_NEW', period: 'DAY', amount: 1, used: 0, pending: null },
      ],
    });
    expect(body._tag).toBe('Right');
    if (body._tag !== 'Right') return;
    expect(limitsOf(body.right)).toEqual({
      currency: 'EUR',
      coolingOffHours: 24,
      limits: [
        { type: 'DEPOSIT', period: 'DAY', value: 5000, used: 1200, pending: { value: 8000, appliesAt: new Date('2026-11-24T10:00:00Z') } },
        { type: 'SESSION_TIME', period: 'DAY', value: 120, used: 35, pending: null },
      ],
    });
  });

  it.each([
    { type: 'DEPOSIT', period: 'DAY', amount: -1, used: 0, pending: null },
    { type: 'DEPOSIT', period: 'DAY', amount: 1.5, used: 0, pending: null },
    { type: 'DEPOSIT', period: 'YEAR', amount: 1, used: 0, pending: null },
    { type: 'DEPOSIT', period: 'DAY', amount: 1, used: 0, pending: { amount: 2, appliesAt: 'tomorrow' } },
    'DEPOSIT',
    null,
  ])('leaves out a limit it cannot read: %j', (raw) => {
    expect(limitOf(raw)).toBeNull();
  });

  it('keeps the field problems the form shows, and reads unknown causes as a format problem', () => {
    expect(
      problemsOf({
        errorCode: 'VALIDATION_ERROR',
        fieldErrors: [
          { field: 'amount', cause: 'TOO_LARGE' },
          { field: 'currency', cause: 'NOT_ALLOWED' },
          { field: 'minutes', cause: 'TOO_SMALL' },
          { field: 'amount', cause: 'WHATEVER' },
          { field: 'other', cause: 'REQUIRED' },
        ],
      }),
    ).toEqual([
      { field: 'amount', cause: 'TOO_LARGE' },
      { field: 'currency', cause: 'NOT_ALLOWED' },
      { field: 'minutes', cause: 'OUT_OF_RANGE' },
      { field: 'amount', cause: 'INVALID_FORMAT' },
    ]);
  });
});
