import { useReducer, useState } from 'react';
import { LIMITS } from '@seuiot/contract';

/** What the image viewer shows of one image (spec 4: scale, rotation; plus where it was dragged). */
export interface ViewerState {
  scale: number;
  /**
   * Degrees, not wrapped to 0..359: a CSS transition from 270 to 360 turns a quarter, from 270 to
   * 0 it would spin back three quarters.
   */
  rotation: number;
  /** Offset in CSS pixels after dragging a zoomed image. */
  x: number;
  y: number;
}

export type ViewerAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'pan'; dx: number; dy: number }
  /** Two fingers moved apart (factor > 1) or together (< 1): the scale follows, within limits. */
  | { type: 'pinch'; factor: number }
  | { type: 'reset' };

export const INITIAL_VIEWER_STATE: ViewerState = {
  scale: LIMITS.viewerInitialScale,
  rotation: 0,
  x: 0,
  y: 0,
};

/** Steps of 0.2 add up to 0.6000000000000001; scales are kept to a thousandth. */
const roundScale = (value: number) => Math.round(value * 1000) / 1000;

export function canZoomOut(state: ViewerState): boolean {
  return roundScale(state.scale - LIMITS.viewerScaleStep) >= LIMITS.viewerMinScale;
}

export function canZoomIn(state: ViewerState): boolean {
  return roundScale(state.scale + LIMITS.viewerScaleStep) <= LIMITS.viewerMaxScale;
}

const clampScale = (value: number) =>
  Math.min(LIMITS.viewerMaxScale, Math.max(LIMITS.viewerMinScale, roundScale(value)));

/**
 * Spec 4: scale starts at 0.8, moves by 0.2, never below 0.2; rotation in 90-degree steps. A pinch
 * scales continuously between the same limits (and no more than 10 times, our own limit).
 */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'zoomIn':
      return canZoomIn(state)
        ? { ...state, scale: roundScale(state.scale + LIMITS.viewerScaleStep) }
        : state;
    case 'pinch': {
      if (!Number.isFinite(action.factor) || action.factor <= 0) return state;
      const scale = clampScale(state.scale * action.factor);
      return scale === state.scale ? state : { ...state, scale };
    }
    case 'zoomOut':
      return canZoomOut(state)
        ? { ...state, scale: roundScale(state.scale - LIMITS.viewerScaleStep) }
        : state;
    case 'rotateLeft':
      return { ...state, rotation: state.rotation - LIMITS.viewerRotateStep };
    case 'rotateRight':
      return { ...state, rotation: state.rotation + LIMITS.viewerRotateStep };
    case 'pan':
      return { ...state, x: state.x + action.dx, y: state.y + action.dy };
    case 'reset':
      return INITIAL_VIEWER_STATE;
  }
}

/** Previous and next are offered only where there is an image to go to. */
export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function canGoNext(index: number, total: number): boolean {
  return index < total - 1;
}

/**
 * The viewer's state, back to the initial one whenever `resetKey` changes (another image, the
 * viewer opened again).
 */
export function useViewerState(resetKey: unknown): [ViewerState, (action: ViewerAction) => void] {
  const [state, dispatch] = useReducer(viewerReducer, INITIAL_VIEWER_STATE);
  const [key, setKey] = useState(resetKey);
  if (!Object.is(key, resetKey)) {
    // Adjusting state while rendering (React's pattern for "reset on prop change"): the stale
    // transform is never painted, unlike a reset in an effect.
    setKey(resetKey);
    dispatch({ type: 'reset' });
  }
  return [state, dispatch];
}
