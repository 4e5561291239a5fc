import type { PersonPhotoInfo } from '@greenroom/contracts';
import { ErrorState, formatDateTime, formatFileSize, useApi } from '@greenroom/sdk';
import { trapTab } from '@greenroom/sdk/kit';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { photoTexts } from './texts';

/**
 * Props of {@link PhotoViewer}.
 * @public
 */
export interface PhotoViewerProps {
  /** The group the photo is stepped through: `person-12`, `city-440100`, `year-2026`, `date-2026-11-01`… */
  groupKey: string;
  /** The photo shown; null closes the viewer. */
  photoId: number | null;
  /** Steps to another photo of the group (← / →). */
  onNavigate: (photoId: number) => void;
  onClose: () => void;
  /**
   * Deletes the shown photo (the Delete key, or 删除 in the bar): the library confirms it naming the
   * photo, then shows `nextId` (else `prevId`, else closes). Without it the viewer offers no delete.
   */
  onDelete?: (photo: ViewedPhoto) => void;
}

/**
 * The photo the viewer shows, and its neighbours in the group, for {@link PhotoViewerProps.onDelete}.
 * @public
 */
export interface ViewedPhoto {
  id: number;
  title: string;
  prevId: number | null;
  nextId: number | null;
}

/**
 * The viewer's stacking order: above the console (its header and menu), at the level of Semi's
 * dialogs, so toasts show above it and a confirmation opened from it is given a higher one.
 * @public
 */
export const VIEWER_Z_INDEX = 1000;

/**
 * Zoom steps of the viewer.
 * @public
 */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/**
 * One arrow-key step of panning a zoomed photo, as a share of the stage.
 * @public
 */
export const PAN_STEP = 0.1;

/**
 * An offset of the zoomed photo from the stage's centre, in CSS pixels.
 * @public
 */
export interface Pan {
  x: number;
  y: number;
}

/**
 * Keeps a zoomed photo covering its stage: the photo (`width` × `height` at scale 1) scaled `scale`
 * times may move at most half its overflow either way; a photo smaller than the stage stays centred.
 * @public
 */
export function clampPan(pan: Pan, scale: number, photo: { width: number; height: number }, stage: { width: number; height: number }): Pan {
  const limit = (size: number, room: number) => Math.max(0, (size * scale - room) / 2);
  const within = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: within(pan.x, limit(photo.width, stage.width)), y: within(pan.y, limit(photo.height, stage.height)) };
}

/**
 * The lightbox of the photo library: the original photo with ← / → through its group, Esc to close,
 * zoom (+ / − / 0, the buttons, a double click), panning of a zoomed photo (drag it, or the arrow
 * keys — ← / → then pan instead of stepping; PageUp / PageDown always step), the photo's information from
 * `/api/person/photo-group/photoInfo/{group}/{id}` (taken time, size, camera, people, place,
 * position in the group), a download of the original and, given `onDelete`, 删除 (also the Delete
 * key). Focus moves into it on opening, Tab stays inside it while open, and focus goes back to where
 * it was on closing. It covers the whole window on an opaque backdrop (rendered into the document's
 * body, so no ancestor's transform or containment can clip it), the photo fitted whole into its stage.
 * @public
 */
