import type { SectionDef } from '../types';

// Filled by the slice building (the hyper-online editor's sections); empty until it lands.
export const HYPER_SECTIONS: SectionDef[] = [];
