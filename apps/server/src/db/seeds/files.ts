import type { Db } from '../kysely.js';
import type { FileBody, FileSeed } from './catalogue.data.js';
import { FILES } from './catalogue-files.data.js';
import { renderPdf } from './pdf.js';
import { encodePng } from './png.js';
import { DAY, idOf, link, need, type Ago, type Ids } from './seed-rows.js';

const MIME: Record<FileBody['kind'], string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  png: 'image/png',
};

/**
 * The bytes of every seeded catalogue file, keyed by storage key. Deterministic: the same bytes on
 * every run, so the `size` column always matches what storage holds.
 */
export function CATALOGUE_FILE_CONTENTS(): { storageKey: string; bytes: Buffer }[] {
  return FILES.map((f) => ({ storageKey: f.key, bytes: renderFile(f) }));
}

/** The entities files are attached to, by type and seed key. */
export type Attachable = Record<FileSeed['attach'][number]['type'], Ids>;

/**
 * The catalogue file rows (sized by `contents`, the bytes in storage) and their attachments to
 * cases, apps, materials, SDKs and test packages.
 */
export async function seedFiles(
  db: Db,
  contents: Map<string, Buffer>,
  cls: Ids,
  entities: Attachable,
  ago: Ago,
): Promise<void> {
  for (const [i, f] of FILES.entries()) {
    const bytes = contents.get(f.key);
    if (!bytes) throw new Error(`no content for ${f.key}`);
    const at = ago(f.daysAgo, i);
    const fileId = await idOf(
      db.selectFrom('catalogue_files').select('id').where('storage_key', '=', f.key),
      () =>
        db
          .insertInto('catalogue_files')
          .values({
            classification_id: f.classification
              ? need(cls, f.classification, 'classification')
              : null,
            section: f.section,
            name_zh: f.name.zh,
            name_en: f.name.en,
            format: f.body.kind,
            size: bytes.length,
            storage_key: f.key,
            mime: MIME[f.body.kind],
            downloads: f.downloads,
            watermark: f.watermark ? 1 : 0,
            in_download_centre: f.centre ? 1 : 0,
            created_at: at - 30 * DAY,
            updated_at: at,
          })
          .returning('id'),
    );
    for (const [sort, a] of f.attach.entries()) {
      const entityId = need(entities[a.type], a.ref, a.type);
      await link(db, 'entity_files', {
        entity_type: a.type,
        entity_id: entityId,
        file_id: fileId,
        sort,
      });
    }
  }
}

function renderFile(f: FileSeed): Buffer {
  const b = f.body;
  switch (b.kind) {
    case 'pdf':
      return renderPdf(f.name, b.meta, b.blocks);
    case 'txt':
      return Buffer.from(b.text.replace(/\r?\n/g, '\r\n'), 'utf8');
    case 'csv':
      return Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(b.rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n', 'utf8'),
      ]);
    case 'json':
      return Buffer.from(JSON.stringify(b.value, null, 2) + '\n', 'utf8');
    case 'png':
      return encodePng(b.draw());
  }
}

function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
