import * as original from '@blueprintjs/icons/lib/cjs/iconNames';
import { pascalCase as changeCasePascal, snakeCase as changeCaseSnake } from 'change-case';
import { constantName, IconNames, IconNamesSet, pascalCase } from './blueprintIconNames';

describe('blueprintIconNames (in place of @blueprintjs/icons iconNames.js)', () => {
  it('has exactly the keys and values of Blueprint’s IconNames, in the same order', () => {
    expect(Object.keys(original.IconNames).length).toBeGreaterThan(1000);
    expect(Object.entries(IconNames)).toEqual(Object.entries(original.IconNames));
  });

  it('has the same IconNamesSet', () => {
    expect([...IconNamesSet]).toEqual([...original.IconNamesSet]);
  });

  it('converts names as change-case does, digits and stray separators included', () => {
    const names = ['add-column-left', 'heat-grid', 'style-2', 'h1-heading', 'layout-3-columns', '-edge-', 'a--b', 'x'];
    expect(names.map(pascalCase)).toEqual(names.map((name) => changeCasePascal(name)));
    expect(names.map(constantName)).toEqual(names.map((name) => changeCaseSnake(name).toUpperCase()));
    expect(pascalCase('layout-3-columns')).toBe('Layout_3Columns');
  });
});
