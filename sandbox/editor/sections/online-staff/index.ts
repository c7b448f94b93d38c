import type { SectionDef } from '../types';

// Filled by the slice building (Recipe and Dev Mode, staff only); empty until it lands.
export const ONLINE_STAFF_SECTIONS: SectionDef[] = [];
