import { isRight } from 'fp-ts/Either';
import { useReducer } from 'react';
import type { BreakChoice, Exclusion } from '../../domain/safer-gambling';
import { breakFormReducer, EMPTY_BREAK_FORM } from './break-form';
import { useExclusionService } from './hooks';

/** Take a break's view model: the form's state and what the player can do with it; `onStarted` hears of the break once it has started. */
export const useBreakForm = (onStarted: (exclusion: Exclusion) => void) => {
  const service = useExclusionService();
  const [form, dispatch] = useReducer(breakFormReducer, EMPTY_BREAK_FORM);

  const choose = (choice: BreakChoice | null) => dispatch({ type: 'chosen', choice });
  const proceed = () => dispatch({ type: 'continued' });
  const editPassword = (value: string) => dispatch({ type: 'passwordEdited', value });
  const back = () => dispatch({ type: 'back' });

  const confirm = async () => {
    if (form.chosen === null) return;
    dispatch({ type: 'submitted' });
    const taken = await service.take(form.chosen, form.password);
    if (!isRight(taken)) {
      dispatch({ type: 'refused', failure: taken.left });
      return;
    }
    dispatch({ type: 'taken' });
    onStarted(taken.right);
  };

  return { form, choose, proceed, editPassword, confirm, back };
};
