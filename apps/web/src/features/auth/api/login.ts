import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, type CallAnswer, type CallAt, type LoginForm } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /user/login, form encoded (not `call()`, which sends JSON); `password` is already in the
 * cipher wire form.
 */
export function login(form: LoginForm) {
  return api.postForm<CallAnswer<CallAt<typeof AUTH_PATHS.login>>>(AUTH_PATHS.login.path, form);
}

/** `quiet(error)` keeps that failure off the error toast: the form shows it itself. */
export function useLogin(quiet: (error: unknown) => boolean = () => false) {
  return useMutation({ mutationFn: login, meta: { errorToast: (error) => !quiet(error) } });
}
