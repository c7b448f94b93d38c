import type { ApiService } from 'sdk';
import { fetchInstallation, INSTALLATION_REUSE_MS } from './useInstallation';

describe('fetchInstallation (issue 32 item 33: the same check went out three times as a page opened)', () => {
  it('shares one request while it runs and shortly after; later it asks again', async () => {
    let now = 1_000;
    const clock = () => now;
    let answer!: (value: unknown) => void;
    const fetch = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const api = { fetch } as unknown as ApiService;
    const first = fetchInstallation(api, 's1', clock);
    const second = fetchInstallation(api, 's1', clock);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer({ tagValidated: true });
    await expect(Promise.all([first, second])).resolves.toEqual([{ tagValidated: true }, { tagValidated: true }]);
    now += INSTALLATION_REUSE_MS - 1;
    await expect(fetchInstallation(api, 's1', clock)).resolves.toEqual({ tagValidated: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1;
    void fetchInstallation(api, 's1', clock);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks separately per site, and a failure is not kept', async () => {
    const fetch = jest.fn(() => Promise.reject(new Error('down')));
    const api = { fetch } as unknown as ApiService;
    await expect(fetchInstallation(api, 's3')).rejects.toThrow('down');
    await expect(fetchInstallation(api, 's4')).rejects.toThrow('down');
    await expect(fetchInstallation(api, 's3')).rejects.toThrow('down');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
