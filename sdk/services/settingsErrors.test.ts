import { ApiError } from './api';
import { SettingsConflictError, SettingsDuplicateError, toSettingsError } from './settingsErrors';

describe('toSettingsError', () => {
  it('turns a 409 with code 11000 into SettingsDuplicateError', () => {
    const error = toSettingsError(new ApiError('A duplicate exists', 409, 11000, { code: 11000 }));
    expect(error).toBeInstanceOf(SettingsDuplicateError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'SettingsDuplicateError', status: 409, code: 11000, message: 'A duplicate exists' });
  });

  it('turns any other 409 into SettingsConflictError', () => {
    const error = toSettingsError(new ApiError('changed by someone else', 409, 'STALE_VERSION'));
    expect(error).toBeInstanceOf(SettingsConflictError);
    expect(error).toMatchObject({ name: 'SettingsConflictError', code: 'STALE_VERSION' });
  });

  it('returns other errors unchanged', () => {
    const notFound = new ApiError('Not found', 404);
    const plain = new Error('boom');
    expect(toSettingsError(notFound)).toBe(notFound);
    expect(toSettingsError(plain)).toBe(plain);
  });
});
