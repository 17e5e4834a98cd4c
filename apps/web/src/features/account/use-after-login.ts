import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Spec §2: after login go to the `redirect` query value, else /home with `jump` = the previous path. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  return () => {
    const redirect = params.get('redirect');
    if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) {
      void navigate(redirect, { replace: true });
      return;
    }
    const jump = `${location.pathname}${location.search}`;
    void navigate(`/home?jump=${encodeURIComponent(jump)}`, { replace: true });
  };
}
