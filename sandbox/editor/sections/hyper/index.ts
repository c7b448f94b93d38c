import type { SectionDef } from '../types';
import { CustomPageSection, isCustomPlace } from './CustomPageSection';
import { HyperCodeSection } from './HyperCodeSection';
import { codePill } from '../code/pill';
import { HYPER_MESSAGES } from './messages';
import { SectionEditor } from './SectionEditor';

/** The hyper-online editor (spec 2): Custom Page for CUSTOM places, the section, Advanced & Code. */
export const HYPER_SECTIONS: SectionDef[] = [
  { id: 'hyper-custom-page', title: HYPER_MESSAGES.customPage, when: isCustomPlace, component: CustomPageSection },
  { id: 'hyper-section', title: HYPER_MESSAGES.sectionEditor, component: SectionEditor },
  { id: 'hyper-code', title: HYPER_MESSAGES.code, component: HyperCodeSection, pill: ({ rec }) => codePill(rec) },
];
