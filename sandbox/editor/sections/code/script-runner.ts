/**
 * Where Test runs merchant JS: a dedicated worker made from a blob, never the editor frame's
 * window. The worker has no DOM and no path to the penpal link with the console, and a
 * script that never returns is stopped after TEST_TIMEOUT_MS. The frame's CSP must allow
 * `worker-src blob:` (and compiling: 'unsafe-eval'); without them Test says why it could not run.
 */
import { createContext, useContext } from 'react';
import { EVALUATE_WORDS, evaluateScript, type ScriptTestOutcome } from './script-check';

export const TEST_TIMEOUT_MS = 3000;

export interface ScriptRunner {
  run(js: string, context: unknown): Promise<ScriptTestOutcome>;
}

function workerSource(): string {
  return `const evaluateScript = ${evaluateScript.toString()};
self.onmessage = async (event) => {
  const { js, context, words } = event.data;
  // Functions cannot cross postMessage: the storefront's helpers are stubs here (nothing to add to, nothing to show).
  const vitrine = { ...context, formatMoney: (n) => Number(n).toFixed(2), addToCart: async () => ({}), show() {} };
  self.postMessage(await evaluateScript(js, vitrine, words));
};`;
}

export const workerScriptRunner: ScriptRunner = {
  run(js, context) {
    return new Promise((resolve) => {
      let url = '';
      let worker: Worker;
      try {
        url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
        worker = new Worker(url);
      } catch (error) {
        if (url) URL.revokeObjectURL(url);
        resolve({ ok: false, phase: 'execution', detail: `The test could not start: ${error instanceof Error ? error.message : String(error)}` });
        return;
      }
      const finish = (outcome: ScriptTestOutcome) => {
        clearTimeout(timer);
        worker.terminate();
        URL.revokeObjectURL(url);
        resolve(outcome);
      };
      const timer = setTimeout(() => finish({ ok: false, phase: 'execution', detail: `No answer within ${TEST_TIMEOUT_MS / 1000} seconds (a loop that never ends?).` }), TEST_TIMEOUT_MS);
      worker.onmessage = (event: MessageEvent<ScriptTestOutcome>) => finish(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        finish({ ok: false, phase: 'execution', detail: event.message || 'The test could not run.' });
      };
      worker.postMessage({ js, context: JSON.parse(JSON.stringify(context ?? null)), words: EVALUATE_WORDS });
    });
  },
};

/** The product runs Test in a worker; jsdom tests (no Worker) provide an in-process runner. */
export const ScriptRunnerContext = createContext<ScriptRunner>(workerScriptRunner);
export const useScriptRunner = () => useContext(ScriptRunnerContext);
