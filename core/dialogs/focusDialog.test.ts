/** @jest-environment jsdom */
import { focusDialog } from './focusDialog';

function dialog() {
  document.body.innerHTML = '<div tabindex="0" class="trap"></div><div tabindex="0" role="dialog"><button>Close</button><input /></div>';
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

describe('focusDialog (issue 32 item 26: two extra Tab stops before Close)', () => {
  it('takes the dialog out of the Tab order and focuses it, so the first Tab reaches Close', () => {
    const container = dialog();
    document.querySelector<HTMLElement>('.trap')!.focus();
    focusDialog(container);
    expect(container.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(container);
  });

  it('leaves focus on a control inside that already has it', () => {
    const container = dialog();
    container.querySelector('input')!.focus();
    focusDialog(container);
    expect(document.activeElement).toBe(container.querySelector('input'));
  });
});
