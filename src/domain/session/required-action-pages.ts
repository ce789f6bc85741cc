import type { RequiredAction, RequiredActionName } from './login';

/** Where each required action is completed. Paths the spec leaves out are decided in docs/decisions.md. */
export const REQUIRED_ACTION_PAGES: Readonly<Record<RequiredActionName, string>> = {
  ADD_PIN_CODE: '/account/pin-code',
  forcePinReset: '/account/pin-code',
  forcePasswordReset: '/account/password-reset',
  forcePhoneNumberReset: '/validation-code/validatePhone',
};

/** AUTH-07: the page of the action, with its params and the destination. */
export const requiredActionTarget = (requiredAction: RequiredAction, destination: string): string => {
  const params = new URLSearchParams({ action: requiredAction.action });
  if (requiredAction.token !== null) params.set('token', requiredAction.token);
  params.set('destination', destination);
  return `${REQUIRED_ACTION_PAGES[requiredAction.action]}?${params.toString()}`;
};
