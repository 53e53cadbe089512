import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_TO_LOGIN_MS } from './account-recovery.operations';

/** Goes to /login 3 s after `active` turns true (cancelled if the page goes away first). */
export function useRedirectToLogin(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate('/login'), REDIRECT_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [active, navigate]);
}
