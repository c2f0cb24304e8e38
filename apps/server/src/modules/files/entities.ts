import { SECTIONS } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { AppError } from '../../http/app-error.js';
import { hasSection } from '../../http/permission.js';
import type { FilesRepo } from './files.repo.js';

/** What a share link or a favourite may name. */
export type EntityKind = 'case' | 'file' | 'document' | 'material';

/** The section that opens each kind of entity; a file's is its own `section`. */
export const SECTION_OF = {
  case: SECTIONS.solution,
  document: SECTIONS.developer,
  material: SECTIONS.marketing,
} as const satisfies Record<Exclude<EntityKind, 'file'>, string>;

/**
 * A user may share or favourite only what they may open: the entity exists (A0078 otherwise) and
 * they hold its section (A0017 otherwise): solution for cases, the file's own section for files,
 * developer for documents, marketing for marketing materials.
 */
export async function requireVisible(
  db: Db,
  repo: FilesRepo,
  userId: number,
  kind: EntityKind,
  id: number,
): Promise<void> {
  let section: string;
  switch (kind) {
    case 'case':
      if (!(await repo.liveCase(id))) throw new AppError('A0078');
      section = SECTION_OF.case;
      break;
    case 'document':
      if (!(await repo.liveDocument(id))) throw new AppError('A0078');
      section = SECTION_OF.document;
      break;
    case 'material':
      if (!(await repo.liveMaterial(id))) throw new AppError('A0078');
      section = SECTION_OF.material;
      break;
    case 'file': {
      const file = await repo.file(id);
      if (!file) throw new AppError('A0078');
      section = file.section;
      break;
    }
  }
  if (!(await hasSection(db, userId, section))) throw new AppError('A0017');
}
