import { Suspense, type ComponentProps } from 'react';
import { deferred } from '../../lib/deferred';
import type { ReportDialog as Dialog } from './ReportDialog';

type ReportDialogProps = ComponentProps<typeof Dialog>;

/* Every card and comment offers "Report", few members use it: the form loads with the click. */
const LoadedDialog = deferred<ReportDialogProps>(() => import('./ReportDialog').then((m) => m.ReportDialog));

/** The report dialog (spec §3), loaded when opened; it is an overlay, so nothing moves while it loads. */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
