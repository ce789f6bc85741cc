import { describe, expect, it } from 'vitest';
import { dateTimeText } from './date-time-text';

describe('a date and time as the player reads it', () => {
  const moment = new Date('2026-11-27T14:05:00Z');

  it('is written in the player language', () => {
    expect(dateTimeText(moment, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(moment));
    expect(dateTimeText(moment, 'en')).toContain('2026');
    expect(dateTimeText(moment, 'es')).toContain('noviembre');
  });

  it('falls back to the ISO form in a language Intl refuses', () => {
    expect(dateTimeText(moment, 'not a language!')).toBe('2026-11-27T14:05:00.000Z');
  });
});
