import { ErrorStore } from '../errors/ErrorStore';
import { SettingsConflictError, SettingsDuplicateError } from '../sdk';
import { createSettingsService } from './settings';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const DOC = { _id: 'd1', __v: 3, site: 'S1', applet: 'rec', title: 'Old', nested: { a: 1 } };

describe('the settings service', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let errors: ErrorStore;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    errors = new ErrorStore();
  });
  const service = () => createSettingsService({ applet: 'rec', siteId: () => 'S1', errors });
  const sent = (i = 0) => ({ url: fetchMock.mock.calls[i][0], method: fetchMock.mock.calls[i][1].method, body: JSON.parse(String(fetchMock.mock.calls[i][1].body ?? 'null')) });

  it('loads the document of the current site and applet', async () => {
    fetchMock.mockResolvedValue(json(200, DOC));
    await expect(service().load()).resolves.toEqual(DOC);
    expect(sent()).toEqual({ url: '/api2/applet?site=S1&applet=rec', method: 'GET', body: null });
  });

  it('loads null when there is no document yet (the server answers JSON null)', async () => {
    fetchMock.mockResolvedValue(json(200, null));
    await expect(service().load()).resolves.toBeNull();
    expect(errors.queue).toEqual([]);
  });

  it('loads null from an older server that answers 404 for a missing document', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Applet document not found' }));
    await expect(service().load()).resolves.toBeNull();
    expect(errors.queue).toEqual([]);
  });

  it('creates with POST and replaces with PUT', async () => {
    fetchMock.mockResolvedValueOnce(json(201, DOC));
    await service().save({ title: 'New' });
    expect(sent(0)).toMatchObject({ method: 'POST', body: { title: 'New', site: 'S1', applet: 'rec' } });
    fetchMock.mockResolvedValueOnce(json(200, { ...DOC, __v: 4 }));
    await service().save({ ...DOC, title: 'Changed' });
    expect(sent(1)).toMatchObject({ method: 'PUT', body: { _id: 'd1', __v: 3, title: 'Changed' } });
  });

  it('patches only what changed, with _id and __v', async () => {
    fetchMock.mockResolvedValue(json(200, { ...DOC, __v: 4, title: 'New' }));
    const saved = await service().patch(DOC, { ...DOC, title: 'New' });
    expect(saved.__v).toBe(4);
    expect(sent()).toEqual({
      url: '/api2/applet?site=S1&applet=rec',
      method: 'PATCH',
      body: { _id: 'd1', __v: 3, site: 'S1', applet: 'rec', patch: { title: 'New' } },
    });
  });

  it('always names its own applet and the current site, whatever the document says (README: namespaced, not isolated)', async () => {
    fetchMock.mockImplementation(async () => json(200, DOC));
    await service().save({ ...DOC, applet: 'chk', site: 'S2', title: 'Changed' });
    expect(sent(0)).toMatchObject({ url: '/api2/applet?site=S1&applet=rec', method: 'PUT', body: { applet: 'rec', site: 'S1' } });
    await service().patch({ ...DOC, applet: 'chk' }, { ...DOC, applet: 'chk', title: 'New' });
    expect(sent(1)).toMatchObject({ url: '/api2/applet?site=S1&applet=rec', method: 'PATCH', body: { applet: 'rec', site: 'S1' } });
  });

  it('sends nothing when nothing changed', async () => {
    await expect(service().patch(DOC, { ...DOC })).resolves.toBe(DOC);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects stale and duplicate writes with the typed errors, without the modal', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'changed', code: 'STALE_VERSION' }));
    await expect(service().patch(DOC, { ...DOC, title: 'x' })).rejects.toBeInstanceOf(SettingsConflictError);
    fetchMock.mockResolvedValueOnce(json(409, { message: 'dup', code: 11000 }));
    await expect(service().save({ title: 'x' })).rejects.toBeInstanceOf(SettingsDuplicateError);
    expect(errors.queue).toEqual([]);
  });

  it('shows other failures in the modal', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'missing required field title' }));
    await service()
      .save({})
      .catch(() => undefined);
    expect(errors.queue.map((e) => e.message)).toEqual(['missing required field title']);
  });
});
