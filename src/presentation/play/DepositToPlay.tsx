import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEPOSIT_PATH } from '../../domain/join';
import { formatMoney } from '../../domain/wallet';
import { OffDuringBreak } from '../safer-gambling/break-standing';
import { useAccountMenu } from '../wallet/hooks';

/** The way to the cashier, where the site takes deposits, never during a break (PS-02). */
export const DepositLink = () => {
  const { t } = useTranslation('play');
  const menu = useAccountMenu();
  if (menu === null || !menu.shortcuts.deposit) return null;
  return (
    <OffDuringBreak>
      <Link className="button button--primary" to={DEPOSIT_PATH}>
        {t('play.deposit')}
      </Link>
    </OffDuringBreak>
  );
};

/**
 * PS-03: a player with nothing to stake is offered a deposit on the game's page, saying why; JRN-06:
 * in real play too (`playing`), above the game, since no stake can be played.
 */
export const DepositToPlay = ({ playing = false }: { readonly playing?: boolean }) => {
  const { t, i18n } = useTranslation('play');
  const menu = useAccountMenu();
  if (menu === null || menu.balance === null || menu.balance.minor > 0 || !menu.shortcuts.deposit) return null;
  return (
    <OffDuringBreak>
      <p className="game-page__deposit" data-testid="deposit-to-play">
        {t(playing ? 'play.emptyBalancePlaying' : 'play.emptyBalance', { balance: formatMoney(menu.balance, i18n.language) })}{' '}
        <Link className="button button--primary" to={DEPOSIT_PATH}>
          {t('play.deposit')}
        </Link>
      </p>
    </OffDuringBreak>
  );
};
