import { describe, expect, it } from 'vitest';
import { toOptions, withChildren, type AreaOption } from './area-tree';

const PROVINCES: AreaOption[] = toOptions([
  { code: '11', name: '北京市', leaf: false },
  { code: '32', name: '江苏省', leaf: false },
]);

describe('area tree', () => {
  it('maps areas to cascader options, leaf flag included', () => {
    expect(toOptions([{ code: '320102', name: '玄武区', leaf: true }])).toEqual([
      { value: '320102', label: '玄武区', isLeaf: true },
    ]);
  });

  it('puts children under the node of the path, copying only that path', () => {
    const cities = toOptions([{ code: '3201', name: '南京市', leaf: false }]);
    const withCities = withChildren(PROVINCES, ['32'], cities);
    expect(withCities[1]!.children).toEqual(cities);
    expect(withCities[0]).toBe(PROVINCES[0]);
    expect(PROVINCES[1]!.children).toBeUndefined();

    const districts = toOptions([{ code: '320102', name: '玄武区', leaf: true }]);
    const deep = withChildren(withCities, ['32', '3201'], districts);
    expect(deep[1]!.children![0]!.children).toEqual(districts);
  });

  it('leaves the tree alone for a path that does not exist', () => {
    expect(withChildren(PROVINCES, ['99'], [])).toEqual(PROVINCES);
    expect(withChildren(PROVINCES, ['32', '9999'], [])).toEqual(PROVINCES);
    expect(withChildren(PROVINCES, [], [])).toEqual(PROVINCES);
  });
});
