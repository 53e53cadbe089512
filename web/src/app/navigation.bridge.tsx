import { useEffect } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router';

let currentNavigate: NavigateFunction | null = null;

/** Lends the router's navigate function to code outside React (the Apollo error link). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    currentNavigate = navigate;
    return () => {
      if (currentNavigate === navigate) currentNavigate = null;
    };
  }, [navigate]);
  return null;
}

/** Client-side navigation from outside a component; a full page load before the router mounts. */
export function navigateOutsideReact(to: string, options?: NavigateOptions): void {
  if (currentNavigate) void currentNavigate(to, options);
  else window.location.assign(to);
}
