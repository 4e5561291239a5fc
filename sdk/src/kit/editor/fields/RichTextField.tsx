import { IconBold, IconClear, IconH2, IconItalic, IconLink, IconList, IconOrderedList, IconUnderline } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { loadSanitizer } from '../../../ui/SafeHtml';
import { editorTexts as t } from '../texts';
import { EditorField } from './EditorField';
import { cleanHtml, isLinkAddress, linkHtml, normalizeHtml, textToHtml } from './richText';
import type { FieldProps } from './textFields';

/**
 * Props of {@link RichTextField}.
 * @public
 */
export interface RichTextFieldProps extends FieldProps<string> {
  placeholder?: string;
  /** Height of the writing area in px (200); it grows with the text. */
  minHeight?: number;
}

type Sanitize = (html: string) => string;

interface Tool {
  key: string;
  /** Read when drawn, in the page's language (the table is made once, at module level). */
  label: () => string;
  icon: ReactNode;
  /** `document.queryCommandState` name, for aria-pressed. */
  state?: string;
}

const TOOLS: Tool[] = [
  { key: 'bold', label: () => t.bold, icon: <IconBold />, state: 'bold' },
  { key: 'italic', label: () => t.italic, icon: <IconItalic />, state: 'italic' },
  { key: 'underline', label: () => t.underline, icon: <IconUnderline />, state: 'underline' },
  { key: 'heading', label: () => t.heading, icon: <IconH2 /> },
  { key: 'bullets', label: () => t.bulletList, icon: <IconList />, state: 'insertUnorderedList' },
  { key: 'numbers', label: () => t.orderedList, icon: <IconOrderedList />, state: 'insertOrderedList' },
  { key: 'link', label: () => t.link, icon: <IconLink /> },
  { key: 'clear', label: () => t.clearFormat, icon: <IconClear /> },
];

/** `document.execCommand`, which happy-dom and a few browsers lack: false when it did nothing. */
function command(name: string, value?: string): boolean {
  const doc = document as Document & { execCommand?: Document['execCommand'] };
  return typeof doc.execCommand === 'function' ? doc.execCommand(name, false, value) : false;
}

function commandState(name: string): boolean {
  const doc = document as Document & { queryCommandState?: Document['queryCommandState'] };
  try {
    return typeof doc.queryCommandState === 'function' ? doc.queryCommandState(name) : false;
  } catch {
    return false;
  }
}

/** The block the caret is in, inside `root`. */
function blockAt(root: HTMLElement): Element | null {
  const node = window.getSelection()?.anchorNode ?? null;
  let element = node && node.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  while (element && element !== root) {
    if (/^(P|H2|LI|DIV)$/.test(element.tagName)) return element;
    element = element.parentElement;
  }
  return null;
}

/**
 * A description written with a small toolbar — 加粗, 斜体, 下划线, 小标题, 无序列表, 有序列表, 链接,
 * 清除格式 (one tab stop; the arrow keys move along it; Ctrl+B/I/U work in the text) — kept as
 * HTML. What is pasted is sanitized (DOMPurify, then only what the toolbar makes is kept); so is a
 * value put in from outside. Show the HTML elsewhere with `SafeHtml`.
 * @public
 */
