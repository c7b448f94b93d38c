/**
 * The trimmed monaco of the code panes: the editor API, the contributions a code pane needs
 * (find, folding, comments, brackets, suggestions, hovers, markers) and four languages (css,
 * scss, javascript, json). The full `monaco-editor` entry would pull some 80 grammars and the
 * TypeScript service (~14 MB). Only MonacoEditor.tsx imports this, inside the lazy chunk.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/gotoError/browser/gotoError';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/readOnlyMessage/browser/contribution';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/browser/coreCommands';
// Services the contributions above ask for; editor.main registers them through contributions left out here.
import 'monaco-editor/editor/contrib/codelens/browser/codeLensCache';
import 'monaco-editor/editor/common/services/treeViewsDndService';
import 'monaco-editor/features/codicon/register';
// Grammars (highlighting, on the main thread) and the language services (in workers).
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/scss/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/features/css/register';
import 'monaco-editor/languages/features/json/register';
import { startFrameWorker } from './frame-worker';

/**
 * The workers, as chunks of this build (TOOLCHAIN.md "Monaco"), started through a blob when
 * the sandboxed frame may not start them from their URL (frame-worker.ts). Should that fail
 * too, monaco degrades by itself: the editor worker (word suggestions) runs on the main
 * thread and the css/json checks stay off; highlighting and editing never need a worker.
 * (No options argument: webpack bundles a worker only for this literal shape; with a
 * computed name it copied the raw ES module instead.)
 */
function createWorker(label: string): Worker {
  switch (label) {
    case 'css':
    case 'scss':
    case 'less':
      return new Worker(/* webpackChunkName: "monaco-css-worker" */ new URL('monaco-editor/language/css/css.worker.js', import.meta.url));
    case 'json':
      return new Worker(/* webpackChunkName: "monaco-json-worker" */ new URL('monaco-editor/language/json/json.worker.js', import.meta.url));
    default:
      return new Worker(/* webpackChunkName: "monaco-editor-worker" */ new URL('monaco-editor/editor/editor.worker.js', import.meta.url));
  }
}

globalThis.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => startFrameWorker(() => createWorker(label)),
};

export { monaco };
