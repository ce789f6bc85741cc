import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

const allowed = ['https://cdn.casino.example', 'http://127.0.0.1:4174'];

describe('safeUrl', () => {
  it('keeps same-origin paths and URLs on an allowed origin', () => {
    expect(safeUrl('/content/images/games/1001.svg?w=240&q=75', allowed)).toBe('/content/images/games/1001.svg?w=240&q=75');
    expect(safeUrl('https://cdn.casino.example/a.png', allowed)).toBe('https://cdn.casino.example/a.png');
    expect(safeUrl('http://127.0.0.1:4174/play/token', allowed)).toBe('http://127.0.0.1:4174/play/token');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['//evil.example/a.png'],
    ['/\\evil.example/a.png'],
    ['https://cdn.casino.example.evil.example/a.png'],
    ['https://evil.example/?https://cdn.casino.example'],
    ['http://cdn.casino.example/a.png'],
    ['http://127.0.0.1:4175/play/token'],
    ['/a\u0000b'],
    ['/a\nb'],
    [''],
    ['not a url'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %s', (raw) => {
    expect(safeUrl(raw, allowed)).toBeNull();
  });
});
