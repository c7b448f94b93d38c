import type { SectionDef } from '../types';

// Filled by the slice building (the email editor's sections); empty until it lands.
export const EMAIL_SECTIONS: SectionDef[] = [];
