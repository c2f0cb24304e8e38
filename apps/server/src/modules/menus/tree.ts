/** Builds a tree from flat rows with parent ids; rows whose parent is absent become roots. */
export function buildTree<
  R extends { id: number; parent_id: number | null },
  N extends { children: N[] },
>(rows: R[], toNode: (row: R) => N): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(r.id, toNode(r));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
