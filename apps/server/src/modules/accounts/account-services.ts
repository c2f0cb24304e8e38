import type { AppContext } from '../../app-context.js';
import { AccountsRepo } from './accounts.repo.js';
import { AccountsService } from './accounts.service.js';
import { CertsRepo } from './certs.repo.js';
import { CertsService } from './certs.service.js';
import { CodesRepo } from './codes.repo.js';
import { CodesService } from './codes.service.js';
import { SsoRepo } from './sso.repo.js';
import { SsoService } from './sso.service.js';
import { UserFilesService } from './user-files.service.js';

/** The services of the accounts module, built once and shared by its route files. */
export interface AccountServices {
  accounts: AccountsService;
  certs: CertsService;
  files: UserFilesService;
  sso: SsoService;
}

export function accountServices(ctx: AppContext): AccountServices {
  const repo = new AccountsRepo(ctx.db);
  const certsRepo = new CertsRepo(ctx.db);
  const files = new UserFilesService(
    repo,
    ctx.storage,
    ctx.config.apiPrefix,
    ctx.config.userStorageQuotaMb,
    ctx.app.log,
  );
  const codes = new CodesService(
    new CodesRepo(ctx.db),
    ctx.config.idHashSecret,
    ctx.mailer,
    ctx.sms,
    ctx.config.codeResendSeconds,
  );
  return {
    accounts: new AccountsService(repo, certsRepo, files, ctx.config, codes),
    certs: new CertsService(certsRepo, files, ctx.config.idHashSecret),
    files,
    sso: new SsoService(new SsoRepo(ctx.db), repo, ctx.config.ssoPartners),
  };
}
