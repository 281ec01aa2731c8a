import type { Ref } from 'react';
import {
  Button as AriaButton,
  ToggleButton as AriaToggleButton,
  Group,
  Toolbar,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import styles from './FormattedTextField.module.css';
import type { InlineFormat, LineFormat } from './formatting.ts';

export type ToolbarAction = InlineFormat | LineFormat | 'link';

const ACTIONS: { action: ToolbarAction; label: string; icon: IconName; shortcut?: string }[] = [
  { action: 'bold', label: 'Bold', icon: 'bold', shortcut: 'B' },
  { action: 'italic', label: 'Italic', icon: 'italic', shortcut: 'I' },
  { action: 'heading', label: 'Heading', icon: 'heading' },
  { action: 'bulletedList', label: 'Bulleted list', icon: 'bulletedList' },
  { action: 'numberedList', label: 'Numbered list', icon: 'numberedList' },
  { action: 'quote', label: 'Quote', icon: 'quote' },
  { action: 'link', label: 'Link', icon: 'link', shortcut: 'K' },
];

/** The letter of each Ctrl/Cmd shortcut and the action it runs. */
export const SHORTCUTS: Record<string, ToolbarAction> = Object.fromEntries(
  ACTIONS.flatMap(({ action, shortcut }) => (shortcut ? [[shortcut.toLowerCase(), action]] : [])),
);

export interface FormattedTextFieldToolbarProps {
  label: string;
  onAction: (action: ToolbarAction) => void;
  isFormattingDisabled: boolean;
  isPreview: boolean;
  onPreviewChange: (isPreview: boolean) => void;
  isPreviewDisabled: boolean;
  linkButtonRef: Ref<HTMLButtonElement>;
}

/** "Ctrl+B" or, on Apple's systems, "⌘B". */
function shortcutText(letter: string): string {
  const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return isApple ? `⌘${letter}` : `Ctrl+${letter}`;
}

/**
 * The formatting buttons and the Preview switch, one tab stop with arrow keys between them (react-aria
 * Toolbar). Each icon button shows its name and shortcut in a tooltip on hover and keyboard focus, which
 * also describes the button to assistive technology.
 */
export function FormattedTextFieldToolbar({
  label,
  onAction,
  isFormattingDisabled,
  isPreview,
  onPreviewChange,
  isPreviewDisabled,
  linkButtonRef,
}: FormattedTextFieldToolbarProps) {
  return (
    <Toolbar aria-label={label} className={styles.toolbar}>
      <Group aria-label="Formatting" className={styles.toolbarGroup}>
        {ACTIONS.map(({ action, label: actionLabel, icon, shortcut }) => (
          <TooltipTrigger key={action} delay={500}>
            <AriaButton
              ref={action === 'link' ? linkButtonRef : undefined}
              aria-label={actionLabel}
              isDisabled={isFormattingDisabled}
              onPress={() => onAction(action)}
              className={styles.toolButton}
            >
              <Icon name={icon} />
            </AriaButton>
            <Tooltip placement="top" offset={6} className={styles.tooltip}>
              {shortcut ? `${actionLabel} (${shortcutText(shortcut)})` : actionLabel}
            </Tooltip>
          </TooltipTrigger>
        ))}
      </Group>
      <AriaToggleButton
        isSelected={isPreview}
        onChange={onPreviewChange}
        isDisabled={isPreviewDisabled}
        className={styles.previewButton}
      >
        <Icon name="eye" />
        Preview
      </AriaToggleButton>
    </Toolbar>
  );
}
