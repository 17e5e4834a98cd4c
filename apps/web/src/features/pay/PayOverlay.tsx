import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore, type PayMode } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { PayLoading } from './PayLoading';
import { PayResultView } from './PayResultView';
import { RechargeForm } from './RechargeForm';
import { UpgradeForm } from './UpgradeForm';
import { UpgradeResultView } from './UpgradeResultView';
import { closePayFlow, usePayFlow, type PayStage } from './pay-flow';
import './pay.css';

function useStageTitle(mode: PayMode, stage: PayStage): string {
  const { t } = useTranslation('pay');
  const target = useUiStore((s) => s.payOptions.target);
  switch (stage.step) {
    case 'loading':
      return t(`title.${stage.kind}`);
    case 'payResult':
      return t('title.payResult');
    case 'upgrading':
    case 'upgradeResult':
      return t('title.upgradeResult');
    default:
      if (mode === 'recharge') return t('title.recharge');
      return target ? t('title.upgradeFor', { name: target.name }) : t('title.upgrade');
  }
}

function StageBody({ mode, stage }: { mode: PayMode; stage: PayStage }) {
  const { t } = useTranslation('pay');
  switch (stage.step) {
    case 'loading':
      return <PayLoading kind={stage.kind} order={stage.order} url={stage.url} checked={stage.checked} />;
    case 'payResult':
      return <PayResultView result={stage.result} />;
    case 'upgrading':
      return (
        <div className="pay-loading" data-testid="pay-upgrading">
          <Spinner />
          <p className="modal__message">{t('loading.upgrading')}</p>
        </div>
      );
    case 'upgradeResult':
      return <UpgradeResultView outcome={stage.outcome} />;
    default:
      return mode === 'recharge' ? <RechargeForm /> : <UpgradeForm />;
  }
}

/** The recharge / upgrade modal and its loading and result steps, one dialog from the UI store. */
export function PayOverlay({ mode }: { mode: PayMode }) {
  const stage = usePayFlow((s) => s.stage);
  const title = useStageTitle(mode, stage);
  const body = useRef<HTMLDivElement>(null);
  const step = stage.step === 'submitting' ? 'choose' : stage.step;

  const view = `${mode}:${step}`;
  const shownView = useRef(view);

  // The dialog stays mounted across steps and modes: keep focus inside it, on the new step's main action.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const node = body.current;
    const target = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.closest<HTMLElement>('[role]');
    target?.focus();
  }, [view]);

  return (
    <Modal title={title} onClose={closePayFlow} size="medium">
      <div ref={body} className="pay-modal" data-testid="pay-modal" data-mode={mode} data-step={step}>
        <StageBody mode={mode} stage={stage} />
      </div>
    </Modal>
  );
}
