import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberChangeOutcome } from '../../application/verification/phone-verification-service';
import { checkPhoneNumber, parseNewPhoneNumber, type PhoneNumberProblem } from '../../domain/verification';
import { FormAlert } from '../shared/FormAlert';
import { PhoneNumberField } from '../shared/PhoneNumberField';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import { usePhoneVerificationService } from './hooks';
import './phone-page.css';

export interface PhoneNumberFormProps {
  readonly initialPrefix: string;
  readonly initialNumber: string;
  /** The number is the player's and a code was asked for it (whatever the answer). */
  readonly onCodeAsked: (outcome: Extract<NumberChangeOutcome, { kind: 'CODE_SENT' }>['outcome']) => void;
  /** Shown when the player is correcting a number: goes back to the code without changing anything. */
  readonly onCancel?: () => void;
}

/** JRN-03: a number added by a player who has none, or corrected before it is validated; "Send code" sends it one. */
export const PhoneNumberForm = ({ initialPrefix, initialNumber, onCodeAsked, onCancel }: PhoneNumberFormProps) => {
  const { t, i18n } = useTranslation('verification');
  const phones = usePhoneVerificationService();
  const [prefix, setPrefix] = useState(initialPrefix);
  const [number, setNumber] = useState(initialNumber);
  const [problems, setProblems] = useState<readonly PhoneNumberProblem[]>([]);
  const [failure, setFailure] = useState<{ readonly message: string; readonly numberAtFault: boolean } | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const formRef = useFormFocus({ refusals });
  const refuse = (message: string, numberAtFault: boolean) => {
    setFailure({ message, numberAtFault });
    setRefusals((count) => count + 1);
  };

  const errorOf = (field: PhoneNumberProblem['field']) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem === undefined ? null : t(`phone.numberErrors.${field}.${problem.cause}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const phone = parseNewPhoneNumber(prefix, number);
    if (phone === null) {
      setProblems(checkPhoneNumber(prefix, number));
      setRefusals((count) => count + 1);
      return;
    }
    const result = await whileBusy(() => phones.changeNumber(phone));
    if (isLeft(result)) {
      refuse(t(result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'code.failed'), false);
      return;
    }
    if (result.right.kind === 'NUMBER_INVALID') refuse(t('phone.numberInvalid'), true);
    else if (result.right.kind === 'CODE_SENT') onCodeAsked(result.right.outcome);
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <FormAlert message={failure?.message ?? null} />
      <PhoneNumberField
        prefixLabel={t('phone.countryCodeLabel')}
        numberLabel={t('phone.numberLabel')}
        choose={t('phone.choosePrefix')}
        language={i18n.language}
        prefix={prefix}
        number={number}
        prefixError={errorOf('phonePrefix')}
        numberError={errorOf('phone')}
        numberInvalid={failure?.numberAtFault ?? false}
        onPrefix={(value) => {
          setPrefix(value);
          setProblems((current) => current.filter((problem) => problem.field !== 'phonePrefix'));
        }}
        onNumber={(value) => {
          setNumber(value);
          setProblems((current) => current.filter((problem) => problem.field !== 'phone'));
        }}
      />
      <div className="phone-page__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('phone.send')}
        </button>
        {onCancel === undefined ? null : (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {t('phone.keepNumber')}
          </button>
        )}
      </div>
    </form>
  );
};
