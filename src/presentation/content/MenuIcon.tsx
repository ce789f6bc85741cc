/** The icons a content item may name; an unknown name shows no icon. Decorative: the title says it all. */
const ICONS: Readonly<Record<string, string>> = {
  home: '⌂',
  casino: '♠',
  live: '◉',
  virtual: '◈',
  sportsbook: '⚑',
  promotions: '✦',
  jackpot: '◆',
  new: '✚',
  table: '♣',
  star: '★',
  deposit: '+',
  withdraw: '−',
  search: '⌕',
  account: '☺',
};

export const MenuIcon = ({ name, className }: { readonly name: string | null; readonly className: string }) => {
  const glyph = name === null ? undefined : ICONS[name];
  return glyph === undefined ? null : (
    <span className={className} aria-hidden="true">
      {glyph}
    </span>
  );
};
