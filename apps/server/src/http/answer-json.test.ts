import { describe, expect, it } from 'vitest';
import { shared, stringifyAnswer } from './answer-json.js';

const page = () => ({
  list: [
    { id: 2, title: '仓储 "RFID" 方案', tags: [{ id: 1, name: 'logistics' }], price: 0.5 },
    { id: 1, title: 'Retail', tags: [], price: 12000 },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
});

describe('stringifyAnswer', () => {
  it('writes exactly what JSON.stringify writes, shared data or not', () => {
    const data = shared(page());
    for (const payload of [
      { rescode: 200, msg: 'success', data },
      { rescode: 200, msg: 'success', data: page() },
      { rescode: 400, msg: 'B0004', data: ['pageNum'] },
      { rescode: 200, msg: 'success', data: null },
      [1, 'two'],
      'text',
      null,
    ])
      expect(stringifyAnswer(payload)).toBe(JSON.stringify(payload));
  });

  it('reuses the text of shared data, which nobody can change any more', () => {
    const data = shared(page());
    const first = stringifyAnswer({ rescode: 200, msg: 'success', data });
    // Even if someone managed to change it, the answers stay the text first made: so nobody may.
    expect(() => {
      (data.list[0] as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => data.list[0]!.tags.push({ id: 9, name: 'x' })).toThrow(TypeError);
    expect(stringifyAnswer({ rescode: 200, msg: 'success', data })).toBe(first);
    expect(JSON.parse(first).data.list[0].title).toBe('仓储 "RFID" 方案');
  });

  it('takes the short way only for the plain envelope, in its key order', () => {
    const data = shared(page());
    const extra = { rescode: 200, msg: 'success', data, more: 1 };
    expect(stringifyAnswer(extra)).toBe(JSON.stringify(extra));
    const reordered = { msg: 'success', rescode: 200, data };
    expect(stringifyAnswer(reordered)).toBe(JSON.stringify(reordered));
  });

  it('leaves values that are not objects alone', () => {
    expect(shared(3)).toBe(3);
    expect(shared(null)).toBe(null);
    expect(stringifyAnswer({ rescode: 200, msg: 'success', data: shared(5) })).toBe(
      '{"rescode":200,"msg":"success","data":5}',
    );
  });
});
