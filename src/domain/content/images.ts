/** CMS-05: images are asked for at a width and quality 75 unless told otherwise. */
export const DEFAULT_IMAGE_QUALITY = 75;
export const DEFAULT_IMAGE_WIDTH = 75;

/**
 * The URL to ask for an image at `width` and `quality`: `w` and `q` set on it, other query keys kept.
 * Works for same-origin paths and absolute URLs alike.
 */
export const sizedImageUrl = (url: string, width: number = DEFAULT_IMAGE_WIDTH, quality: number = DEFAULT_IMAGE_QUALITY): string => {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(Math.round(width)));
  params.set('q', String(Math.round(quality)));
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
};

/** Whether an image is an SVG (by its path): a vector image is sharp at any width, so one URL serves every screen. */
export const isVectorImage = (url: string): boolean => /\.svg$/i.test(url.split('#', 1)[0]?.split('?', 1)[0] ?? '');
