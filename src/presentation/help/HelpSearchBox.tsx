import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { HelpSuggestionsState } from '../../application/help/help-suggestions-service';
import { HELP_TERM_MAX_LENGTH, helpSearchLink, normaliseHelpTerm } from '../../domain/help';
import { useObservable } from '../shared/use-observable';
import { HighlightedText } from './HighlightedText';
import { useHelpSuggestions } from './hooks';

const IDLE: HelpSuggestionsState = { status: 'idle' };

/**
 * HELP-01: the help centre's search, an ARIA combobox. Suggestions appear from three characters once
 * typing pauses; arrow keys move through them, Enter opens the one chosen (or the results page for
 * the term), Escape closes the list.
 */
export const HelpSearchBox = ({ initialTerm = '' }: { readonly initialTerm?: string }) => {
  const { t } = useTranslation('help');
  const suggestions = useHelpSuggestions();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState(initialTerm);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const state = useObservable(suggestions.state$, IDLE);
  const options = state.status === 'ready' && state.term === normaliseHelpTerm(term) ? state.suggestions : [];
  const open = !dismissed && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Leaving the page (or the box's page changing) leaves no suggestions behind for the next one.
  useEffect(() => () => suggestions.clear(), [suggestions]);

  const type = (value: string) => {
    setTerm(value);
    setActive(-1);
    setDismissed(false);
    suggestions.input(value);
  };

  const go = (link: string) => {
    suggestions.clear();
    setDismissed(true);
    navigate(link);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open && active >= 0 ? options[active] : undefined;
    if (chosen !== undefined) go(chosen.link);
    else if (normaliseHelpTerm(term) !== '') go(helpSearchLink(term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <form className="help-search" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-input`}>{t('help.searchLabel')}</label>
      <div className="help-search__row">
        <div className="help-search__field">
          <input
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            maxLength={HELP_TERM_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            value={term}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t('help.suggestionsLabel')} className="help-search__suggestions" hidden={!open}>
            {open &&
              options.map((option, index) => (
                <li
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'help-search__option help-search__option--active' : 'help-search__option'}
                  // Chosen on mouse down, before the input's blur could close the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(option.link);
                  }}
                >
                  <HighlightedText text={option.text} term={normaliseHelpTerm(term)} />
                </li>
              ))}
          </ul>
        </div>
        <button type="submit">{t('help.searchButton')}</button>
      </div>
      <p id={`${id}-hint`} className="help-search__hint">
        {t('help.searchHint')}
      </p>
    </form>
  );
};
