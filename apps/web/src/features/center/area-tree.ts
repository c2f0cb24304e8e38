import type { Area } from './api/get-areas';

/** A node of the province / city / district cascader. */
export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

export function toOptions(areas: readonly Area[]): AreaOption[] {
  return areas.map((area) => ({ value: area.code, label: area.name, isLeaf: area.leaf }));
}

/**
 * A copy of `tree` with `children` under the node at `path` (codes from the root); the tree is
 * returned unchanged when the path does not exist. Only the nodes along the path are copied.
 */
export function withChildren(
  tree: readonly AreaOption[],
  path: readonly string[],
  children: AreaOption[],
): AreaOption[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...tree];
  let found = false;
  const next = tree.map((node) => {
    if (node.value !== head) return node;
    found = true;
    if (rest.length === 0) return { ...node, children };
    return { ...node, children: withChildren(node.children ?? [], rest, children) };
  });
  return found ? next : [...tree];
}
