import type { SectionDef } from '../types';
import { AdvancedCodeSection } from './AdvancedCodeSection';
import { CODE_SECTION_MESSAGES } from './messages';
import { codePill } from './pill';

export { codePill, hasCustomCode } from './pill';
export { checkBeforeSave, type ScriptCheck } from './script-check';

/** Advanced & Code of the online editor (spec 2); its pill comes from codePill(rec). */
export const CODE_SECTIONS: SectionDef[] = [{ id: 'code', title: CODE_SECTION_MESSAGES.title, component: AdvancedCodeSection, pill: ({ rec }) => codePill(rec) }];
