import { z } from 'zod';
import { defineCall } from './call.js';
import { CONSOLE_STAFF_PATHS } from './console-staff-paths.js';
import {
  staffCreatedSchema,
  staffCreateSchema,
  staffIdSchema,
  staffQuerySchema,
  staffRolesResultSchema,
  staffRolesSchema,
  staffRowSchema,
  staffStatusSchema,
} from './console-staff.js';
import { pageSchema } from './envelope.js';

const tag = 'console';
/** Staff administration is the administrators' (decision 0022). */
const access = { staff: ['administrator'] } as const;

/**
 * The console's staff administration calls (decision 0061). The four-eyes approvals queue stays
 * in `CONSOLE_ROUTES`: who may decide is worked out on the server (`APPROVALS.deciderRoles()`).
 */
export const CONSOLE_STAFF_CALLS = {
  list: defineCall({
    ...CONSOLE_STAFF_PATHS.list,
    tag,
    summary: 'Staff members: roles, pending grants, enrolment, status, last sign-in',
    access,
    query: staffQuerySchema,
    answer: pageSchema(staffRowSchema),
  }),
  create: defineCall({
    ...CONSOLE_STAFF_PATHS.create,
    tag,
    summary: 'A new staff member; the initial password is answered once, roles are requested',
    access,
    body: staffCreateSchema,
    answer: staffCreatedSchema,
    errors: ['A0003'],
  }),
  status: defineCall({
    ...CONSOLE_STAFF_PATHS.status,
    tag,
    summary: 'Disables (ending every session) or enables a staff member',
    access,
    body: staffStatusSchema,
    answer: z.null(),
    errors: ['A0017', 'A0078', 'B0009'],
  }),
  resetTotp: defineCall({
    ...CONSOLE_STAFF_PATHS.resetTotp,
    tag,
    summary: 'Forgets TOTP and recovery codes: the member enrols again at next sign-in',
    access,
    body: staffIdSchema,
    answer: z.null(),
    errors: ['A0078'],
  }),
  roles: defineCall({
    ...CONSOLE_STAFF_PATHS.roles,
    tag,
    summary: 'Sets roles: removals act at once, grants wait for a second administrator',
    access,
    body: staffRolesSchema,
    answer: staffRolesResultSchema,
    errors: ['A0078', 'B0009'],
  }),
} as const;
