export const JOIN_PATH = '/join';

/**
 * NAV-01: an address whose query has `overlay=join` opens the join page, keeping the other query
 * parameters (a referral's, a language's); null when there is no such overlay.
 */
export const joinOverlayTarget = (search: string): string | null => {
  const query = new URLSearchParams(search);
  if (query.get('overlay') !== 'join') return null;
  query.delete('overlay');
  const rest = query.toString();
  return rest === '' ? JOIN_PATH : `${JOIN_PATH}?${rest}`;
};
