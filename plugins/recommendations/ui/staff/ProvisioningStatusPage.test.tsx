/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { createTestServices } from 'sdk/testing';
import { REC_MESSAGES } from '../../model/messages';
import { renderPage } from '../testing';
import { ProvisioningStatusPage } from './ProvisioningStatusPage';
import { REFRESH_MS } from './useProvisioning';

const endpoint = (name: string, over: Record<string, unknown>) => ({ endpoint: name, state: 'live', ready: true, live: true, phase: 'endpoint-active', timestamp: '2026-11-01T10:00:00.000Z', ...over });
const WAITING = {
  'aws-status': 'idle',
  'aws-timestamp': null,
  'data-status': 'waiting',
  'data-timestamp': '2026-11-25T12:00:00.000Z',
  message: REC_MESSAGES.waiting,
  endpoints: { similar: endpoint('similar', { state: 'waiting', ready: false, live: false, phase: 'data-collection' }) },
  recommendations: {},
};
const READY = {
  ...WAITING,
  'aws-status': 'active',
  'aws-timestamp': '2026-11-25T12:05:00.000Z',
  'data-status': 'ready',
  message: '',
  endpoints: { similar: endpoint('similar', { phase: 'campaign-published' }), 'best-sellers': endpoint('best-sellers', {}) },
};

describe('Provisioning Status', () => {
  afterEach(() => jest.useRealTimers());

  it('shows aws-status, data-status, their timestamps, the message and every endpoint, and refreshes while waiting', async () => {
    // Only the refresh interval is faked: the page's first requests settle on real timers.
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick', 'Date'] });
    const s = createTestServices({ site: { timeZone: 'UTC' }, session: { isStaff: true, devMode: true } });
    s.api.respond('GET', '/api2/recommendation/end-point/status', WAITING);
    await renderPage(<ProvisioningStatusPage />, s);
    expect(screen.getByTestId('rec-provisioning-aws-status').textContent).toBe('idle');
    expect(screen.getByTestId('rec-provisioning-data-status').textContent).toBe('waiting');
    expect(screen.getByTestId('rec-provisioning-data-timestamp').textContent).toBe('Nov 25, 2026, 12:00:00 PM');
    expect(screen.getByTestId('rec-provisioning-message').textContent).toBe(REC_MESSAGES.waiting);
    expect(screen.getByTestId('rec-provisioning-endpoint-similar').textContent).toBe('similarNoNodata-collectionNov 1, 2026, 10:00:00 AM');
    expect(screen.getByTestId('rec-provisioning-waiting')).toBeTruthy();

    s.api.respond('GET', '/api2/recommendation/end-point/status', READY);
    await act(async () => {
      jest.advanceTimersByTime(REFRESH_MS);
    });
    expect(s.api.requests.filter((r) => r.path === '/api2/recommendation/end-point/status')).toHaveLength(2);
    expect(screen.getByTestId('rec-provisioning-aws-status').textContent).toBe('active');
    expect(screen.getByTestId('rec-provisioning-endpoint-similar').textContent).toContain('YesYescampaign-published');
    expect(screen.getByTestId('rec-provisioning-endpoint-best-sellers')).toBeTruthy();
    expect(screen.queryByTestId('rec-provisioning-waiting')).toBeNull();

    // Everything ready: no more polling.
    await act(async () => {
      jest.advanceTimersByTime(REFRESH_MS * 3);
    });
    expect(s.api.requests.filter((r) => r.path === '/api2/recommendation/end-point/status')).toHaveLength(2);
  });
});
