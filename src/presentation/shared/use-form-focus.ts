import { useEffect, useRef, type RefObject } from 'react';

export interface FormFocusOptions {
  /**
   * Changes with each refused submit (the site's own checks or the platform's): a count of them (0 for
   * none yet), or the refusal itself, a new value each time (null for none).
   */
  readonly refusals: number | object | null;
  /** The `name` of the field of a code step, while the step is shown: it takes the focus when the step opens. */
  readonly codeField?: string | null;
  /** Where the focus goes after a refusal with no field at fault (a message that says why), if anywhere. */
  readonly fallback?: RefObject<HTMLElement | null>;
}

/** `name` is one of the site's own field names, never the player's text. */
const fieldNamed = (form: HTMLElement | null, name: string): HTMLElement | null => form?.querySelector<HTMLElement>(`[name="${name}"]`) ?? null;

/**
 * EDGE-06: where the keyboard goes in a form. After each refused submit, to the first field in error
 * in the form's order (marked `aria-invalid="true"`), else to the code field, else to `fallback`; and
 * when a code step opens, to its code field. Attach the returned ref to the `<form>` (or to what holds
 * the controls of a step without one).
 */
export const useFormFocus = <Container extends HTMLElement = HTMLFormElement>({ refusals, codeField = null, fallback }: FormFocusOptions): RefObject<Container | null> => {
  const formRef = useRef<Container>(null);
  // Read when a refusal comes, not a reason to move the focus by themselves.
  const latest = useRef({ codeField, fallback });
  useEffect(() => {
    latest.current = { codeField, fallback };
  });

  useEffect(() => {
    if (refusals === 0 || refusals === null) return;
    const form = formRef.current;
    const { codeField: code, fallback: message } = latest.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? (code === null ? null : fieldNamed(form, code)) ?? message?.current ?? null;
    target?.focus();
  }, [refusals]);

  useEffect(() => {
    if (codeField !== null) fieldNamed(formRef.current, codeField)?.focus();
  }, [codeField]);

  return formRef;
};
