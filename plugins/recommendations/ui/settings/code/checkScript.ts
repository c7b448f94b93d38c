/**
 * The check the global JavaScript passes before it is saved (spec 5: its rules are ours).
 * The console's CSP has no 'unsafe-eval', and merchant code must never run in the console's
 * origin, so this is a scanner, not a compile: strings, template literals, comments and
 * regular expressions must end, and brackets must pair up. That catches the edits that break
 * every page of a store (a missing brace, an open string) without running anything.
 */
export type ScriptCheck = { ok: true } | { ok: false; message: string; line: number; column: number };

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const CLOSE: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
/** After these a '/' starts a regular expression rather than dividing. */
const REGEX_AFTER_WORD = /^(return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/;

interface Open {
  char: string;
  at: number;
}

export function checkScript(code: string): ScriptCheck {
  const stack: Open[] = [];
  let i = 0;
  // The last significant token: decides whether '/' is a regex or a division.
  let last = '';
  const fail = (message: string, at: number): ScriptCheck => {
    const before = code.slice(0, at).split('\n');
    return { ok: false, message, line: before.length, column: before[before.length - 1].length + 1 };
  };
  const scanQuoted = (quote: string, start: number): number | null => {
    for (let j = start + 1; j < code.length; j++) {
      const c = code[j];
      if (c === '\\') j++;
      else if (c === quote) return j + 1;
      else if (c === '\n') return null;
    }
    return null;
  };

  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) return fail('Unterminated comment', i);
      i = end + 2;
    } else if (c === '"' || c === "'") {
      const end = scanQuoted(c, i);
      if (end === null) return fail('Unterminated string', i);
      i = end;
      last = 'x';
    } else if (c === '`' || (c === '}' && stack.at(-1)?.char === '${')) {
      // A template literal, or its continuation after a ${ } substitution.
      if (c === '}') stack.pop();
      const start = i;
      let j = i + 1;
      let closed = false;
      for (; j < code.length; j++) {
        if (code[j] === '\\') j++;
        else if (code[j] === '`') {
          closed = true;
          j++;
          break;
        } else if (code[j] === '$' && code[j + 1] === '{') {
          stack.push({ char: '${', at: j });
          j += 2;
          break;
        }
      }
      if (!closed && stack.at(-1)?.at !== j - 2) return fail('Unterminated template literal', start);
      i = j;
      last = closed ? 'x' : '{';
    } else if (c === '/') {
      const regex = last === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(last) || REGEX_AFTER_WORD.test(last);
      if (regex) {
        let j = i + 1;
        let inClass = false;
        for (; j < code.length; j++) {
          const r = code[j];
          if (r === '\\') j++;
          else if (r === '\n') return fail('Unterminated regular expression', i);
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
        }
        if (j >= code.length) return fail('Unterminated regular expression', i);
        i = j + 1;
        while (/[a-z]/i.test(code[i] ?? '')) i++;
        last = 'x';
      } else {
        i++;
        last = '/';
      }
    } else if (OPEN[c]) {
      stack.push({ char: c, at: i });
      i++;
      last = c;
    } else if (CLOSE[c]) {
      const top = stack.pop();
      if (!top) return fail(`Unexpected '${c}'`, i);
      if (top.char !== CLOSE[c]) return fail(`Expected '${OPEN[top.char] ?? '}'}' but found '${c}'`, i);
      i++;
      last = c;
    } else if (/\s/.test(c)) {
      i++;
    } else if (/[\w$]/.test(c)) {
      let j = i;
      while (j < code.length && /[\w$]/.test(code[j])) j++;
      last = code.slice(i, j);
      i = j;
    } else {
      last = c;
      i++;
    }
  }
  const open = stack.pop();
  if (open) return fail(open.char === '${' ? 'Unterminated template literal' : `'${open.char}' is never closed`, open.at);
  return { ok: true };
}
