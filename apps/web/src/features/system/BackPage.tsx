import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../ui/Spinner';

/** The /back pseudo-route of the hybrid app: one step back, else home. */
export function BackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    if (window.history.length > 2) void navigate(-2);
    else void navigate('/home', { replace: true });
  }, [navigate]);
  return <Spinner />;
}
