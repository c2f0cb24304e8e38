/**
 * Reading entries of the package's zip (inspect.ts): which entries the reader may open, and
 * inflating one of them without ever passing its declared size or a cap.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApkError, errorMessage, fail } from './apk-info.js';

/** Opens the zip at `filePath` for reading entries one by one ('not-zip' when it cannot). */
export async function openZip(filePath: string): Promise<ZipFile> {
  return yauzl
    .openPromise(filePath, { autoClose: false, validateEntrySizes: true })
    .catch((e: unknown) => fail('not-zip', `not a readable zip archive (${errorMessage(e)})`));
}

/** The entries the reader may open: the manifest, resources, META-INF and PNG files. */
export async function listEntries(zip: ZipFile, maxEntries: number): Promise<Map<string, Entry>> {
  const kept = new Map<string, Entry>();
  const seen = new Set<string>();
  let count = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (++count > maxEntries) fail('too-large', `more than ${maxEntries} entries`);
      const name = entry.fileName;
      // Android refuses duplicate names since 4.4 (two readers could see two different files)
      if (seen.has(name)) fail('not-zip', `duplicate entry ${name}`);
      seen.add(name);
      if (
        name === 'AndroidManifest.xml' ||
        name === 'resources.arsc' ||
        name.startsWith('META-INF/') ||
        /\.png$/i.test(name)
      )
        kept.set(name, entry);
    }
  } catch (e) {
    if (e instanceof ApkError) throw e;
    fail('not-zip', `broken zip directory (${errorMessage(e)})`);
  }
  return kept;
}

/**
 * Inflates one entry, handing each chunk to `onChunk`. yauzl (validateEntrySizes) fails a stream
 * that inflates past its declared size, so the declared size bounds the work.
 */
export async function streamEntry(
  zip: ZipFile,
  entry: Entry,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  const stream = await zip
    .openReadStreamPromise(entry)
    .catch((e: unknown) => fail('not-zip', `cannot read ${entry.fileName} (${errorMessage(e)})`));
  let n = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (n > entry.uncompressedSize)
        fail('too-large', `${entry.fileName} inflates past its declared size`);
      onChunk(chunk);
    }
  } catch (e) {
    stream.destroy();
    if (e instanceof ApkError) throw e;
    if (/too many bytes/.test(errorMessage(e)))
      fail('too-large', `${entry.fileName} inflates past its declared size`);
    fail('not-zip', `cannot inflate ${entry.fileName} (${errorMessage(e)})`);
  }
  if (n !== entry.uncompressedSize) fail('not-zip', `${entry.fileName} is shorter than declared`);
  return n;
}

/** One entry inflated into memory, never past `cap` bytes (its declared size is checked first). */
export async function readEntry(zip: ZipFile, entry: Entry, cap: number): Promise<Buffer> {
  if (entry.uncompressedSize > cap)
    fail('too-large', `${entry.fileName} inflates to ${entry.uncompressedSize} bytes`);
  const out = Buffer.allocUnsafe(entry.uncompressedSize);
  let n = 0;
  await streamEntry(zip, entry, (chunk) => {
    chunk.copy(out, n);
    n += chunk.length;
  });
  return out;
}
