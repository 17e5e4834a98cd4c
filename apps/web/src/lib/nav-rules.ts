import { useNavigate } from 'react-router';
import { LIFETIME_EXPIRY, type Me } from '@yuanfen/contract';
import { useIsSignedIn } from './session-store';

/** Upgrade entries are hidden for lifetime members (expiry 2037-12-31). */
export const showsUpgrade = (me: Me | undefined) => !me?.vip_expired_at?.startsWith(LIFETIME_EXPIRY);

/** The mall is shown only when bd is 1. */
export const showsMall = (me: Me | undefined) => me?.bd === 1;

/** The mall entry leads to the orders while some order is pending. */
export const mallPath = (me: Me | undefined) => ((me?.counter.order ?? 0) > 0 ? '/orders' : '/mall');

/** Spec §2: back goes to the named route, else one step back; signed-out visitors go to sign-up. */
export function useBackControl(named?: string): () => void {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  return () => {
    if (!signedIn) void navigate('/?type=register');
    else if (named) void navigate(named);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate('/home');
  };
}
