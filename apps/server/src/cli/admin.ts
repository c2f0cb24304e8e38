import { loadConfig } from '../config.js';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureRole } from '../db/seeds/index.js';
import { AccountsRepo } from '../modules/accounts/accounts.repo.js';
import { CertsRepo } from '../modules/accounts/certs.repo.js';
import { CertsService } from '../modules/accounts/certs.service.js';
import { WorkbenchRepo } from '../modules/workbench/workbench.repo.js';
import { WorkbenchService } from '../modules/workbench/workbench.service.js';
import { UserFilesService } from '../modules/accounts/user-files.service.js';
import { accountApproved } from '../modules/messages/message-texts.js';
import { insertMessage } from '../modules/messages/messages.repo.js';
import { LocalStorage } from '../storage/storage.js';
import path from 'node:path';

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
                                                    a trial waiting for it starts at once`;

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
    const userId = async (): Promise<number> => {
      if (!name) throw new Error(`missing account name\n${USAGE}`);
      const u = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirst();
      if (!u) throw new Error(`no account named ${name}`);
      return u.id;
    };
    const certs = new CertsService(
      new CertsRepo(db),
      new UserFilesService(
        new AccountsRepo(db),
        new LocalStorage(path.join(config.dataDir, 'files')),
        config.apiPrefix,
      ),
      config.idHashSecret,
    );
    switch (command) {
      case 'list-pending': {
        const users = await db
          .selectFrom('users')
          .select(['username', 'company_name', 'created_at'])
          .where('status', '=', 'pending')
          .execute();
        const ids = await db
          .selectFrom('identity_certs')
          .innerJoin('users', 'users.id', 'identity_certs.user_id')
          .select(['users.username'])
          .where('identity_certs.status', '=', 'pending')
          .execute();
        const ents = await db
          .selectFrom('enterprise_certs')
          .innerJoin('users', 'users.id', 'enterprise_certs.user_id')
          .select(['users.username', 'enterprise_certs.company_name'])
          .where('enterprise_certs.status', '=', 'pending')
          .execute();
        return [
          `accounts awaiting approval: ${users.map((u) => `${u.username} (${u.company_name})`).join(', ') || 'none'}`,
          `identity certifications: ${ids.map((u) => u.username).join(', ') || 'none'}`,
          `enterprise certifications: ${ents.map((u) => `${u.username} (${u.company_name})`).join(', ') || 'none'}`,
        ].join('\n');
      }
      case 'approve-user': {
        const id = await userId();
        // Opened, given its role and welcomed together, or not at all.
        await db.transaction().execute(async (tx) => {
          const r = await tx
            .updateTable('users')
            .set({ status: 'active', updated_at: Date.now() })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw new Error(`${name} is not awaiting approval`);
          const role = await ensureRole(tx, 'customer');
          const has = await tx
            .selectFrom('user_roles')
            .select('user_id')
            .where('user_id', '=', id)
            .where('role_id', '=', role)
            .executeTakeFirst();
          if (!has)
            await tx.insertInto('user_roles').values({ user_id: id, role_id: role }).execute();
          await insertMessage(tx, accountApproved(id, String(name)));
        });
        return `${name} is open and can sign in`;
      }
      case 'disable-user': {
        const id = await userId();
        await db
          .updateTable('users')
          .set({ status: 'disabled', updated_at: Date.now() })
          .where('id', '=', id)
          .execute();
        await db.deleteFrom('sessions').where('user_id', '=', id).execute();
        return `${name} is disabled and signed out`;
      }
      case 'approve-identity':
      case 'approve-enterprise':
        await certs.review(
          command === 'approve-identity' ? 'identity' : 'enterprise',
          await userId(),
          true,
        );
        return `${command.slice('approve-'.length)} certification of ${name} approved`;
      case 'reject-identity':
      case 'reject-enterprise': {
        const reason = rest.join(' ');
        if (!reason.trim()) throw new Error('a rejection needs a reason');
        await certs.review(
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
        await new WorkbenchService(new WorkbenchRepo(db)).grantDevices(
          await userId(),
          rest[1] ?? 'mdm',
          quantity,
          'operator',
        );
        return `${name} may trial ${rest[1] ?? 'mdm'} with ${quantity} devices`;
      }
      default:
        throw new Error(USAGE);
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
