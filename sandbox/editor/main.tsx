/**
 * The editor frame's entry (its own page, /editor-frame/, built by webpack.editor.config.ts).
 * It runs sandboxed without allow-same-origin (origin 'null'): no cookies, no storage, no
 * fetch (its CSP says connect-src 'none'). The console's exact origin comes in the URL
 * (?origin=); the link accepts messages from that origin and the parent window only.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './app/EditorApp';

const origin = new URLSearchParams(window.location.search).get('origin') ?? '';
const root = document.getElementById('root')!;
createRoot(root).render(<EditorApp hostWindow={window.parent} hostOrigin={origin} />);
