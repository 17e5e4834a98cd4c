import { useEffect, useState } from 'react';

/** A seconds countdown, e.g. the 60 s before a code can be sent again. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (seconds: number) => setRemaining(seconds) };
}
