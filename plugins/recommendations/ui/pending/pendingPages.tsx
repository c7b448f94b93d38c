import { NAV } from '../../messages';
import { PendingPage } from './PendingPage';

// Spec 2's routes that later slices build; one component each so the manifest can name them.
const STAFF = 'the internal staff screens';

export const ReportsPage = () => <PendingPage page={NAV.reports} slice="the reports" />;
export const OfferBotsPage = () => <PendingPage page={NAV.offerBots} slice={STAFF} />;
export const InternalSettingsPage = () => <PendingPage page={NAV.internal} slice={STAFF} />;
export const AgencyPage = () => <PendingPage page={NAV.agency} slice={STAFF} />;
export const ProvisioningStatusPage = () => <PendingPage page={NAV.status} slice={STAFF} />;
