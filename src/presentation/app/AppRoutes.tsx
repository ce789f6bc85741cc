import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountPage } from '../wallet/AccountPage';
import { HomePage } from './HomePage';
import { InfoPage, InternalErrorPage, NotFoundPage } from '../shared/InfoPage';
import { LoginPage } from '../session/LoginPage';
import { PasswordResetPage } from '../session/PasswordResetPage';
import { PinCodePage } from '../verification/PinCodePage';
import { RequireSession } from './RequireSession';

export const AppRoutes = () => (
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/account" element={<RequireSession>{() => <AccountPage />}</RequireSession>} />
    <Route path="/account/pin-code" element={<PinCodePage />} />
    <Route path="/account/password-reset" element={<PasswordResetPage />} />
    <Route path="/validation-code/validatePhone" element={<InfoPage titleKey="phone.title" textKeys={['phone.intro', 'phone.unavailable']} />} />
    <Route
      path="/account/cashier/deposit"
      element={<RequireSession>{() => <InfoPage titleKey="cashier.depositTitle" textKeys={['cashier.unavailable']} />}</RequireSession>}
    />
    <Route
      path="/account/cashier/withdraw/*"
      element={<RequireSession>{() => <InfoPage titleKey="cashier.withdrawTitle" textKeys={['cashier.unavailable']} />}</RequireSession>}
    />
    <Route path="/error/not-found" element={<NotFoundPage />} />
    <Route path="/error/internal-server" element={<InternalErrorPage />} />
    <Route path="*" element={<Navigate to="/error/not-found" replace />} />
  </Routes>
);
