import { isRight } from 'fp-ts/Either';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginService } from './hooks';
import { EMPTY_LOGIN_FORM, loginFormReducer, loginRequestOf, type LoginFormField } from './login-form';

/** The login page's view model: the form's state and what the player can do with it. */
export const useLoginForm = (destination: string | null) => {
  const login = useLoginService();
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(loginFormReducer, EMPTY_LOGIN_FORM);

  const edit = (field: LoginFormField, value: string) => dispatch({ type: 'edited', field, value });

  const solveCaptcha = async () => {
    dispatch({ type: 'captchaStarted' });
    const token = await login.solveCaptcha();
    dispatch(isRight(token) ? { type: 'captchaPassed', token: token.right } : { type: 'captchaFailed' });
  };

  const submit = async () => {
    const request = loginRequestOf(form);
    // Captcha tokens are single use: once sent, the player checks the box again if asked.
    const captchaSpent = request.captchaToken !== undefined;
    dispatch({ type: 'submitted' });
    const result = await login.login(request, destination);
    if (isRight(result)) {
      dispatch({ type: 'accepted', captchaSpent });
      navigate(result.right.target, { replace: true });
      return;
    }
    dispatch({ type: 'refused', error: result.left, captchaSpent });
  };

  return { form, edit, solveCaptcha, submit };
};
