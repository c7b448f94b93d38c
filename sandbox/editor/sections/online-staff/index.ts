import { isCustomScenario } from '../online/scenario';
import type { SectionDef } from '../types';
import { DevMode } from './DevMode';
import { STAFF_SECTION_TITLES as T } from './messages';
import { Recipe } from './Recipe';

/** Spec 2 and 6: Recipe (dev mode, not for the Custom scenario) and Dev Mode, for staff only. */
export const ONLINE_STAFF_SECTIONS: SectionDef[] = [
  { id: 'recipe', title: T.recipe, staffOnly: true, devModeOnly: true, when: ({ rec }) => !isCustomScenario(rec.scenario), component: Recipe },
  { id: 'dev-mode', title: T.devMode, staffOnly: true, devModeOnly: true, component: DevMode },
];
