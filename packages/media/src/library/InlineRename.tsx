import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import type { HttpResult } from '@greenroom/sdk';
import { type ReactNode, useId, useRef, useState } from 'react';
import { refusalOf } from './calls';
import { libraryTexts } from './texts';

/**
 * Props of {@link InlineRename}.
 * @public
 */
export interface InlineRenameProps {
  /** The current title. */
  value: string;
  /** Saves the new title; not ok keeps the field open with the server's message under it. */
  onSave: (title: string) => Promise<HttpResult<unknown>>;
  /** What is shown outside editing; the title itself by default. */
  children?: ReactNode;
  /** Longest title the field accepts (the server checks again); 50 by default. */
  maxLength?: number;
}

/**
 * A title renamed where it stands: 重命名 (a button: click, Enter or Space) turns it into a field
 * holding the current title; Enter or 确定 saves, Esc or 取消 gives up. When the server refuses, its
 * message is shown under the field as it wrote it and the field stays open for another try. An
 * unchanged title closes without a request.
 * @public
 */
export function InlineRename({ value, onSave, children, maxLength = 50 }: InlineRenameProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const messageId = useId();
  const root = useRef<HTMLSpanElement>(null);

  const open = () => {
    setDraft(value);
    setRefusal('');
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setRefusal('');
    // Back to the button the edit started from, so the keyboard does not lose its place.
    requestAnimationFrame(() => root.current?.querySelector('button')?.focus());
  };
  const save = async () => {
    if (savingRef.current) return;
    const title = draft.trim();
    if (title === value) {
      close();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const result = await onSave(title);
      if (result.ok) close();
      else setRefusal(refusalOf(result, libraryTexts.renameFailed));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <span ref={root} className="gr-rename">
        <span className="gr-rename-text">{children ?? value}</span>
        <Button size="small" theme="borderless" aria-label={libraryTexts.renameLabel(value)} onClick={open}>
          {libraryTexts.rename}
        </Button>
      </span>
    );
  }
  return (
    <span ref={root} className="gr-rename gr-rename-editing">
      <span className="gr-rename-row">
        <Input
          autoFocus
          size="small"
          value={draft}
          maxLength={maxLength}
          aria-label={libraryTexts.newTitle}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          disabled={saving}
          onChange={(text) => {
            setDraft(text);
            setRefusal('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
        />
        <Button size="small" theme="solid" loading={saving} onClick={() => void save()}>
          {libraryTexts.save}
        </Button>
        <Button size="small" disabled={saving} onClick={close}>
          {libraryTexts.cancel}
        </Button>
      </span>
      {refusal ? (
        <span id={messageId} className="gr-rename-refusal" role="alert">
          {refusal}
        </span>
      ) : null}
    </span>
  );
}
