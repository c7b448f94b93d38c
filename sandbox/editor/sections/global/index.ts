import type { SectionDef } from '../types';

// Filled by the slice building (the global settings); empty until it lands.
export const GLOBAL_SECTIONS: SectionDef[] = [];
