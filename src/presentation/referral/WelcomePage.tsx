import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressWithoutReferral } from '../../domain/referral';
import { useReferralArrivals } from './hooks';

/**
 * REF-06 when the site itself links to `/welcome/{token}`: the token is read and the home page shown.
 * (A visitor's first page is read before the first render, in main.tsx.)
 */
export const WelcomePage = () => {
  const arrivals = useReferralArrivals();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void arrivals.arrive(location, document.referrer);
    navigate(addressWithoutReferral(location), { replace: true });
  }, [arrivals, location, navigate]);
  return null;
};
