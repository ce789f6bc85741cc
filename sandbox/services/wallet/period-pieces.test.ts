// @vitest-environment node
// A window read from the period sums (issue 20) is cut into pieces that cover it exactly: every
// instant of the window in one piece, none outside it, whole hours and days only where aligned.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecesOf, type SumWindow, type WindowPiece } from './period-sums.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;
const inPiece = (piece: WindowPiece, at: number) => at >= piece.from && (at < piece.to || (piece.toIncluded && at === piece.to));
const inWindow = (window: SumWindow, at: number) => at >= window.from.getTime() && (at < window.to.getTime() || (window.toIncluded && at === window.to.getTime()));

const someTime = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) });
const aWindow = fc.record({ from: someTime, length: fc.oneof(fc.integer({ min: 0, max: 3 * hourMs }), fc.integer({ min: 0, max: 40 * dayMs })), toIncluded: fc.boolean() });

describe('a window cut into pieces', () => {
  it('puts every instant of the window in exactly one piece, and nothing else in any', () => {
    fc.assert(
      fc.property(aWindow, fc.array(fc.integer({ min: -2 * hourMs, max: 42 * dayMs }), { maxLength: 40 }), ({ from, length, toIncluded }, offsets) => {
        const window = { from: new Date(from), to: new Date(from + length), toIncluded };
        const pieces = piecesOf(window);
        const edges = pieces.flatMap((piece) => [piece.from, piece.to, piece.from - 1, piece.to - 1, piece.to + 1]);
        for (const at of [...offsets.map((offset) => from + offset), from, from + length, ...edges]) {
          expect(pieces.filter((piece) => inPiece(piece, at)).length).toBe(inWindow(window, at) ? 1 : 0);
        }
      }),
    );
  });

  it('reads whole buckets from the sums and only part-hours from the entries', () => {
    fc.assert(
      fc.property(aWindow, ({ from, length, toIncluded }) => {
        for (const piece of piecesOf({ from: new Date(from), to: new Date(from + length), toIncluded })) {
          if (piece.source === 'entries') {
            // A part-hour at either end, or a window holding no whole hour (less than two).
            expect(piece.to - piece.from).toBeLessThan(piece.from % hourMs === 0 || piece.to % hourMs === 0 ? hourMs + 1 : 2 * hourMs);
            continue;
          }
          const unit = piece.source === 'day' ? dayMs : hourMs;
          expect([piece.from % unit, piece.to % unit, piece.toIncluded]).toEqual([0, 0, false]);
        }
      }),
    );
  });

  it('a month in Malta: an hour before the first UTC midnight, whole days, today\'s hours, the minutes since the hour', () => {
    // November in Europe/Malta (UTC+1) starts at 31 October 23:00 UTC; now is 27 November 14:25:10 UTC.
    const pieces = piecesOf({ from: new Date('2026-10-31T23:00:00Z'), to: new Date('2026-11-27T14:25:10Z'), toIncluded: true });
    expect(pieces.map((piece) => [piece.source, new Date(piece.from).toISOString(), new Date(piece.to).toISOString()])).toEqual([
      ['hour', '2026-10-31T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['day', '2026-11-01T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
      ['hour', '2026-11-27T00:00:00.000Z', '2026-11-27T14:00:00.000Z'],
      ['entries', '2026-11-27T14:00:00.000Z', '2026-11-27T14:25:10.000Z'],
    ]);
  });
});
