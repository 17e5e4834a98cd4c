/** The report dialog: its form is a chunk of its own, fetched when a member opens it (P8). */
export { ReportDialog } from './LazyReportDialog';
