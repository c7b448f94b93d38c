// Bound params written into the statement as typed literals, for chDB. chDB runs every
// statement with query parameters through one process-wide queue, whatever its connection,
// while statements without parameters run side by side on separate connections (chdb.ts keeps
// a few, so a report's primary and compare statements run together). Each `{pN:Type}` becomes
// `CAST(<literal> AS Type)`: the same value and type the engine would have bound. Strings are
// escaped completely (quote, backslash, every control byte), so no value can end its literal.
import { quotedEnd } from './params';

/** A ClickHouse string literal: backslash escapes for the quote, the backslash and control bytes. */
export function stringLiteral(text: string): string {
  let out = "'";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x27) out += "\\'";
    else if (c === 0x5c) out += '\\\\';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += text[i];
  }
  return `${out}'`;
}

/** One value as a literal (the transport's param values: text dates, numbers, lists, NULL). */
function valueLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    // params.ts refuses non-finite numbers before anything is sent.
    if (!Number.isFinite(value)) throw new Error(`Analytics query param: ${value} has no literal`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(valueLiteral).join(', ')}]`;
  throw new Error(`Analytics query param: a ${typeof value} has no literal`);
}

const PLACEHOLDER = /^\{(p\d+):([^{}]+)\}/;

/**
 * The statement with every `{name:Type}` placeholder replaced by its typed literal. Quoted
 * strings and identifiers are copied as they are, so a placeholder-like text inside one stays.
 */
export function inlineParams(sql: string, params: Record<string, unknown>): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = quotedEnd(sql, i);
      out += sql.slice(i, end + 1);
      i = end;
      continue;
    }
    const placeholder = c === '{' ? PLACEHOLDER.exec(sql.slice(i, i + 200)) : null;
    if (placeholder) {
      const [whole, name, type] = placeholder;
      if (!(name in params)) throw new Error(`Analytics query param ${name}: no value was provided`);
      out += `CAST(${valueLiteral(params[name])} AS ${type})`;
      i += whole.length - 1;
      continue;
    }
    out += c;
  }
  return out;
}
