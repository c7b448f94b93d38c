/**
 * The email editor's properties pane (recommendations spec 2 "Email editor"): the Name field,
 * then the Configuration sections in the spec's order. Every option is kept in the desktop
 * widgetOpts (an email has one layout) but the phone's column count.
 */
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionDef } from '../types';
import { CallToActionSection } from './CallToActionSection';
import { CodeSection } from './CodeSection';
import { DevModeSection } from './DevModeSection';
import { NameSection } from '../NameSection';
import { ProductDetailsSection } from './ProductDetailsSection';
import { ProviderSection } from './ProviderSection';
import { TitleSection } from './TitleSection';
import { WidgetSettingsSection } from './WidgetSettingsSection';

export const EMAIL_SECTIONS: SectionDef[] = [
  { id: 'email-name', title: M.name, component: NameSection },
  { id: 'email-provider', title: M.emailProvider, component: ProviderSection },
  { id: 'email-title', title: M.title, component: TitleSection },
  { id: 'email-widget-settings', title: M.widgetSettings, component: WidgetSettingsSection },
  { id: 'email-product-details', title: M.productDetails, component: ProductDetailsSection },
  { id: 'email-call-to-action', title: M.callToAction, component: CallToActionSection },
  { id: 'email-code', title: M.advancedCode, component: CodeSection },
  { id: 'email-dev-mode', title: M.devMode, devModeOnly: true, component: DevModeSection },
];
