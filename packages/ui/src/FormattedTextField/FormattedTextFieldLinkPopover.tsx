import { isAllowedLink } from '@hr/domain';
import { type RefObject, useState } from 'react';
import { Dialog } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Popover } from '../Popover/index.ts';
import { TextField } from '../TextField/index.ts';
import styles from './FormattedTextField.module.css';

export const LINK_ADDRESS_PROBLEM =
  'Enter an address starting with https://, http:// or mailto:, without spaces.';

export interface FormattedTextFieldLinkPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onInsert: (url: string) => void;
}

/**
 * Asks for a link's address under the toolbar's Link button and refuses what the domain would: only
 * http(s) and mailto. No <form> here: the field usually sits in a form dialog, and React would carry
 * this popover's submit (portalled out of that form in the DOM) up to the dialog's form.
 */
export function FormattedTextFieldLinkPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  onInsert,
}: FormattedTextFieldLinkPopoverProps) {
  const [url, setUrl] = useState('https://');
  const [problem, setProblem] = useState<string | null>(null);

  const insert = () => {
    const address = url.trim();
    if (!isAllowedLink(address) || /[\s<>]/.test(address)) {
      setProblem(LINK_ADDRESS_PROBLEM);
      return;
    }
    onInsert(address);
    setUrl('https://');
    setProblem(null);
  };

  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start">
      <Dialog aria-label="Insert link" className={styles.linkDialog}>
        <TextField
          label="Link address"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              insert();
            } else {
              // react-aria stops a handled key here; Escape must still reach the popover to close it.
              event.continuePropagation();
            }
          }}
          isInvalid={problem !== null}
          errorMessage={problem}
          validationBehavior="aria"
          autoFocus
        />
        <div className={styles.linkActions}>
          <Button variant="secondary" size="small" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button size="small" onPress={insert}>
            Insert link
          </Button>
        </div>
      </Dialog>
    </Popover>
  );
}
