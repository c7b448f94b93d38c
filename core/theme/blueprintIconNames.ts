// Blueprint's own icon-name maps, computed without change-case. The build puts this module in
// place of @blueprintjs/icons' iconNames.js (webpack.config.ts, BLUEPRINT_ICON_NAMES): that
// file runs change-case's regular expressions over every icon name as the console starts:
// ~35 ms in Node, and in Chromium traces the shell's start-up evaluation took 86 ms of CPU with
// it and 74 ms with this module (medians of 5 visits). Same exports, same contents;
// blueprintIconNames.test.ts compares them with the original's, name by name.

/**
 * Every icon name ('add-column-left'), as the 16 px set lists them (the 20 px set is the same),
 * from the build (scripts/build/blueprintIconPaths.cjs): Blueprint's BlueprintIcons_16 enum
 * spells each name twice and cost the start-up chunks ~10 KB gzip; the bare list ~3 KB.
 */
const names: string[] = __BLUEPRINT_ICON_NAMES__.split(',');

/**
 * change-case's words of an icon name: runs of letters and digits. Icon names are lower-case,
 * so its camel-case splitting never applies.
 */
const words = (name: string) => name.split(/[^A-Za-z0-9]+/).filter(Boolean);

/** change-case's pascalCase: 'add-column-left' → 'AddColumnLeft'; a later word starting with a digit gets '_'. */
export function pascalCase(name: string): string {
  return words(name)
    .map((word, index) => {
      const first = word.charAt(0);
      const rest = word.slice(1).toLowerCase();
      return index > 0 && first >= '0' && first <= '9' ? `_${first}${rest}` : first.toUpperCase() + rest;
    })
    .join('');
}

/** change-case's snakeCase, upper-cased: 'add-column-left' → 'ADD_COLUMN_LEFT'. */
export const constantName = (name: string) => words(name).join('_').toUpperCase();

const iconNamesNew: Record<string, string> = {};
const iconNamesLegacy: Record<string, string> = {};
for (const name of names) {
  iconNamesNew[pascalCase(name)] = name;
  iconNamesLegacy[constantName(name)] = name;
}

/** Both spellings of every icon's name, as Blueprint's IconNames: { AddColumnLeft, ADD_COLUMN_LEFT }. */
export const IconNames = { ...iconNamesNew, ...iconNamesLegacy };

/** Every icon name; Blueprint's Icons.isValidIconName reads it. */
export const IconNamesSet = new Set<string>(Object.values(IconNames));
