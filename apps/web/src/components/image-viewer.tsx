import {
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { Button, Modal, Tooltip } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RotateLeftOutlined from '@ant-design/icons/RotateLeftOutlined';
import RotateRightOutlined from '@ant-design/icons/RotateRightOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { useTranslation } from 'react-i18next';
import { Watermark } from './watermark';
import { canGoNext, canGoPrevious, canZoomIn, canZoomOut, useViewerState } from './viewer-state';
import './image-viewer.css';

export interface ViewerImage {
  src: string;
  /** Shown in the title and used as the image's text alternative. */
  name: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown (0-based). */
  index: number;
  open: boolean;
  onClose: () => void;
  /** Previous / next asks for another index; the caller owns it. */
  onIndexChange: (index: number) => void;
  /** The username watermark of spec 6, over the image. */
  watermark?: string;
}

/** Wheel distance (pixels) that makes one zoom step: a trackpad sends many small deltas. */
const WHEEL_STEP = 100;

/**
 * The image viewer of spec 2.7 and 4: full screen, one image at a time with zoom, rotate, reset
 * and previous/next; keyboard: Escape, arrows, + and -; wheel zoom and drag to move; on a touch
 * screen, two fingers pinch to zoom.
 */
export function ImageViewer({
  images,
  index,
  open,
  onClose,
  onIndexChange,
  watermark,
}: ImageViewerProps) {
  const { t } = useTranslation('common');
  const image = images[index];
  const shown = open && image !== undefined;
  const [state, dispatch] = useViewerState(shown ? `${index}\n${image.src}` : null);
  const [failed, setFailed] = useState<string | null>(null);
  const total = images.length;
  const hasPrevious = canGoPrevious(index);
  const hasNext = canGoNext(index, total);
  const zoomOutAllowed = canZoomOut(state);
  const zoomInAllowed = canZoomIn(state);

  // Read by the key handler, which is attached once per opening.
  const latest = useRef({ index, hasPrevious, hasNext, onClose, onIndexChange });
  useEffect(() => {
    latest.current = { index, hasPrevious, hasNext, onClose, onIndexChange };
  });

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return; // browser zoom and shortcuts
      const now = latest.current;
      switch (event.key) {
        case 'Escape':
          now.onClose();
          break;
        case 'ArrowLeft':
          if (now.hasPrevious) now.onIndexChange(now.index - 1);
          break;
        case 'ArrowRight':
          if (now.hasNext) now.onIndexChange(now.index + 1);
          break;
        case '+':
        case '=':
          dispatch({ type: 'zoomIn' });
          break;
        case '-':
        case '_':
          dispatch({ type: 'zoomOut' });
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, dispatch]);

  const wheel = useRef(0);
  const onWheel = (event: WheelEvent) => {
    // deltaMode 1 counts lines (Firefox): one line is one step's worth.
    wheel.current += event.deltaMode === 1 ? event.deltaY * WHEEL_STEP : event.deltaY;
    if (Math.abs(wheel.current) < WHEEL_STEP) return;
    dispatch({ type: wheel.current < 0 ? 'zoomIn' : 'zoomOut' });
    wheel.current = 0;
  };

  // Pointers down on the stage: one drags the image, two pinch to zoom (touch screens).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchDistance = useRef<number | null>(null);
  // No transform transition while dragging or pinching: the image follows the fingers at once.
  const [dragging, setDragging] = useState(false);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinchDistance.current = spread();
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2) {
      const distance = spread();
      if (distance && pinchDistance.current)
        dispatch({ type: 'pinch', factor: distance / pinchDistance.current });
      pinchDistance.current = distance;
      return;
    }
    dispatch({ type: 'pan', dx: event.clientX - last.x, dy: event.clientY - last.y });
  };
  const endPointer = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    // The finger left on the screen drags on from where it is; none left ends the gesture.
    pinchDistance.current = spread();
    if (pointers.current.size === 0) setDragging(false);
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    // Inside the dialog rather than at the end of body: outside it, a tooltip is content outside
    // any landmark (axe "region") while the pointer rests on a tool.
    <Tooltip title={label} getPopupContainer={(node) => node.parentElement ?? document.body}>
      <Button
        type="text"
        className="image-viewer-tool"
        icon={icon}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );

  const title = image && (
    <>
      <span className="image-viewer-name">{image.name}</span>{' '}
      <span className="image-viewer-position">
        {t('viewer.position', { current: index + 1, total })}
      </span>
    </>
  );

  return (
    <Modal
      open={shown}
      title={title}
      onCancel={onClose}
      // Escape is handled with the other keys above, wherever the focus is.
      keyboard={false}
      footer={null}
      width="100%"
      rootClassName="image-viewer"
      destroyOnHidden
    >
      {image && (
        <div className="image-viewer-body">
          <div
            className={dragging ? 'image-viewer-stage is-dragging' : 'image-viewer-stage'}
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endPointer}
            onPointerCancel={endPointer}
          >
            {failed === image.src ? (
              <p className="image-viewer-failed">{t('viewer.loadFailed')}</p>
            ) : (
              <img
                key={image.src}
                src={image.src}
                alt={image.name}
                draggable={false}
                className="image-viewer-image"
                onError={() => setFailed(image.src)}
                style={{
                  transform:
                    `translate(${state.x}px, ${state.y}px) ` +
                    `scale(${state.scale}) rotate(${state.rotation}deg)`,
                }}
              />
            )}
            {watermark && <Watermark text={watermark} />}
          </div>
          <div className="image-viewer-toolbar" role="toolbar" aria-label={t('viewer.toolbar')}>
            {total > 1 &&
              tool(
                t('viewer.previous'),
                <LeftOutlined aria-hidden />,
                () => onIndexChange(index - 1),
                !hasPrevious,
              )}
            {tool(
              t('viewer.zoomOut'),
              <ZoomOutOutlined aria-hidden />,
              () => dispatch({ type: 'zoomOut' }),
              !zoomOutAllowed,
            )}
            <span className="image-viewer-scale" aria-live="polite">
              <span className="visually-hidden">
                {t('viewer.scale', { percent: Math.round(state.scale * 100) })}
              </span>
              <span aria-hidden="true">{Math.round(state.scale * 100)}%</span>
            </span>
            {tool(
              t('viewer.zoomIn'),
              <ZoomInOutlined aria-hidden />,
              () => dispatch({ type: 'zoomIn' }),
              !zoomInAllowed,
            )}
            {tool(t('viewer.rotateLeft'), <RotateLeftOutlined aria-hidden />, () =>
              dispatch({ type: 'rotateLeft' }),
            )}
            {tool(t('viewer.rotateRight'), <RotateRightOutlined aria-hidden />, () =>
              dispatch({ type: 'rotateRight' }),
            )}
            {tool(t('viewer.reset'), <UndoOutlined aria-hidden />, () =>
              dispatch({ type: 'reset' }),
            )}
            {total > 1 &&
              tool(
                t('viewer.next'),
                <RightOutlined aria-hidden />,
                () => onIndexChange(index + 1),
                !hasNext,
              )}
          </div>
        </div>
      )}
    </Modal>
  );
}
