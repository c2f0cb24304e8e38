import type { TFunction } from 'i18next';
import type { ApprovalRow } from '@seuiot/contract';

/**
 * What a request asks, in words: a known kind by its own text (`approvals.kind_<kind>` with the
 * payload's fields), any other kind by its name and object.
 */
export function describeApproval(t: TFunction, r: ApprovalRow): string {
  const key = `approvals.kind_${r.kind.replace(/\./g, '_')}`;
  const p = r.payload as Record<string, unknown>;
  const role = typeof p.role === 'string' ? t(`roles.${p.role}`) : '';
  // A re-opening names what it re-opens (decision 0020).
  const what = typeof p.subject === 'string' ? t(`review.reopenSubject_${p.subject}`) : '';
  // A bulk action counts its items.
  const count = Array.isArray(p.userIds) ? p.userIds.length : undefined;
  return t(key, {
    ...p,
    role,
    what,
    count,
    defaultValue: `${r.kind} · ${r.objectType} ${r.objectId}`,
  });
}
