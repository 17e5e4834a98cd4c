import type { ReactNode } from 'react';
import { LogoMark } from '../../ui/Logo';

/** The centred card that frames the account screens (recovery, reactivation). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="auth-page" aria-labelledby="auth-card-title">
      <div className="card auth-card">
        <div className="auth-card__mark">
          <LogoMark size={44} />
        </div>
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
