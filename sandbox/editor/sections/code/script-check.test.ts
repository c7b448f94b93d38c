import { checkBeforeSave, checkSyntax, EVALUATE_WORDS, evaluateScript } from './script-check';
import { CODE_SECTION_MESSAGES } from './messages';

const RETURN_OBJECT = CODE_SECTION_MESSAGES.returnObject;
const WORDS = EVALUATE_WORDS;

describe('checkBeforeSave', () => {
  it('passes code that compiles, and no code at all', () => {
    expect(checkBeforeSave({ js: 'const el = vitrine.element; return { ready: true };' })).toEqual({ ok: true });
    expect(checkBeforeSave({ js: '   ' })).toEqual({ ok: true });
  });

  it("blocks a syntax error with 'Unable to save' and the phase", () => {
    const result = checkBeforeSave({ js: 'return { a: 1 ' });
    expect(result).toEqual({ ok: false, message: 'Unable to save', phase: 'syntax', detail: expect.any(String) });
  });

  it('compiles without running: a script that would throw or loop still passes the save check', () => {
    expect(checkSyntax('throw new Error("boom")')).toEqual({ ok: true });
    expect(checkSyntax('while (true) {}')).toEqual({ ok: true });
  });
});

describe('evaluateScript (what Test runs in its worker)', () => {
  it('passes when the script returns an object, or a promise of one', async () => {
    await expect(evaluateScript('return { shown: vitrine.place };', { place: 'H' }, WORDS)).resolves.toEqual({ ok: true });
    await expect(evaluateScript('return Promise.resolve({});', {}, WORDS)).resolves.toEqual({ ok: true });
  });

  it("asks for an object when the script returns anything else ('Please return an object.')", async () => {
    for (const body of ['', 'return 1;', 'return null;', 'return "x";']) {
      await expect(evaluateScript(body, {}, WORDS)).resolves.toEqual({ ok: false, phase: 'execution', detail: 'Please return an object.' });
    }
  });

  it('names the phase: syntax when it does not compile, execution when it throws', async () => {
    await expect(evaluateScript('return {', {}, WORDS)).resolves.toMatchObject({ ok: false, phase: 'syntax' });
    await expect(evaluateScript('vitrine.nothing.here(); return {};', {}, WORDS)).resolves.toMatchObject({ ok: false, phase: 'execution', detail: expect.stringMatching(/^TypeError/) });
  });

  it('says Test cannot run when compiling is forbidden (a CSP without unsafe-eval), instead of blaming the syntax', async () => {
    const original = globalThis.Function;
    const forbidding = function () {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    } as unknown as FunctionConstructor;
    globalThis.Function = forbidding;
    try {
      await expect(evaluateScript('return {};', {}, WORDS)).resolves.toEqual({ ok: false, phase: 'execution', detail: CODE_SECTION_MESSAGES.cannotRun });
      expect(checkSyntax('return {};')).toEqual({ ok: true });
    } finally {
      globalThis.Function = original;
    }
  });

  it('is self-contained, so its source text can run in a worker', async () => {
    // The same rebuild the worker does from the source text.
    const rebuilt = new Function(`return ${evaluateScript.toString()}`)() as typeof evaluateScript;
    await expect(rebuilt('return 2;', {}, WORDS)).resolves.toEqual({ ok: false, phase: 'execution', detail: RETURN_OBJECT });
  });
});
