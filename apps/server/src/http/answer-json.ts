/**
 * The JSON text of answers in production (decision 0003's list goal): a hot list page is served
 * from a short cache thousands of times a second, and stringifying its rows was the largest single
 * cost of such a request (a 5 kB page of cases takes about 20 µs). An object handed out by such a
 * cache is marked `shared`: it is frozen, so nobody can change it after its text is kept, and the
 * text of its JSON is made once and reused for every answer that carries it as `data`.
 */

/** Shared answers and their JSON text (undefined until first stringified). */
const texts = new WeakMap<object, string | undefined>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * Marks a value that many answers will share (a cached list page): frozen to the bottom, so an
 * attempt to change it throws instead of silently diverging from the text already sent.
 */
export function shared<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    deepFreeze(value);
    if (!texts.has(value)) texts.set(value, undefined);
  }
  return value;
}

/** The JSON of a shared value, made on first use. */
function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * The whole text of the success envelope of each shared value: one string, answered every time,
 * so what is kept beside it (its compressed forms, compress-json.ts) is found in O(1).
 */
const okTexts = new WeakMap<object, string>();
/** Those texts (strings cannot key a WeakMap; the count is bounded by compress-json's cache). */
const okTextSet = new Set<string>();
const OK_TEXTS_KEPT = 2000;

/** Whether `text` is the answer text of a shared value (a cached page), the same every time. */
export function isSharedAnswerText(text: string): boolean {
  return okTextSet.has(text);
}

function okTextOf(data: object): string {
  let text = okTexts.get(data);
  if (text === undefined) {
    text = `{"rescode":200,"msg":"success","data":${textOf(data)}}`;
    okTexts.set(data, text);
    okTextSet.add(text);
    // A page cache replaces its values every few seconds: forget the oldest texts.
    if (okTextSet.size > OK_TEXTS_KEPT) okTextSet.delete(okTextSet.values().next().value!);
  }
  return text;
}

/**
 * `JSON.stringify` of an answer, byte for byte, except that an envelope whose `data` is shared
 * reuses that data's text. Only the plain envelope `{rescode, msg, data}` takes the short way.
 */
export function stringifyAnswer(payload: unknown): string {
  const p = payload as { rescode?: unknown; msg?: unknown; data?: unknown } | null;
  if (
    typeof p === 'object' &&
    p !== null &&
    typeof p.data === 'object' &&
    p.data !== null &&
    texts.has(p.data) &&
    typeof p.rescode === 'number' &&
    typeof p.msg === 'string' &&
    Object.keys(p).join() === 'rescode,msg,data'
  )
    return p.rescode === 200 && p.msg === 'success'
      ? okTextOf(p.data)
      : `{"rescode":${p.rescode},"msg":${JSON.stringify(p.msg)},"data":${textOf(p.data)}}`;
  return JSON.stringify(payload);
}
