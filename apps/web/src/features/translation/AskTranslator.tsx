import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatableType } from '@yuanfen/contract';
import { deferred } from '../../lib/deferred';
import { useProgressQuery } from './translation.queries';

/* The dialog (price, hold, progress) loads when a member opens it: a modal, so nothing moves meanwhile. */
const AskDialog = deferred(() => import('./AskDialog').then((m) => m.AskDialog));

/**
 * "Ask a translator": the price, the hold explained, and the request's progress ("being translated" →
 * "translated", spec §4). The status also shows inline once the member has asked, updated live.
 */
export function AskTranslator({ type, id, source }: { type: TranslatableType; id: number; source: string }) {
  const { t } = useTranslation('translation');
  const [open, setOpen] = useState(false);
  // Only what this page already asked about: the dialog loads the progress itself.
  const known = useProgressQuery(type, id, false).data?.request;
  const live = known && (known.status === 'open' || known.status === 'claimed') ? known.status : null;
  return (
    <>
      {live ? (
        <span className="translated__human" role="status" data-testid="ask-status" data-status={live}>
          {t(`ask.status.${live}`)}
        </span>
      ) : (
        <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid="ask-translator">
          {t('ask.action')}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AskDialog type={type} id={id} source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
