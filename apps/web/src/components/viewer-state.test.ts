import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LIMITS } from '@seuiot/contract';
import {
  INITIAL_VIEWER_STATE,
  canGoNext,
  canGoPrevious,
  canZoomIn,
  canZoomOut,
  useViewerState,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const run = (...actions: ViewerAction['type'][]): ViewerState =>
  actions.reduce<ViewerState>(
    (state, type) => viewerReducer(state, { type } as ViewerAction),
    INITIAL_VIEWER_STATE,
  );

describe('viewer state (spec 4)', () => {
  it('starts at the initial scale, unrotated, in place', () => {
    expect(INITIAL_VIEWER_STATE).toEqual({
      scale: LIMITS.viewerInitialScale,
      rotation: 0,
      x: 0,
      y: 0,
    });
  });

  it('zooms in and out by one step, without floating-point drift', () => {
    expect(run('zoomIn').scale).toBe(1);
    expect(run('zoomIn', 'zoomIn', 'zoomIn').scale).toBe(1.4);
    expect(run('zoomOut').scale).toBe(0.6);
    expect(run('zoomIn', 'zoomOut').scale).toBe(LIMITS.viewerInitialScale);
  });

  it('never goes below the minimum scale, and says when zoom-out is no longer possible', () => {
    const atMin = run('zoomOut', 'zoomOut', 'zoomOut');
    expect(atMin.scale).toBe(LIMITS.viewerMinScale);
    expect(canZoomOut(atMin)).toBe(false);
    expect(viewerReducer(atMin, { type: 'zoomOut' })).toBe(atMin);
    expect(canZoomOut(run('zoomOut', 'zoomOut'))).toBe(true);
    expect(canZoomOut(INITIAL_VIEWER_STATE)).toBe(true);
  });

  it('stops zooming in at the maximum scale', () => {
    const steps = Math.round(
      (LIMITS.viewerMaxScale - LIMITS.viewerInitialScale) / LIMITS.viewerScaleStep,
    );
    const atMax = run(...Array<ViewerAction['type']>(steps).fill('zoomIn'));
    expect(atMax.scale).toBe(LIMITS.viewerMaxScale);
    expect(canZoomIn(atMax)).toBe(false);
    expect(viewerReducer(atMax, { type: 'zoomIn' })).toBe(atMax);
    expect(canZoomIn(INITIAL_VIEWER_STATE)).toBe(true);
  });

  it('a pinch scales by the fingers’ factor, within the minimum and maximum', () => {
    const pinch = (state: ViewerState, factor: number) =>
      viewerReducer(state, { type: 'pinch', factor });
    expect(pinch(INITIAL_VIEWER_STATE, 1.5).scale).toBe(1.2);
    expect(pinch(pinch(INITIAL_VIEWER_STATE, 2), 0.5).scale).toBe(LIMITS.viewerInitialScale);
    expect(pinch(INITIAL_VIEWER_STATE, 0.01).scale).toBe(LIMITS.viewerMinScale);
    expect(pinch(INITIAL_VIEWER_STATE, 100).scale).toBe(LIMITS.viewerMaxScale);
    // Nothing changes (the same state, so React does not render again) for nonsense or no move.
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1])
      expect(pinch(INITIAL_VIEWER_STATE, factor)).toBe(INITIAL_VIEWER_STATE);
    const rotated = run('rotateRight');
    expect(pinch(rotated, 2)).toMatchObject({ scale: 1.6, rotation: 90 });
  });

  it('rotates in 90-degree steps both ways', () => {
    expect(run('rotateRight').rotation).toBe(LIMITS.viewerRotateStep);
    expect(run('rotateLeft').rotation).toBe(-LIMITS.viewerRotateStep);
    expect(run('rotateRight', 'rotateRight', 'rotateLeft').rotation).toBe(90);
  });

  it('moves by the dragged distance', () => {
    const moved = viewerReducer(
      viewerReducer(INITIAL_VIEWER_STATE, { type: 'pan', dx: 10, dy: -5 }),
      {
        type: 'pan',
        dx: 3,
        dy: 2,
      },
    );
    expect([moved.x, moved.y]).toEqual([13, -3]);
  });

  it('reset returns to the initial scale, no rotation and no offset', () => {
    const changed = viewerReducer(run('zoomIn', 'rotateLeft'), { type: 'pan', dx: 4, dy: 4 });
    expect(viewerReducer(changed, { type: 'reset' })).toEqual(INITIAL_VIEWER_STATE);
  });

  it('offers previous and next only where there is an image', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(1, 3)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
    expect(canGoNext(0, 1)).toBe(false);
  });

  it('resets when the key changes (another image), not otherwise', () => {
    const { result, rerender } = renderHook(({ key }) => useViewerState(key), {
      initialProps: { key: 0 },
    });
    act(() => result.current[1]({ type: 'zoomIn' }));
    act(() => result.current[1]({ type: 'rotateRight' }));
    rerender({ key: 0 });
    expect(result.current[0]).toMatchObject({ scale: 1, rotation: 90 });
    rerender({ key: 1 });
    expect(result.current[0]).toEqual(INITIAL_VIEWER_STATE);
  });
});
