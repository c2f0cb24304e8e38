import { it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '@seuiot/contract';
import { createTestApp, loginCookies, cookieHeader } from './test/harness.js';

it('probe', async () => {
  const t = await createTestApp({ LOG_LEVEL: 'warn' });
  const c = await loginCookies(t);
  const H = { [CSRF_HEADER]: CSRF_VALUE, cookie: cookieHeader(c) };
  const cases: [string, string, Record<string, string>?, string?][] = [
    ['GET', '/api/front/favorites/list?pageSize=100000000&pageNum=-1'],
    ['GET', '/api/front/favorites/list?pageSize=1e309&pageNum=1.5'],
    ['GET', '/api/front/favorites/list?pageSize=abc'],
    ['GET', '/api/front/favorites/list?pageNum=99999999999999999999'],
    ['GET', '/api/front/fmsg/msgList?pageSize=-5&pageNum=0'],
    ['GET', '/api/front/forder/msgList?pageSize=100000&pageNum=100000000'],
    ['GET', '/api/front/user/file/..%2f..%2fetc%2fpasswd'],
    ['GET', '/api/front/user/file/1%00'],
    ['GET', '/api/front/fapps/file/-1'],
    ['GET', '/api/front/fapps/file/99999999999999999999'],
    ['GET', '/api/front/forder/getMsg?id=1;DROP'],
    ['GET', '/api/front/forder/getMsg?id=%E0%A4%A'],
    ['GET', '/api/%E0%A4%A'],
    ['GET', '/api/front/forder/getMsg?id=1&id=2'],
    ['GET', '/api/front/download/downLoadFile?fileId=../../etc/passwd&fileType=1'],
    ['POST', '/api/front/favorites/add', { 'content-type': 'text/plain' }, 'hello'],
    ['POST', '/api/front/favorites/add', { 'content-type': 'application/json' }, '{"entityId":1,'],
    ['POST', '/api/front/favorites/add', { 'content-type': 'application/json' }, '{"entityId":1,"entityType":1,"__proto__":{"x":1},"extra":"y"}'],
    ['POST', '/api/front/favorites/add', { 'content-type': 'application/json' }, JSON.stringify({ entityId: 1, entityType: 1, pad: 'x'.repeat(3_000_000) })],
    ['POST', '/api/front/favorites/add', { 'content-type': 'application/xml' }, '<a/>'],
    ['POST', '/api/front/favorites/add', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
    ['POST', '/api/front/user/updateUser', { 'content-type': 'application/json' }, JSON.stringify({ truename: '\u0000\ud800abc\u202e', category: '1' })],
    ['POST', '/api/front/user/updateUser', { 'content-type': 'application/json' }, JSON.stringify({ truename: '𝕏'.repeat(200), category: '1' })],
    ['DELETE', '/api/front/favorites/list'],
    ['PUT', '/api/front/favorites/add'],
    ['GET', '/api/nope'],
    ['POST', '/api/user/login', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=a&username=b&password=x'],
    ['POST', '/api/user/login', { 'content-type': 'application/json' }, '{"username":["a"],"password":{"$gt":""}}'],
    ['GET', '/api/front/shareLink/openLink?token=' + 'a'.repeat(5000)],
    ['GET', '/api/front/forder/file?id=1&isPreview=2'],
    ['POST', '/api/front/forder/submitOrder', { 'content-type': 'multipart/form-data; boundary=xx' }, '--xx\r\nContent-Disposition: form-data; name="files"; filename="../../../evil.png"\r\nContent-Type: image/png\r\n\r\nabc'],
  ];
  for (const [method, url, headers, payload] of cases) {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { ...H, ...(headers ?? {}) }, payload });
    console.log(method, url.slice(0, 90), '=>', res.statusCode, res.headers['content-type'], res.body.slice(0, 160));
  }
  await t.close();
}, 60000);
