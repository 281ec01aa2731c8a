import { Button, VisuallyHidden } from 'react-aria-components';
import styles from './Menu.module.css';
import { Menu, type MenuProps } from './Menu.tsx';
import { MenuTrigger } from './MenuTrigger.tsx';

export interface AvatarMenuProps<T> extends Omit<MenuProps<T>, 'aria-label' | 'aria-labelledby'> {
  /** The signed-in person's full name; the button shows its initials. */
  name: string;
  /** The person's photo (an object or data URL); without one the button shows the initials. */
  photoUrl?: string;
  /** The button's accessible name; defaults to "Account menu for {name}". The menu is named after it. */
  'aria-label'?: string;
}

/** The first letter of the first and of the last word: "Ada Lovelace" gives "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase();
}

/**
 * The top bar's account menu: a round button with the person's photo, or their initials, that opens the items
 * passed as children (`MenuItem`s such as Profile and Log Out).
 */
export function AvatarMenu<T extends object>({
  name,
  photoUrl,
  'aria-label': ariaLabel = `Account menu for ${name}`,
  ...menuProps
}: AvatarMenuProps<T>) {
  return (
    <MenuTrigger>
      <Button className={styles.avatar}>
        {/* The initials are a picture of the person, not a label: the name comes from the hidden text. */}
        {photoUrl ? (
          // Decorative for the same reason: alt="" keeps the name to the hidden text.
          <img className={styles.photo} src={photoUrl} alt="" />
        ) : (
          <span aria-hidden="true">{initialsOf(name)}</span>
        )}
        <VisuallyHidden>{ariaLabel}</VisuallyHidden>
      </Button>
      <Menu {...menuProps} />
    </MenuTrigger>
  );
}
