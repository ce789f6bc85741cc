import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormFocus } from './use-form-focus';

/** A form with three fields; the test says which are in error and whether the code step is shown. */
const Form = ({ invalid, codeStep = false, withFallback = false }: { readonly invalid: readonly string[]; readonly codeStep?: boolean; readonly withFallback?: boolean }) => {
  const [refusals, setRefusals] = useState(0);
  const message = useRef<HTMLParagraphElement>(null);
  const formRef = useFormFocus({ refusals, codeField: codeStep ? 'code' : null, fallback: withFallback ? message : undefined });
  return (
    <>
      <p ref={message} tabIndex={-1}>
        Why it was refused
      </p>
      <form ref={formRef} aria-label="form">
        {['email', 'password'].map((name) => (
          <label key={name}>
            {name}
            <input name={name} aria-invalid={invalid.includes(name) ? true : undefined} />
          </label>
        ))}
        {codeStep ? (
          <label>
            code
            <input name="code" aria-invalid={invalid.includes('code') ? true : undefined} />
          </label>
        ) : null}
        <button type="button" onClick={() => setRefusals((count) => count + 1)}>
          Refuse
        </button>
      </form>
    </>
  );
};

const refuse = () => act(() => screen.getByRole('button', { name: 'Refuse' }).click());

describe('useFormFocus (EDGE-06)', () => {
  it('leaves the focus alone until a submit is refused', () => {
    render(<Form invalid={['password']} />);
    expect(document.body).toHaveFocus();
  });

  it('puts the focus on the first field in error, in the form’s order, after each refusal', () => {
    const { rerender } = render(<Form invalid={['password']} />);
    refuse();
    expect(screen.getByLabelText('password')).toHaveFocus();
    rerender(<Form invalid={['email', 'password']} />);
    screen.getByRole('button', { name: 'Refuse' }).focus();
    refuse();
    expect(screen.getByLabelText('email')).toHaveFocus();
  });

  it('opens a code step with the focus on its code field, and brings it back there when the code is refused', () => {
    const { rerender } = render(<Form invalid={[]} />);
    rerender(<Form invalid={[]} codeStep />);
    expect(screen.getByLabelText('code')).toHaveFocus();
    screen.getByRole('button', { name: 'Refuse' }).focus();
    refuse();
    expect(screen.getByLabelText('code')).toHaveFocus();
  });

  it('with no field at fault, goes to the message that says why, when there is one', () => {
    const { rerender } = render(<Form invalid={[]} />);
    screen.getByRole('button', { name: 'Refuse' }).focus();
    refuse();
    expect(screen.getByRole('button', { name: 'Refuse' })).toHaveFocus();
    rerender(<Form invalid={[]} withFallback />);
    refuse();
    expect(screen.getByText('Why it was refused')).toHaveFocus();
  });
});
