// The trimmed monaco of the Custom CSS and JS page: the core editor, a few editing
// contributions, CSS (highlighting and the CSS language service, which validates) and
// JavaScript highlighting. No TypeScript service: it alone would add ~14 MB. Only this
// module imports monaco, and only CodeEditor's dynamic import reaches it: its own chunk.
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/editor/contrib/find/browser/findController.js';
import 'monaco-editor/editor/contrib/folding/browser/folding.js';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching.js';
import 'monaco-editor/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter.js';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations.js';
// Services the contributions above ask for, which the full editor.main registers through
// contributions left out here; without them monaco logs "depends on UNKNOWN service ICodeLensCache".
import 'monaco-editor/editor/contrib/codelens/browser/codeLensCache.js';
import 'monaco-editor/editor/common/services/treeViewsDndService.js';
import 'monaco-editor/languages/definitions/css/register.js';
import 'monaco-editor/languages/definitions/javascript/register.js';
import 'monaco-editor/languages/features/css/register.js';

// ESM workers at monaco 0.57's paths (TOOLCHAIN.md); webpack emits each as its own file on
// the console's origin, which the CSP's script-src 'self' allows.
(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === 'css' || label === 'scss' || label === 'less') {
      return new Worker(new URL('monaco-editor/language/css/css.worker.js', import.meta.url), { type: 'module' });
    }
    return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), { type: 'module' });
  },
};

export { monaco };