export function RichTextField(props: RichTextFieldProps) {
  const { name, id, label, required, help, error, disabled, value, onChange, placeholder, minHeight = 200 } = props;
  const area = useRef<HTMLDivElement>(null);
  const sanitizer = useRef<Sanitize | null>(null);
  /** The HTML last reported: a value equal to it comes from the typing, not from outside. */
  const reported = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const [link, setLink] = useState<{ address: string; problem: string | null } | null>(null);

  // A value from outside (the item loaded) goes in sanitized; the typing's own value is left alone.
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (!current || !area.current) return;
      sanitizer.current = sanitize;
      const html = value ?? '';
      if (html !== reported.current) {
        area.current.innerHTML = html ? cleanHtml(html, sanitize) : '';
        reported.current = html;
      }
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [value]);

  const report = () => {
    if (!area.current) return;
    const html = normalizeHtml(area.current);
    reported.current = html;
    onChangeRef.current(html);
  };

  const refreshState = () => setPressed(Object.fromEntries(TOOLS.filter((tool) => tool.state).map((tool) => [tool.key, commandState(tool.state as string)])));

  const keepSelection = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) range.current = selection.getRangeAt(0).cloneRange();
  };

  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
  };

  /** Inserts sanitized HTML at the caret (the browser's command keeps Undo; else by hand). */
  const insertHtml = (html: string) => {
    restoreSelection();
    if (command('insertHTML', html)) return;
    const selection = window.getSelection();
    const at = selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0) : null;
    if (!at || !area.current) {
      area.current?.insertAdjacentHTML('beforeend', html);
      return;
    }
    at.deleteContents();
    const fragment = at.createContextualFragment(html);
    const last = fragment.lastChild;
    at.insertNode(fragment);
    if (last) {
      at.setStartAfter(last);
      at.collapse(true);
      selection?.removeAllRanges();
      selection?.addRange(at);
    }
  };

  const run = (key: string) => {
    if (disabled) return;
    if (key === 'link') {
      keepSelection();
      setLink({ address: 'https://', problem: null });
      return;
    }
    restoreSelection();
    if (key === 'bold' || key === 'italic' || key === 'underline') command(key);
    else if (key === 'bullets') command('insertUnorderedList');
    else if (key === 'numbers') command('insertOrderedList');
    else if (key === 'heading') command('formatBlock', area.current && blockAt(area.current)?.tagName === 'H2' ? 'p' : 'h2');
    else if (key === 'clear') {
      command('removeFormat');
      command('unlink');
      if (area.current && blockAt(area.current)?.tagName === 'H2') command('formatBlock', 'p');
    }
    keepSelection();
    report();
    refreshState();
  };

  const applyLink = () => {
    if (!link) return;
    if (!isLinkAddress(link.address)) {
      setLink({ ...link, problem: t.linkInvalid });
      return;
    }
    const address = link.address.trim();
    setLink(null);
    restoreSelection();
    const selection = window.getSelection();
    const collapsed = !selection || selection.rangeCount === 0 || selection.getRangeAt(0).collapsed;
    if (collapsed || !command('createLink', address)) insertHtml(linkHtml(address));
    report();
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: TOOLS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + TOOLS.length) % TOOLS.length;
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error}>
      {(control) => (
        <div className="gr-rte" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <div className="gr-rte-toolbar" role="toolbar" aria-label={t.toolbar(label)} aria-controls={control.id} onKeyDown={onToolbarKey}>
            {TOOLS.map((tool, index) => (
              <button
                key={tool.key}
                type="button"
                className="gr-rte-button"
                aria-label={tool.label()}
                title={tool.label()}
                aria-pressed={tool.state ? Boolean(pressed[tool.key]) : undefined}
                tabIndex={index === active ? 0 : -1}
                disabled={disabled}
                // The selection stays in the text while a button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setActive(index)}
                onClick={() => run(tool.key)}
              >
                {tool.icon}
              </button>
            ))}
          </div>
          {link ? (
            <div className="gr-rte-link">
              <Input
                aria-label={t.linkAddress}
                value={link.address}
                autoFocus
                validateStatus={link.problem ? 'error' : 'default'}
                onChange={(address: string) => setLink({ address, problem: null })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    setLink(null);
                    restoreSelection();
                  }
                }}
              />
              <Button onClick={applyLink}>{t.confirm}</Button>
              <Button
                theme="borderless"
                onClick={() => {
                  setLink(null);
                  restoreSelection();
                }}
              >
                {t.cancel}
              </Button>
              {link.problem ? (
                <span className="gr-form-error" role="alert">
                  {link.problem}
                </span>
              ) : null}
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable text box holding HTML, which a textarea cannot. */}
          <div
            {...control}
            ref={area}
            className="gr-rte-content"
            role="textbox"
            aria-multiline="true"
            aria-busy={ready ? undefined : true}
            aria-disabled={disabled || undefined}
            tabIndex={0}
            contentEditable={!disabled && ready}
            suppressContentEditableWarning
            data-placeholder={placeholder}
            style={{ minHeight }}
            onInput={report}
            onBlur={keepSelection}
            onKeyUp={refreshState}
            onMouseUp={refreshState}
            onPaste={(event) => {
              event.preventDefault();
              const html = event.clipboardData.getData('text/html');
              const source = html || textToHtml(event.clipboardData.getData('text/plain'));
              keepSelection();
              const paste = (sanitize: Sanitize) => {
                insertHtml(cleanHtml(source, sanitize));
                report();
              };
              if (sanitizer.current) paste(sanitizer.current);
              else void loadSanitizer().then(paste);
            }}
          />
        </div>
      )}
    </EditorField>
  );
}
