/**
 * JSON as a merchant types it: the value, or where it breaks (1-based line and column).
 * Engines word JSON.parse errors differently and often give no position ("Unexpected token
 * '}', ... is not valid JSON"), so a small scanner of the JSON grammar finds the place.
 */
export type JsonParse = { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

/** The offset of the first character that cannot continue valid JSON, and why. */
export function firstJsonError(text: string): { at: number; message: string } | null {
  let i = 0;
  const fail = (message: string): never => {
    throw { at: i, message };
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('Unexpected token');
  };
  const string = () => {
    i++; // the opening quote
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u' ? !/^u[0-9a-fA-F]{4}$/.test(text.slice(i, i + 5)) : !'"\\/bfnrt'.includes(text[i] ?? 'x')) fail('Bad escape in string');
        i += text[i] === 'u' ? 5 : 1;
      } else if (text.charCodeAt(i) < 0x20) fail('Control character in string');
      else i++;
    }
    if (i >= text.length) fail('Unterminated string');
    i++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail('Bad number');
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') return members('}', true);
    if (c === '[') return members(']', false);
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail(c === undefined ? 'Unexpected end of JSON' : c === '}' || c === ']' ? `Unexpected '${c}'` : 'Unexpected token');
  };
  const members = (close: string, object: boolean) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      if (object) {
        space();
        if (text[i] !== '"') fail('Expected a double-quoted property name');
        string();
        space();
        if (text[i] !== ':') fail("Expected ':' after the property name");
        i++;
      }
      value();
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      fail(i >= text.length ? 'Unexpected end of JSON' : `Expected ',' or '${close}'`);
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail('Unexpected text after the JSON');
    return null;
  } catch (error) {
    return error as { at: number; message: string };
  }
}

export function parseJsonText(text: string): JsonParse {
  const error = firstJsonError(text);
  if (!error) return { ok: true, value: JSON.parse(text) };
  const before = text.slice(0, error.at).split('\n');
  return { ok: false, line: before.length, column: before[before.length - 1].length + 1, message: error.message };
}

/** Two-space JSON, the way the definition pane shows a section. */
export const formatJson = (value: unknown) => JSON.stringify(value ?? {}, null, 2);
