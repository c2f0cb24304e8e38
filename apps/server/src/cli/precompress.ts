import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes .br and .gz beside each text asset of the built web app, so serving costs no CPU. */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../../web/dist'));
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
let n = 0;
function walk(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // ssr/: the server's rendering module (decision 0014), read from disk, never sent.
    if (entry.isDirectory()) {
      if (!(dir === root && entry.name === 'ssr')) walk(file);
    } else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      n++;
    }
  }
}
if (fs.existsSync(root)) {
  walk(root);
  process.stdout.write(`precompressed ${n} files in ${root}\n`);
} else {
  process.stdout.write(`no web build at ${root}; nothing to precompress\n`);
}
