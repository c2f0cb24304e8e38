import { makePng } from './png.js';

/** An unused, valid PRC resident ID (GB 11643: check digit and a real birth date). */
export function residentId(): string {
  const birth = `19${String(50 + Math.floor(Math.random() * 40))}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
  const body = `110105${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

/** A square PNG of `size` pixels to upload as a certification photo. */
export const png = (size: number, name = 'photo.png') => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(size, size),
});
