import { STAFF_ROLES, type StaffRole } from '@seuiot/contract';
import type { Db } from '../db/kysely.js';
import { AuditService } from '../modules/console/audit.service.js';
import { StaffService } from '../modules/console/staff.service.js';

/** Usage lines of the console's commands (admin.ts prints them with its own). */
export const STAFF_USAGE = `  npm run admin -- create-staff NAME --role ROLE [--role ROLE ...]
                                                    a console staff member; prints the initial password once
                                                    (roles: ${STAFF_ROLES.join(', ')})
  npm run admin -- verify-audit                     checks the audit log's hash chain`;

function roles(args: string[]): StaffRole[] {
  const out: StaffRole[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] !== '--role') throw new Error(`unexpected argument ${args[i]}\n${STAFF_USAGE}`);
    const role = args[i + 1];
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
      throw new Error(`--role takes one of: ${STAFF_ROLES.join(', ')}`);
    out.push(role as StaffRole);
    i += 1;
  }
  return out;
}

/**
 * The console's operator commands; undefined when `command` is not one of them. No logic here:
 * each calls a service. A broken audit chain is an error (exit status 1) naming the record.
 */
export async function runStaffCommand(
  db: Db,
  command: string | undefined,
  args: string[],
): Promise<string | undefined> {
  switch (command) {
    case 'create-staff': {
      const [name, ...rest] = args;
      if (!name) throw new Error(`missing staff name\n${STAFF_USAGE}`);
      const password = await StaffService.on(db).create(name, roles(rest));
      return [
        `staff member ${name} created; initial password (shown only now):`,
        password,
        'Sign in at /seuiot-console/ and enrol an authenticator app (TOTP).',
      ].join('\n');
    }
    case 'verify-audit': {
      const r = await AuditService.on(db).verify();
      if (!r.ok)
        throw new Error(
          `audit chain broken at record ${r.firstBroken} (${r.checked} records before it hold)`,
        );
      return `audit chain holds: ${r.checked} records`;
    }
    default:
      return undefined;
  }
}
