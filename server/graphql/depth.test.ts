import { MAX_QUERY_DEPTH, nestsDeeperThan } from './depth';

const nested = (levels: number) => `${'{ a '.repeat(levels)}${'}'.repeat(levels)}`;

describe('nestsDeeperThan (the nesting limit checked before parsing)', () => {
  it('lets a query through at the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_QUERY_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_QUERY_DEPTH + 1))).toBe(true);
  });

  it('counts braces, parentheses and brackets alike', () => {
    expect(nestsDeeperThan('{ a(x: [[{ b: [1] }]]) { c } }', 6)).toBe(false);
    expect(nestsDeeperThan('{ a(x: [[{ b: [1] }]]) { c } }', 5)).toBe(true);
  });

  it('does not count brackets inside strings, block strings and comments', () => {
    const noise = `"${'{'.repeat(100)}" """ ${'['.repeat(100)} \\""" ${'('.repeat(100)} """ # ${'{'.repeat(100)}\n`;
    expect(nestsDeeperThan(`{ a(s: ${noise}) { b } }`, 3)).toBe(false);
  });

  it('reads 2,000 levels (6 KB) without recursion and stops at the limit', () => {
    expect(nestsDeeperThan(nested(2000))).toBe(true);
    expect(nestsDeeperThan('['.repeat(1_000_000))).toBe(true);
  });
});
