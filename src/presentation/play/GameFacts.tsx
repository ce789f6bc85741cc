import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameFact } from '../../domain/games';
import { formatMoney } from '../../domain/wallet';
import { calendarDateText } from '../shared/date-time-text';

const numberText = (value: number, language: string, options: Intl.NumberFormatOptions = {}): string => {
  try {
    return new Intl.NumberFormat(language, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
};

/** GP-01: a game's facts as a description list; a fact not known is not listed. */
export const GameFacts = ({ facts }: { readonly facts: readonly GameFact[] }) => {
  const { t, i18n } = useTranslation('play');
  const headingId = useId();
  if (facts.length === 0) return null;
  const language = i18n.language;
  const line = (fact: GameFact): readonly [term: string, detail: string] => {
    switch (fact.kind) {
      case 'rtp':
        return [t('play.facts.rtp'), numberText(fact.percent / 100, language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })];
      case 'volatility':
        return [t('play.facts.volatility'), t(`play.facts.level.${fact.level}`)];
      case 'minStake':
        return [t('play.facts.minStake'), formatMoney(fact.amount, language)];
      case 'maxStake':
        return [t('play.facts.maxStake'), formatMoney(fact.amount, language)];
      case 'lines':
        return [t(`play.facts.${fact.lines.kind}`), numberText(fact.lines.count, language)];
      case 'provider':
        return [t('play.facts.provider'), fact.name];
      case 'released':
        return [t('play.facts.released'), calendarDateText(fact.date, language)];
    }
  };
  return (
    <section className="game-facts" aria-labelledby={headingId}>
      <h2 className="game-facts__heading" id={headingId}>
        {t('play.facts.heading')}
      </h2>
      <dl className="game-facts__list">
        {facts.map((fact) => {
          const [term, detail] = line(fact);
          return (
            <div className="game-facts__item" key={fact.kind} data-fact={fact.kind}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
};
