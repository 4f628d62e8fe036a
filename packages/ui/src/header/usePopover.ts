import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusItems.ts';

/** How a popover was opened: by the mouse resting on it, a click, the keyboard, or focus. */
export type PopoverReason = 'hover' | 'click' | 'keyboard' | 'focus';

/** Which item of the panel takes focus when it opens by key: the first, the last, or the checked one (else the first). */
export type PopoverFocus = 'first' | 'last' | 'checked';

/** How long the mouse may be away before a hover-opened popover closes, ms (diagonal moves do not flicker). */
export const POPOVER_CLOSE_DELAY_MS = 200;

export interface PopoverOptions {
  /** Open while the mouse rests on the root (default true). */
  hover?: boolean;
  /** Ms before a hover-opened popover closes once the mouse has left; default {@link POPOVER_CLOSE_DELAY_MS}. */
  closeDelayMs?: number;
  /** Called when it closes. */
  onClose?: () => void;
  /** Where focus goes when a click on the trigger opens it (default: stays on the trigger). */
  clickFocus?: PopoverFocus;
}

export interface Popover<R extends HTMLElement, T extends HTMLElement> {
  open: boolean;
  /** How it was opened (null while closed). */
  reason: PopoverReason | null;
  /** Opens; with `focus`, moves focus into the panel once it is shown. */
  show: (reason: PopoverReason, focus?: PopoverFocus) => void;
  /** Closes; with `focusTrigger` focus goes back to the trigger. */
  hide: (focusTrigger?: boolean) => void;
  /** For the click handler of the trigger: opens (moving focus as `focus` says), or closes when it was opened by a click or key. */
  toggle: (focus?: PopoverFocus) => void;
  rootRef: RefObject<R | null>;
  /** The element whose items {@link PopoverFocus} picks from. */
  panelRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<T | null>;
  /** The id to give the panel (the trigger's `aria-controls` while open). */
  panelId: string;
  /** Spread on the trigger button: ref, type, `aria-expanded`, `aria-controls`, click toggles. */
  triggerProps: {
    ref: RefObject<T | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
  };
  /** Spread on the element that holds trigger and panel. */
  rootProps: {
    ref: RefObject<R | null>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onBlur: (event: FocusEvent<R>) => void;
    onKeyDown: (event: KeyboardEvent<R>) => void;
  };
}

/** Focuses the `which` item of `panel`; false when the panel has none (yet). */
function focusItem(panel: HTMLElement | null, which: PopoverFocus): boolean {
  const items = focusableIn(panel);
  if (items.length === 0) return false;
  const checked = which === 'checked' ? items.find((item) => item.getAttribute('aria-checked') === 'true') : undefined;
  (checked ?? (which === 'last' ? items[items.length - 1] : items[0]))?.focus();
  return true;
}

/**
 * State of a header dropdown (user menu, language list, QR code, category
 * drawer): opens on hover (closing {@link POPOVER_CLOSE_DELAY_MS} after the
 * mouse leaves, unless it was opened by click or key), on click, and by the
 * caller's key handling; Escape closes it and returns focus to the trigger;
 * a press outside or focus leaving the root closes it.
 */
export function usePopover<R extends HTMLElement = HTMLDivElement, T extends HTMLElement = HTMLButtonElement>({
  hover = true,
  closeDelayMs = POPOVER_CLOSE_DELAY_MS,
  onClose,
  clickFocus,
}: PopoverOptions = {}): Popover<R, T> {
  const panelId = useId();
  const [reason, setReasonState] = useState<PopoverReason | null>(null);
  // The latest reason, for handlers called before React re-renders.
  const reasonRef = useRef<PopoverReason | null>(null);
  const rootRef = useRef<R>(null);
  const triggerRef = useRef<T>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<PopoverFocus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const setReason = useCallback((next: PopoverReason | null) => {
    const was = reasonRef.current;
    reasonRef.current = next;
    setReasonState(next);
    if (was !== null && next === null) onCloseRef.current?.();
  }, []);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  /** Focuses the wanted item now if the panel is shown, else once it is (the effect below). */
  const focusPanel = useCallback((focus: PopoverFocus | undefined) => {
    pendingFocus.current = focus ?? null;
    if (focus && focusItem(panelRef.current, focus)) pendingFocus.current = null;
  }, []);

  // After the panel has rendered, focus what a key asked for.
  useEffect(() => {
    if (pendingFocus.current && focusItem(panelRef.current, pendingFocus.current)) pendingFocus.current = null;
  });

  const show = useCallback(
    (next: PopoverReason, focus?: PopoverFocus) => {
      cancelTimer();
      // Hovering a popover opened by a click or key does not make it close on leave.
      if (reasonRef.current === null || next !== 'hover') setReason(next);
      focusPanel(focus);
    },
    [cancelTimer, setReason, focusPanel],
  );

  const hide = useCallback(
    (focusTrigger = false) => {
      cancelTimer();
      pendingFocus.current = null;
      setReason(null);
      if (focusTrigger) triggerRef.current?.focus();
    },
    [cancelTimer, setReason],
  );

  const toggle = useCallback(
    (focus?: PopoverFocus) => {
      cancelTimer();
      const current = reasonRef.current;
      // A click on a popover the mouse or focus just opened keeps it open.
      const opening = current === null || current === 'hover' || current === 'focus';
      setReason(opening ? 'click' : null);
      if (opening) focusPanel(focus);
    },
    [cancelTimer, setReason, focusPanel],
  );

  const open = reason !== null;

  // A press outside the root closes it.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  useEffect(() => cancelTimer, [cancelTimer]);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      if (hover) show('hover');
    },
    onMouseLeave: () => {
      if (!hover || reasonRef.current !== 'hover') return;
      cancelTimer();
      timer.current = setTimeout(() => hide(), closeDelayMs);
    },
    onBlur: (event: FocusEvent<R>) => {
      const next = event.relatedTarget as Node | null;
      if (reasonRef.current !== null && next && !event.currentTarget.contains(next)) hide();
    },
    onKeyDown: (event: KeyboardEvent<R>) => {
      if (event.key === 'Escape' && reasonRef.current !== null) {
        event.preventDefault();
        event.stopPropagation();
        hide(true);
      }
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: () => toggle(clickFocus),
  };

  return { open, reason, show, hide, toggle, rootRef, triggerRef, panelRef, panelId, triggerProps, rootProps };
}
