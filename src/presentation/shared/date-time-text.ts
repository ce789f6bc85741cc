/** A moment's date and time in the player's language and their device's time zone ("27 November 2026 at 14:05"); an unknown language gives the ISO form. */
export const dateTimeText = (date: Date, language: string): string => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
};
