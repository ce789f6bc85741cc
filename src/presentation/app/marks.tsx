import type { ReactNode } from 'react';

/*
 * The footer's marks, drawn here as plain shapes (no brand's artwork): a card 48 by 30, named for
 * assistive technology by `label`, or hidden from it where a text beside the mark names it.
 */
const Mark = ({ label, children }: { readonly label?: string; readonly children: ReactNode }) => (
  <svg className="mark" viewBox="0 0 48 30" width="48" height="30" {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
    <rect width="48" height="30" rx="4" fill="#fff" />
    {children}
  </svg>
);

const Word = ({ fill, children }: { readonly fill: string; readonly children: string }) => (
  <text x="24" y="20" fill={fill} fontSize="12" fontWeight="700" textAnchor="middle" fontFamily="sans-serif">
    {children}
  </text>
);

export const VisaMark = () => (
  <Mark label="Visa">
    <Word fill="#1a1f71">
      VISA
    </Word>
  </Mark>
);

export const MastercardMark = () => (
  <Mark label="Mastercard">
    <circle cx="19" cy="15" r="9" fill="#e0262c" />
    <circle cx="29" cy="15" r="9" fill="#f5a623" fillOpacity=".85" />
  </Mark>
);

/** A bank's front: a roof, three columns and a step. */
export const BankTransferMark = ({ label }: { readonly label: string }) => (
  <Mark label={label}>
    <path d="M24 5 13 11h22zM15 12h3v9h-3zm7.5 0h3v9h-3zm7.5 0h3v9h-3zM13 22h22v3H13z" fill="#2c4a7a" />
  </Mark>
);

/** A wallet with its clasp. */
export const EWalletMark = ({ label }: { readonly label: string }) => (
  <Mark label={label}>
    <rect x="12" y="8" width="24" height="16" rx="3" fill="#1f7a5a" />
    <rect x="28" y="13" width="9" height="6" rx="2" fill="#bfe8d6" />
  </Mark>
);

/** The minimum age, in a ring. */
export const AgeMark = ({ age, label }: { readonly age: number; readonly label: string }) => (
  <Mark label={label}>
    <circle cx="24" cy="15" r="12" fill="none" stroke="#c9364a" strokeWidth="2.5" />
    <text x="24" y="19.5" fill="#1b1300" fontSize="11" fontWeight="700" textAnchor="middle" fontFamily="sans-serif">
      {`${age}+`}
    </text>
  </Mark>
);

/** A shield: the authority's mark, named by the text beside it. */
export const AuthorityMark = () => (
  <Mark>
    <path d="M24 4 14 8v7c0 6 4 9.5 10 11 6-1.5 10-5 10-11V8z" fill="#2c4a7a" />
    <path d="m19 15 3.5 3.5L29 12" fill="none" stroke="#fff" strokeWidth="2.2" />
  </Mark>
);

/** A heart: the help organisation's mark, named by the text beside it. */
export const HelpMark = () => (
  <Mark>
    <path d="M24 25s-10-6-10-12a5 5 0 0 1 10-1 5 5 0 0 1 10 1c0 6-10 12-10 12z" fill="#c9364a" />
  </Mark>
);
