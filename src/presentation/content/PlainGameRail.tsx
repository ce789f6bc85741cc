import { Link } from 'react-router-dom';
import { sizedImageUrl } from '../../domain/content';
import type { Game } from '../../domain/games';

/** A rail of game links: what a section shows until the games context's rail is in. */
export const PlainGameRail = ({ title, games, moreHref, moreLabel }: { readonly title: string; readonly games: readonly Game[]; readonly moreHref: string; readonly moreLabel: string }) => (
  <section className="plain-rail">
    <div className="plain-rail__head">
      <h2>{title}</h2>
      <Link to={moreHref}>{moreLabel}</Link>
    </div>
    <ul className="plain-rail__list">
      {games.map((game) => (
        <li key={game.id}>
          <Link to={game.linkUrl} className="plain-rail__card">
            {game.cardImage === null ? null : <img src={sizedImageUrl(game.cardImage, 150)} width={150} height={200} alt="" loading="lazy" decoding="async" />}
            <span>{game.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  </section>
);
