/**
 * @jest-environment jsdom
 */
import { claimDrafts, readDraft, takeJsonDraft, saveDraft, saveJsonDraft } from './drafts';

describe('kept edits belong to the user who kept them', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the same user back their kept edits after signing in again', () => {
    claimDrafts('u1');
    saveDraft('me:u1', { first: 'Maya' });
    saveJsonDraft('applet:rec:s1:text', { greeting: 'Hello' });
    claimDrafts('u1');
    expect(readDraft('me:u1')).toEqual({ first: 'Maya' });
    expect(takeJsonDraft('applet:rec:s1:text')).toEqual({ greeting: 'Hello' });
  });

  it("drops another user's kept edits unread when someone else signs in in this tab", () => {
    claimDrafts('u1');
    saveDraft('website:s1', { name: 'Private name' });
    saveJsonDraft('applet:rec:s1:text', { greeting: 'Hello' });
    sessionStorage.setItem('h40_theme-note', 'not a draft');
    claimDrafts('u2');
    // Only drafts go: the tab's other keys stay.
    expect(sessionStorage.getItem('h40_theme-note')).toBe('not a draft');
    // The first user signing in again afterwards finds nothing either.
    claimDrafts('u1');
    expect(readDraft('website:s1')).toBeNull();
    expect(takeJsonDraft('applet:rec:s1:text')).toBeUndefined();
  });

  it('treats edits kept without an owner as foreign', () => {
    saveJsonDraft('applet:rec:s1:text', 'orphan');
    claimDrafts('u1');
    expect(takeJsonDraft('applet:rec:s1:text')).toBeUndefined();
  });
});
