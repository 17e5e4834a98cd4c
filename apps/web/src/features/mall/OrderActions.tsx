import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AcceptDialog } from './AcceptDialog';
import { useMoveOrderMutation } from './mall.queries';
import { acceptNeedsAddress, memberActions, type MemberAction } from './order-rules';

/**
 * The moves the viewer may make on an order (the server's `can`): accept (asking for an address when
 * the order has none), refuse after a confirmation, sign for a delivered order.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('mall');
  const move = useMoveOrderMutation();
  const [dialog, setDialog] = useState<'accept' | 'refuse' | null>(null);
  const actions = memberActions(order);
  if (actions.length === 0) return null;

  const run = (action: MemberAction) =>
    move.mutate(
      { id: order.id, body: { action } },
      {
        onSuccess: () => {
          setDialog(null);
          useUiStore.getState().showToast(t('orders.updated'), 'success');
        },
      },
    );

  const click = (action: MemberAction) => {
    if (action === 'refuse') setDialog('refuse');
    else if (action === 'accept' && acceptNeedsAddress(order)) setDialog('accept');
    else run(action);
  };

  return (
    <div className="order-actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'refuse' ? 'button button--ghost button--small' : 'button button--primary button--small'
          }
          disabled={move.isPending}
          onClick={() => click(action)}
          data-testid={`order-${action}`}
        >
          {t(`orders.action.${action}`)}
        </button>
      ))}
      {dialog === 'refuse' ? (
        <ConfirmDialog
          title={t('orders.refuseTitle')}
          confirm={t('orders.action.refuse')}
          busy={move.isPending}
          onConfirm={() => run('refuse')}
          onClose={() => setDialog(null)}
        >
          <p>{t('orders.refuseText', { name: order.sender.name })}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'accept' ? <AcceptDialog order={order} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
