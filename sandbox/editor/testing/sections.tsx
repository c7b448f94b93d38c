/**
 * What a section test needs: a recommendation model, an editor context and host doubles,
 * and the code panes as textareas with Test run in-process (jsdom has no Worker).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { EditorContext, EditorHost } from '../../../sdk/sandbox';
import { WithTextareaCodeEditor } from '../code/testing';
import { recommendationFromDocument } from '../model/RecommendationModel';
import { EVALUATE_WORDS, evaluateScript } from '../sections/code/script-check';
import { ScriptRunnerContext, type ScriptRunner } from '../sections/code/script-runner';

export const REC_ID = '6650c0ffee00000000000001';

export function makeRec(fields: Record<string, unknown> = {}) {
  const saveRecommendation = jest.fn().mockResolvedValue({ ok: true, id: REC_ID, __v: 2 });
  const rec = recommendationFromDocument({ _id: REC_ID, __v: 1, external: 'home-picks', place: 'H', status: 'staging', ...fields }, { saveRecommendation });
  return { rec, saveRecommendation };
}

export function makeCtx(overrides: Partial<EditorContext> = {}): EditorContext {
  return {
    site: { id: 's1', name: 'Demo', storefrontOrigin: 'http://store.test', currency: 'USD' },
    staff: false, devMode: false, theme: 'light', applet: 'rec', channel: 'online', place: 'H', recommendationId: REC_ID, external: null,
    ...overrides,
  };
}

export function makeHost(overrides: Record<string, unknown> = {}): EditorHost {
  return {
    snackbar: jest.fn().mockResolvedValue(undefined),
    confirm: jest.fn().mockResolvedValue(true),
    setUnsavedChanges: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as unknown as EditorHost;
}

const inProcessRunner: ScriptRunner = {
  run: (js, context) => evaluateScript(js, context, EVALUATE_WORDS),
};

export function renderWithCodeDoubles(ui: ReactElement) {
  return render(
    <WithTextareaCodeEditor>
      <ScriptRunnerContext.Provider value={inProcessRunner}>{ui}</ScriptRunnerContext.Provider>
    </WithTextareaCodeEditor>,
  );
}
