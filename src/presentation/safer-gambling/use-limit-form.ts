import { isRight } from 'fp-ts/Either';
import { useReducer } from 'react';
import { isTimeLimit, type LimitPeriod, type LimitSlot, type LimitType } from '../../domain/safer-gambling';
import { useLimitsService } from './hooks';
import { EMPTY_LIMIT_FORM, limitFormReducer } from './limit-form';

/** One limit card's view model: its form's state and what the player can do with it. */
export const useLimitForm = (type: LimitType) => {
  const service = useLimitsService();
  const [form, dispatch] = useReducer(limitFormReducer, EMPTY_LIMIT_FORM);

  const choosePeriod = (period: LimitPeriod) => dispatch({ type: 'periodChosen', period });
  const edit = (value: string) => dispatch({ type: 'edited', value });

  const submit = async () => {
    const slot: LimitSlot = { type, period: isTimeLimit(type) ? 'DAY' : form.period };
    dispatch({ type: 'submitted' });
    const taken = await service.set(slot, form.typed);
    dispatch(isRight(taken) ? { type: 'saved', slot, taken: taken.right } : { type: 'refused', failure: taken.left });
  };

  const remove = async (slot: LimitSlot) => {
    dispatch({ type: 'submitted' });
    const taken = await service.remove(slot);
    dispatch(isRight(taken) ? { type: 'removed', slot, taken: taken.right } : { type: 'refused', failure: taken.left });
  };

  return { form, choosePeriod, edit, submit, remove };
};
