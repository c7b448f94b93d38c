import { inlineParams, stringLiteral } from './literals';
import { bindParams } from './params';
import { openEmptyStore } from '../../query/testing/engines';
import type { AnalyticsStore } from '../types';

describe('params written as typed literals (chDB)', () => {
  it('escapes every character that could end or bend a string literal', () => {
    expect(stringLiteral("it's")).toBe("'it\\'s'");
    expect(stringLiteral('a\\b')).toBe("'a\\\\b'");
    expect(stringLiteral('nul\u0000tab\tnl\ndel\u007f')).toBe("'nul\\x00tab\\x09nl\\x0adel\\x7f'");
    expect(stringLiteral('Zürich ✓')).toBe("'Zürich ✓'");
  });

  it('casts each placeholder to its own type, lists and NULL included', () => {
    const bound = bindParams('SELECT $1, $2, $3, $4, $5, $6', ['x', 7, 0.5, true, [1, 2.5], null]);
    expect(inlineParams(bound.sql, bound.params)).toBe(
      "SELECT CAST('x' AS String), CAST(7 AS Int64), CAST(0.5 AS Float64), CAST(true AS Bool), CAST([1, 2.5] AS Array(Float64)), CAST(NULL AS Nullable(String))",
    );
    const at = bindParams('SELECT {p1:DateTime64(3, \'UTC\')}', [new Date('2025-03-12T09:00:00.250Z')]);
    expect(inlineParams(at.sql, at.params)).toBe("SELECT CAST('2025-03-12 09:00:00.250' AS DateTime64(3, 'UTC'))");
  });

  it('leaves placeholder-like text inside quotes alone and refuses a missing value', () => {
    expect(inlineParams("SELECT '{p1:String}', {p1:String}", { p1: 'a' })).toBe("SELECT '{p1:String}', CAST('a' AS String)");
    expect(() => inlineParams('SELECT {p2:String}', { p1: 'a' })).toThrow('p2');
  });

  describe('on chDB', () => {
    let store: AnalyticsStore;
    beforeAll(async () => {
      store = await openEmptyStore('chdb');
    }, 60_000);
    afterAll(() => store?.close());

    it('hands back hostile strings byte for byte, and lists of them', async () => {
      const hostile = ["'; DROP TABLE sessions; --", 'back\\slash\\', 'nul\u0000byte', "{p1:String} \\' '' \"", 'line\nbreak\r\u0001', 'Zürich ✓ 🛒'];
      for (const text of hostile) {
        const [row] = await store.all<{ s: string; n: number }>('SELECT $1 AS s, length($1) AS n', [text]);
        expect(row.s).toBe(text);
        expect(row.n).toBe(Buffer.byteLength(text));
      }
      const [row] = await store.all<{ list: string[] }>('SELECT $1 AS list', [hostile]);
      expect(row.list).toEqual(hostile);
      const [{ n }] = await store.all<{ n: number }>('SELECT count(*) AS n FROM sessions');
      expect(n).toBe(0);
    });
  });
});
