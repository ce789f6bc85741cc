import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../domain/wallet';
import { OffDuringBreak } from '../safer-gambling/break-standing';
import { useAccountMenu } from '../wallet/hooks';

/** PS-03: a player with nothing to stake is offered a deposit on the game's page, saying why. */
export const DepositToPlay = () => {
  const { t, i18n } = useTranslation('play');
  const menu = useAccountMenu();
  if (menu === null || menu.balance === null || menu.balance.minor > 0 || !menu.shortcuts.deposit) return null;
  return (
    <OffDuringBreak>
      <p className="game-page__deposit" data-testid="deposit-to-play">
        {t('play.emptyBalance', { balance: formatMoney(menu.balance, i18n.language) })}{' '}
        <Link className="button button--primary" to="/account/cashier/deposit">
          {t('play.deposit')}
        </Link>
      </p>
    </OffDuringBreak>
  );
};
