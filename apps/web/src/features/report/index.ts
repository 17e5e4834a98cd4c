/** The report dialog. */
export { ReportDialog } from './ReportDialog';
