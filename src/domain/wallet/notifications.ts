export interface NotificationSummary {
  readonly acknowledged: number;
  readonly deleted: number;
  readonly numberOfMessages: number;
}

export const BADGE_CAP = 999;

/** WAL-11: the badge shows the count, capped at 999+; nothing when there is nothing to read. */
export const badgeLabel = (numberOfMessages: number): string | null => {
  if (!Number.isSafeInteger(numberOfMessages) || numberOfMessages <= 0) return null;
  return numberOfMessages > BADGE_CAP ? `${BADGE_CAP}+` : String(numberOfMessages);
};
