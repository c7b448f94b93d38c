/**
 * What every editor section gets, and how a group of sections is listed. The editor shell
 * (sandbox/editor/shell) draws the properties pane from SectionDef lists; each editor kind
 * (online, hyper-online, email, global) owns its list. A section edits the MST model it is
 * given and reaches the console only through `host` (penpal capabilities, never a fetch).
 */
import type { ComponentType } from 'react';
import type { EditorContext, EditorHost, FormFactor } from '../../../sdk/sandbox';
import type { Recommendation } from '../model/RecommendationModel';

export interface SectionProps {
  rec: Recommendation;
  /** The form factor being edited (desktop or mobile widgetOpts). */
  ff: FormFactor;
  ctx: EditorContext;
  host: EditorHost;
}

export interface SectionDef {
  /** Stable id: the remembered open/closed state and the e2e selectors use it. */
  id: string;
  /** The spec's heading, exactly. */
  title: string;
  /** Shown only to staff, or only in dev mode (spec 2). */
  staffOnly?: boolean;
  devModeOnly?: boolean;
  /** Hide the section for this recommendation (e.g. Custom Page only for CUSTOM places). */
  when?(props: SectionProps): boolean;
  /** A short tag on the section's header (Advanced & Code: 'CSS and JS' when code exists), or null. */
  pill?(props: SectionProps): string | null;
  component: ComponentType<SectionProps>;
}
