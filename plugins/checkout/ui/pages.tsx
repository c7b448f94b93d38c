import { PlaceholderPage } from './PlaceholderPage';

// One component per route of checkout-analytics.md "Applet routes"; each becomes a real page
// (and its own chunk) when the checkout analytics issue builds it.
export const HomePage = () => <PlaceholderPage page="Home" />;
export const CheckoutPage = () => <PlaceholderPage page="Checkout" />;
export const ScorePage = () => <PlaceholderPage page="Score" />;
export const InsightsPage = () => <PlaceholderPage page="Insights" />;
export const TipsPage = () => <PlaceholderPage page="Tips" />;
export const SettingsPage = () => <PlaceholderPage page="Settings" />;
export const AboutPage = () => <PlaceholderPage page="About" />;
