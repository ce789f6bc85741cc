import { isLeft } from 'fp-ts/Either';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseNewPhoneNumber, readConfirmationCode } from '../../domain/verification';
import { useNoticeService } from '../shared/hooks';
import { usePhoneVerificationService } from './hooks';
import { EMPTY_PHONE_RESET_FORM, failedStatus, phoneResetReducer, type PhoneResetField } from './phone-reset-form';

/** The forced phone reset's view model: the form's state and what the player can do with it. */
export const usePhoneResetForm = (token: string) => {
  const phones = usePhoneVerificationService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const [form, dispatch] = useReducer(phoneResetReducer, EMPTY_PHONE_RESET_FORM);
  const { code } = readConfirmationCode(form.code);

  const edit = (field: PhoneResetField, value: string) => dispatch({ type: 'edited', field, value });

  const expired = () => {
    dispatch({ type: 'expired' });
    notices.show({ kind: 'error', key: 'phone.resetExpired' });
    navigate('/login', { replace: true });
  };

  const sendCode = async () => {
    const phone = parseNewPhoneNumber(form.prefix, form.number);
    if (phone === null) {
      dispatch({ type: 'numberRefused' });
      return;
    }
    dispatch({ type: 'submitted' });
    const result = await phones.sendResetCode(token, phone);
    if (isLeft(result)) {
      const status = failedStatus(result.left);
      if (status === 404) return expired();
      dispatch({ type: status === 422 ? 'numberRefused' : 'failed' });
      return;
    }
    dispatch({ type: 'codeSent', phone, outcome: result.right });
  };

  const submit = async () => {
    if (form.newPhone === null || code === null) return;
    dispatch({ type: 'submitted' });
    const result = await phones.reset(token, form.newPhone, code);
    if (isLeft(result)) {
      if (failedStatus(result.left) === 404) return expired();
      dispatch({ type: 'failed' });
      return;
    }
    if (result.right.kind === 'REFUSED') {
      dispatch({ type: 'codeRefused', rejection: result.right.rejection });
      return;
    }
    dispatch({ type: 'reset' });
    notices.show({ kind: 'success', key: 'phone.resetDone' });
    navigate('/login', { replace: true });
  };

  return { form, code, edit, sendCode, submit };
};
