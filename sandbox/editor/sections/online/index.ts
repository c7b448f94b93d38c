import { basePlace } from '../../../../plugins/recommendations/model/places';
import { NameSection } from '../NameSection';
import type { SectionDef } from '../types';
import { CallToAction } from './CallToAction';
import { CustomConfiguration } from './CustomConfiguration';
import { CustomPage } from './CustomPage';
import { ONLINE_SECTION_TITLES as T } from './messages';
import { ProductDetails } from './ProductDetails';
import { isCustomScenario } from './scenario';
import { Title } from './Title';
import { WidgetConfiguration } from './WidgetConfiguration';
import { WidgetLocation } from './WidgetLocation';
import { WidgetSettings } from './WidgetSettings';

/** The online editor's sections, Custom Page to Call To Action, in spec 2's order. */
export const ONLINE_SECTIONS: SectionDef[] = [
  // Not in spec 2's online list: the online editor had no way to name a recommendation (issue 32 #15).
  { id: 'name', title: T.name, component: NameSection },
  { id: 'custom-page', title: T.customPage, when: ({ rec }) => basePlace(rec.place) === 'CUSTOM', component: CustomPage },
  { id: 'custom-configuration', title: T.customConfiguration, when: ({ rec }) => isCustomScenario(rec.scenario), component: CustomConfiguration },
  { id: 'title', title: T.title, component: Title },
  { id: 'widget-settings', title: T.widgetSettings, component: WidgetSettings },
  { id: 'widget-configuration', title: T.widgetConfiguration, component: WidgetConfiguration },
  { id: 'widget-location', title: T.widgetLocation, component: WidgetLocation },
  { id: 'product-details', title: T.productDetails, component: ProductDetails },
  { id: 'call-to-action', title: T.callToAction, component: CallToAction },
];