export function PhotoViewer({ groupKey, photoId, onNavigate, onClose, onDelete }: PhotoViewerProps) {
  const api = useApi();
  const [info, setInfo] = useState<PersonPhotoInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number; from: Pan } | null>(null);
  const opener = useRef<Element | null>(null);
  const open = photoId !== null;

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    dialog.current?.focus();
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    if (photoId === null) return;
    const controller = new AbortController();
    setFailed(false);
    setZoom(0);
    setPan({ x: 0, y: 0 });
    void api.get('/api/person/photo-group/photoInfo/{groupKey}/{photoId}', { path: { groupKey, photoId }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setInfo(result.data);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [api, groupKey, photoId, attempt]);

  /** `next` kept within what the photo at zoom step `level` may move (offsetWidth: the size before the transform). */
  const bounded = (next: Pan, level: number): Pan => {
    const photoBox = image.current;
    const stageBox = stage.current;
    if (!photoBox || !stageBox) return { x: 0, y: 0 };
    const scaled = ZOOM_LEVELS[level] ?? 1;
    return clampPan(
      next,
      scaled,
      { width: photoBox.offsetWidth, height: photoBox.offsetHeight },
      { width: stageBox.clientWidth, height: stageBox.clientHeight },
    );
  };

  // After a photo was deleted (the confirmation had focus) the next one takes focus back; stepping
  // with the bar's buttons leaves focus on them.
  useEffect(() => {
    if (photoId !== null && !dialog.current?.contains(document.activeElement)) dialog.current?.focus();
  }, [photoId]);

  // A changed zoom keeps the photo covering the stage (zooming out pulls it back in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-clamp on zoom changes only.
  useEffect(() => setPan((current) => bounded(current, zoom)), [zoom]);

  if (!open) return null;
  const shown = info && info.photo.id === photoId ? info : null;
  const step = (id: number | null | undefined) => {
    if (id) onNavigate(id);
  };
  const zoomed = zoom > 0;
  const remove = () => {
    if (shown && onDelete) onDelete({ id: shown.photo.id, title: shown.photo.title, prevId: shown.prevId, nextId: shown.nextId });
  };
  const panBy = (dx: number, dy: number) => {
    const box = stage.current?.getBoundingClientRect();
    setPan((current) => bounded({ x: current.x + dx * (box?.width ?? 0), y: current.y + dy * (box?.height ?? 0) }, zoom));
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (trapTab(event, event.currentTarget)) return;
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => (zoomed ? panBy(PAN_STEP, 0) : step(shown?.prevId)),
      ArrowRight: () => (zoomed ? panBy(-PAN_STEP, 0) : step(shown?.nextId)),
      ArrowUp: () => zoomed && panBy(0, PAN_STEP),
      ArrowDown: () => zoomed && panBy(0, -PAN_STEP),
      PageUp: () => step(shown?.prevId),
      PageDown: () => step(shown?.nextId),
      '+': () => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1)),
      '=': () => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1)),
      '-': () => setZoom((z) => Math.max(0, z - 1)),
      '0': () => setZoom(0),
      Delete: remove,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };
  const photo = shown?.photo;
  const v = photoTexts.viewer;
  const scale = ZOOM_LEVELS[zoom] ?? 1;
  const onPointerDown = (event: React.PointerEvent<HTMLImageElement>) => {
    if (!zoomed || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: pan };
    setDragging(true);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLImageElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setPan(bounded({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y }, zoom));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return createPortal(
    <div
      ref={dialog}
      // Dark in both themes (issue 29): Semi's parts inside follow its dark theme.
      className="gr-photo-viewer semi-always-dark"
      style={{ zIndex: VIEWER_Z_INDEX }}
      role="dialog"
      aria-modal="true"
      aria-label={v.label(photo?.title ?? '')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="gr-photo-viewer-bar">
        <span className="gr-grow">{shown ? v.position(shown.group.title, shown.group.index, shown.group.total) : ''}</span>
        <button type="button" onClick={() => step(shown?.prevId)} disabled={!shown?.prevId}>
          {v.prev}
        </button>
        <button type="button" onClick={() => step(shown?.nextId)} disabled={!shown?.nextId}>
          {v.next}
        </button>
        <button type="button" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
          {v.zoomOut}
        </button>
        <span aria-live="polite">{Math.round((ZOOM_LEVELS[zoom] ?? 1) * 100)}%</span>
        <button type="button" onClick={() => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1))} disabled={zoom === ZOOM_LEVELS.length - 1}>
          {v.zoomIn}
        </button>
        <button type="button" onClick={() => setZoom(0)} disabled={zoom === 0}>
          {v.zoomReset}
        </button>
        {photo ? (
          <a href={photo.url} download={photo.fileName}>
            {v.download}
          </a>
        ) : null}
        {onDelete ? (
          <button type="button" className="gr-photo-viewer-delete" onClick={remove} disabled={!shown} aria-keyshortcuts="Delete">
            {v.delete}
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          {v.close}
        </button>
      </div>
      <div className="gr-photo-viewer-body">
        <div className="gr-photo-viewer-stage" ref={stage}>
          {failed ? (
            <ErrorState text={v.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
          ) : photo ? (
            <img
              ref={image}
              src={photo.url}
              alt={photo.title}
              draggable={false}
              data-zoomed={zoomed || undefined}
              className={dragging ? 'gr-dragging' : undefined}
              style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})` }}
              onDoubleClick={() => setZoom((z) => (z === 0 ? 2 : 0))}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          ) : null}
        </div>
        {photo ? (
          <dl className="gr-photo-viewer-info" aria-label={v.info}>
            <dt>{v.takenAt}</dt>
            <dd>{formatDateTime(photo.takenAt)}</dd>
            <dt>{v.size}</dt>
            <dd>
              {photo.width} × {photo.height}
            </dd>
            <dt>{v.fileSize}</dt>
            <dd>{formatFileSize(photo.size)}</dd>
            <dt>{v.camera}</dt>
            <dd>{photo.camera}</dd>
            <dt>{v.place}</dt>
            <dd>
              {photo.provinceName} {photo.cityName}
            </dd>
            <dt>{v.persons}</dt>
            <dd>{photo.persons.length ? v.personList(photo.persons.map((p) => p.name)) : v.noPersons}</dd>
            <dt>{v.fileName}</dt>
            <dd>{photo.fileName}</dd>
          </dl>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
