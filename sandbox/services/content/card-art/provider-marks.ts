/**
 * Each provider's mark: a small emblem of its own shape in its brand colours, drawn around (0, 0)
 * within a radius of 18, so a card says whose game it is without text (and so without a font).
 */
const shapes: Readonly<Record<string, string>> = {
  nebula: '<circle r="5"/><ellipse rx="12" ry="4" fill="none" stroke-width="2.5" transform="rotate(-25)"/>',
  redfox: '<path d="M-11-6L-8-14L-3-7H3L8-14L11-6L0 10Z"/>',
  northlight: '<path d="M0-12L3-3L12 0L3 3L0 12L-3 3L-12 0L-3-3Z"/>',
  'golden-reel': '<circle r="9" fill="none" stroke-width="3"/><path d="M0-9V9M-8-4L8 4M-8 4L8-4" stroke-width="2"/>',
  kraken: '<path d="M-10 8Q-10-10 2-10Q10-10 8-2Q6 4 0 2" fill="none" stroke-width="3.5" stroke-linecap="round"/>',
  solaris: '<circle r="5"/><circle r="10" fill="none" stroke-width="4" stroke-dasharray="2.6 2.6"/>',
  emerald: '<path d="M0-11L10-5V5L0 11L-10 5V-5Z"/>',
  velvet: '<path d="M0 10C-16 0-12-12 0-5C12-12 16 0 0 10Z"/>',
  ironclad: '<path d="M0-11L9-7Q9 5 0 11Q-9 5-9-7Z"/>',
  'pixel-pirates': '<path d="M-9-9h6v6h-6zM3-9h6v6H3zM-3-3h6v6h-6zM-9 3h6v6h-6zM3 3h6v6H3z"/>',
  sakura: '<circle cy="-6" r="5"/><circle cx="6" cy="-2" r="5"/><circle cx="4" cy="6" r="5"/><circle cx="-4" cy="6" r="5"/><circle cx="-6" cy="-2" r="5"/>',
  thunderbolt: '<path d="M3-12L-7 2H0L-3 12L7-2H0Z"/>',
  orbit: '<circle r="6"/><ellipse rx="13" ry="5" fill="none" stroke-width="2" transform="rotate(30)"/><circle cx="11" cy="6" r="2"/>',
};

export function providerMark(slug: string, [background, accent]: readonly [string, string]): string {
  const shape = shapes[slug] ?? '<circle r="6"/>';
  return `<circle r="18" fill="${background}" stroke="${accent}" stroke-width="2"/><g fill="${accent}" stroke="${accent}" stroke-width="0">${shape}</g>`;
}
