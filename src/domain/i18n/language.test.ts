import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage (LANG-01)', () => {
  const published = ['en', 'es'];
  it('takes the first requested published language, else the default', () => {
    expect(chooseLanguage({ published, fallback: 'en', requested: ['es'] })).toBe('es');
    expect(chooseLanguage({ published, fallback: 'en', requested: ['fr', 'ES'] })).toBe('es');
    expect(chooseLanguage({ published, fallback: 'es', requested: [null, 'de'] })).toBe('es');
  });

  it('takes German like any other published language, and ignores it when unpublished', () => {
    expect(chooseLanguage({ published: ['en', 'es', 'de'], fallback: 'en', requested: ['DE'] })).toBe('de');
    expect(chooseLanguage({ published, fallback: 'en', requested: ['de'] })).toBe('en');
  });

  it('falls back to a published language when the default is not published', () => {
    expect(chooseLanguage({ published, fallback: 'fr', requested: [] })).toBe('en');
  });
});
