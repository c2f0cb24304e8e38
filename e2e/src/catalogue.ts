/** Shapes of the catalogue answers the journeys check against (contract: catalogue.ts). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface MaterialSummary {
  id: number;
  typeId: number;
  typeName: string;
  title: string;
}

export interface ArticleSummary {
  id: number;
  kind: 'document' | 'faq';
  name: string;
  views: number;
}

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

export interface ApiEntry {
  id: number;
  name: string;
}

export interface CatalogueFile {
  fileId: number;
  fileName: string;
}

export interface HotKeyword {
  id: number;
  word: string;
}
