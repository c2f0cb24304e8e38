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
  return replaceAt(tree, path, children) ?? [...tree];
}

function replaceAt(
  tree: readonly AreaOption[],
  path: readonly string[],
  children: AreaOption[],
): AreaOption[] | null {
  const [head, ...rest] = path;
  const at = tree.findIndex((node) => node.value === head);
  const node = tree[at];
  if (!node) return null;
  let next: AreaOption;
  if (rest.length === 0) next = { ...node, children };
  else {
    const below = replaceAt(node.children ?? [], rest, children);
    if (!below) return null;
    next = { ...node, children: below };
  }
  return tree.map((item, i) => (i === at ? next : item));
}
