import { IconNamesSet } from '@blueprintjs/icons/lib/cjs/iconNames';
import { blueprintIconPaths } from './blueprintIconPaths.cjs';

describe('blueprintIconPaths (the icon files the console fetches by name)', () => {
  const icons = blueprintIconPaths();

  it('has every Blueprint icon name, at 16 and 20 px, named with one hash', () => {
    expect(icons.names).toEqual([...IconNamesSet]);
    expect(icons.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(icons.files).toHaveLength(icons.names.length * 2);
    expect(icons.files.every(({ file }) => new RegExp(`^assets/icons/(16|20)/[a-z0-9-]+\\.${icons.hash}\\.json$`).test(file))).toBe(true);
  });

  it('holds the same paths as Blueprint’s own modules, the empty icon included', () => {
    for (const [size, name] of [[16, 'add'], [20, 'globe'], [16, 'blank']] as const) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const original = require(`@blueprintjs/icons/lib/cjs/generated/${size}px/paths/${name}`).default as string[];
      const file = icons.files.find((f) => f.file.startsWith(`assets/icons/${size}/${name}.`));
      expect(JSON.parse(file?.json ?? 'null')).toEqual(original);
    }
  });
});
