import { useRef, useState, type PointerEvent } from 'react';

/** How far a sheet must be dragged down (px) to close rather than spring back. */
export const SWIPE_CLOSE_PX = 60;

/**
 * Drag-down-to-close for a bottom sheet, by its head (the list below keeps its own scrolling):
 * the sheet follows the finger and closes past `SWIPE_CLOSE_PX`, else springs back. Touch and pen
 * only: a mouse drag on a popover is a text selection, not a gesture.
 */
export function useSwipeDown(onClose: () => void) {
  const start = useRef<{ id: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent, cancelled: boolean) => {
    if (start.current?.id !== event.pointerId) return;
    const dragged = event.clientY - start.current.y;
    start.current = null;
    setOffset(0);
    if (!cancelled && dragged > SWIPE_CLOSE_PX) onClose();
  };
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'mouse' || (event.target as Element).closest('button')) return;
        start.current = { id: event.pointerId, y: event.clientY };
        (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent) => {
        if (start.current?.id === event.pointerId) setOffset(Math.max(0, event.clientY - start.current.y));
      },
      onPointerUp: (event: PointerEvent) => end(event, false),
      onPointerCancel: (event: PointerEvent) => end(event, true),
    },
  };
}
