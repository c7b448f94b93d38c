import { isTagEnabled, tagAlert, tagState } from './tag';

describe('isTagEnabled', () => {
  it('is true only when validated and not manually disabled', () => {
    expect(isTagEnabled({ tagManuallyDisabled: false, tagValidated: true })).toBe(true);
    expect(isTagEnabled({ tagValidated: true })).toBe(true);
    expect(isTagEnabled({ tagManuallyDisabled: true, tagValidated: true })).toBe(false);
    expect(isTagEnabled({ tagManuallyDisabled: false, tagValidated: false })).toBe(false);
    expect(isTagEnabled({})).toBe(false);
    expect(isTagEnabled({ tagManuallyDisabled: null, tagValidated: null })).toBe(false);
  });
});

describe('tagState / tagAlert', () => {
  it('reports a manual disable first, with the spec text', () => {
    expect(tagState({ tagManuallyDisabled: true, tagValidated: false })).toBe('manually-disabled');
    expect(tagAlert({ tagManuallyDisabled: true, tagValidated: true })).toEqual({
      message: 'The data collection tag on your site has been manually disabled.',
      actionLabel: 'Re-enable Tag',
    });
  });

  it('reports a tag not validated, with the spec text', () => {
    expect(tagState({ tagValidated: false })).toBe('not-validated');
    expect(tagAlert({})).toEqual({
      message: 'The data collection tag on your site has not been validated.',
      actionLabel: 'Check and Fix',
    });
  });

  it('has no alert for an enabled tag', () => {
    expect(tagState({ tagValidated: true })).toBe('enabled');
    expect(tagAlert({ tagValidated: true })).toBeUndefined();
  });
});
