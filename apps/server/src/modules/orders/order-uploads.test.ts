import { describe, expect, it } from 'vitest';
import { LIMITS, ORDER_CALLS as R } from '@seuiot/contract';
import { get } from '../../test/harness.js';
import { makeDeclaredImage } from '../../test/declared-images.js';
import {
  demo,
  detail,
  FIELDS,
  PDF,
  PNG,
  send,
  submitOrder,
  t,
  typeId,
  useOrdersApp,
  written,
} from './orders.fixture.js';

/**
 * What the outside test of issue 24 found in work-order attachments (decision 0041): a picture
 * that declares more pixels than any screenshot is refused before it is stored, a file name's
 * invisible characters are not stored, and a previewed PDF runs in a sandbox.
 */

useOrdersApp();

const pixelRefusal = (field: string) => ({
  rescode: 415,
  msg: 'B0007',
  data: { field, maxMegapixels: LIMITS.imageMaxMegapixels, maxSidePx: LIMITS.imageMaxSidePx },
});

describe('work-order attachments', () => {
  it('refuses a picture past the pixel limit on submission and on a reply, storing nothing', async () => {
    const before = await written();
    const bomb = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['report.pdf', PDF],
      ['bomb.png', makeDeclaredImage('png', 60_000, 60_000)],
    ]);
    expect(bomb.json()).toEqual(pixelRefusal('bomb.png'));
    // A JPEG whose size is not in its first 256 kB cannot be checked: refused as no picture.
    const hidden = await send(R.submitOrder.path, { typeId, ...FIELDS }, [
      ['hidden.jpg', makeDeclaredImage('jpg', 60_000, 60_000, 300_000)],
    ]);
    expect(hidden.json()).toMatchObject({ msg: 'B0007', data: ['hidden.jpg'] });
    const o = await submitOrder({}, [['ok.png', PNG]]);
    const reply = await send(R.submitMsg.path, { orderId: o.id, content: 'more' }, [
      ['bomb.gif', gifDeclaring(30_000, 30_000)],
    ]);
    expect(reply.json()).toEqual(pixelRefusal('bomb.gif'));
    const after = await written();
    expect([after.rows, after.files, after.partial]).toEqual([
      before.rows + 1,
      before.files + 1,
      0,
    ]);
    // A phone's scrolling screenshot, 1,080 × 20,000, is a picture the limit keeps.
    const long = await submitOrder({}, [['long.png', makeDeclaredImage('png', 1_080, 20_000)]]);
    expect((await detail(long.id)).attachments.map((a) => a.name)).toEqual(['long.png']);
  });

  it('stores a file name without its invisible characters, on submission and on a reply', async () => {
    const o = await submitOrder({}, [
      ['invoice\u202Efdp.exe', PDF],
      ['\u2066scan\u2069\u200F\u0001.png', PNG],
    ]);
    const names = (await detail(o.id)).attachments.map((a) => a.name);
    expect(names).toEqual(['invoicefdp.exe', 'scan.png']);
    const reply = await send(R.submitMsg.path, { orderId: o.id, content: 'log' }, [
      ['\u061Cnotes\u200E\u202D.log', Buffer.from('line one\n')],
    ]);
    expect(reply.json().rescode, reply.body).toBe(200);
    const d = await detail(o.id);
    expect(d.messages.at(-1)!.attachments.map((a) => a.name)).toEqual(['notes.log']);
  });

  it('previews a PDF attachment in a sandbox (an opaque origin: its scripts never run as the portal)', async () => {
    const o = await submitOrder({}, [['report.pdf', PDF]]);
    const [pdf] = (await detail(o.id)).attachments;
    const res = await get(t, `/api${pdf!.url}&isPreview=1`, demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const csp = String(res.headers['content-security-policy']).split(/;\s*/);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });
});

/** A GIF header that declares `width` × `height` (logical screen and one image). */
function gifDeclaring(width: number, height: number): Buffer {
  const b = Buffer.alloc(13 + 10 + 4);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[13] = 0x2c; // image descriptor
  b.writeUInt16LE(width, 18);
  b.writeUInt16LE(height, 20);
  b[23] = 2; // LZW minimum code size
  b[24] = 0; // no data
  b[25] = 0x3b; // trailer
  return b;
}
