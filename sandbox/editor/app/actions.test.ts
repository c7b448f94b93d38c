import { makeRec } from '../testing/sections';
import { onProblem, saveNow } from './actions';
import type { EditorController } from './EditorController';

function controller(js: string) {
  const { rec } = makeRec({ js: '' });
  rec.setField('js', js);
  const host = { saveRecommendation: jest.fn().mockResolvedValue({ ok: true, id: rec._id, __v: 2 }), snackbar: jest.fn().mockResolvedValue(undefined) };
  const c = { rec, host, setSaving: jest.fn(), refreshList: jest.fn().mockResolvedValue(undefined) } as unknown as EditorController;
  return { c, host };
}

describe('saving a recommendation with custom JS (spec 5)', () => {
  it("blocks the save when the JS does not compile, with 'Unable to save' and the phase", async () => {
    const problems: unknown[] = [];
    onProblem((p) => problems.push(p));
    const { c, host } = controller('return { a: ');
    await expect(saveNow(c)).resolves.toMatchObject({ ok: false, error: 'invalid' });
    expect(host.saveRecommendation).not.toHaveBeenCalled();
    expect(problems).toEqual([{ title: 'Unable to save', body: expect.stringMatching(/^Syntax error: /) }]);
  });

  it('an autosave waits quietly, and a script that compiles is saved', async () => {
    const problems: unknown[] = [];
    onProblem((p) => problems.push(p));
    const broken = controller('if (');
    await saveNow(broken.c, { quiet: true });
    expect(problems).toEqual([]);
    const fine = controller('return { ready: true };');
    await expect(saveNow(fine.c)).resolves.toMatchObject({ ok: true, __v: 2 });
    expect(fine.host.saveRecommendation).toHaveBeenCalledWith({ js: 'return { ready: true };' }, 1);
  });
});
