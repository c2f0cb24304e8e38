import { CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { cookieHeader, multipartBody, nextIp, type TestApp } from '../../test/harness.js';

/**
 * The work-order tests' multipart POST (the customer's and the console's order calls take
 * forms): the fields, each file under `files`, and the cookies of the caller (none: anonymous),
 * each call from a new address so the rate limits of one test do not reach the next.
 */
export function postOrderForm(
  t: TestApp,
  url: string,
  fields: Record<string, string | number>,
  files: [name: string, data: Buffer][] = [],
  cookies: Record<string, string> = {},
) {
  const body = multipartBody(
    Object.entries(fields).map(([k, v]) => [k, String(v)]),
    files.map(([name, data]): [string, string, Buffer] => ['files', name, data]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      [CSRF_HEADER]: CSRF_VALUE,
      'content-type': body.contentType,
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}
