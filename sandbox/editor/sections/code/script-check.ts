/**
 * Spec 5: custom JS is syntax-checked on save; Test also runs it and needs an object back.
 * The storefront runs merchant JS as `new Function('vitrine', code)` (sandbox/preview/run-js),
 * so the check compiles it the same way, without ever calling it. A failure blocks the save
 * with 'Unable to save' and the phase.
 */
import type { Recommendation } from '../../model/RecommendationModel';
import { CODE_SECTION_MESSAGES } from './messages';

export type ScriptPhase = 'syntax' | 'execution';
export type ScriptCheck = { ok: true } | { ok: false; message: typeof CODE_SECTION_MESSAGES.unableToSave; phase: ScriptPhase; detail: string };

const failed = (phase: ScriptPhase, detail: string): ScriptCheck => ({ ok: false, message: CODE_SECTION_MESSAGES.unableToSave, phase, detail });

/** Compiles, never runs. Only a SyntaxError fails: a CSP that forbids compiling (EvalError) cannot judge the code. */
export function checkSyntax(js: string): ScriptCheck {
  if (!js.trim()) return { ok: true };
  try {
    // Compiled only, to check the syntax; never called.
    new Function('vitrine', js);
    return { ok: true };
  } catch (error) {
    if (error instanceof SyntaxError) return failed('syntax', error.message);
    return { ok: true };
  }
}

/** What the editor shell calls before every save of a recommendation (Save, Ctrl/Cmd+S, autosave). */
export function checkBeforeSave(rec: Pick<Recommendation, 'js'>): ScriptCheck {
  return checkSyntax(rec.js);
}

/** The outcome of Test: passed, or the phase and what went wrong. */
export type ScriptTestOutcome = { ok: true } | { ok: false; phase: ScriptPhase; detail: string };

/** The words evaluateScript answers with (passed in: it may not reach outer names). */
export interface EvaluateWords {
  returnObject: string;
  /** When the page's CSP forbids compiling code ('unsafe-eval'): Test cannot judge the script. */
  cannotRun: string;
}

/**
 * Runs merchant JS and checks that it returns an object (awaiting a promise). Self-contained
 * (no outer names), because script-runner.ts sends its source text into a worker: it runs in
 * that worker in the product, never in the editor frame's window, and directly only in tests.
 */
export async function evaluateScript(js: string, context: unknown, words: EvaluateWords): Promise<{ ok: true } | { ok: false; phase: 'syntax' | 'execution'; detail: string }> {
  let fn: (vitrine: unknown) => unknown;
  try {
    // What Test is for: running the merchant script (in its worker).
    fn = new Function('vitrine', js) as (vitrine: unknown) => unknown;
  } catch (error) {
    if (!(error instanceof SyntaxError)) return { ok: false, phase: 'execution', detail: words.cannotRun };
    return { ok: false, phase: 'syntax', detail: error.message };
  }
  try {
    const value = await fn.call(null, context);
    if (typeof value !== 'object' || value === null) return { ok: false, phase: 'execution', detail: words.returnObject };
    return { ok: true };
  } catch (error) {
    return { ok: false, phase: 'execution', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

export const EVALUATE_WORDS: EvaluateWords = { returnObject: CODE_SECTION_MESSAGES.returnObject, cannotRun: CODE_SECTION_MESSAGES.cannotRun };
