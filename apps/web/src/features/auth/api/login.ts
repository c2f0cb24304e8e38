import { useMutation } from '@tanstack/react-query';
import { ROUTES, type LoginForm, type LoginUser } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** POST /user/login, form encoded; `password` is already in the cipher wire form. */
export function login(form: LoginForm): Promise<LoginUser> {
  return api.postForm<LoginUser>(ROUTES.login, form);
}

/** `quiet(error)` keeps that failure off the error toast: the form shows it itself. */
export function useLogin(quiet: (error: unknown) => boolean = () => false) {
  return useMutation({ mutationFn: login, meta: { errorToast: (error) => !quiet(error) } });
}
