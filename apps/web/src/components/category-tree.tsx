import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import type { ClassificationNode } from '@seuiot/contract';
import { useIsMobile } from '../lib/use-media-query';
import './category-tree.css';

interface Props {
  nodes: readonly ClassificationNode[];
  selectedId: number | null;
  /** Where choosing a node (or "all", null) leads: the selection lives in the address. */
  linkTo: (id: number | null) => To;
  /** Accessible name of the navigation. */
  label: string;
  /** Text of the entry that clears the selection; no such entry without it. */
  allLabel?: string;
}

function findName(nodes: readonly ClassificationNode[], id: number): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.name;
    const below = findName(node.children, id);
    if (below !== undefined) return below;
  }
  return undefined;
}

function NodeLink({ to, active, children }: { to: To; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      className={active ? 'category-link active' : 'category-link'}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

function Branch({
  nodes,
  selectedId,
  linkTo,
  className,
  leading,
}: Pick<Props, 'nodes' | 'selectedId' | 'linkTo'> & { className?: string; leading?: ReactNode }) {
  return (
    <ul className={className}>
      {leading}
      {nodes.map((node) => (
        <li key={node.id}>
          <NodeLink to={linkTo(node.id)} active={node.id === selectedId}>
            {node.name}
          </NodeLink>
          {node.children.length > 0 && (
            <Branch nodes={node.children} selectedId={selectedId} linkTo={linkTo} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A classification tree as nested links (download folders, API categories). Below 600 px it
 * folds into a disclosure that names the current choice.
 */
export function CategoryTree({ nodes, selectedId, linkTo, label, allLabel }: Props) {
  const mobile = useIsMobile();
  const list = (
    <Branch
      className="category-tree-root"
      nodes={nodes}
      selectedId={selectedId}
      linkTo={linkTo}
      leading={
        allLabel !== undefined && (
          <li>
            <NodeLink to={linkTo(null)} active={selectedId === null}>
              {allLabel}
            </NodeLink>
          </li>
        )
      }
    />
  );

  if (!mobile) {
    return (
      <nav className="category-tree" aria-label={label}>
        {list}
      </nav>
    );
  }
  const current = selectedId === null ? allLabel : findName(nodes, selectedId);
  return (
    <nav className="category-tree category-tree-mobile" aria-label={label}>
      <details>
        <summary>
          {label}
          {current ? `: ${current}` : ''}
        </summary>
        {list}
      </details>
    </nav>
  );
}
