/** A moment's date and time in the player's language and their device's time zone ("27 November 2026 at 14:05"); an unknown language gives the ISO form. */
export const dateTimeText = (date: Date, language: string): string => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
};

/** A calendar day (`2026-10-01`) in the player's language ("1 October 2026"), the same day wherever the device is; an unknown language gives the ISO form. */
export const calendarDateText = (isoDay: string, language: string): string => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
  } catch {
    return isoDay;
  }
};
