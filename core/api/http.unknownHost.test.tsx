/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 * @jest-environment-options {"url": "https://shop.example.com/app/home"}
 */
// Spec 6 and 8: a console served from a host of no known environment tells the merchant.
import '../testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { ErrorModal } from '../errors/ErrorModal';
import { ErrorStore } from '../errors/ErrorStore';
import { ERROR_MESSAGES } from '../errors/messages';
import { UNKNOWN_HOST_MESSAGE } from '../lib/endpoint/messages';
import { GraphqlClient } from '../lib/graphql/GraphqlClient';
import { createGraphqlService, postGraphql } from '../services/graphql';
import { ApiError, apiFetch, apiTarget, observeHttp, resetApiTarget } from './http';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let errors: ErrorStore;
let stop: () => void;

beforeEach(() => {
  resetApiTarget();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  errors = new ErrorStore();
  // The console's routing of failed calls (ConsoleStore.start).
  stop = observeHttp({ failed: (error) => errors.report(error) });
});
afterEach(() => stop());

describe('an unknown host', () => {
  it('fails every call with "Unable to determine API endpoint" and sends nothing', async () => {
    expect(window.location.host).toBe('shop.example.com');
    expect(() => apiTarget()).toThrow(UNKNOWN_HOST_MESSAGE);
    const error = await apiFetch('/api2/sites').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNKNOWN_HOST_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('routes the failure to the error modal once, even for silent calls', async () => {
    await expect(apiFetch('/api2/sites', { silent: true })).rejects.toThrow(UNKNOWN_HOST_MESSAGE);
    await expect(apiFetch('/api2/sites')).rejects.toThrow(UNKNOWN_HOST_MESSAGE);
    expect(errors.queue.map((e) => e.message)).toEqual([UNKNOWN_HOST_MESSAGE]);
  });

  it('fails GraphQL queries the same way', async () => {
    const { query } = createGraphqlService({ client: new GraphqlClient({ post: postGraphql }), errors });
    await expect(query('{ usage }')).rejects.toThrow(UNKNOWN_HOST_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors.queue.map((e) => e.message)).toEqual([UNKNOWN_HOST_MESSAGE]);
  });

  it('shows "Unable to continue" with the message', async () => {
    await apiFetch('/api2/sites').catch(() => undefined);
    render(<ErrorModal errors={errors} />);
    expect(await screen.findByText(ERROR_MESSAGES.title)).toBeTruthy();
    expect(screen.getByTestId('error-detail').textContent).toBe(UNKNOWN_HOST_MESSAGE);
  });
});
