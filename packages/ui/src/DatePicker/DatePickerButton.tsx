import { Button } from 'react-aria-components';
import { fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import styles from './DatePicker.module.css';

/** The calendar button at the end of a date field; react-aria names it ("Calendar") and wires it. */
export function DatePickerButton() {
  return (
    <Button className={[fieldStyles.fieldButton, styles.button].join(' ')}>
      <Icon name="calendar" />
    </Button>
  );
}
