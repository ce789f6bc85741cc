import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { sizedImageUrl } from '../../domain/content';
import { normaliseSearchTerm, type GameSearchHit } from '../../domain/games';
import { useSearchRequest } from '../shared/search-request';
import { Highlighted } from './Highlighted';
import { useGameSearch } from './hooks';
import { useImageFailure } from '../shared/use-image-failure';
import { useImageTurn } from './image-queue';
import './games.css';

type SearchOption = { readonly kind: 'recent'; readonly term: string } | { readonly kind: 'game'; readonly hit: GameSearchHit };

const RESULT_IMAGE_WIDTH = 64;
const RESULT_IMAGE_HEIGHT = 48;

/**
 * GS-01 to GS-06: the header's game search, an ARIA combobox. It opens on the button, offers the
 * last searches, shows results once typing pauses (the typed text marked in each title, as text),
 * and is used by keyboard alone: arrows move through the options, Enter opens the game, Escape
 * closes and clears.
 */
export const HeaderSearch = () => {
  const { t } = useTranslation('games');
  const { state, recent, service } = useGameSearch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;

  const term = normaliseSearchTerm(text);
  const showsResults = term !== '' && state.status === 'results' && state.term === term;
  const options: readonly SearchOption[] =
    term === '' ? recent.map((known) => ({ kind: 'recent', term: known })) : showsResults ? state.hits.map((hit) => ({ kind: 'game', hit })) : [];
  const expanded = open && options.length > 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setText('');
    setActive(-1);
    service.clear();
    if (returnFocus) toggleRef.current?.focus();
  };

  // A new page closes the search (a result was opened, or the player went elsewhere).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (open) close(false);
  });

  // The bottom bar's search item: open (or, when open, focus) the box, at the top of the page.
  const searchRequest = useSearchRequest();
  useEffect(() => {
    if (!searchRequest.pending) return;
    searchRequest.acknowledge();
    window.scrollTo({ top: 0 });
    if (open) inputRef.current?.focus();
    else setOpen(true);
  }, [searchRequest, open]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    void service.prepare();
  }, [open, service]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (rootRef.current !== null && event.target instanceof Node && !rootRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  });

  const type = (value: string) => {
    setText(value);
    setActive(-1);
    service.input(value);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'recent') {
      type(option.term);
      inputRef.current?.focus();
      return;
    }
    service.remember(term);
    close(false);
    void navigate(option.hit.entry.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setActive((current) => (current + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setActive((current) => (current <= 0 ? count - 1 : current - 1));
        return;
      case 'Enter': {
        const chosen = options[active] ?? (showsResults ? options[0] : undefined);
        if (chosen === undefined) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      default:
        return;
    }
  };

  const status =
    term === ''
      ? ''
      : state.status === 'pending' || (state.status !== 'idle' && state.term !== term)
        ? t('gameSearch.searching')
        : state.status === 'results'
          ? t('gameSearch.resultCount', { count: state.hits.length })
          : state.status === 'empty'
            ? t('gameSearch.noResults')
            : state.status === 'failed'
              ? t('gameSearch.failed')
              : '';

  return (
    <div className="header-search" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-label={open ? t('gameSearch.close') : t('gameSearch.open')}
        onClick={() => (open ? close(true) : setOpen(true))}
        // The catalogue starts loading as the pointer or the focus reaches the button, before the click.
        onPointerEnter={() => void service.prepare()}
        onFocus={() => void service.prepare()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          ) : (
            <path d="M10.5 4a6.5 6.5 0 015.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1110.5 4zm0 2a4.5 4.5 0 100 9 4.5 4.5 0 000-9z" fill="currentColor" />
          )}
        </svg>
      </button>
      {open && (
        <div className="header-search__panel" data-testid="header-search">
          <label className="visually-hidden" htmlFor={`${id}-input`}>
            {t('gameSearch.label')}
          </label>
          <div className="header-search__row">
            <input
              ref={inputRef}
              id={`${id}-input`}
              className="header-search__input"
              type="search"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              placeholder={t('gameSearch.placeholder')}
              value={text}
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
              aria-describedby={`${statusId} ${hintId}`}
              onChange={(event) => type(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {/* On a phone the panel covers the header and its button: it brings its own way out. */}
            <button type="button" className="header-search__close" aria-label={t('gameSearch.close')} onClick={() => close(true)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </div>
          <span id={hintId} className="visually-hidden">
            {t('gameSearch.hint')}
          </span>
          <p id={statusId} className="header-search__status" role="status">
            {status === '' && expanded && term === '' ? t('gameSearch.recent') : status}
          </p>
          <ul id={listId} className="header-search__list" role="listbox" aria-label={term === '' ? t('gameSearch.recent') : t('gameSearch.results')} hidden={!expanded}>
            {options.map((option, index) => {
              const optionProps = {
                id: `${id}-option-${index}`,
                role: 'option',
                'aria-selected': index === active,
                className: `header-search__option${index === active ? ' header-search__option--active' : ''}`,
                // The box keeps the focus: a press on an option must not take it away.
                onPointerDown: (event: ReactPointerEvent<HTMLElement>) => event.preventDefault(),
              } as const;
              if (option.kind === 'recent') {
                return (
                  <li key={`recent-${option.term}`} {...optionProps} onClick={() => choose(option)}>
                    <span className="header-search__recent">{option.term}</span>
                  </li>
                );
              }
              // GS-05: a result is a real link (it opens in a new tab like any other), in the role of an option.
              return (
                <li key={`game-${option.hit.entry.id}-${index}`} role="none">
                  <a
                    {...optionProps}
                    href={option.hit.entry.href}
                    tabIndex={-1}
                    onClick={(event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      choose(option);
                    }}
                  >
                    <ResultImage src={option.hit.entry.img} alt={option.hit.entry.imgAlt} />
                    <span className="header-search__text">
                      <span className="header-search__title">
                        <Highlighted text={option.hit.entry.title} term={term} fallback={option.hit.titleMatches} />
                      </span>
                      <span className="header-search__subtitle">{option.hit.entry.subtitle}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
};

/** A result's image, in a box of fixed size; drawn at its turn so a page of results never paints in one long frame. */
const ResultImage = ({ src, alt }: { readonly src: string | null; readonly alt: string }) => {
  const turn = useImageTurn(false);
  const [failed, onError] = useImageFailure(src);
  if (src === null || failed || !turn) return <span className="header-search__thumb header-search__thumb--empty" aria-hidden="true" />;
  return (
    <img
      className="header-search__thumb"
      src={sizedImageUrl(src, RESULT_IMAGE_WIDTH)}
      width={RESULT_IMAGE_WIDTH}
      height={RESULT_IMAGE_HEIGHT}
      alt={alt}
      decoding="async"
      onError={onError}
    />
  );
};
