/**
 * hyperBlock.section (spec 3): `style`, `rootProps` with `location` and `order`; the rest is
 * the section's own schema, edited as JSON. The section editor reads and writes the known
 * fields without touching the others.
 */
export interface SectionDefinition {
  style?: Record<string, unknown>;
  rootProps?: { location?: string; order?: number; [key: string]: unknown };
  [key: string]: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sectionOf(hyperBlock: { section?: unknown }): SectionDefinition {
  return isObject(hyperBlock.section) ? (hyperBlock.section as SectionDefinition) : {};
}

export function withRootProp(section: SectionDefinition, key: 'location' | 'order', value: string | number | undefined): SectionDefinition {
  const rootProps = { ...(isObject(section.rootProps) ? section.rootProps : {}) };
  if (value === undefined || value === '') delete rootProps[key];
  else rootProps[key] = value as never;
  return { ...section, rootProps };
}
