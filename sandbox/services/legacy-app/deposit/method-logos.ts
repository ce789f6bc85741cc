/**
 * The payment methods' marks, drawn here as inline SVG (CSH-01): nothing is fetched from elsewhere
 * (the page's policy allows no outside image). Each is decoration beside its method's name, so it is
 * hidden from screen readers.
 */
const svg = (viewBox: string, body: string, className = 'logo'): string =>
  `<svg class="${className}" viewBox="${viewBox}" width="40" height="28" aria-hidden="true" focusable="false">${body}</svg>`;

export const cardLogo = svg(
  '0 0 40 28',
  '<rect x="1" y="2" width="38" height="24" rx="4" fill="#2b3350" stroke="#8a93b8"/><rect x="1" y="7" width="38" height="4" fill="#0e1220"/><rect x="5" y="15" width="8" height="6" rx="1" fill="#f5b301"/><rect x="17" y="18" width="17" height="2" rx="1" fill="#8a93b8"/>',
);

export const bankLogo = svg(
  '0 0 40 28',
  '<path d="M20 2 4 9v2h32V9z" fill="#8ab4ff"/><g fill="#c8d6ff"><rect x="7" y="12" width="3" height="10"/><rect x="14" y="12" width="3" height="10"/><rect x="23" y="12" width="3" height="10"/><rect x="30" y="12" width="3" height="10"/></g><rect x="4" y="23" width="32" height="3" fill="#8ab4ff"/>',
);

export const walletLogo = svg(
  '0 0 40 28',
  '<rect x="3" y="5" width="32" height="20" rx="4" fill="#1f6f5c" stroke="#6ee7a8"/><path d="M7 5 26 1l2 4" fill="none" stroke="#6ee7a8" stroke-width="2"/><rect x="25" y="11" width="12" height="8" rx="3" fill="#6ee7a8"/><circle cx="29" cy="15" r="1.8" fill="#10131b"/>',
);

/** A brand's mark on a remembered card: Visa's word, Mastercard's two circles, else a plain card. */
export function brandMark(brand: string): string {
  if (brand === 'VISA') return svg('0 0 40 28', '<rect x="1" y="2" width="38" height="24" rx="4" fill="#f2f3f7"/><text x="20" y="19" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-style="italic" font-weight="700" fill="#1a1f71">VISA</text>', 'logo brand');
  if (brand === 'MASTERCARD') return svg('0 0 40 28', '<rect x="1" y="2" width="38" height="24" rx="4" fill="#f2f3f7"/><circle cx="16" cy="14" r="7" fill="#eb001b"/><circle cx="24" cy="14" r="7" fill="#f79e1b" fill-opacity="0.85"/>', 'logo brand');
  return cardLogo;
}

/** A brand's name as the player reads it. */
export const brandName = (brand: string, card: string): string => (brand === 'VISA' ? 'Visa' : brand === 'MASTERCARD' ? 'Mastercard' : card);
