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
import 'monaco-editor/base/browser/ui/codicons/codicon/codicon.css';
// Grammars (highlighting, on the main thread) and the language services (in workers).
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/scss/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/features/css/register';
import 'monaco-editor/languages/features/json/register';

/**
 * The workers, as ESM chunks of this build (TOOLCHAIN.md "Monaco"). The editor frame is a
 * sandboxed iframe (origin 'null'): a browser may refuse it a worker from the console's URL.
 * Then this throws, and monaco degrades by itself: the editor worker (diffs, word
 * suggestions) runs on the main thread and the css/json checks stay off. Highlighting and
 * editing never need a worker.
 */
function createWorker(label: string): Worker {
  switch (label) {
    case 'css':
    case 'scss':
    case 'less':
      return new Worker(new URL('monaco-editor/language/css/css.worker.js', import.meta.url), { name: label });
    case 'json':
      return new Worker(new URL('monaco-editor/language/json/json.worker.js', import.meta.url), { name: label });
    default:
      return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), { name: label });
  }
}

globalThis.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => createWorker(label),
};

export { monaco };
