import { useMutation } from '@tanstack/react-query';
import { DEVICE_PATHS } from '@seuiot/contract';
import { isApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';

/**
 * POST /front/device/servicePassword {serial} (login): the service password of one of my devices.
 * A POST so the password's key never sits in a URL; A0078 for a serial that is not mine.
 */
export function getServicePassword(serial: string) {
  return call(DEVICE_PATHS.servicePassword, { body: { serial } });
}

export function isNotMyDevice(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === 'A0078';
}

export function useServicePassword() {
  return useMutation({ mutationFn: getServicePassword });
}
