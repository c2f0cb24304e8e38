import { useMutation } from '@tanstack/react-query';
import { CATALOGUE_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { ServicePassword } from '../types';

/**
 * POST /front/device/servicePassword {serial} (login): the service password of one of my devices.
 * A POST so the password's key never sits in a URL; A0078 for a serial that is not mine.
 */
export function getServicePassword(serial: string): Promise<ServicePassword> {
  return api.post<ServicePassword>(CATALOGUE_ROUTES.servicePassword, { serial });
}

export function isNotMyDevice(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === 'A0078';
}

export function useServicePassword() {
  return useMutation({ mutationFn: getServicePassword });
}
