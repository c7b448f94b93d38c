/** The properties pane of each editor kind, in spec 2's order. */
import { CODE_SECTIONS } from './code';
import { EMAIL_SECTIONS } from './email';
import { HYPER_SECTIONS } from './hyper';
import { ONLINE_SECTIONS } from './online';
import { ONLINE_STAFF_SECTIONS } from './online-staff';
import type { SectionDef } from './types';

/** The global settings are one pane of their own (sandbox/editor/global), not a section list. */
export type EditorKind = 'online' | 'hyper' | 'email';

export function sectionsFor(kind: EditorKind): SectionDef[] {
  switch (kind) {
    case 'online':
      return [...ONLINE_SECTIONS, ...CODE_SECTIONS, ...ONLINE_STAFF_SECTIONS];
    case 'hyper':
      return [...HYPER_SECTIONS, ...ONLINE_STAFF_SECTIONS];
    case 'email':
      return EMAIL_SECTIONS;
  }
}
