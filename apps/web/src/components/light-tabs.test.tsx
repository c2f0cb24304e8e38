import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { LightTabs } from './light-tabs';

function Harness() {
  const [key, setKey] = useState('1');
  return (
    <LightTabs
      activeKey={key}
      onChange={setKey}
      items={[
        { key: '1', label: 'Apps', children: <p>apps panel</p> },
        { key: '2', label: 'Adaptation', children: <p>adaptation panel</p> },
        { key: '3', label: 'More', children: <p>more panel</p> },
      ]}
    />
  );
}

describe('LightTabs', () => {
  it('draws only the chosen panel, labelled by its tab, with one Tab stop', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'Apps' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Adaptation' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Apps' }).textContent).toBe('apps panel');
    expect(screen.queryByText('adaptation panel')).toBeNull();
  });

  it('chooses by click, and by arrow keys, Home and End with wrap-around and focus', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Adaptation' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('adaptation panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Adaptation' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('more panel');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'More' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'More' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('apps panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Apps' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('more panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'More' }), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('apps panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Apps' }), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('more panel');
  });
});
