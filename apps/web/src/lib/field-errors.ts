import { useMemo } from 'react';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ErrorCode } from '@seuiot/contract';
import { isApiError } from './api-error';
import { errorText } from './error-toast';
import { i18n } from './i18n';
import type { ErrorMeta } from './query-client';

/**
 * Per form, which field a refusal of the server concerns. Give it as a module constant: the hook
 * keeps its handlers while the map is the same object.
 */
export interface FieldErrorMap {
  /** By the refusal's code: A0006 "phone already registered" -> `phone`, A0012 -> `oldPassword`. */
  codes?: Partial<Record<ErrorCode, NamePath>>;
  /**
   * The form's field for a request field that B0001/B0004 name, where the names differ (the
   * request's `packageBusId` is the form's `package`); the others are taken as they are.
   */
  fields?: Record<string, NamePath>;
}

/** A refusal shown at a field: the field and the translated text under it. */
export interface FieldRefusal {
  name: NamePath;
  text: string;
}

/** Codes whose data lists the request fields that were missing (B0001) or not valid (B0004). */
const LISTING_CODES: ReadonlySet<string> = new Set(['B0001', 'B0004']);

const NO_MAP: FieldErrorMap = {};

const key = (name: NamePath): string => (Array.isArray(name) ? name.join('.') : String(name));

/**
 * The fields a failed call concerns, or [] when it concerns none (then it stays a toast): the
 * map's field for the code, when the form shows it (`has`); for B0001/B0004 the fields its data names, when every one of them is
 * a field of the form (`has`), each with "required" or "not valid".
 */
export function refusedFields(
  error: unknown,
  map: FieldErrorMap,
  has: (name: NamePath) => boolean,
): FieldRefusal[] {
  if (!isApiError(error) || error.kind !== 'business') return [];
  const code = error.code.trim();
  const mapped = (map.codes as Partial<Record<string, NamePath>> | undefined)?.[code];
  if (mapped !== undefined) {
    // A field not on screen (the code field shows only for a changed phone) cannot show it.
    const text = errorText(error);
    return text && has(mapped) ? [{ name: mapped, text }] : [];
  }
  if (!LISTING_CODES.has(code) || !Array.isArray(error.data) || error.data.length === 0) return [];
  const listed = error.data.filter((item): item is string => typeof item === 'string');
  if (listed.length !== error.data.length) return [];
  const names = [...new Set(listed.map((name) => map.fields?.[name] ?? name))];
  if (!names.every(has)) return [];
  // The label above says which field; the text says what is wrong with it.
  const text = i18n.t(code === 'B0001' ? 'validation:required' : 'validation:invalid');
  return names.map((name) => ({ name, text }));
}

/** What a form's mutation takes to show refusals at the fields (spread into `useMutation`). */
export interface FormMutationOptions {
  meta?: ErrorMeta;
  onError?: (error: unknown) => void;
}

/**
 * Server refusals at the field they concern, for an antd form (issue 26): the mutation's toast is
 * left out for them, and the field gets the translated text (`setFields`), is scrolled to and
 * focused. Refusals that concern no field keep the toast. Pass `mutationOptions` to the form's
 * mutation hook.
 */
export function useFieldErrors<V>(
  form: FormInstance<V>,
  map: FieldErrorMap = NO_MAP,
): { mutationOptions: FormMutationOptions; show: (error: unknown) => boolean } {
  return useMemo(() => {
    const has = (name: NamePath) =>
      form.getFieldsError().some((field) => key(field.name) === key(name));
    const fields = (error: unknown) => refusedFields(error, map, has);
    const show = (error: unknown): boolean => {
      const found = fields(error);
      const first = found[0];
      if (!first) return false;
      form.setFields(found.map((f) => ({ name: f.name, errors: [f.text] }) as never));
      // After the submit's outcome has re-enabled the form (a disabled input takes no focus).
      setTimeout(() => form.scrollToField(first.name, { focus: true, block: 'center' }), 0);
      return true;
    };
    return {
      mutationOptions: {
        meta: { errorToast: (error: unknown) => fields(error).length === 0 },
        onError: (error: unknown) => void show(error),
      },
      show,
    };
  }, [form, map]);
}
