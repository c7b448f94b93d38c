import { clampToRange, parseNumberText, STYLE_PROPS, type NumberRange } from './ranges';

const range = (prop: string): NumberRange => {
  const spec = STYLE_PROPS[prop];
  if (spec.kind !== 'number') throw new Error(`${prop} is not a number`);
  return spec.range;
};

describe('spec 2 style ranges', () => {
  it('has the spec ranges', () => {
    expect(range('border-radius')).toMatchObject({ min: 0, max: 50 });
    expect(range('border-width')).toMatchObject({ min: 0, max: 10, step: 0.1 });
    expect(range('font-size')).toMatchObject({ min: 0, max: 30 });
    expect(range('letter-spacing')).toMatchObject({ min: -2, max: 10 });
    expect(range('line-height')).toMatchObject({ min: 0, max: 50 });
    expect([range('margin'), range('padding')]).toEqual([expect.objectContaining({ min: 0, max: 50 }), expect.objectContaining({ min: 0, max: 50 })]);
    expect(range('opacity')).toEqual({ min: 0, max: 1, step: 0.01 });
    expect(range('font-weight')).toEqual({ min: 100, max: 900, step: 100 });
    expect(STYLE_PROPS['line-clamp'].kind).toBe('lineClamp');
  });

  it('clamps into the range on the step grid', () => {
    expect(clampToRange(75, range('border-radius'))).toBe(50);
    expect(clampToRange(-5, range('letter-spacing'))).toBe(-2);
    expect(clampToRange(0.30000000000000004, range('border-width'))).toBe(0.3);
    expect(clampToRange(450, range('font-weight'))).toBe(500);
    expect(clampToRange(1.5, range('opacity'))).toBe(1);
  });
});

describe('spec 5 number rule', () => {
  it('is a number when finite, else the text, and unset when empty', () => {
    expect(parseNumberText(' 12.5 ')).toBe(12.5);
    expect(parseNumberText('12px')).toBe('12px');
    expect(parseNumberText('Infinity')).toBe('Infinity');
    expect(parseNumberText('  ')).toBeUndefined();
  });
});
