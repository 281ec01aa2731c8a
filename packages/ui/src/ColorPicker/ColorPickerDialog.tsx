import {
  ColorArea,
  ColorField,
  ColorSlider,
  ColorThumb,
  Dialog,
  Input,
  SliderOutput,
  SliderTrack,
} from 'react-aria-components';
import { fieldStyles, Label } from '../Field/index.ts';
import styles from './ColorPicker.module.css';

/**
 * The editing surface in the popover: saturation/brightness area, hue slider and hex field.
 * All three read and write the surrounding react-aria ColorPicker.
 */
export function ColorPickerDialog({ 'aria-labelledby': labelledBy }: { 'aria-labelledby': string }) {
  return (
    <Dialog aria-labelledby={labelledBy} className={styles.dialog}>
      <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={styles.area}>
        <ColorThumb className={styles.thumb} />
      </ColorArea>
      <ColorSlider colorSpace="hsb" channel="hue" className={styles.slider}>
        <div className={styles.sliderHeader}>
          <Label>Hue</Label>
          <SliderOutput className={styles.sliderOutput} />
        </div>
        <SliderTrack className={styles.track}>
          <ColorThumb className={styles.thumb} />
        </SliderTrack>
      </ColorSlider>
      <ColorField className={fieldStyles.field}>
        <Label>Hex</Label>
        <Input className={[fieldStyles.input, styles.hexInput].join(' ')} />
      </ColorField>
    </Dialog>
  );
}
