import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  readonly label: string;
  /** Absent for the page itself (the last crumb). */
  readonly to?: string;
}

/** HELP-03: where the page sits in the help centre; the last crumb is the current page. */
export const Breadcrumbs = ({ crumbs }: { readonly crumbs: readonly Crumb[] }) => {
  const { t } = useTranslation('help');
  return (
    <nav className="help-breadcrumbs" aria-label={t('help.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to === undefined ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
};
