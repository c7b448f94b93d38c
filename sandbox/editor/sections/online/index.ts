import type { SectionDef } from '../types';

// Filled by the slice building (the online editor's sections, Custom Page to Call To Action); empty until it lands.
export const ONLINE_SECTIONS: SectionDef[] = [];
