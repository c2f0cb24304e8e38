import { STAFF_ROLES, type StaffRole } from '@seuiot/contract';
import type { Db } from '../db/kysely.js';
import { AuditService, type AuditAnchor } from '../modules/console/audit.service.js';
import { StaffService } from '../modules/console/staff.service.js';

/** Usage lines of the console's commands (admin.ts prints them with its own). */
export const STAFF_USAGE = `  npm run admin -- create-staff NAME --role ROLE [--role ROLE ...]
                                                    a console staff member; prints the initial password once
                                                    (roles: ${STAFF_ROLES.join(', ')})
  npm run admin -- verify-audit                     checks the audit log's hash chain and prints
                                                    its anchor (the last record's id:hash)
  npm run admin -- verify-audit --anchor ID:HASH    also checks that record ID still has the hash
                                                    a run printed earlier (keep it off the server)`;

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

/** `--anchor ID:HASH` of verify-audit (a line it printed before), or null without one. */
function anchorOf(args: string[]): AuditAnchor | null {
  if (args.length === 0) return null;
  const m =
    args[0] === '--anchor' && args.length === 2 ? /^(\d+):([0-9a-f]{64})$/.exec(args[1]!) : null;
  if (!m)
    throw new Error(`verify-audit takes --anchor ID:HASH (a line it printed)\n${STAFF_USAGE}`);
  return { id: Number(m[1]), hash: m[2]! };
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
      const audit = AuditService.on(db);
      const anchor = anchorOf(args);
      const r = await audit.verify();
      if (!r.ok)
        throw new Error(
          `audit chain broken at record ${r.firstBroken} (${r.checked} records before it hold)`,
        );
      if (anchor) {
        const held = await audit.holdsAnchor(anchor);
        if (held === 'missing')
          throw new Error(`audit anchor ${anchor.id} is not in the log (cut off or rewritten)`);
        if (held === 'differs')
          throw new Error(`audit record ${anchor.id} no longer has the anchored hash (rewritten)`);
      }
      const head = await audit.anchor();
      return [
        `audit chain holds: ${r.checked} records${anchor ? `, anchor ${anchor.id} matches` : ''}`,
        `anchor: ${head.id}:${head.hash}`,
      ].join('\n');
    }
    default:
      return undefined;
  }
}
