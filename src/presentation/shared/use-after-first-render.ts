import { useEffect, useState } from 'react';

/**
 * False in the first render (and in the painter's, where effects never run), true from the next:
 * for furniture that must not differ between the painted page and the site's first render.
 */
export const useAfterFirstRender = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after;
};
