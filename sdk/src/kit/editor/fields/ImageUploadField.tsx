import { IconDelete, IconUpload } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { UploadedImage } from '@greenroom/contracts';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../hooks';
import { Progress } from '../../../ui/semiParts';
import { editorTexts } from '../texts';
import { EditorField } from './EditorField';
import type { FieldProps } from './textFields';

/**
 * The images `POST /api/upload/image` takes (its answer's `mimeType`; the server decides by the
 * bytes, the browser's type is only the first check).
 * @public
 */
export const IMAGE_UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The largest image uploaded, in bytes (10 MB).
 * @public
 */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why the upload server would refuse a file, before it is sent (the same words), or null.
 * @public
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes = IMAGE_UPLOAD_MAX_BYTES): string | null {
  if (!IMAGE_UPLOAD_TYPES.includes(file.type)) return editorTexts.imageType;
  if (file.size === 0) return editorTexts.fileEmpty;
  if (file.size > maxBytes) return editorTexts.imageTooLarge(Math.round((maxBytes / 1024 / 1024) * 10) / 10);
  return null;
}

/**
 * Props of {@link ImageUploadField}.
 * @public
 */
export interface ImageUploadFieldProps extends FieldProps<string> {
  /** The largest file, in bytes ({@link IMAGE_UPLOAD_MAX_BYTES}). */
  maxBytes?: number;
  /** With the whole answer (size, thumbnail…) after each upload. */
  onUploaded?: (image: UploadedImage) => void;
  /** The image can be taken away: the value becomes '' (a product's default cover). */
  clearable?: boolean;
  /** Width of the preview in px (160); its height follows the image. */
  previewWidth?: number;
}

type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number | null } | { status: 'failed'; message: string };

/**
 * An image (a cover) uploaded to `POST /api/upload/image` as `multipart/form-data` with one `file`;
 * the value is the answer's `url` ('' for none). The type and size are checked first, with the
 * upload server's words; while it is sent a progress bar shows how much; the server's refusal is
 * shown under the field as it answers; the image is previewed once there.
 * @public
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const {
    name,
    id,
    label,
    required,
    help,
    error,
    disabled,
    value,
    onChange,
    onUploaded,
    clearable,
    maxBytes = IMAGE_UPLOAD_MAX_BYTES,
    previewWidth = 160,
  } = props;
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    const problem = imageFileProblem(file, maxBytes);
    if (problem) {
      setState({ status: 'failed', message: problem });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', percent: null });
    const form = new FormData();
    form.append('file', file, file.name);
    const result = await services.http('').post<UploadedImage>('/api/upload/image', {
      data: form,
      silent: true,
      signal: controller.signal,
      onUploadProgress: ({ loaded, total }) => {
        if (!controller.signal.aborted && total) setState({ status: 'uploading', percent: Math.min(100, Math.round((loaded / total) * 100)) });
      },
    });
    if (controller.signal.aborted) return;
    running.current = null;
    if (!result.ok) {
      setState({ status: 'failed', message: result.msg || editorTexts.uploadFailed });
      return;
    }
    setState({ status: 'idle' });
    onChange(result.data.url);
    onUploaded?.(result.data);
  }

  const uploading = state.status === 'uploading';
  const shownError = state.status === 'failed' ? state.message : error;
  return (
    <EditorField
      name={name}
      id={id}
      label={label}
      required={required}
      help={help ?? editorTexts.imageHelp(Math.round((maxBytes / 1024 / 1024) * 10) / 10)}
      error={shownError}
      group
      choice
    >
      {(control) => (
        <div className="gr-image-field" aria-busy={uploading || undefined}>
          {value ? <img className="gr-image-field-preview" src={value} alt={editorTexts.imagePreview(label)} style={{ width: previewWidth }} /> : null}
          <div className="gr-image-field-actions">
            <input
              ref={input}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button
              id={control.id}
              icon={<IconUpload aria-hidden="true" />}
              // Named by the field's label and its own text: 封面 上传图片.
              aria-labelledby={`${control['aria-labelledby']} ${control.id}-text`}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              loading={uploading}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              <span id={`${control.id}-text`}>{value ? editorTexts.replaceImage : editorTexts.uploadImage}</span>
            </Button>
            {clearable && value && !uploading ? (
              <Button icon={<IconDelete aria-hidden="true" />} theme="borderless" type="danger" disabled={disabled} onClick={() => onChange('')}>
                {editorTexts.removeImage}
              </Button>
            ) : null}
          </div>
          {uploading ? (
            <div className="gr-upload-progress">
              <Progress
                percent={state.percent ?? 0}
                showInfo
                aria-label={`${label}${editorTexts.uploading}`}
                aria-valuetext={state.percent === null ? editorTexts.uploading : editorTexts.uploadProgress(state.percent)}
              />
              <span className="gr-muted" aria-live="polite">
                {state.percent === null ? editorTexts.uploading : editorTexts.uploadProgress(state.percent)}
              </span>
            </div>
          ) : null}
        </div>
      )}
    </EditorField>
  );
}
