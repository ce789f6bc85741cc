export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** The calendar period holding an instant, in a time zone: [start, end). */
export interface PeriodWindow {
  start: Date;
  end: Date;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClockAt(instantMs, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a wall-clock midnight happens in the zone (months and days may overflow, as Date.UTC allows). */
function midnightIn(year: number, monthIndex: number, day: number, timeZone: string): Date {
  const wallAsUtc = Date.UTC(year, monthIndex, day);
  // Twice, so a midnight next to a daylight-saving change finds the offset in force at it.
  const firstGuess = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  return new Date(wallAsUtc - offsetAt(firstGuess, timeZone));
}

/** Calendar day, week (from Monday) or month of the zone holding the instant. */
export function periodWindow(period: LimitPeriod, instantMs: number, timeZone: string): PeriodWindow {
  const { year, month, day } = wallClockAt(instantMs, timeZone);
  const monthIndex = month - 1;
  if (period === 'DAY') return { start: midnightIn(year, monthIndex, day, timeZone), end: midnightIn(year, monthIndex, day + 1, timeZone) };
  if (period === 'MONTH') return { start: midnightIn(year, monthIndex, 1, timeZone), end: midnightIn(year, monthIndex + 1, 1, timeZone) };
  const weekday = new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  return {
    start: midnightIn(year, monthIndex, day - daysSinceMonday, timeZone),
    end: midnightIn(year, monthIndex, day - daysSinceMonday + 7, timeZone),
  };
}
