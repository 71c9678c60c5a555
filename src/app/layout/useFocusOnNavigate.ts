import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the main content and scroll to the top, so
 * keyboard and screen-reader users start at the new page instead of the link they used.
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}
