import { NAV } from '../../messages';
import { PendingPage } from './PendingPage';

// Spec 2's routes that later slices build; one component each so the manifest can name them.
export const ReportsPage = () => <PendingPage page={NAV.reports} slice="the reports" />;
