import { Navigate, Route, Routes } from 'react-router-dom';
import { CashierUnavailablePage } from '../cashier/CashierUnavailablePage';
import { LoginPage } from '../session/LoginPage';
import { PasswordResetPage } from '../session/PasswordResetPage';
import { PhoneVerificationPage } from '../verification/PhoneVerificationPage';
import { PinCodePage } from '../verification/PinCodePage';
import { AccountPage } from '../wallet/AccountPage';
import { INTERNAL_ERROR_PATH } from './ErrorBoundary';
import { InternalErrorPage, NotFoundPage } from './ErrorPages';
import { HomePage } from './HomePage';
import { RequireSession } from './RequireSession';

export const AppRoutes = () => (
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/account" element={<RequireSession>{() => <AccountPage />}</RequireSession>} />
    <Route path="/account/pin-code" element={<PinCodePage />} />
    <Route path="/account/password-reset" element={<PasswordResetPage />} />
    <Route path="/validation-code/validatePhone" element={<PhoneVerificationPage />} />
    <Route path="/account/cashier/deposit" element={<RequireSession>{() => <CashierUnavailablePage operation="deposit" />}</RequireSession>} />
    <Route path="/account/cashier/withdraw/*" element={<RequireSession>{() => <CashierUnavailablePage operation="withdraw" />}</RequireSession>} />
    <Route path="/error/not-found" element={<NotFoundPage />} />
    <Route path={INTERNAL_ERROR_PATH} element={<InternalErrorPage />} />
    <Route path="*" element={<Navigate to="/error/not-found" replace />} />
  </Routes>
);
