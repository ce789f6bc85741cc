import type { FieldError, LoginError, LoginRequest, MfaMethod } from '../../domain/session';

/** AUTH-03: the captcha check, shown once the platform asks for it. A passed check holds a single-use token. */
export type CaptchaCheck =
  | { readonly status: 'hidden' }
  | { readonly status: 'unchecked' }
  | { readonly status: 'checking' }
  | { readonly status: 'passed'; readonly token: string }
  | { readonly status: 'failed' };

export interface LoginForm {
  readonly username: string;
  readonly password: string;
  /** AUTH-05: the second step, once the platform asks for a code. */
  readonly mfa: { readonly method: MfaMethod; readonly code: string } | null;
  readonly captcha: CaptchaCheck;
  readonly error: LoginError | null;
  readonly submitting: boolean;
  /** Refused submits so far: each puts the focus on the field to correct (EDGE-06). */
  readonly refusals: number;
}

export type LoginFormField = 'username' | 'password' | 'mfaCode';

export type LoginFormEvent =
  | { readonly type: 'edited'; readonly field: LoginFormField; readonly value: string }
  | { readonly type: 'captchaStarted' }
  | { readonly type: 'captchaPassed'; readonly token: string }
  | { readonly type: 'captchaFailed' }
  | { readonly type: 'submitted' }
  | { readonly type: 'accepted'; readonly captchaSpent: boolean }
  | { readonly type: 'refused'; readonly error: LoginError; readonly captchaSpent: boolean };

export const EMPTY_LOGIN_FORM: LoginForm = {
  username: '',
  password: '',
  mfa: null,
  captcha: { status: 'hidden' },
  error: null,
  submitting: false,
  refusals: 0,
};

const UNCHECKED: CaptchaCheck = { status: 'unchecked' };

const edited = (form: LoginForm, field: LoginFormField, value: string): LoginForm => {
  if (field !== 'mfaCode') return { ...form, [field]: value };
  return form.mfa === null ? form : { ...form, mfa: { ...form.mfa, code: value.replace(/\D/g, '') } };
};

const mfaAfter = (form: LoginForm, error: LoginError): LoginForm['mfa'] => {
  if (error.code === 'MFA_REQUIRED') return { method: error.method, code: '' };
  if (error.code === 'VERIFICATION_BLOCKED') return null;
  return form.mfa;
};

export const loginFormReducer = (form: LoginForm, event: LoginFormEvent): LoginForm => {
  switch (event.type) {
    case 'edited':
      return edited(form, event.field, event.value);
    case 'captchaStarted':
      return { ...form, captcha: { status: 'checking' } };
    case 'captchaPassed':
      return { ...form, captcha: { status: 'passed', token: event.token } };
    case 'captchaFailed':
      return { ...form, captcha: { status: 'failed' } };
    case 'submitted':
      return { ...form, submitting: true, error: null };
    case 'accepted':
      // Still submitting: the page is on its way to the outcome's target.
      return event.captchaSpent ? { ...form, captcha: UNCHECKED } : form;
    case 'refused':
      return {
        ...form,
        submitting: false,
        refusals: form.refusals + 1,
        error: event.error,
        captcha: event.captchaSpent || event.error.code === 'CAPTCHA_REQUIRED' ? UNCHECKED : form.captcha,
        mfa: mfaAfter(form, event.error),
      };
  }
};

export const loginRequestOf = (form: LoginForm): LoginRequest => ({
  credentials: { username: form.username.trim(), password: form.password },
  ...(form.captcha.status === 'passed' ? { captchaToken: form.captcha.token } : {}),
  ...(form.mfa !== null && form.mfa.code !== '' ? { mfa: { code: form.mfa.code.trim(), method: form.mfa.method } } : {}),
});

/** AUTH-08: the field the platform refused, if it refused this one. */
export const fieldErrorOf = (form: LoginForm, field: string): FieldError | undefined =>
  form.error?.code === 'VALIDATION_ERROR' ? form.error.fieldErrors.find((fieldError) => fieldError.field === field) : undefined;

/**
 * The fields to correct after a refusal: those the platform named, the code after a wrong one, and
 * the password after a wrong pair (the address stays in view; a mistyped password does not).
 */
export const fieldsAtFault = (form: LoginForm): readonly LoginFormField[] => {
  const { error } = form;
  if (error?.code === 'VALIDATION_ERROR') return error.fieldErrors.map((fieldError) => fieldError.field).filter((field): field is LoginFormField => field === 'username' || field === 'password');
  if (error?.code === 'INVALID_GRANT') return ['password'];
  if (error?.code === 'MFA_REQUIRED' && error.invalidCode) return ['mfaCode'];
  return [];
};
