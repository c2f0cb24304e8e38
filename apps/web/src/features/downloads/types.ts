import type { CatalogueFile, downloadListQuerySchema } from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** GET /front/downloadCenter/findListPage: a file and its folder. */
export type DownloadFile = CatalogueFile & { classificationId: number | null };

export type DownloadListQuery = CallQuery<typeof downloadListQuerySchema>;
