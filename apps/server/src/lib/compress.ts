import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Compresses a text answer the way the server sends it (http/compress-json.ts): fast settings,
 * brotli 4 or gzip 6, where a 5 kB list page costs tens of µs. The bench measures the same call.
 */
export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(text, { level: 6 });
}
