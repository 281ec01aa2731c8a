import { FORMATTED_TEXT_MAX, formattedTextProblem, visibleLength } from '@hr/domain';
import { type KeyboardEvent, type Ref, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  TextArea,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, fieldStyles, Label } from '../Field/index.ts';
import { FormattedText } from '../FormattedText/index.ts';
import textFieldStyles from '../TextField/TextField.module.css';
import { TextFieldCount } from '../TextField/TextFieldCount.tsx';
import { composeClassName } from '../theme/classNames.ts';
import styles from './FormattedTextField.module.css';
import { FormattedTextFieldLinkPopover } from './FormattedTextFieldLinkPopover.tsx';
import { FormattedTextFieldToolbar, SHORTCUTS, type ToolbarAction } from './FormattedTextFieldToolbar.tsx';
import { applyEdit, insertLink, type TextEdit, toggleInline, toggleLinePrefix } from './formatting.ts';

export interface FormattedTextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'>,
    FieldTextProps {
  /** The Markdown source. */
  value: string;
  onChange: (value: string) => void;
  /** The most characters as the reader sees them (markup not counted). */
  maxLength?: number;
  placeholder?: string;
  rows?: number;
  /** The text area, which a form focuses when this field holds its first error. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The domain's problem as a field error: "Content is 5,012 characters long; …", "Links may only be …". */
function problemMessage(label: FieldTextProps['label'], problem: string): string {
  if (problem.startsWith('is ')) return `${typeof label === 'string' ? label : 'The text'} ${problem}`;
  return problem.charAt(0).toUpperCase() + problem.slice(1);
}

/**
 * A text area for formatted content (Markdown source) with a formatting toolbar, Ctrl/Cmd+B, +I and +K,
 * a live count of the characters the reader will see, a Preview of the rendered text, and the domain's
 * problem (too long, a link that is not http(s)/mailto, an image) shown as the field's error, so the
 * screen refuses what the server would. Controlled; in a react-hook-form form through ControlledField.
 */
export function FormattedTextField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  maxLength = FORMATTED_TEXT_MAX,
  placeholder,
  rows = 8,
  className,
  isDisabled,
  isReadOnly,
  isInvalid,
  ref,
  ...props
}: FormattedTextFieldProps) {
  const countId = useId();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const linkSelection = useRef<[number, number]>([0, 0]);
  const [isPreview, setPreview] = useState(false);
  const [isLinkOpen, setLinkOpen] = useState(false);
  const setTextArea = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textAreaRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const problem = formattedTextProblem(value, maxLength);
  const shownError = problem ? problemMessage(label, problem) : errorMessage;
  const describedBy = [props['aria-describedby'], countId].filter(Boolean).join(' ');
  const canFormat = !isDisabled && !isReadOnly && !isPreview;

  // A value set without the browser's own edit (the fallback below) moves the caret to the end: put the
  // selection the edit asked for back once React has written the value.
  useLayoutEffect(() => {
    const textArea = textAreaRef.current;
    if (!textArea || !pendingSelection.current || textArea.value !== value) return;
    textArea.setSelectionRange(...pendingSelection.current);
    pendingSelection.current = null;
  }, [value]);

  /** Applies an edit as typing would, so Ctrl+Z undoes it; where the browser cannot, sets the value. */
  const edit = (change: TextEdit) => {
    const textArea = textAreaRef.current;
    if (!textArea) return;
    const expected = applyEdit(value, change);
    textArea.focus();
    textArea.setSelectionRange(change.from, change.to);
    const typed = document.execCommand('insertText', false, change.insert) && textArea.value === expected;
    if (typed) {
      textArea.setSelectionRange(change.selectionStart, change.selectionEnd);
    } else {
      pendingSelection.current = [change.selectionStart, change.selectionEnd];
      onChange(expected);
    }
  };

  const run = (action: ToolbarAction) => {
    const textArea = textAreaRef.current;
    if (!textArea || !canFormat) return;
    const selection = { text: value, start: textArea.selectionStart, end: textArea.selectionEnd };
    if (action === 'link') {
      linkSelection.current = [selection.start, selection.end];
      setLinkOpen(true);
    } else if (action === 'bold' || action === 'italic') {
      edit(toggleInline(selection, action));
    } else {
      edit(toggleLinePrefix(selection, action));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = SHORTCUTS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  const onInsertLink = (url: string) => {
    setLinkOpen(false);
    const [start, end] = linkSelection.current;
    // After the popover has closed and handed focus back, so the edit lands in the text area.
    requestAnimationFrame(() => edit(insertLink({ text: value, start, end }, url)));
  };

  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={isInvalid || Boolean(problem)}
      aria-describedby={describedBy}
      className={composeClassName(className, fieldStyles.field, styles.formattedTextField)}
    >
      {label ? <Label>{label}</Label> : null}
      <div className={styles.editor}>
        <FormattedTextFieldToolbar
          label={typeof label === 'string' ? `${label} formatting` : 'Formatting'}
          onAction={run}
          isFormattingDisabled={!canFormat}
          isPreview={isPreview}
          onPreviewChange={setPreview}
          isPreviewDisabled={Boolean(isDisabled)}
          linkButtonRef={linkButtonRef}
        />
        <TextArea
          ref={setTextArea}
          rows={rows}
          placeholder={placeholder}
          hidden={isPreview}
          onKeyDown={onKeyDown}
          className={styles.textArea}
        />
        {isPreview ? (
          <section aria-label="Preview" className={styles.preview}>
            {value.trim() ? (
              <FormattedText source={value} />
            ) : (
              <p className={styles.previewEmpty}>Nothing to preview yet.</p>
            )}
          </section>
        ) : null}
      </div>
      <div className={textFieldStyles.footer}>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <TextFieldCount id={countId} length={visibleLength(value)} maxLength={maxLength} unit="characters" />
      </div>
      <FieldError>{shownError}</FieldError>
      <FormattedTextFieldLinkPopover
        triggerRef={linkButtonRef}
        isOpen={isLinkOpen}
        onOpenChange={setLinkOpen}
        onInsert={onInsertLink}
      />
    </AriaTextField>
  );
}
