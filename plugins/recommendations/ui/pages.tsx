import { PlaceholderPage } from './PlaceholderPage';

// One component per nav entry of the applet; each becomes a real page (and its own chunk)
// when the recommendations issue builds it (recommendations.md "screens and routes").
export const DashboardPage = () => <PlaceholderPage page="Dashboard" />;
export const OnlinePage = () => <PlaceholderPage page="Online" />;
export const HyperOnlinePage = () => <PlaceholderPage page="Hyper-online" />;
export const EmailPage = () => <PlaceholderPage page="Email" />;
export const SettingsPage = () => <PlaceholderPage page="Settings" />;
