import { loadConfig } from '../config.js';
import { createDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { OperatorService } from '../modules/accounts/operator.service.js';
import { WorkbenchRepo } from '../modules/workbench/workbench.repo.js';
import { WorkbenchService } from '../modules/workbench/workbench.service.js';
import { MessagesService } from '../modules/messages/messages.service.js';
import { ReviewService } from '../modules/apps/review.service.js';
import { REVIEW_REASONS, REVIEW_REASON_CODES } from '@seuiot/contract';
import { createStorage } from '../storage/select.js';
import path from 'node:path';
// ---- work orders (issue 14): their commands live in admin-orders.ts
import { ORDER_COMMANDS, ORDER_USAGE, runOrderCommand } from './admin-orders.js';
// ---- end of work orders
import { runStaffCommand, STAFF_USAGE } from './staff-admin.js';
import { describeJobs } from '../db/jobs.js';

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
Developer apps (each decision writes the developer's bilingual message; REASONS are codes of
review-reasons, comma separated; the NOTE is what the developer reads beside them):
  npm run admin -- list-reviews                     developer applications, apps and versions waiting
  npm run admin -- review-reasons                   the reason codes and the review rules they cite
  npm run admin -- approve-developer NAME
  npm run admin -- reject-developer NAME REASONS ["NOTE"]
  npm run admin -- approve-app APP_ID               first review, or the changes to an approved listing
  npm run admin -- reject-app APP_ID REASONS ["NOTE"]
  npm run admin -- approve-version VERSION_ID
  npm run admin -- reject-version VERSION_ID REASONS ["NOTE"]
  npm run admin -- reply-review REVIEW_ID "TEXT"    answer the developer on a decision
${STAFF_USAGE}
  npm run admin -- jobs                             the periodic jobs: next due time, who runs them now,
                                                    and their latest runs (instance, start, end, outcome)`;

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
    if (command === 'jobs') return await describeJobs(db);
    const staffOut = await runStaffCommand(db, command, args.slice(1));
    if (staffOut !== undefined) return staffOut;
    const operator = OperatorService.on(db);
    const account = (): string => {
      if (!name) throw new Error(`missing account name\n${USAGE}`);
      return name;
    };
    const userId = () => operator.userId(account());
    const reviews = () =>
      ReviewService.on(db, createStorage(config), {
        apiPrefix: config.apiPrefix,
        log: {
          warn: (o: unknown, m?: string) =>
            process.stderr.write(`${m ?? ''} ${JSON.stringify(o)}\n`),
        },
      });
    const id = (): number => {
      const n = Number(name);
      if (!Number.isInteger(n) || n < 1) throw new Error(`missing or bad id\n${USAGE}`);
      return n;
    };
    const rejection = () => {
      const [codes = '', ...note] = rest;
      return { approve: false, reasons: codes.split(','), note: note.join(' ') };
    };
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
      case 'list-reviews': {
        const { developers, apps, versions } = await reviews().pending();
        const when = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
        return [
          `developer applications: ${developers.map((d) => `${d.username} (${d.name}, ${d.type}, ${when(d.submittedAt)})`).join(', ') || 'none'}`,
          `apps: ${apps.map((a) => `${a.id} ${a.name} [${a.kind}] by ${a.username} (${when(a.submittedAt)})`).join(', ') || 'none'}`,
          `versions: ${versions.map((v) => `${v.id} ${v.appName} ${v.versionName} (${v.versionCode}) by ${v.username} (${when(v.submittedAt)})`).join(', ') || 'none'}`,
        ].join('\n');
      }
      case 'review-reasons':
        return REVIEW_REASON_CODES.map((code) => {
          const r = REVIEW_REASONS[code];
          return `${code.padEnd(22)} ${r.rule.padEnd(4)} [${r.scopes.join(', ')}] ${r.en.title} / ${r.zh.title}`;
        }).join('\n');
      case 'approve-developer':
        await reviews().decideDeveloper(account(), { approve: true });
        return `${name} is an approved developer`;
      case 'reject-developer':
        await reviews().decideDeveloper(account(), rejection());
        return `the developer application of ${name} is rejected`;
      case 'approve-app':
        await reviews().decideApp(id(), { approve: true });
        return `app ${name} approved`;
      case 'reject-app':
        await reviews().decideApp(id(), rejection());
        return `app ${name} rejected`;
      case 'approve-version':
        await reviews().decideVersion(id(), { approve: true });
        return `version ${name} approved`;
      case 'reject-version':
        await reviews().decideVersion(id(), rejection());
        return `version ${name} rejected`;
      case 'reply-review': {
        await reviews().reply(id(), rest.join(' '));
        return `reply sent on decision ${name}`;
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
