import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../domain/games';
import { CardEnvironmentProvider } from './card-environment';
import { GameCard } from './GameCard';
import { useCardTurn } from './image-queue';
import './games.css';

/** The grid's geometry, shared with games.css: cards at least this wide, this far apart. */
const MIN_CARD_WIDTH = 150;
const GAP = 12;
/** Name (up to two lines) and provider under the artwork, in CSS pixels: `--card-body-height` in games.css. */
const CARD_BODY_HEIGHT = 72;
/** Artwork is 4:3. */
const ART_RATIO = 3 / 4;
/** Rows drawn beyond the screen, so a fast scroll shows no blank rows; kept small to bound the DOM. */
const OVERSCAN_ROWS = 1;
/** The cards of the first rows, and those the grid drew before it was measured, load their images at once (they are on the first screen). */
const EAGER_ROWS = 2;
/**
 * Cards drawn before the grid has been measured, laid out by the stylesheet alone (any width): what
 * a page painted before the site's script runs shows, a first screen on a wide desktop.
 */
export const FIRST_SCREEN_CARDS = 24;

export const columnsFor = (width: number): number => Math.max(2, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));

export const rowHeightFor = (width: number, columns: number): number => {
  const cardWidth = (width - GAP * (columns - 1)) / columns;
  return Math.ceil(cardWidth * ART_RATIO + CARD_BODY_HEIGHT + GAP);
};

/**
 * A grid of every game of a category, as rows of a virtual list over the window's scroll: only the
 * rows on screen (and a couple either side) are in the page, so 5,000 games stay fast. Each row has
 * its height set from the width, so nothing moves as images load.
 */
export const GameGrid = ({ games }: { readonly games: readonly Game[] }) => {
  const { t } = useTranslation('gamePages');
  const gridRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  const [offsetTop, setOffsetTop] = useState(0);
  const [measured, setMeasured] = useState(false);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (grid === null) return undefined;
    const measure = () => {
      const measured = grid.getBoundingClientRect();
      if (measured.width > 0) setWidth(Math.floor(measured.width));
      setOffsetTop(measured.top + window.scrollY);
      setMeasured(true);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const rowHeight = rowHeightFor(width, columns);
  const rows = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offsetTop,
    initialRect: { width, height: typeof window === 'undefined' ? 800 : window.innerHeight || 800 },
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  if (!measured) {
    // The first render only (the layout effect measures before the browser paints), and the page the server paints.
    return (
      <CardEnvironmentProvider>
        <div ref={gridRef} className="game-grid game-grid--static" role="list" aria-label={t('gameCategory.grid')}>
          {games.slice(0, FIRST_SCREEN_CARDS).map((game, index) => (
            <div className="game-grid__cell" role="listitem" key={game.id} aria-posinset={index + 1} aria-setsize={games.length}>
              <GameCard game={game} eager />
            </div>
          ))}
        </div>
      </CardEnvironmentProvider>
    );
  }
  return (
    <CardEnvironmentProvider>
      <div
        ref={gridRef}
        className="game-grid"
        role="list"
        aria-label={t('gameCategory.grid')}
        style={{ height: virtualizer.getTotalSize(), ['--columns' as string]: columns }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <GridRow key={row.key} games={games} row={row.index} columns={columns} height={rowHeight} top={row.start - virtualizer.options.scrollMargin} />
        ))}
      </div>
    </CardEnvironmentProvider>
  );
};

/** One row of cards; unchanged rows are not drawn again as the grid scrolls. */
const GridRow = memo(function GridRow({
  games,
  row,
  columns,
  height,
  top,
}: {
  readonly games: readonly Game[];
  readonly row: number;
  readonly columns: number;
  readonly height: number;
  readonly top: number;
}) {
  const first = row * columns;
  return (
    <div className="game-grid__row" role="none" style={{ height, transform: `translateY(${top}px)` }}>
      {games.slice(first, first + columns).map((game, column) => (
        <div className="game-grid__cell" role="listitem" key={game.id} aria-posinset={first + column + 1} aria-setsize={games.length}>
          <GridCard game={game} eager={row < EAGER_ROWS || first + column < FIRST_SCREEN_CARDS} />
        </div>
      ))}
    </div>
  );
});

/** A card of the grid: its placeholder (the same box) until its turn comes. */
const GridCard = ({ game, eager }: { readonly game: Game; readonly eager: boolean }) =>
  useCardTurn(eager) ? <GameCard game={game} eager={eager} /> : <div className="game-card game-card--placeholder" aria-hidden="true" />;
