import type { SectionDef } from '../types';

// Filled by the slice building (Advanced & Code: css, scss, js in monaco); empty until it lands.
export const CODE_SECTIONS: SectionDef[] = [];
