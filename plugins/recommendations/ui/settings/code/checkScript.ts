/**
 * The check the global JavaScript passes before it is saved (spec 5: its rules are ours). The
 * console's CSP has no 'unsafe-eval' and merchant code must never run in the console's origin,
 * so it is parsed, never compiled or run: acorn, a real ECMAScript parser, reads it the way the
 * storefront tag will run it, as the body of `new Function('vitrine', code)` (a top-level
 * `return` is fine, `await` is not). A hand-written bracket scanner passed
 * `function broken( { return 1;})`, which every storefront would then have thrown on.
 */
import { parse } from 'acorn';

export type ScriptCheck = { ok: true } | { ok: false; message: string; line: number; column: number };

/** acorn's SyntaxError carries where it stopped; its message ends with "(line:column)". */
interface AcornSyntaxError extends SyntaxError {
  loc?: { line: number; column: number };
}

export function checkScript(code: string): ScriptCheck {
  try {
    parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true, allowHashBang: false });
    return { ok: true };
  } catch (error) {
    const syntax = error as AcornSyntaxError;
    if (!(error instanceof SyntaxError) || !syntax.loc) throw error;
    const message = syntax.message.replace(/\s*\(\d+:\d+\)$/, '');
    // acorn counts columns from 0; editors (and monaco) from 1.
    return { ok: false, message, line: syntax.loc.line, column: syntax.loc.column + 1 };
  }
}
