import { IconUpload } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import type { UploadPurpose } from '@greenroom/contracts';
import type { HttpResult } from '@greenroom/sdk';
import { useNotify } from '@greenroom/sdk';
import { ResumableUpload } from '@greenroom/sdk/kit';
import { useId, useRef, useState } from 'react';
import { libraryTexts as t } from './texts';

/** The register calls' title: 1–50 characters (contracts' `uploadRegisterBody`). */
export const UPLOAD_TITLE_MAX = 50;

/** Recordings: what `video-live` / `video-event` accept (the server decides by the bytes). */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
/** Materials: images and videos (`material-twzb` / `material-event`). */
export const MATERIAL_ACCEPT = `image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp,${VIDEO_ACCEPT}`;

/** A file's name without its extension, cut to the longest title: `年会 开幕.mp4` → `年会 开幕`. */
export function titleOfFile(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '').trim();
  return (stem || name.trim()).slice(0, UPLOAD_TITLE_MAX);
}

function titleProblem(title: string): string | null {
  const text = title.trim();
  if (!text) return t.uploadTitleRequired;
  if (text.length > UPLOAD_TITLE_MAX) return t.uploadTitleTooLong(UPLOAD_TITLE_MAX);
  return null;
}

/** Props of {@link LibraryUpload}. */
export interface LibraryUploadProps {
  /** The button and the dialog's title: 上传视频, 上传素材. */
  text: string;
  purpose: UploadPurpose;
  accept: string;
  /** The file button's text. */
  chooseText: string;
  /** Types and size accepted, under the file button. */
  help: string;
  /** Where the upload goes, in the messages: 视频库, 素材库. */
  library: string;
  /** The register call (`POST /{base}/{kind}/upload { upload, title }`), silent: a refusal is shown in the dialog. */
  register: (upload: string, title: string) => Promise<HttpResult<unknown>>;
  /** After the register call succeeded: show the new row. */
  onSaved: () => void;
}

/**
 * 上传视频 / 上传素材 of a library: a button opening a dialog with a title (the file's name without
 * its extension until one is typed) and the kit's {@link ResumableUpload}; when the upload server
 * has the whole file the register call makes it a row, and the list is read again. The server's
 * refusals are shown as it words them: the tus calls' (type, size, quota) by the upload, the
 * register call's above the buttons with 重新保存. Closing the dialog keeps the upload going (the
 * dialog keeps its content); a finished upload is saved even while the dialog is closed.
 */
export function LibraryUpload({ text, purpose, accept, chooseText, help, library, register, onSaved }: LibraryUploadProps) {
  const notify = useNotify();
  const id = useId();
  const [visible, setVisible] = useState(false);
  /** A new round (a fresh ResumableUpload and title) after a saved upload. */
  const [round, setRound] = useState(0);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  /** An upload the server has whole, not saved yet (the title was wrong, or the register call refused). */
  const [pending, setPending] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const touched = useRef(false);
  // The upload may finish after a re-render: the save reads the latest title.
  const titleRef = useRef(title);
  titleRef.current = title;

  const reset = () => {
    setRound((n) => n + 1);
    setTitle('');
    setTitleError(null);
    setPending(null);
    setSaving(false);
    setSaved(null);
    setRefusal(null);
    touched.current = false;
  };

  const open = () => {
    if (saved !== null) reset();
    setVisible(true);
  };

  const chosen = (file: File) => {
    // Another file after a saved one starts over from its name.
    if (saved !== null) touched.current = false;
    if (!touched.current) setTitle(titleOfFile(file.name));
    setTitleError(null);
    setRefusal(null);
    setSaved(null);
    setPending(null);
  };

  async function save(upload: string) {
    const current = titleRef.current.trim();
    const problem = titleProblem(current);
    setPending(upload);
    if (problem) {
      setTitleError(problem);
      setVisible(true);
      return;
    }
    setSaving(true);
    setRefusal(null);
    const result = await register(upload, current);
    setSaving(false);
    if (!result.ok) {
      setRefusal(result.msg || t.uploadSaveFailed);
      setVisible(true);
      return;
    }
    setPending(null);
    setSaved(current);
    notify.success(t.uploadSaved(current, library));
    onSaved();
  }

  const titleId = `${id}-title`;
  const footer =
    saved !== null ? (
      <>
        <Button onClick={reset}>{t.uploadAnother}</Button>
        <Button type="primary" theme="solid" onClick={() => setVisible(false)}>
          {t.uploadFinish}
        </Button>
      </>
    ) : (
      <>
        {pending !== null && !saving ? (
          <Button type="primary" theme="solid" onClick={() => void save(pending)}>
            {t.uploadSaveAgain}
          </Button>
        ) : null}
        <Button onClick={() => setVisible(false)}>{t.close}</Button>
      </>
    );

  return (
    <>
      <Button type="primary" theme="solid" icon={<IconUpload aria-hidden="true" />} onClick={open}>
        {text}
      </Button>
      <Modal title={text} visible={visible} onCancel={() => setVisible(false)} footer={footer} maskClosable={false} closeOnEsc keepDOM>
        <div className="gr-form gr-library-upload">
          <div className="gr-form-field">
            <label htmlFor={titleId} className="gr-form-label" data-required="">
              {t.uploadTitle}
            </label>
            <Input
              id={titleId}
              value={title}
              maxLength={UPLOAD_TITLE_MAX}
              aria-required
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${titleId}-error` : undefined}
              validateStatus={titleError ? 'error' : 'default'}
              disabled={saving || saved !== null}
              onChange={(value: string) => {
                touched.current = true;
                setTitle(value);
                setTitleError(null);
              }}
            />
            {titleError ? (
              <span id={`${titleId}-error`} className="gr-form-error" role="alert">
                {titleError}
              </span>
            ) : null}
          </div>
          {/* The capture phase sees the chosen file before the upload clears its input. */}
          <div
            className="gr-form-field"
            onChangeCapture={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0];
              if (file) chosen(file);
            }}
          >
            <ResumableUpload key={round} purpose={purpose} accept={accept} text={chooseText} onUploaded={(upload) => void save(upload)} />
            <span className="gr-muted gr-form-help">{help}</span>
            <span className="gr-muted gr-form-help">{t.uploadBackground}</span>
          </div>
          {saving ? (
            <p className="gr-muted" role="status">
              {t.uploadSaving(library)}
            </p>
          ) : null}
          {saved !== null ? (
            <p className="gr-muted" role="status">
              {t.uploadSaved(saved, library)}
            </p>
          ) : null}
          {refusal ? (
            <p className="gr-form-error" role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
