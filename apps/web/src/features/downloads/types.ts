import type { CatalogueFile } from '@seuiot/contract';

/** GET /front/downloadCenter/findListPage: a file and its folder. */
export type DownloadFile = CatalogueFile & { classificationId: number | null };

export interface DownloadListQuery {
  pageNum: number;
  pageSize: number;
  classificationId?: number;
  keyword?: string;
}
