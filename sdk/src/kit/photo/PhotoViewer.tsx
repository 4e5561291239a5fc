import type { PersonPhotoInfo } from '@greenroom/contracts';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api';
import { formatDateTime, formatFileSize } from '../../format';
import { ErrorState } from '../../ui';
import { photoTexts } from './texts';

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  /** The group the photo is stepped through: `person-12`, `city-440100`, `year-2026`, `date-2026-11-01`… */
  groupKey: string;
  /** The photo shown; null closes the viewer. */
  photoId: number | null;
  /** Steps to another photo of the group (← / →). */
  onNavigate: (photoId: number) => void;
  onClose: () => void;
}

/** Zoom steps of the viewer. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/**
 * The lightbox of the photo library: the original photo with ← / → through its group, Esc to close,
 * zoom (+ / − / 0 and the buttons), the photo's information from
 * `/api/person/photo-group/photoInfo/{group}/{id}` (taken time, size, camera, people, place,
 * position in the group) and a download of the original. Focus moves into it on opening and back
 * to where it was on closing.
 */
export function PhotoViewer({ groupKey, photoId, onNavigate, onClose }: PhotoViewerProps) {
  const api = useApi();
  const [info, setInfo] = useState<PersonPhotoInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
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
    void api.get('/api/person/photo-group/photoInfo/{groupKey}/{photoId}', { path: { groupKey, photoId }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setInfo(result.data);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [api, groupKey, photoId, attempt]);

  if (!open) return null;
  const shown = info && info.photo.id === photoId ? info : null;
  const step = (id: number | null | undefined) => {
    if (id) onNavigate(id);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => step(shown?.prevId),
      ArrowRight: () => step(shown?.nextId),
      '+': () => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1)),
      '=': () => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1)),
      '-': () => setZoom((z) => Math.max(0, z - 1)),
      '0': () => setZoom(0),
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

  return (
    <div ref={dialog} className="gr-photo-viewer" role="dialog" aria-modal="true" aria-label={v.label(photo?.title ?? '')} tabIndex={-1} onKeyDown={onKeyDown}>
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
        <button type="button" onClick={onClose}>
          {v.close}
        </button>
      </div>
      <div className="gr-photo-viewer-body">
        <div className="gr-photo-viewer-stage">
          {failed ? (
            <ErrorState text={v.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
          ) : photo ? (
            <img src={photo.url} alt={photo.title} style={{ transform: `scale(${ZOOM_LEVELS[zoom]})` }} />
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
            <dd>{photo.persons.length ? photo.persons.map((p) => p.name).join('、') : v.noPersons}</dd>
            <dt>{v.fileName}</dt>
            <dd>{photo.fileName}</dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
