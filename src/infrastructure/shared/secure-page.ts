/** Cookies get the `Secure` attribute whenever the page itself was served over https. */
export const isSecurePage = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';
