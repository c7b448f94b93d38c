import type { SectionDef, SectionProps } from './types';

/** The sections this user sees for this recommendation: staff and dev-mode flags, then `when`. */
export function visibleSections(defs: readonly SectionDef[], props: SectionProps): SectionDef[] {
  return defs.filter((def) => (!def.staffOnly || props.ctx.staff) && (!def.devModeOnly || props.ctx.devMode) && (!def.when || def.when(props)));
}
