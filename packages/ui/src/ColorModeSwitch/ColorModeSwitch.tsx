import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  VisuallyHidden,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import { useColorMode } from '../theme/colorMode.ts';
import styles from './ColorModeSwitch.module.css';

export interface ColorModeSwitchProps
  extends Omit<AriaSwitchProps, 'children' | 'isSelected' | 'defaultSelected' | 'onChange' | 'value'> {
  /** Show "Dark theme" beside the switch; hidden by default, where the sun and moon say enough. */
  showLabel?: boolean;
}

/**
 * The light/dark theme switch of the top bar. The theme lives on <html> (data-color-mode) and the
 * choice is remembered in localStorage, so every switch on the page stays in step.
 */
export function ColorModeSwitch({ showLabel = false, className, ...props }: ColorModeSwitchProps) {
  const [mode, setMode] = useColorMode();
  return (
    <AriaSwitch
      {...props}
      isSelected={mode === 'dark'}
      onChange={(isDark) => setMode(isDark ? 'dark' : 'light')}
      className={composeClassName(className, styles.switch)}
    >
      {/* Hidden by default, the text still names the switch for assistive technology. */}
      {showLabel ? <span>Dark theme</span> : <VisuallyHidden>Dark theme</VisuallyHidden>}
      <span className={styles.track} aria-hidden="true">
        <Icon name="sun" size={16} className={styles.sun} />
        <Icon name="moon" size={16} className={styles.moon} />
        <span className={styles.thumb} />
      </span>
    </AriaSwitch>
  );
}
