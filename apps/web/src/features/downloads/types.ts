import type { downloadListQuerySchema } from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** GET /front/downloadCenter/findListPage: a file and its folder (the contract's shape). */
export type { DownloadFile } from '@seuiot/contract';

export type DownloadListQuery = CallQuery<typeof downloadListQuerySchema>;
