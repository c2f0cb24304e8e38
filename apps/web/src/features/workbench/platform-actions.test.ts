import { describe, expect, it } from 'vitest';
import type { Platform } from '@seuiot/contract';
import { platformActions } from './platform-actions';

const base: Platform = {
  id: 2,
  code: 'mdm',
  name: 'MDM',
  description: '',
  url: 'https://mdm.example.com',
  needsAuthorization: true,
  authorizedDevices: 0,
  state: 'none',
  trialEndTime: null,
};

describe('platformActions', () => {
  it('offers nothing but signing in to an anonymous visitor', () => {
    expect(platformActions(base, false)).toEqual({ apply: false, cancel: false, enter: false });
    expect(platformActions({ ...base, state: 'active' }, false).enter).toBe(false);
  });

  it('lets a customer apply when nothing runs yet', () => {
    expect(platformActions(base, true)).toEqual({ apply: true, cancel: false, enter: false });
  });

  it('lets a customer enter or cancel a running trial', () => {
    expect(platformActions({ ...base, state: 'trial' }, true)).toEqual({
      apply: false,
      cancel: true,
      enter: true,
    });
  });

  it('keeps a system waiting for authorisation closed, but cancellable', () => {
    expect(platformActions({ ...base, state: 'awaitingAuthorization' }, true)).toEqual({
      apply: false,
      cancel: true,
      enter: false,
    });
  });

  it('only enters an opened system (no trial to cancel)', () => {
    expect(platformActions({ ...base, state: 'active' }, true)).toEqual({
      apply: false,
      cancel: false,
      enter: true,
    });
  });
});
