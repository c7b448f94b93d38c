import type { ComponentType } from 'react';
import type { EditorContext, EditorHost } from '../../../sdk/sandbox';
import { GlobalSettingsPane as Pane } from './GlobalSettingsPane';

/**
 * The global settings (recommend-edit?id=global): Title, Product Details, Call To Action and
 * Advanced / Code over the settings document, not a recommendation, so it is one pane with its
 * own model rather than a SectionDef list. The shell mounts it in the properties pane.
 */
export const GlobalSettingsPane: ComponentType<{ ctx: EditorContext; host: EditorHost }> | null = Pane;
