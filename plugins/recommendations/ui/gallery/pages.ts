// The gallery's routes share one lazy chunk: Gallery, Supported Themes, Integrations, Editions.
export { EditionsPage } from './EditionsPage';
export { GalleryPage } from './GalleryPage';
export { IntegrationsPage, ThemesPage } from './InfoBlocksPage';
