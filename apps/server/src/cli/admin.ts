import { loadConfig } from '../config.js';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { OperatorService } from '../modules/accounts/operator.service.js';
import { WorkbenchRepo } from '../modules/workbench/workbench.repo.js';
import { WorkbenchService } from '../modules/workbench/workbench.service.js';
import { MessagesService } from '../modules/messages/messages.service.js';
import path from 'node:path';
// ---- work orders (issue 14): their commands live in admin-orders.ts
import { ORDER_COMMANDS, ORDER_USAGE, runOrderCommand } from './admin-orders.js';
// ---- end of work orders
import { runStaffCommand, STAFF_USAGE } from './staff-admin.js';

const USAGE = `Operator commands until the operator console exists:
  npm run admin -- list-pending                     accounts and certifications waiting for review
  npm run admin -- approve-user NAME                open a new account (gives it the customer role)
  npm run admin -- disable-user NAME                stop an account from signing in
  npm run admin -- approve-identity NAME            approve a real-name certification
  npm run admin -- reject-identity NAME "REASON"    reject it; the user sees the reason
  npm run admin -- approve-enterprise NAME
  npm run admin -- reject-enterprise NAME "REASON"
  npm run admin -- grant-devices NAME QUANTITY [PLATFORM]
                                                    sales grants a device quantity (default platform mdm);
                                                    a trial waiting for it starts at once
${STAFF_USAGE}`;

/** Runs one operator command against the configured database; returns the text to print. */
export async function runAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, name, ...rest] = args;
  const config = loadConfig(env);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    await migrateToLatest(db);
    // ---- work orders (issue 14)
    if (command && ORDER_COMMANDS.has(command)) return await runOrderCommand(db, args);
    // ---- end of work orders
    const staffOut = await runStaffCommand(db, command, args.slice(1));
    if (staffOut !== undefined) return staffOut;
    const operator = OperatorService.on(db);
    const account = (): string => {
      if (!name) throw new Error(`missing account name\n${USAGE}`);
      return name;
    };
    const userId = () => operator.userId(account());
    switch (command) {
      case 'list-pending': {
        const { users, identities, enterprises } = await operator.pending();
        return [
          `accounts awaiting approval: ${users.map((u) => `${u.username} (${u.companyName})`).join(', ') || 'none'}`,
          `identity certifications: ${identities.join(', ') || 'none'}`,
          `enterprise certifications: ${enterprises.map((u) => `${u.username} (${u.companyName})`).join(', ') || 'none'}`,
        ].join('\n');
      }
      case 'approve-user':
        await operator.approveUser(account());
        return `${name} is open and can sign in`;
      case 'disable-user':
        await operator.disableUser(account());
        return `${name} is disabled and signed out`;
      case 'approve-identity':
      case 'approve-enterprise':
        await operator.reviewCertification(
          command === 'approve-identity' ? 'identity' : 'enterprise',
          await userId(),
          true,
        );
        return `${command.slice('approve-'.length)} certification of ${name} approved`;
      case 'reject-identity':
      case 'reject-enterprise': {
        const reason = rest.join(' ');
        if (!reason.trim()) throw new Error('a rejection needs a reason');
        await operator.reviewCertification(
          command === 'reject-identity' ? 'identity' : 'enterprise',
          await userId(),
          false,
          reason,
        );
        return `${command.slice('reject-'.length)} certification of ${name} rejected: ${reason}`;
      }
      case 'grant-devices': {
        const quantity = Number(rest[0]);
        if (!Number.isInteger(quantity) || quantity < 1)
          throw new Error('QUANTITY must be a positive whole number');
        await new WorkbenchService(new WorkbenchRepo(db), MessagesService.on(db)).grantDevices(
          await userId(),
          rest[1] ?? 'mdm',
          quantity,
          'operator',
        );
        return `${name} may trial ${rest[1] ?? 'mdm'} with ${quantity} devices`;
      }
      default:
        throw new Error(`${USAGE}\n\n${ORDER_USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  runAdmin(process.argv.slice(2)).then(
    (out) => process.stdout.write(`${out}\n`),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
