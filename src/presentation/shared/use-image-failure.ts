import { useState } from 'react';

/**
 * Whether the image at `src` failed to load (the server down, a 404), so the caller draws its own
 * calm placeholder in the image's box instead of the browser's broken-image alt text. A new `src`
 * is tried afresh.
 */
export const useImageFailure = (src: string | null): readonly [failed: boolean, onError: () => void] => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return [src !== null && failedSrc === src, () => setFailedSrc(src)];
};
