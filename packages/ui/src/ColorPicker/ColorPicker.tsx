import { type ReactNode, useId, useState } from 'react';
import {
  ColorPicker as AriaColorPicker,
  Button,
  type Color,
  ColorSwatch,
  DialogTrigger,
  Group,
  parseColor,
} from 'react-aria-components';
import { FieldDescription, fieldStyles } from '../Field/index.ts';
import { Popover } from '../Popover/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './ColorPicker.module.css';
import { ColorPickerDialog } from './ColorPickerDialog.tsx';

const FALLBACK_COLOR = '#000000';

export interface ColorPickerProps {
  /** The visible label; it also names the swatch button and the popover. */
  label: ReactNode;
  /** The colour as '#RRGGBB' (controlled). */
  value?: string;
  /** The starting colour as '#RRGGBB' (uncontrolled). */
  defaultValue?: string;
  /** Called with the new colour as an uppercase '#RRGGBB' string, once per actual change. */
  onChange?: (hex: string) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

function toColor(hex: string | undefined): Color {
  try {
    return parseColor(hex ?? FALLBACK_COLOR).toFormat('hsb');
  } catch {
    // A malformed stored value should not break the form; show black until the user picks.
    return parseColor(FALLBACK_COLOR).toFormat('hsb');
  }
}

/**
 * A colour field: a swatch button opening an area, a hue slider and a hex field, with the hex
 * value always shown beside the swatch. Values go in and out as '#RRGGBB' strings.
 */
export function ColorPicker({
  label,
  value,
  defaultValue,
  onChange,
  description,
  isDisabled = false,
  className,
}: ColorPickerProps) {
  const labelId = useId();
  const hexId = useId();
  // Kept in HSB so the hue survives dragging to grey or black, which a hex string cannot hold.
  const [editedColor, setEditedColor] = useState(() => toColor(value ?? defaultValue));
  const color =
    value !== undefined && toColor(value).toString('hex') !== editedColor.toString('hex')
      ? toColor(value)
      : editedColor;
  const hex = color.toString('hex');

  function handleChange(next: Color) {
    setEditedColor(next);
    const nextHex = next.toString('hex');
    if (nextHex !== hex) onChange?.(nextHex);
  }

  return (
    <AriaColorPicker value={color} onChange={handleChange}>
      <Group
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        className={classNames(fieldStyles.field, styles.colorPicker, className)}
      >
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <div className={styles.row}>
          <DialogTrigger>
            <Button
              className={styles.trigger}
              isDisabled={isDisabled}
              aria-labelledby={`${labelId} ${hexId}`}
            >
              <ColorSwatch className={styles.swatch} />
            </Button>
            <Popover placement="bottom start">
              <ColorPickerDialog aria-labelledby={labelId} />
            </Popover>
          </DialogTrigger>
          <span id={hexId} className={styles.hex}>
            {hex}
          </span>
        </div>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
      </Group>
    </AriaColorPicker>
  );
}
