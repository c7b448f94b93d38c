import { SHELL_MESSAGES as M } from './messages';
import { changedText } from './versions';

describe("a version's 'Changed:' line (issue 32 #12)", () => {
  it('names the fields as the editor shows them', () => {
    expect(changedText(['css', 'widgetOpts.desktop.title', 'widgetOpts.mobile.title'])).toBe('Changed: CSS, Title Text (Desktop), Title Text (Mobile)');
    expect(changedText(['widgetOpts.desktop.style', 'widgetOpts.desktop.style'])).toBe('Changed: Styles (Desktop)');
  });

  it('reads versions saved before the paths were kept, and a save without changes', () => {
    expect(changedText(['name', 'widgetOpts'])).toBe('Changed: Name, Widget options');
    expect(changedText([])).toBe(M.versionNoChanges);
  });
});
