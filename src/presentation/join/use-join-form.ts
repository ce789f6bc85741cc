import { useCallback, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { callingCodeOf } from '../../domain/verification';
import { EMPTY_SIGN_UP, type JoinError, type RegistrationOptions, type SignUpField, type SignUpFieldError, type SignUpForm } from '../../domain/join';
import { useJoinService } from './hooks';

export interface JoinFormState {
  readonly values: SignUpForm;
  readonly fieldErrors: readonly SignUpFieldError[];
  readonly failure: JoinError['code'] | null;
  readonly submitting: boolean;
  readonly passwordShown: boolean;
  /** The player picked the mobile prefix: choosing a country no longer changes it. */
  readonly prefixChosen: boolean;
  /** Counts refused submits: the page moves focus to the first field in error after each. */
  readonly refusals: number;
}

type JoinFormAction =
  | { readonly type: 'edit'; readonly field: SignUpField; readonly value: string | boolean }
  | { readonly type: 'togglePassword' }
  | { readonly type: 'submit' }
  | { readonly type: 'refused'; readonly error: JoinError };


const reduce = (state: JoinFormState, action: JoinFormAction): JoinFormState => {
  switch (action.type) {
    case 'edit': {
      // A field being corrected no longer shows its error; the others keep theirs.
      const fieldErrors = state.fieldErrors.filter((error) => error.field !== action.field);
      // Another country's regions are not this one's: the region is chosen again.
      const values = { ...state.values, [action.field]: action.value, ...(action.field === 'country' ? { region: '' } : {}) };
      if (action.field === 'phonePrefix') return { ...state, values, fieldErrors, prefixChosen: true };
      // JRN-01: until the player picks a prefix, it follows the country of residence.
      const followed = action.field === 'country' && !state.prefixChosen && typeof action.value === 'string' ? callingCodeOf(action.value) : null;
      return { ...state, values: followed === null ? values : { ...values, phonePrefix: followed }, fieldErrors };
    }
    case 'togglePassword':
      return { ...state, passwordShown: !state.passwordShown };
    case 'submit':
      return { ...state, submitting: true, failure: null, fieldErrors: [] };
    case 'refused':
      return {
        ...state,
        submitting: false,
        failure: action.error.code,
        fieldErrors: action.error.code === 'INVALID_FIELDS' ? action.error.fieldErrors : [],
        refusals: state.refusals + 1,
      };
  }
};

/** The join form: its values, the errors shown on its fields, and the sign-up that sends the new player on. */
export const useJoinForm = (options: RegistrationOptions) => {
  const service = useJoinService();
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(reduce, null, (): JoinFormState => ({
    values: { ...EMPTY_SIGN_UP, phonePrefix: service.defaultPhonePrefix() },
    fieldErrors: [],
    failure: null,
    submitting: false,
    passwordShown: false,
    prefixChosen: false,
    refusals: 0,
  }));

  const edit = useCallback((field: SignUpField, value: string | boolean) => dispatch({ type: 'edit', field, value }), []);
  const togglePassword = useCallback(() => dispatch({ type: 'togglePassword' }), []);

  const submit = useCallback(async () => {
    dispatch({ type: 'submit' });
    const outcome = await service.join(form.values, options);
    if (outcome._tag === 'Left') {
      dispatch({ type: 'refused', error: outcome.left });
      return;
    }
    navigate(outcome.right.target, { replace: true });
  }, [service, form.values, options, navigate]);

  const errorOf = (field: SignUpField): SignUpFieldError | null => form.fieldErrors.find((error) => error.field === field) ?? null;

  return { form, edit, togglePassword, submit, errorOf };
};
